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

  /// The guesser's rule on counts already made: the untried letter (0 for A, a bit per
  /// letter in `tried`) in the most words, `wordsContaining[letter]`, the earlier on a tie;
  /// `nil` if no word has an untried letter.
  @inlinable
  public static func mostFrequentLetter(
    wordsContaining: some RandomAccessCollection<Int>, tried: UInt32
  ) -> Int? {
    var best: (letter: Int, count: Int)?
    for (letter, count) in wordsContaining.enumerated()
    where tried & (1 << UInt32(letter)) == 0 && count > best?.count ?? 0 {
      best = (letter, count)
    }
    return best?.letter
  }
}
