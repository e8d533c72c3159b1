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
public struct HangmanScore: Sendable {
  /// The parts in that order, each with what earned it in plain words:
  /// `[("for 7 letters", 70), …]`.
  public let parts: [(reason: String, points: Int)]

  /// The score of `game`, a won game at `difficulty`.
  public init(_ game: Hangman, difficulty: Int) {
    let (letters, allowed, used) = (game.letterCount, game.guessLimit, game.guessesUsed)
    parts = [
      ("for \(letters) \(letters == 1 ? "letter" : "letters")", 10 * letters),
      ("for difficulty \(difficulty)", 20 * difficulty),
      ("for allowing only \(allowed) \(allowed == 1 ? "miss" : "misses")", 5 * (26 - allowed)),
      ("for using only \(used) \(used == 1 ? "guess" : "guesses")", 5 * max(0, 26 - used)),
    ]
  }

  public var total: Int { parts.map(\.points).reduce(0, +) }
}
