import Foundation

/// One finished or abandoned game in the history; as JSON, a host sends it to a joiner.
///
/// The fields every game has, the ones `stats` filters by (length, guess limit, difficulty)
/// for the games that have them, and each game's own, by column name, in `fields`.
public struct GameRecord: Codable, Equatable, Sendable {
  /// How a game ended.
  public enum Outcome: String, Codable, Sendable, CaseIterable {
    case won, lost, abandoned
  }

  /// The game's own id, so that recording it twice (after a kill) counts it once.
  public var id: String
  /// The command of the game: `evil`, `hangman`, `ghost`, `codebreaker`.
  public var game: String
  /// The dictionary's language code, `en` or `nl`, or the path given with `--words`.
  public var language: String
  /// How the game ended; a Ghost round is won or lost from its first player's side.
  public var outcome: Outcome
  /// The number of letters in the word, for games played on one length.
  public var length: Int?
  /// The incorrect guesses (or attempts) allowed, for games that have a limit.
  public var guessLimit: Int?
  /// The difficulty chosen, for games that have one.
  public var difficulty: Int?
  /// Every guess the model accepted.
  public var guesses: Int
  /// The incorrect ones.
  public var incorrectGuesses = 0
  /// The word (or the word named at the end), if the game has one.
  public var word: String?
  public var startedAt: Date
  public var endedAt: Date
  /// Time the game spent on screen waiting for the player.
  public var secondsSpent: Double
  /// The game's own fields, by the name of their column (the game names them).
  public var fields: [String: HistoryValue] = [:]

  /// A record with the fields every game has; the game sets the rest on it.
  public init(
    id: String, game: String, language: String, outcome: Outcome, guesses: Int,
    startedAt: Date, endedAt: Date, secondsSpent: Double
  ) {
    self.id = id
    self.game = game
    self.language = language
    self.outcome = outcome
    self.guesses = guesses
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.secondsSpent = secondsSpent
  }

  /// The game's own field in `column`.
  public subscript(column: HistoryColumn) -> HistoryValue? {
    get { fields[column.name] }
    set { fields[column.name] = newValue }
  }
}

extension GameRecord {
  /// The largest number a record may hold, whole or not: far past any game's, and small
  /// enough that `stats` adds up a million of them without overflowing.
  public static let largestNumber = 1_000_000_000_000

  /// Whether a number that need not be whole (a time, a game's own figure) is one a record
  /// may hold: finite, and no further from zero than `largestNumber`.
  public static func holds(_ number: Double) -> Bool {
    number.isFinite && abs(number) <= Double(largestNumber)
  }

  /// Every text the record holds, its own fields' among them.
  public var texts: [String] {
    [id, game, language, word ?? ""] + fields.values.compactMap(\.text)
  }

  /// Whether the record can be stored: every value within any game's range (a count from
  /// zero to `largestNumber`, a time that is one, a text of at most 1 KB). Numbers are
  /// bounded where they are stored, whoever made the record.
  public var isInRange: Bool {
    let counts = [guesses, incorrectGuesses, length ?? 0, guessLimit ?? 0, difficulty ?? 0]
    let times = [startedAt.timeIntervalSince1970, endedAt.timeIntervalSince1970, secondsSpent]
    return counts.allSatisfy { (0...Self.largestNumber).contains($0) }
      && times.allSatisfy(Self.holds) && secondsSpent >= 0
      && texts.allSatisfy { $0.utf8.count <= 1024 }
      && fields.values.allSatisfy { $0.real.map(Self.holds) != false }
  }
}
