/// The fixed guessing strategy of SPEC §3.1: always guess the most frequent untried letter
/// among the words still consistent with what is shown.
///
/// A letter's frequency is the number of candidate words that contain it (a word with two
/// E's counts once, because one guess reveals both); ties go to the earlier letter in the
/// alphabet, so the guesser is deterministic. Evil Hangman plays against it in the
/// benchmark, and Hangman uses it to measure how hard a word is.
public enum FrequencyGuesser {
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
