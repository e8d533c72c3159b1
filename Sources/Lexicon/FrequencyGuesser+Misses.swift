extension FrequencyGuesser {
  /// The incorrect guesses the guesser makes before it has shown each word, by the word's
  /// index in `words`, when it plays against all of them: the words are its candidates at
  /// the start, and it learns only what each guess shows.
  ///
  /// Its choices depend only on what is shown, so the words that look alike after each
  /// guess stay together: one walk down its decision tree, splitting the words by where
  /// each guessed letter stands, gives every word's misses at once, instead of a game
  /// played against each word.
  ///
  /// - Complexity: O(*n* × *d* × (*L* + log *n*)) for *n* words of *L* letters and a
  ///   decision tree *d* guesses deep (at most 26): 0.1–1.3 ms for a length of a common
  ///   list (`make bench`).
  public static func misses(of words: FixedLengthWords) -> [UInt8] {
    let length = words.length
    var entries = words.indices.map { index in
      let letters = words.bytes[index * length..<(index + 1) * length].reduce(UInt32(0)) {
        $0 | 1 << UInt32($1 &- 65)
      }
      return GuesserWalk.Entry(letters: letters, word: Int32(index))
    }
    var misses = [UInt8](repeating: 0, count: words.count)
    words.bytes.withUnsafeBufferPointer { bytes in
      entries.withUnsafeMutableBufferPointer { entries in
        misses.withUnsafeMutableBufferPointer { misses in
          GuesserWalk(bytes: bytes, length: length, entries: entries, misses: misses)
            .walk(0..<entries.count, tried: 0, missed: 0)
        }
      }
    }
    return misses
  }
}

/// The reference guesser followed down its decision tree over every word of one length at
/// once, writing each word's misses.
///
/// The words still possible at a node are a range of `entries`; the guess sorts that range
/// in place by where the guessed letter stands, and each run of equal places is a child
/// node. A word's letters and the places of the latest guess sit beside it in its entry.
/// The walk runs over buffers it holds for its whole length, so the millions of steps of a
/// large list pay no bounds or uniqueness checks.
private struct GuesserWalk {
  struct Entry {
    /// The places of the latest guessed letter, a bit per position.
    var places: UInt64 = 0
    /// The letters of the word, a bit per letter (A is bit 0).
    var letters: UInt32
    var word: Int32
  }

  let bytes: UnsafeBufferPointer<UInt8>
  let length: Int
  let entries: UnsafeMutableBufferPointer<Entry>
  let misses: UnsafeMutableBufferPointer<UInt8>

  /// Follows the guesser from the words in `entries[range]`, having tried the letters in
  /// `tried` and missed `missed` times.
  func walk(_ range: Range<Int>, tried: UInt32, missed: UInt8) {
    guard range.count > 1, let letter = mostFrequentLetter(in: range, tried: tried) else {
      // One word left, or only words with nothing left to try (the same word twice).
      for position in range { misses[Int(entries[position].word)] = missed }
      return
    }
    let byte = UInt8(65 + letter)
    for position in range {
      entries[position].places = LetterClasses.places(
        of: byte, inWordAt: Int(entries[position].word) * length, of: bytes, length)
    }
    entries[range].sort { $0.places < $1.places }
    var start = range.lowerBound
    while start < range.upperBound {
      let places = entries[start].places
      var end = start + 1
      while end < range.upperBound, entries[end].places == places { end += 1 }
      walk(start..<end, tried: tried | 1 << UInt32(letter), missed: missed + (places == 0 ? 1 : 0))
      start = end
    }
  }

  /// The untried letter (0 for A) in the most words of the range, the earlier one on a tie,
  /// as `FrequencyGuesser` chooses; `nil` if no word has an untried letter.
  private func mostFrequentLetter(in range: Range<Int>, tried: UInt32) -> Int? {
    withUnsafeTemporaryAllocation(of: Int.self, capacity: Alphabet.maximumCount) { counts in
      counts.initialize(repeating: 0)
      for position in range {
        var untried = entries[position].letters & ~tried
        while untried != 0 {
          counts[untried.trailingZeroBitCount] += 1
          untried &= untried - 1
        }
      }
      return FrequencyGuesser.mostFrequentLetter(
        wordsContaining: UnsafeBufferPointer(counts), tried: tried)
    }
  }
}
