/// The score of a won single-player game of Hangman, and how it is made up.
///
/// Four parts, added up, each as a player reads it:
/// - **word**: 10 points per letter;
/// - **difficulty**: 20 points per level (1–10);
/// - **guess limit**: 5 points for each incorrect guess fewer than 26 allowed;
/// - **guesses**: 5 points for each guess fewer than 26 used (letters and whole guesses).
///
/// So a longer or harder word, a smaller guess limit and fewer guesses each score more.
/// Phrase and two-player games are not scored.
public struct HangmanScore: Equatable, Sendable {
  /// The letters in the word.
  public let letters: Int
  /// The difficulty, 1–10.
  public let level: Int
  /// The incorrect guesses the game allowed.
  public let allowed: Int
  /// The guesses used: letters and whole guesses.
  public let used: Int

  /// The score of `game`, a won game at `difficulty`.
  public init(_ game: Hangman, difficulty: Int) {
    letters = game.letterCount
    level = difficulty
    allowed = game.guessLimit
    used = game.guessesUsed
  }

  public var word: Int { 10 * letters }
  public var difficulty: Int { 20 * level }
  public var guessLimit: Int { 5 * (26 - allowed) }
  public var guesses: Int { 5 * max(0, 26 - used) }
  public var total: Int { word + difficulty + guessLimit + guesses }

  /// The parts, each with what earned it in plain words: `[("for 7 letters", 70), …]`.
  public var parts: [(String, Int)] {
    [
      ("for \(letters) \(letters == 1 ? "letter" : "letters")", word),
      ("for difficulty \(level)", difficulty),
      ("for allowing only \(allowed) \(allowed == 1 ? "miss" : "misses")", guessLimit),
      ("for using only \(used) \(used == 1 ? "guess" : "guesses")", guesses),
    ]
  }
}
