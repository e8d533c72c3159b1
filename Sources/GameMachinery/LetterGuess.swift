import CommandLineKit
import Terminal

/// Reads a one-letter guess (SPEC §3): A–Z in either case, spaces around it ignored.
public enum LetterGuess {
  /// The one refusal for anything that is not a letter: the same words in every game.
  public static let refusal = Refusal("Type one letter, A to Z.")

  /// The guess as an upper-case letter, or the reason it is refused.
  public static func parse(_ text: String, tried: [Character]) -> Result<Character, Refusal> {
    let trimmed = text.trimmingSpaces
    guard trimmed.count == 1, let first = trimmed.first, first.isASCII, first.isLetter else {
      return .failure(refusal)
    }
    let letter = Character(first.uppercased())
    guard !tried.contains(letter) else {
      return .failure(Refusal("You already tried \(letter)."))
    }
    return .success(letter)
  }
}
