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
      return WalkEntry(letters: letters, word: Int32(index))
    }
    var misses = [UInt8](repeating: 0, count: words.count)
    words.bytes.withUnsafeBufferPointer { bytes in
      entries.withUnsafeMutableBufferPointer { entries in
        misses.withUnsafeMutableBufferPointer { misses in
          var walk = GuesserWalk(bytes: bytes, length: length, entries: entries, misses: misses)
          walk.walk(0..<entries.count)
        }
      }
    }
    return misses
  }
}

/// The frequency guesser followed down its decision tree over every word of one length at
/// once, writing each word's misses; a word's letters sit beside it in its entry.
private struct GuesserWalk: DecisionWalk {
  let bytes: UnsafeBufferPointer<UInt8>
  let length: Int
  let entries: UnsafeMutableBufferPointer<WalkEntry>
  let misses: UnsafeMutableBufferPointer<UInt8>

  /// Writes the misses of one word, or of words with nothing left to try (the same word
  /// twice).
  func reached(_ range: Range<Int>, tried: UInt32, missed: Int) {
    for position in range { misses[Int(entries[position].word)] = UInt8(missed) }
  }

  /// The untried letter (0 for A) in the most words of the range, the earlier one on a tie,
  /// as `FrequencyGuesser` chooses; `nil` if no word has an untried letter.
  func choice(_ range: Range<Int>, tried: UInt32) -> Int? {
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
