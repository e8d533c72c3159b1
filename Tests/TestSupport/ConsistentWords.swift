import Lexicon

extension FrequencyGuesser {
  /// The letter to guess next by the guesser's rule, counted over the candidates afresh
  /// (the program counts as it walks, in `misses(of:)`), as an upper-case ASCII byte, or
  /// `nil` if every letter that occurs in the candidates has been tried.
  ///
  /// - Complexity: O(*n* × *L*) for *n* candidates of *L* letters.
  public static func nextLetter(among candidates: FixedLengthWords, tried: Set<UInt8>) -> UInt8? {
    var wordsContaining = [Int](repeating: 0, count: Alphabet.maximumCount)
    candidates.bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      while start < bytes.count {
        var seen: UInt32 = 0
        for offset in start..<start + candidates.length {
          seen |= 1 << UInt32(bytes[offset] &- 65)
        }
        for letter in 0..<Alphabet.maximumCount where seen & (1 << UInt32(letter)) != 0 {
          wordsContaining[letter] += 1
        }
        start += candidates.length
      }
    }
    let triedMask = tried.reduce(UInt32(0)) { $0 | 1 << UInt32($1 &- 65) }
    return mostFrequentLetter(wordsContaining: wordsContaining, tried: triedMask).map {
      UInt8(65 + $0)
    }
  }

  /// The candidates consistent with a shown pattern (`nil` for a hidden letter) and the
  /// letters tried so far: shown letters in place, no tried letter in a hidden place. A
  /// plain filter, the second method the guessers' own bookkeeping is checked by.
  public static func consistentWords(
    in words: FixedLengthWords, pattern: [UInt8?], tried: Set<UInt8>
  ) -> FixedLengthWords {
    precondition(pattern.count == words.length, "the pattern must have the words' length")
    var kept: [UInt8] = []
    for index in words.indices {
      let word = words.bytes[index * words.length..<(index + 1) * words.length]
      let fits = zip(word, pattern).allSatisfy { letter, shown in
        shown.map { $0 == letter } ?? !tried.contains(letter)
      }
      if fits { kept.append(contentsOf: word) }
    }
    return FixedLengthWords(length: words.length, bytes: kept)
  }
}
