/// What `wordgames stats` shows for every game (SPEC §4), as the history computes it; a
/// game's own figures are its own.
public struct GameStatistics: Sendable, Equatable, Encodable {
  /// The command of the game: `evil`, `ghost`, …
  public var game: String
  public var tally = Tally()
  /// Games won in a row up to the latest one; a loss breaks a streak, and so does an
  /// abandoned game, where it is one given up (see `History.tallies`).
  public var currentStreak = 0
  /// The most games won in a row.
  public var bestStreak = 0

  /// The tally's figures sit beside the game's own, not in an object of their own.
  public func encode(to encoder: any Encoder) throws {
    try tally.encode(to: encoder)
    try encoder.encode(["game": game, "currentStreak": currentStreak, "bestStreak": bestStreak])
  }

  /// Counts one game, the latest so far; an abandoned one breaks a streak if `breakingStreaks`.
  mutating func add(_ outcome: GameRecord.Outcome, breakingStreaks: Bool = true) {
    tally.add(outcome, count: 1)
    guard outcome != .abandoned || breakingStreaks else { return }
    currentStreak = outcome == .won ? currentStreak + 1 : 0
    bestStreak = max(bestStreak, currentStreak)
  }
}

/// Games played, won, lost and abandoned.
public struct Tally: Sendable, Equatable, Encodable {
  public var won = 0
  public var lost = 0
  public var abandoned = 0

  /// No games yet.
  public init() {}

  /// Every game counted: won, lost or abandoned.
  public var played: Int { won + lost + abandoned }
  /// The share of the games played that were won, from 0 to 1.
  public var winRatio: Double { played == 0 ? 0 : Double(won) / Double(played) }

  /// Counts `count` games that ended in `outcome`.
  public mutating func add(_ outcome: GameRecord.Outcome, count: Int) {
    switch outcome {
    case .won: won += count
    case .lost: lost += count
    case .abandoned: abandoned += count
    }
  }

  public func encode(to encoder: any Encoder) throws {
    try encoder.encode([
      "played": played, "won": won, "lost": lost, "abandoned": abandoned,
      "winRatio": (winRatio * 1000).rounded() / 1000,
    ])
  }
}

/// A tally for one value of something: a strategy, a computer level.
public struct Breakdown: Sendable, Equatable, Encodable {
  public var name: String
  public var tally: Tally

  /// The games of `groups` (grouped by `HistoryColumn.outcome` and counted) added up by the
  /// name `name` gives each group, most played first (ties by name); a group it names
  /// nothing is left out.
  public static func mostPlayedFirst(
    _ groups: [HistoryGroup], by name: (HistoryGroup) -> String?
  ) -> [Breakdown] {
    var tallies: [String: Tally] = [:]
    for group in groups {
      guard let key = name(group) else { continue }
      tallies[key, default: Tally()].add(group.outcome, count: group.count)
    }
    return tallies.map { Breakdown(name: $0.key, tally: $0.value) }
      .sorted { ($0.tally.played, $1.name) > ($1.tally.played, $0.name) }
  }

  public func encode(to encoder: any Encoder) throws {
    try tally.encode(to: encoder)
    try encoder.encode(["name": name])
  }
}

extension Encoder {
  /// Writes each of `fields` under its key into the object being encoded, beside what is
  /// written there already: a tally's figures beside a game's own, not in an object of
  /// their own.
  public func encode(_ fields: KeyValuePairs<String, any Encodable>) throws {
    // A one-entry dictionary writes its entry into the object, as a property would.
    func add(_ value: some Encodable, as key: String) throws {
      try [key: value].encode(to: self)
    }
    for (key, value) in fields { try add(value, as: key) }
  }
}
