extension Hangman: Codable {
  private enum CodingKeys: String, CodingKey {
    case secret, guessLimit, triedLetters, misses, wrongGuesses, guessedWhole
  }

  /// Decodes a game as it was saved; `isPlayable` says whether play could have reached it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    secret = try container.decode(String.self, forKey: .secret)
    guessLimit = try container.decode(Int.self, forKey: .guessLimit)
    // A letter is saved as a string of one character; any other string is kept whole, as
    // no letter, for `isPlayable` to refuse.
    triedLetters = try container.decode([String].self, forKey: .triedLetters).map(Self.letter)
    misses = try container.decode([String].self, forKey: .misses).map(Self.letter)
    wrongGuesses = try container.decode([String].self, forKey: .wrongGuesses)
    guessedWhole = try container.decode(Bool.self, forKey: .guessedWhole)
  }

  /// The letter a saved string holds, or a character no game has (`\u{0}`).
  private static func letter(_ text: String) -> Character {
    text.count == 1 ? Character(text) : "\u{0}"
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(secret, forKey: .secret)
    try container.encode(guessLimit, forKey: .guessLimit)
    try container.encode(triedLetters.map(String.init), forKey: .triedLetters)
    try container.encode(misses.map(String.init), forKey: .misses)
    try container.encode(wrongGuesses, forKey: .wrongGuesses)
    try container.encode(guessedWhole, forKey: .guessedWhole)
  }

  /// Whether real play could have reached this game (the one check of a stored one): a
  /// secret with a letter, in upper case, of letters and printable ASCII (a save is shown
  /// on the terminal, and no escape may reach it; the game checks the letters are its
  /// language's); a guess limit of 1–26; letters tried once each;
  /// misses that are exactly the tried letters the secret lacks; wrong whole guesses, each
  /// once, of the secret's length; and no more incorrect guesses than the limit allows.
  public var isPlayable: Bool {
    let secretLetters = secret.filter(Self.isHidden)
    return secret == secret.uppercased() && secret.contains(where: Self.isHidden)
      && secret.count <= 200
      && secret.allSatisfy({ $0.isLetter || $0.asciiValue.map { (32..<127).contains($0) } == true })
      && Self.guessLimits.contains(guessLimit)
      && triedLetters.allSatisfy({ Self.isHidden($0) && $0.isUppercase })
      && Set(triedLetters).count == triedLetters.count
      && misses == triedLetters.filter({ !secret.contains($0) })
      && Set(wrongGuesses).count == wrongGuesses.count
      && wrongGuesses.allSatisfy({
        $0.count == secretLetters.count && $0 != secretLetters && $0.allSatisfy(Self.isHidden)
          && $0 == $0.uppercased()
      })
      && incorrectGuesses <= guessLimit && !(guessedWhole && incorrectGuesses >= guessLimit)
  }
}
