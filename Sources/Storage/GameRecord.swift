import Foundation

/// One finished or abandoned game in the history.
///
/// The fields every game has, the ones `stats` filters by (length, guess limit, difficulty)
/// for the games that have them, and each game's own, in `details`.
public struct GameRecord: Equatable, Sendable {
  /// How a game ended.
  public enum Outcome: String, Codable, Sendable, CaseIterable {
    case won, lost, abandoned
  }

  /// What only one game records.
  public enum Details: Equatable, Sendable {
    case hangman(Hangman)
    case evilHangman(EvilHangman)
    case ghost(Ghost)
  }

  /// Hangman's own fields.
  public struct Hangman: Equatable, Sendable {
    /// Where the secret came from: `word`, `phrase`, `two-player`.
    public var mode: String
    /// The score of a won single-player word game; `nil` otherwise.
    public var score: Int?

    public init(mode: String, score: Int?) {
      self.mode = mode
      self.score = score
    }
  }

  /// Evil Hangman's own fields.
  public struct EvilHangman: Equatable, Sendable {
    /// How the computer chose which words to keep: `largest`, `cautious`, `lookahead`.
    public var strategy: String

    public init(strategy: String) {
      self.strategy = strategy
    }
  }

  /// Ghost's own fields, for one round.
  public struct Ghost: Equatable, Sendable {
    /// The two players' names, the first one's first; with a computer, it is the second.
    public var players: [String]
    /// The name of the round's winner; `nil` for a round abandoned undecided.
    public var winner: String?
    /// The computer's level (`easy`, `perfect`), or `nil` between two people.
    public var computer: String?
    /// The hints asked for in the round.
    public var hints: Int
    /// Whether the round belongs to a match (G-H-O-S-T).
    public var isInMatch: Bool
    /// The name of the match's winner, in the round that decided the match.
    public var matchWinner: String?

    public init(
      players: [String], winner: String?, computer: String?, hints: Int, isInMatch: Bool,
      matchWinner: String?
    ) {
      self.players = players
      self.winner = winner
      self.computer = computer
      self.hints = hints
      self.isInMatch = isInMatch
      self.matchWinner = matchWinner
    }
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
  public var incorrectGuesses: Int
  /// The word (or the word named at the end), if the game has one.
  public var word: String?
  public var startedAt: Date
  public var endedAt: Date
  /// Time the game spent on screen waiting for the player.
  public var secondsSpent: Double
  public var details: Details?

  public init(
    id: String, game: String, language: String, outcome: Outcome, length: Int? = nil,
    guessLimit: Int? = nil, difficulty: Int? = nil, guesses: Int, incorrectGuesses: Int,
    word: String?, startedAt: Date, endedAt: Date, secondsSpent: Double, details: Details? = nil
  ) {
    self.id = id
    self.game = game
    self.language = language
    self.outcome = outcome
    self.length = length
    self.guessLimit = guessLimit
    self.difficulty = difficulty
    self.guesses = guesses
    self.incorrectGuesses = incorrectGuesses
    self.word = word
    self.startedAt = startedAt
    self.endedAt = endedAt
    self.secondsSpent = secondsSpent
    self.details = details
  }
}
