import Lexicon

/// A game of classic Hangman: a secret word or phrase, guessed a letter at a time or whole.
///
/// Only letters are hidden (the game's alphabet's: A–Z, and German's Ä, Ö and Ü, Spanish's
/// Ñ: a secret is in its language's alphabet); spaces, hyphens, apostrophes and other
/// punctuation are shown from the start. A right letter shows every place it stands; a
/// wrong letter, or a wrong whole guess, costs one incorrect guess. The player wins when
/// every letter is shown (or the whole secret is guessed) and loses on the last incorrect
/// guess allowed.
public struct Hangman: GallowsGame, Sendable, Equatable {
  /// The secret, in upper case: letters and the characters shown as they are.
  public let secret: String
  /// The number of incorrect guesses allowed.
  public let guessLimit: Int
  /// Every letter tried, in the order tried.
  public internal(set) var triedLetters: [Character] = []
  /// The letters tried that are not in the secret, in the order tried.
  public var misses: [Character] { triedLetters.filter { !secret.contains($0) } }
  /// The whole guesses that were wrong, in the order guessed.
  public internal(set) var wrongGuesses: [String] = []
  /// Whether the whole secret was guessed at once.
  public internal(set) var guessedWhole = false

  /// Starts a game.
  ///
  /// - Precondition: `secret` holds at least one letter, and `guessLimit` is in
  ///   `guessLimits`.
  public init(secret: String, guessLimit: Int) {
    precondition(Self.guessLimits.contains(guessLimit), "the guess limit must be 1 to 26")
    let secret = secret.uppercased()
    precondition(secret.contains(where: \.isLetter), "the secret needs a letter")
    self.secret = secret
    self.guessLimit = guessLimit
  }

  /// The secret as shown: each character, or `nil` for a letter not found yet.
  public var pattern: [Character?] {
    secret.map { character in
      !character.isLetter || guessedWhole || triedLetters.contains(character) ? character : nil
    }
  }

  /// The number of letters in the secret (spaces and punctuation not counted).
  public var letterCount: Int { secret.count(where: \.isLetter) }

  /// Plays one letter, in either case.
  ///
  /// A letter already tried, anything that is not one letter, and any guess after the
  /// game has ended leave the game as it was.
  public mutating func guess(letter: Character) {
    guard !isOver else { return }
    let letter = Character(letter.uppercased())
    guard letter.isLetter, letter.unicodeScalars.count == 1, !triedLetters.contains(letter)
    else { return }
    triedLetters.append(letter)
  }

  /// Plays a whole guess of the word (or phrase): right wins, wrong costs one incorrect
  /// guess.
  ///
  /// Letters are compared in either case; spaces and punctuation need not be typed, but
  /// only those the secret has may be. A guess with other characters, with a different
  /// number of letters, one already made, or one that cannot be right by what is shown (a
  /// shown letter elsewhere, or a tried letter where none is shown), is refused
  /// (`refusal(ofWhole:)` says why) and costs nothing, as does any guess after the game has
  /// ended.
  public mutating func guess(word text: String) {
    guard !isOver, refusal(ofWhole: text) == nil else { return }
    let letters = text.uppercased().filter(\.isLetter)
    if letters == secret.filter(\.isLetter) {
      guessedWhole = true
    } else {
      wrongGuesses.append(letters)
    }
  }

  /// Why a whole guess would be refused (see `guess(word:)`), or `nil` if it would count.
  public func refusal(ofWhole text: String) -> GuessRefusal? {
    let typed = text.uppercased()
    // Besides letters, only the secret's own spaces and punctuation.
    guard typed.allSatisfy({ $0.isLetter || secret.contains($0) }) else { return .notLetters }
    let letters = typed.filter(\.isLetter)
    guard letters.count == letterCount else { return .wrongLength(letterCount) }
    guard !wrongGuesses.contains(letters) else { return .alreadyTried }
    // The secret's letters as shown: each, or `nil` where it is still hidden.
    let letterPattern = secret.filter(\.isLetter).map { triedLetters.contains($0) ? $0 : nil }
    return WordConflict.first(in: letters, pattern: letterPattern, tried: triedLetters)
      .map(GuessRefusal.doesNotFit)
  }
}
