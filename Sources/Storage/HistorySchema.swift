/// A value in one of a game's own columns of the history.
public enum HistoryValue: Hashable, Sendable {
  case integer(Int)
  case real(Double)
  case text(String)

  /// The value, if it is text.
  public var text: String? {
    guard case .text(let text) = self else { return nil }
    return text
  }

  /// The value, if it is a whole number.
  public var integer: Int? {
    guard case .integer(let integer) = self else { return nil }
    return integer
  }

  /// The value as a number, whole or not.
  public var real: Double? {
    switch self {
    case .integer(let integer): Double(integer)
    case .real(let real): real
    case .text: nil
    }
  }

  /// A flag, kept as 1 or 0.
  public init(_ flag: Bool) {
    self = .integer(flag ? 1 : 0)
  }
}

extension HistoryValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
  public init(stringLiteral value: String) {
    self = .text(value)
  }

  public init(integerLiteral value: Int) {
    self = .integer(value)
  }
}

/// One of a game's own columns in the history's table of games.
public struct HistoryColumn: Hashable, Sendable {
  /// What the column holds (SQLite's strict types).
  public enum Kind: String, Sendable {
    case integer = "INTEGER"
    case real = "REAL"
    case text = "TEXT"
  }

  /// The column's name, prefixed by the game's (`evil_strategy`): no other game's rows set
  /// it.
  public let name: String
  public let kind: Kind

  /// A column named `name`: lower-case letters, digits and underscores, starting with a
  /// letter, since the name goes into SQL as it is.
  public init(_ name: String, _ kind: Kind) {
    precondition(
      name.first?.isLetter == true
        && name.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || $0 == "_" || ("0"..."9").contains($0)
        },
      "a column name is lower-case letters, digits and underscores: \(name)")
    self.name = name
    self.kind = kind
  }

  public static func text(_ name: String) -> HistoryColumn { HistoryColumn(name, .text) }
  public static func integer(_ name: String) -> HistoryColumn { HistoryColumn(name, .integer) }
  public static func real(_ name: String) -> HistoryColumn { HistoryColumn(name, .real) }
}

/// What one game keeps in the history beyond the fields every game has: its own columns,
/// left empty (NULL) in the other games' rows, and how a game of the history before it
/// was a database reads.
///
/// The history adds a declared column that its table lacks when it opens, so that a game
/// brings its columns with it and Storage knows no game.
public struct HistorySchema: Sendable {
  /// The command of the game: `evil`, `ghost`, …
  public let game: String
  public let columns: [HistoryColumn]
  /// Fills in a game of `history.plist`'s own fields from the text options it was kept
  /// with (and may correct its outcome, read the old way).
  public let importing: @Sendable (_ options: [String: String], _ record: inout GameRecord) -> Void
  /// Whether the game keeps every game it starts, with its moves, in tables of its own
  /// (`<game>_games`, `<game>_moves`), made when the history opens: see `KeptGame`.
  public let keepsGames: Bool

  public init(
    game: String, columns: [HistoryColumn] = [], keepsGames: Bool = false,
    importing:
      @escaping @Sendable (_ options: [String: String], _ record: inout GameRecord) ->
      Void = { _, _ in }
  ) {
    self.game = game
    self.columns = columns
    self.keepsGames = keepsGames
    self.importing = importing
  }
}
