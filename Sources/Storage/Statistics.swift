/// What `wordgames stats` shows for one game (SPEC §4), as the history computes it.
public struct GameStatistics: Sendable, Equatable, Encodable {
  /// The command of the game: `evil`, `ghost`, …
  public var game: String
  public var tally = Tally()
  /// Games won in a row up to the latest one; an abandoned game breaks a streak.
  public var currentStreak = 0
  /// The most games won in a row.
  public var bestStreak = 0
  /// Evil Hangman's games by the computer's strategy.
  public var strategies: [Breakdown]?
  /// Hangman's scores, guesses in a win, and games by mode.
  public var hangman: HangmanStatistics?
  /// Ghost's rounds and matches by player and by computer level, and its hints.
  public var ghost: GhostStatistics?

  public init(game: String) {
    self.game = game
  }

  private enum CodingKeys: String, CodingKey {
    case game, currentStreak, bestStreak, hangman, strategies, ghost
  }

  /// The tally's figures sit beside the game's own, not in an object of their own.
  public func encode(to encoder: any Encoder) throws {
    try tally.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(currentStreak, forKey: .currentStreak)
    try container.encode(bestStreak, forKey: .bestStreak)
    try container.encodeIfPresent(hangman, forKey: .hangman)
    try container.encodeIfPresent(strategies, forKey: .strategies)
    try container.encodeIfPresent(ghost, forKey: .ghost)
  }

  /// Counts one game, the latest so far.
  mutating func add(_ outcome: GameRecord.Outcome) {
    tally.add(outcome, count: 1)
    currentStreak = outcome == .won ? currentStreak + 1 : 0
    bestStreak = max(bestStreak, currentStreak)
  }
}

/// Games played, won, lost and abandoned.
public struct Tally: Sendable, Equatable, Encodable {
  public var won = 0
  public var lost = 0
  public var abandoned = 0

  public init(won: Int = 0, lost: Int = 0, abandoned: Int = 0) {
    self.won = won
    self.lost = lost
    self.abandoned = abandoned
  }

  /// Every game counted: won, lost or abandoned.
  public var played: Int { won + lost + abandoned }
  /// The share of the games played that were won, from 0 to 1.
  public var winRatio: Double { played == 0 ? 0 : Double(won) / Double(played) }

  mutating func add(_ outcome: GameRecord.Outcome, count: Int) {
    switch outcome {
    case .won: won += count
    case .lost: lost += count
    case .abandoned: abandoned += count
    }
  }

  private enum CodingKeys: String, CodingKey {
    case played, won, lost, abandoned, winRatio
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(played, forKey: .played)
    try container.encode(won, forKey: .won)
    try container.encode(lost, forKey: .lost)
    try container.encode(abandoned, forKey: .abandoned)
    try container.encode((winRatio * 1000).rounded() / 1000, forKey: .winRatio)
  }
}

/// A tally for one value of something: a strategy, a computer level.
public struct Breakdown: Sendable, Equatable, Encodable {
  public var name: String
  public var tally: Tally

  public init(name: String, tally: Tally) {
    self.name = name
    self.tally = tally
  }

  /// The tallies by name, most played first (ties by name).
  static func mostPlayedFirst(_ tallies: [String: Tally]) -> [Breakdown] {
    tallies.map { Breakdown(name: $0.key, tally: $0.value) }
      .sorted { ($0.tally.played, $1.name) > ($1.tally.played, $0.name) }
  }

  private enum CodingKeys: String, CodingKey {
    case name
  }

  public func encode(to encoder: any Encoder) throws {
    try tally.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
  }
}

/// Hangman's own figures.
public struct HangmanStatistics: Sendable, Equatable, Encodable {
  /// Games by mode: `word`, `phrase`, `two-player`.
  public var modes: [Breakdown] = []
  /// The scores of every scored win, added up.
  public var totalScore = 0
  public var bestScore: Int?
  /// Guesses (letters and whole guesses) in a won game, on average and at fewest.
  public var averageGuessesInAWin: Double?
  public var fewestGuessesInAWin: Int?

  public init() {}
}

/// Ghost's own figures.
public struct GhostStatistics: Sendable, Equatable, Encodable {
  /// Every player's rounds and matches, people and computer alike, most rounds won first.
  public var players: [Player] = []
  /// The person's rounds and matches against each computer level.
  public var computerLevels: [ComputerLevel] = []
  /// The hints asked for, in every round counted.
  public var hints = 0

  public init() {}

  /// One player's record, under one name.
  public struct Player: Sendable, Equatable, Encodable {
    public var name: String
    public var rounds: Int
    public var roundsWon: Int
    public var matchesWon: Int
  }

  /// The person's record against one computer level.
  public struct ComputerLevel: Sendable, Equatable, Encodable {
    public var level: String
    /// Rounds, from the person's side.
    public var rounds: Tally
    public var matchesWon: Int
    public var matchesLost: Int

    private enum CodingKeys: String, CodingKey {
      case level, matchesWon, matchesLost
    }

    /// The rounds' figures sit beside the level's own, not in an object of their own.
    public func encode(to encoder: any Encoder) throws {
      try rounds.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(level, forKey: .level)
      try container.encode(matchesWon, forKey: .matchesWon)
      try container.encode(matchesLost, forKey: .matchesLost)
    }
  }
}
