import Foundation

/// One finished or abandoned game in the history.
public struct GameRecord: Codable, Equatable, Sendable {
  /// How a game ended.
  public enum Outcome: String, Codable, Sendable {
    case won, lost, abandoned
  }

  /// The game's own id, so that recording it twice (after a kill) counts it once; `nil` in
  /// records from before ids.
  public var id: String?
  /// The command of the game: `evil`, `hangman`, `ghost`, `codebreaker`.
  public var game: String
  /// The options that defined the game (`length`, `guesses`, `strategy`, …), as text.
  public var options: [String: String]
  /// The dictionary's language code, `en` or `nl`, or the path given with `--words`.
  public var language: String
  public var outcome: Outcome
  /// Every guess the model accepted.
  public var guesses: Int
  /// The incorrect ones.
  public var incorrectGuesses: Int
  /// The word (or the word named at the end), if the game has one.
  public var word: String?
  public var startedAt: Date
  public var endedAt: Date
  /// Time the game spent on screen waiting for the player.
  public var secondsSpent: Double

  public init(
    id: String? = nil, game: String, options: [String: String], language: String, outcome: Outcome,
    guesses: Int, incorrectGuesses: Int, word: String?, startedAt: Date, endedAt: Date,
    secondsSpent: Double
  ) {
    self.id = id
    self.game = game
    self.options = options
    self.language = language
    self.outcome = outcome
    self.guesses = guesses
    self.incorrectGuesses = incorrectGuesses
    self.word = word
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.secondsSpent = secondsSpent
  }
}
