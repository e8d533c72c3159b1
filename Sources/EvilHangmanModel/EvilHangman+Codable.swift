import Lexicon

extension EvilHangman {
  private enum CodingKeys: String, CodingKey {
    case length, guessLimit, strategy, candidates, pattern, triedLetters, misses, answer
  }

  /// Encodes the pattern with `_` for a hidden letter, and the letter lists as strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(length, forKey: .length)
    try container.encode(guessLimit, forKey: .guessLimit)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(candidates, forKey: .candidates)
    try container.encode(String(pattern.map { $0 ?? "_" }), forKey: .pattern)
    try container.encode(String(triedLetters), forKey: .triedLetters)
    try container.encode(String(misses), forKey: .misses)
    try container.encodeIfPresent(answer, forKey: .answer)
  }

  /// Decodes a saved game, checking that its parts fit together, so that a damaged file is
  /// an error and never a game in an impossible state.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let candidates = try container.decode(FixedLengthWords.self, forKey: .candidates)
    let guessLimit = try container.decode(Int.self, forKey: .guessLimit)
    // The checks `init` makes with preconditions are made here first: a file is input.
    guard !candidates.isEmpty, candidates.length <= LetterClasses.maximumLength, guessLimit >= 1
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "impossible saved game"))
    }
    self.init(
      words: candidates, guessLimit: guessLimit,
      strategy: try container.decode(EvilStrategy.self, forKey: .strategy))
    let pattern = Array(try container.decode(String.self, forKey: .pattern))
    let tried = Array(try container.decode(String.self, forKey: .triedLetters))
    let misses = Array(try container.decode(String.self, forKey: .misses))
    let isLetter: (Character) -> Bool = { ("A"..."Z").contains($0) }
    guard try container.decode(Int.self, forKey: .length) == candidates.length,
      pattern.count == candidates.length,
      pattern.allSatisfy({ $0 == "_" || tried.contains($0) }),
      tried.allSatisfy(isLetter), Set(tried).count == tried.count,
      misses.allSatisfy(tried.contains), misses.count <= guessLimit
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "inconsistent saved game"))
    }
    self.pattern = pattern.map { $0 == "_" ? nil : $0 }
    self.triedLetters = tried
    self.misses = misses
    self.answer = try container.decodeIfPresent(String.self, forKey: .answer)
  }
}
