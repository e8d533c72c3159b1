/// What a guess did.
public enum GuessOutcome: Equatable, Sendable {
  /// The letter is in the word at these positions (counted from 0).
  case revealed(Character, positions: [Int])
  /// The letter is not in the word; it cost an incorrect guess.
  case missed(Character)
  /// The guess showed the last hidden letter: the player won.
  case won(word: String)
  /// The guess was the last incorrect one allowed: the player lost.
  case lost(word: String)
  /// The letter was tried before; nothing changed.
  case alreadyTried(Character)
  /// The guess is not a letter A–Z; nothing changed.
  case notALetter(Character)
  /// The game has ended; nothing changed.
  case gameOver
}
