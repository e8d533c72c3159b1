/// The fixed guessing strategy of SPEC §3.1: always guess the most frequent untried letter
/// among the words still consistent with what is shown.
///
/// A letter's frequency is the number of candidate words that contain it (a word with two
/// E's counts once, because one guess reveals both); ties go to the earlier letter in the
/// alphabet, so the guesser is deterministic. Evil Hangman plays against it in the
/// benchmark, and Hangman uses it to measure how hard a word is.
public enum FrequencyGuesser {
  /// The letter to guess next, as an upper-case ASCII byte, or `nil` if every letter that
  /// occurs in the candidates has been tried.
  ///
  /// - Complexity: O(*n* × *L*) for *n* candidates of *L* letters.
  public static func nextLetter(among candidates: FixedLengthWords, tried: Set<UInt8>) -> UInt8? {
    var wordsContaining = [Int](repeating: 0, count: 26)
    candidates.bytes.withUnsafeBufferPointer { bytes in
      var start = 0
      while start < bytes.count {
        var seen: UInt32 = 0
        for offset in start..<start + candidates.length {
          seen |= 1 << UInt32(bytes[offset] &- 65)
        }
        for letter in 0..<26 where seen & (1 << UInt32(letter)) != 0 {
          wordsContaining[letter] += 1
        }
        start += candidates.length
      }
    }
    var best: (letter: UInt8, count: Int)?
    for index in 0..<26 {
      let letter = UInt8(65 + index)
      guard !tried.contains(letter), wordsContaining[index] > 0 else { continue }
      if wordsContaining[index] > best?.count ?? 0 { best = (letter, wordsContaining[index]) }
    }
    return best?.letter
  }

  /// The candidates consistent with a shown pattern (`nil` for a hidden letter) and the
  /// letters tried so far: shown letters in place, no tried letter in a hidden place.
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
