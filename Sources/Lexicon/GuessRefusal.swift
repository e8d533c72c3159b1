/// Why a whole guess in a hangman game (Hangman's or Evil Hangman's) is refused: it costs
/// nothing.
public enum GuessRefusal: Equatable, Sendable {
  case alreadyTried
  /// A whole guess with characters that are neither letters nor the secret's own.
  case notLetters
  /// A whole guess with another number of letters than the word's (given).
  case wrongLength(Int)
  /// A whole guess that cannot be the word by what is shown.
  case doesNotFit(WordConflict)
}

/// How a whole guess disagrees with what is shown.
public enum WordConflict: Equatable, Sendable {
  /// The letter at `position` (from 0) is shown, and is not the guess's.
  case shown(Character, position: Int)
  /// The letter was tried, and is not shown where the guess has it.
  case tried(Character)

  /// The first disagreement of a guess's upper-case `letters` with a word shown as
  /// `pattern` (`nil` for a hidden letter) after `tried`, or `nil` if it could be the word.
  public static func first(
    in letters: some Sequence<Character>, pattern: [Character?], tried: [Character]
  ) -> WordConflict? {
    for (position, (typed, shown)) in zip(letters, pattern).enumerated() {
      if let shown {
        if typed != shown { return .shown(shown, position: position) }
      } else if tried.contains(typed) {
        return .tried(typed)
      }
    }
    return nil
  }
}
