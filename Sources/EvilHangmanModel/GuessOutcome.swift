import Lexicon

/// What a guess did.
public enum GuessOutcome: Equatable, Sendable {
  /// The letter is in the word at these positions (counted from 0).
  case revealed(Character, positions: [Int])
  /// The letter is not in the word; it cost an incorrect guess.
  case missed(Character)
  /// The whole word guessed is not the word (the computer drops it if it still could have
  /// been): it cost an incorrect guess.
  case wrongWord(String)
  /// The guess showed the last hidden letter, or was the only word left: the player won.
  case won(word: String)
  /// The guess was the last incorrect one allowed: the player lost.
  case lost(word: String)
  /// The letter was tried before; nothing changed.
  case alreadyTried(Character)
  /// The whole guess cannot be the word; nothing changed.
  case refused(GuessRefusal)
  /// The guess is not a letter A–Z; nothing changed.
  case notALetter(Character)
  /// The game has ended; nothing changed.
  case gameOver
}
