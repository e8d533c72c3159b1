import Lexicon

/// A game as its save holds it: what happened (the options, the letters tried, shown and
/// missed, the words guessed wrong, the word named at the end), never the words the host
/// keeps, which are worked out again from the list by `restore(from:)`.
extension EvilHangman {
  private enum CodingKeys: String, CodingKey {
    case length, guessLimit, strategy, pattern, triedLetters, misses, wrongGuesses, answer
  }

  /// Encodes the pattern with `_` for a hidden letter, and the letter lists as strings.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(length, forKey: .length)
    try container.encode(guessLimit, forKey: .guessLimit)
    try container.encode(strategy, forKey: .strategy)
    try container.encode(String(pattern.map { $0 ?? "_" }), forKey: .pattern)
    try container.encode(String(triedLetters), forKey: .triedLetters)
    try container.encode(String(misses), forKey: .misses)
    try container.encode(wrongGuesses, forKey: .wrongGuesses)
    try container.encodeIfPresent(answer, forKey: .answer)
  }

  /// Decodes what happened in a saved game, which holds no words until `restore(from:)`
  /// gives it the list's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      length: try container.decode(Int.self, forKey: .length),
      guessLimit: try container.decode(Int.self, forKey: .guessLimit),
      strategy: try container.decode(EvilStrategy.self, forKey: .strategy))
    pattern = try container.decode(String.self, forKey: .pattern).map { $0 == "_" ? nil : $0 }
    triedLetters = Array(try container.decode(String.self, forKey: .triedLetters))
    misses = Array(try container.decode(String.self, forKey: .misses))
    wrongGuesses = try container.decode([String].self, forKey: .wrongGuesses)
    answer = try container.decodeIfPresent(String.self, forKey: .answer)
  }

  /// Gives a decoded game its words: those of `words` that show the pattern's letters
  /// where they are shown and no letter tried anywhere else, less the words guessed wrong,
  /// in one pass.
  ///
  /// - Returns: Whether the game is one play can reach, and can go on: a guess limit of 1
  ///   to 26; letters of the words' alphabet tried once each; the misses exactly the
  ///   letters tried that are not shown; words guessed wrong of the game's letters and
  ///   length; still in play; and at least one word of the list fits it.
  /// - Complexity: O(*n* × *L*) for *n* words of *L* letters.
  public mutating func restore(from words: FixedLengthWords) -> Bool {
    let tried = triedLetters
    let alphabet = words.alphabet
    guard Self.guessLimits.contains(guessLimit), words.length == length,
      (1...LetterClasses.maximumLength).contains(length), pattern.count == length,
      tried.allSatisfy(alphabet.letters.contains), Set(tried).count == tried.count,
      pattern.allSatisfy({ $0.map(tried.contains) ?? true }),
      misses == tried.filter({ !pattern.contains($0) }),
      Set(wrongGuesses).count == wrongGuesses.count,
      wrongGuesses.allSatisfy({ $0.count == length && $0.allSatisfy(alphabet.letters.contains) }),
      !isOver, answer == nil
    else { return false }
    let shown = pattern.map { $0.flatMap(alphabet.code) }
    var triedMask: UInt32 = 0
    for letter in tried { triedMask |= 1 << UInt32(alphabet.code(of: letter)! - 65) }
    let fitting = words.bytes.withUnsafeBufferPointer { bytes in
      words.keeping { index in
        shown.indices.allSatisfy { position in
          let byte = bytes[index * length + position]
          return shown[position].map { byte == $0 } ?? (triedMask & (1 << UInt32(byte - 65)) == 0)
        }
      }
    }
    candidates = wrongGuesses.reduce(fitting) { $0.removing($1) }
    return !candidates.isEmpty
  }
}
