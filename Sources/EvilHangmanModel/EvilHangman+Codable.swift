import Lexicon

extension EvilHangman {
  private enum CodingKeys: String, CodingKey {
    case length, guessLimit, strategy, candidates, pattern, triedLetters, misses, wrongGuesses
    case answer
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
    try container.encode(wrongGuesses, forKey: .wrongGuesses)
    try container.encodeIfPresent(answer, forKey: .answer)
  }

  /// Decodes a saved game, checking it against what a real game can be, so that a damaged
  /// or tampered file is an error and never a game in an impossible state: a guess limit
  /// of 1 to 26; upper-case letters tried once each; the misses exactly the letters tried
  /// that are not shown; every candidate showing the pattern's letters where they are shown
  /// and no letter tried anywhere else; and a named word only in a game that has ended,
  /// one of the candidates.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func impossible(_ reason: String) -> DecodingError {
      .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: reason))
    }
    let candidates = try container.decode(FixedLengthWords.self, forKey: .candidates)
    let guessLimit = try container.decode(Int.self, forKey: .guessLimit)
    // The checks `init` makes with preconditions are made here first: a file is input.
    guard !candidates.isEmpty, candidates.length <= LetterClasses.maximumLength else {
      throw impossible("a saved game needs words of 1 to 64 letters")
    }
    guard Self.guessLimits.contains(guessLimit) else {
      throw impossible("a guess limit of \(guessLimit), not 1 to 26")
    }
    self.init(
      words: candidates, guessLimit: guessLimit,
      strategy: try container.decode(EvilStrategy.self, forKey: .strategy))
    let pattern = Array(try container.decode(String.self, forKey: .pattern))
    let tried = Array(try container.decode(String.self, forKey: .triedLetters))
    let misses = Array(try container.decode(String.self, forKey: .misses))
    let wrong = try container.decode([String].self, forKey: .wrongGuesses)
    let answer = try container.decodeIfPresent(String.self, forKey: .answer)
    // A word guessed whole shows letters never tried.
    let wonWhole = !pattern.contains("_") && answer == String(pattern)
    guard try container.decode(Int.self, forKey: .length) == candidates.length,
      pattern.count == candidates.length,
      tried.allSatisfy({ ("A"..."Z").contains($0) }), Set(tried).count == tried.count,
      wonWhole || pattern.allSatisfy({ $0 == "_" || tried.contains($0) }),
      misses == tried.filter({ !pattern.contains($0) }), misses.count + wrong.count <= guessLimit
    else {
      throw impossible("the letters tried, shown and missed do not fit together")
    }
    guard Set(wrong).count == wrong.count,
      wrong.allSatisfy({ $0.count == length && $0.allSatisfy { ("A"..."Z").contains($0) } }),
      !wrong.contains(where: candidates.contains)
    else {
      throw impossible("a word guessed wrong is still among the words kept")
    }
    self.wrongGuesses = wrong
    self.pattern = pattern.map { $0 == "_" ? nil : $0 }
    self.triedLetters = tried
    self.misses = misses
    guard candidatesFitPattern() else {
      throw impossible("a word kept does not fit what was shown")
    }
    guard answer.map({ isOver && candidates.contains($0) }) ?? !isOver else {
      throw impossible("the word named does not fit how the game stands")
    }
    self.answer = answer
  }

  /// Whether every candidate has the shown letters where they are shown, and none of the
  /// letters tried where nothing is shown: what every guess keeps true.
  ///
  /// - Complexity: O(*n* × *L*).
  private func candidatesFitPattern() -> Bool {
    let shown = pattern.map { $0?.asciiValue }
    var triedMask: UInt32 = 0
    for letter in triedLetters { triedMask |= 1 << UInt32(letter.asciiValue! - 65) }
    return candidates.bytes.withUnsafeBufferPointer { bytes in
      for start in stride(from: 0, to: bytes.count, by: length) {
        for (position, letter) in shown.enumerated() {
          let byte = bytes[start + position]
          if let letter {
            guard byte == letter else { return false }
          } else {
            guard triedMask & (1 << UInt32(byte - 65)) == 0 else { return false }
          }
        }
      }
      return true
    }
  }
}
