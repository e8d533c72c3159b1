extension Hangman: Codable {
  private enum CodingKeys: String, CodingKey {
    case secret, guessLimit, triedLetters, misses, wrongGuesses, guessedWhole
  }

  /// Decodes a game, checking that real play could have reached it: a secret with a letter,
  /// a guess limit of 1–26, letters tried once each, misses that are exactly the tried
  /// letters the secret lacks, and no more incorrect guesses than the limit allows.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let secret = try container.decode(String.self, forKey: .secret)
    let guessLimit = try container.decode(Int.self, forKey: .guessLimit)
    let tried = try container.decode([String].self, forKey: .triedLetters)
    let misses = try container.decode([String].self, forKey: .misses)
    let wrong = try container.decode([String].self, forKey: .wrongGuesses)
    let whole = try container.decode(Bool.self, forKey: .guessedWhole)
    func fail(_ reason: String) -> DecodingError {
      .dataCorruptedError(forKey: .secret, in: container, debugDescription: reason)
    }
    // Printable ASCII only: a save is shown on the terminal, and no escape may reach it.
    guard secret == secret.uppercased(), secret.contains(where: Self.isHidden),
      secret.count <= 200, secret.unicodeScalars.allSatisfy({ (32..<127).contains($0.value) })
    else { throw fail("the secret must hold a letter, in upper case, and printable characters") }
    guard Self.guessLimits.contains(guessLimit) else { throw fail("a guess limit of 1 to 26") }
    let letters = tried.compactMap { $0.count == 1 ? Character($0) : nil }
    guard letters.count == tried.count, letters.allSatisfy(Self.isHidden),
      Set(letters).count == letters.count, letters.allSatisfy({ $0.isUppercase })
    else { throw fail("letters tried once each, in upper case") }
    guard misses == letters.filter({ !secret.contains($0) }).map(String.init) else {
      throw fail("the misses must be the letters tried that the secret lacks")
    }
    let secretLetters = secret.filter(Self.isHidden)
    guard Set(wrong).count == wrong.count,
      wrong.allSatisfy({
        $0.count == secretLetters.count && $0 != secretLetters && $0.allSatisfy(Self.isHidden)
          && $0 == $0.uppercased()
      })
    else { throw fail("wrong whole guesses, each once, of the secret's length") }
    self.init(secret: secret, guessLimit: guessLimit)
    self.triedLetters = letters
    self.misses = misses.map { Character($0) }
    self.wrongGuesses = wrong
    self.guessedWhole = whole
    guard incorrectGuesses <= guessLimit, !(whole && incorrectGuesses >= guessLimit) else {
      throw fail("more incorrect guesses than the limit allows")
    }
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
}
