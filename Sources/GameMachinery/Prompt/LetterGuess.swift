import Lexicon
import Terminal

/// Reads a one-letter guess (SPEC §3): a letter of the game's alphabet in either case,
/// folded (é is E in French, ä is Ä in German), spaces around it ignored.
public enum LetterGuess {
  /// The guess as an upper-case letter, or the reason it is refused: for anything that is
  /// not a letter, `notALetter`, else the same words in every game.
  public static func parse(
    _ text: String, tried: [Character], in alphabet: Alphabet = .latin,
    notALetter: Refusal? = nil
  ) -> Result<Character, Refusal> {
    let trimmed = text.trimmingSpaces
    guard trimmed.count == 1, let first = trimmed.first, let code = alphabet.code(of: first) else {
      return .failure(notALetter ?? Refusal("Type one letter, \(alphabet.named("or"))."))
    }
    let letter = alphabet.letter(code)
    guard !tried.contains(letter) else { return .failure(Refusal("You already tried \(letter).")) }
    return .success(letter)
  }
}
