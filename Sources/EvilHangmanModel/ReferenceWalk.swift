import Lexicon

/// The most misses a host can force on a greedy reference guesser over a set of words,
/// found by one walk down the guesser's decision tree: an upper bound on what the host can
/// force on a perfect guesser, since a perfect guesser does at least as well.
///
/// The reference guesser picks the letter whose worst class is smallest, counting the class
/// without the letter three times over (it costs a miss), and the earlier letter on a tie;
/// the words with the letter in more than one place count as one class, which can only
/// overstate that letter's worst class. It is none of the panel's guessers (`EvilGuesser`),
/// so the panel measures the host against guessers it does not model. The walk regroups the words of a node in
/// place by where the guessed letter stands, so it allocates nothing per node.
struct ReferenceWalk {
  private struct Entry {
    var places: UInt64
    var word: Int32
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let length: Int
  private let entries: UnsafeMutableBufferPointer<Entry>
  /// Class counts for a node: `single[letter * length + place]` for a letter in one place.
  private let single: UnsafeMutableBufferPointer<Int32>
  private var visits = 0

  /// How many times over the class without the letter counts.
  static let missWeight: Int32 = 3

  /// The most misses the reference guesser makes on `set`, adding the words the walk visits
  /// to `work`.
  static func mostMisses(_ table: FixedLengthWords, _ set: [Int32], work: inout Int) -> Int {
    guard set.count > 1 else { return 0 }
    return table.bytes.withUnsafeBufferPointer { bytes in
      withUnsafeTemporaryAllocation(of: Entry.self, capacity: set.count) { entries in
        withUnsafeTemporaryAllocation(
          of: Int32.self, capacity: Alphabet.maximumCount * table.length
        ) { single in
          for (index, word) in set.enumerated() {
            entries.initializeElement(at: index, to: Entry(places: 0, word: word))
          }
          single.initialize(repeating: 0)
          var walk = ReferenceWalk(
            bytes: bytes, length: table.length, entries: entries, single: single)
          let most = walk.mostMisses(0..<set.count, tried: 0)
          work += walk.visits
          return most
        }
      }
    }
  }

  private mutating func mostMisses(_ range: Range<Int>, tried: UInt32) -> Int {
    guard range.count > 1, let letter = choice(range, tried: tried) else { return 0 }
    visits += range.count
    let byte = UInt8(65 + letter)
    for position in range {
      entries[position].places = LetterClasses.places(
        of: byte, inWordAt: Int(entries[position].word) * length, of: bytes, length)
    }
    var group = UnsafeMutableBufferPointer(rebasing: entries[range])
    group.sort { $0.places < $1.places }
    var most = 0
    var start = range.lowerBound
    let nextTried = tried | 1 << UInt32(letter)
    while start < range.upperBound {
      let places = entries[start].places
      var end = start + 1
      while end < range.upperBound, entries[end].places == places { end += 1 }
      most = max(most, mostMisses(start..<end, tried: nextTried) + (places == 0 ? 1 : 0))
      start = end
    }
    return most
  }

  /// The reference guesser's letter for the words of `range`: the smallest worst class, the
  /// class without the letter counted three times; `nil` if no untried letter splits the words.
  private func choice(_ range: Range<Int>, tried: UInt32) -> Int? {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: Alphabet.maximumCount) { containing in
      withUnsafeTemporaryAllocation(of: Int32.self, capacity: Alphabet.maximumCount) { multiple in
        containing.initialize(repeating: 0)
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
          var letters = seen
          while letters != 0 {
            let letter = letters.trailingZeroBitCount
            letters &= letters - 1
            containing[letter] += 1
          }
          // A letter in more than one place is counted apart: its single counts are taken
          // back, and the words with it repeated count as one class.
          letters = repeated
          while letters != 0 {
            let letter = letters.trailingZeroBitCount
            letters &= letters - 1
            multiple[letter] += 1
            for offset in 0..<length where bytes[start + offset] == UInt8(65 + letter) {
              single[letter * length + offset] -= 1
            }
          }
        }
        let count = Int32(range.count)
        var best: (cost: Int32, letter: Int)?
        for letter in 0..<Alphabet.maximumCount {
          let miss = count - containing[letter]
          var worst = Self.missWeight * miss
          var classes = miss > 0 ? 1 : 0
          for offset in 0..<length {
            let size = single[letter * length + offset]
            single[letter * length + offset] = 0
            if size > 0 {
              worst = max(worst, size)
              classes += 1
            }
          }
          if multiple[letter] > 0 {
            worst = max(worst, multiple[letter])
            classes += 2  // as if the repeats could tell words apart
          }
          guard tried & (1 << UInt32(letter)) == 0, classes > 1 else { continue }
          if best == nil || worst < best!.cost { best = (worst, letter) }
        }
        return best?.letter
      }
    }
  }
}
