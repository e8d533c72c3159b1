/// A value in one of a game's own columns of the history.
public enum HistoryValue: Hashable, Sendable {
  case integer(Int)
  case real(Double)
  case text(String)

  /// The value, if it is text.
  public var text: String? {
    if case .text(let text) = self { text } else { nil }
  }

  /// The value, if it is a whole number.
  public var integer: Int? {
    if case .integer(let integer) = self { integer } else { nil }
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

/// A value as JSON: a number or a string.
extension HistoryValue: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let real = try? container.decode(Double.self) {
      self = .real(real)
    } else {
      self = .text(try container.decode(String.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .integer(let integer): try container.encode(integer)
    case .real(let real): try container.encode(real)
    case .text(let text): try container.encode(text)
    }
  }
}

/// A column of the history's table of games that every game has (`outcome`, `guesses`), or
/// one of a game's own fields, kept in its `details`: what `stats` groups and adds up by.
public struct HistoryColumn: Hashable, Sendable {
  /// The column's name, or the field's: a game names its own after itself
  /// (`evil_strategy`), so that no two games' fields are taken for one another.
  public let name: String

  public init(_ name: String) {
    self.name = name
  }

  /// The code of a game played from a challenge (SPEC §3.6), which any game may have.
  public static let challenge = HistoryColumn("challenge")

  /// Whether it is a column every game has, not one of a game's own fields.
  var isCommon: Bool { name == "id" || History.commonColumns.contains(name) }
}
