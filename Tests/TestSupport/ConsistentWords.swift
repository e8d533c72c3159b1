import Lexicon

extension FrequencyGuesser {
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
