import Terminal

/// Reads a one-letter guess (SPEC §3): A–Z in either case, spaces around it ignored.
enum LetterGuess {
  /// The guess as an upper-case letter, or the reason it is refused.
  static func parse(_ text: String, tried: [Character]) -> Result<Character, Refusal> {
    let trimmed = text.trimmingSpaces
    guard let first = trimmed.first else {
      return .failure(Refusal("Type a letter from A to Z."))
    }
    guard trimmed.count == 1 else {
      let isWord = trimmed.allSatisfy { $0.isASCII && $0.isLetter }
      return .failure(
        Refusal(isWord ? "One letter at a time." : "Type a single letter from A to Z."))
    }
    guard first.isASCII, first.isLetter else {
      return .failure(Refusal("Only the letters A to Z can be guessed."))
    }
    let letter = Character(first.uppercased())
    guard !tried.contains(letter) else {
      return .failure(Refusal("You already tried \(letter)."))
    }
    return .success(letter)
  }
}
