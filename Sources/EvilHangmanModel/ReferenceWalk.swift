import Lexicon

/// The most misses a host can force on a greedy reference guesser over a set of words,
/// found by one walk down the guesser's decision tree: an upper bound on what the host can
/// force on a perfect guesser, since a perfect guesser does at least as well.
///
/// The reference guesser picks the letter whose worst class is smallest, counting the class
/// without the letter three times over (it costs a miss), and the earlier letter on a tie;
/// the words with the letter in more than one place count as one class, which can only
/// overstate that letter's worst class. It is none of the panel's guessers (`EvilGuesser`),
/// so the panel measures the host against guessers it does not model. The walk is a
/// `DecisionWalk`, so it allocates nothing per node.
struct ReferenceWalk: DecisionWalk {
  let bytes: UnsafeBufferPointer<UInt8>
  let length: Int
  let entries: UnsafeMutableBufferPointer<WalkEntry>
  /// Class counts for a node: `single[letter * length + place]` for a letter in one place.
  private let single: UnsafeMutableBufferPointer<Int32>
  /// The words visited: each word at every node where a letter is guessed.
  private var visits = 0
  /// The most misses at a leaf so far.
  private var most = 0

  /// How many times over the class without the letter counts.
  static let missWeight: Int32 = 3

  /// The most misses the reference guesser makes on `set`, adding the words the walk visits
  /// to `work`.
  static func mostMisses(_ table: FixedLengthWords, _ set: [Int32], work: inout Int) -> Int {
    guard set.count > 1 else { return 0 }
    return table.bytes.withUnsafeBufferPointer { bytes in
      withUnsafeTemporaryAllocation(of: WalkEntry.self, capacity: set.count) { entries in
        withUnsafeTemporaryAllocation(
          of: Int32.self, capacity: Alphabet.maximumCount * table.length
        ) { single in
          for (index, word) in set.enumerated() {
            entries.initializeElement(at: index, to: WalkEntry(word: word))
          }
          single.initialize(repeating: 0)
          var walk = ReferenceWalk(
            bytes: bytes, length: table.length, entries: entries, single: single)
          walk.walk(0..<set.count)
          work += walk.visits
          return walk.most
        }
      }
    }
  }

  mutating func reached(_ range: Range<Int>, tried: UInt32, missed: Int) {
    most = max(most, missed)
    // The words were visited at every guess on their way here, one per letter tried.
    visits += range.count * tried.nonzeroBitCount
  }

  /// The reference guesser's letter for the words of `range`: the smallest worst class, the
  /// class without the letter counted three times; `nil` if no untried letter splits the words.
  func choice(_ range: Range<Int>, tried: UInt32) -> Int? {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: Alphabet.maximumCount) { multiple in
      multiple.initialize(repeating: 0)
      for position in range {
        let start = Int(entries[position].word) * length
        var seen: UInt32 = 0
        var repeated: UInt32 = 0
        for offset in 0..<length {
          let letter = Int(bytes[start + offset] &- 65)
          let bit: UInt32 = 1 << UInt32(letter)
          repeated |= seen & bit
          seen |= bit
          single[letter * length + offset] += 1
        }
        // A letter in more than one place is counted apart: its single counts are taken
        // back, and the words with it repeated count as one class.
        while repeated != 0 {
          let letter = repeated.trailingZeroBitCount
          repeated &= repeated - 1
          multiple[letter] += 1
          for offset in 0..<length where bytes[start + offset] == UInt8(65 + letter) {
            single[letter * length + offset] -= 1
          }
        }
      }
      var best: (cost: Int32, letter: Int)?
      for letter in 0..<Alphabet.maximumCount {
        // The words with the letter: those with it in one place, and those with it repeated.
        var containing = multiple[letter]
        var worst = multiple[letter]
        var classes = multiple[letter] > 0 ? 2 : 0  // as if the repeats could tell words apart
        for offset in 0..<length {
          let size = single[letter * length + offset]
          single[letter * length + offset] = 0
          if size > 0 {
            containing += size
            worst = max(worst, size)
            classes += 1
          }
        }
        let miss = Int32(range.count) - containing
        worst = max(worst, Self.missWeight * miss)
        if miss > 0 { classes += 1 }
        guard tried & (1 << UInt32(letter)) == 0, classes > 1 else { continue }
        if best == nil || worst < best!.cost { best = (worst, letter) }
      }
      return best?.letter
    }
  }
}
