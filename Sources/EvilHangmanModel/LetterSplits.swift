import Lexicon

/// The words as a table, and a set of them as indices of it: the form in which the guessers
/// of the panel and the `planner` host split a set by every letter many thousands of times
/// without copying a word.
extension FixedLengthWords {
  /// Every word, as indices.
  package var allIndices: [Int32] { Array(0..<Int32(count)) }

  /// The classes `letter` (0 for A) splits `set` into, each with its places: the class
  /// without the letter first (the one a host tries first, since it costs a miss), then
  /// the largest first, ties in order of the places.
  package func classes(of set: [Int32], by letter: Int) -> [(places: UInt64, words: [Int32])] {
    var classes: [(places: UInt64, words: [Int32])] = []
    bytes.withUnsafeBufferPointer { bytes in
      for word in set {
        let places = LetterClasses.places(
          of: UInt8(65 + letter), inWordAt: Int(word) * length, of: bytes, length)
        if let index = classes.firstIndex(where: { $0.places == places }) {
          classes[index].words.append(word)
        } else {
          classes.append((places, [word]))
        }
      }
    }
    return classes.sorted {
      ($0.places == 0 ? 1 : 0, $0.words.count, $1.places)
        > ($1.places == 0 ? 1 : 0, $1.words.count, $0.places)
    }
  }

  /// The sizes of the classes every letter splits `set` into, found in one pass.
  package func splits(of set: [Int32]) -> LetterSplits {
    var splits = LetterSplits(wordCount: set.count)
    bytes.withUnsafeBufferPointer { bytes in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Alphabet.maximumCount) { places in
        places.initialize(repeating: 0)
        for word in set {
          let start = Int(word) * length
          var letters: UInt32 = 0
          for offset in 0..<length {
            let letter = Int(bytes[start + offset] &- 65)
            places[letter] |= 1 << UInt64(offset)
            letters |= 1 << UInt32(letter)
          }
          while letters != 0 {
            let letter = letters.trailingZeroBitCount
            letters &= letters - 1
            splits.count(places[letter], letter: letter)
            places[letter] = 0
          }
        }
      }
    }
    return splits
  }
}

/// The sizes of the classes that each letter splits a set of words into.
package struct LetterSplits {
  /// The number of words split.
  let wordCount: Int
  /// `classes[letter]`: each class with the letter, its places and size; the class
  /// without the letter is the words not counted here.
  private(set) var classes: [[(places: UInt64, size: Int)]] = Array(
    repeating: [], count: Alphabet.maximumCount)
  /// `containing[letter]`: the words that have the letter.
  package private(set) var containing = [Int](repeating: 0, count: Alphabet.maximumCount)

  init(wordCount: Int) { self.wordCount = wordCount }

  fileprivate mutating func count(_ places: UInt64, letter: Int) {
    containing[letter] += 1
    if let index = classes[letter].firstIndex(where: { $0.places == places }) {
      classes[letter][index].size += 1
    } else {
      classes[letter].append((places, 1))
    }
  }

  /// The number of words without `letter`: the class that costs the guesser a miss.
  func missSize(_ letter: Int) -> Int { wordCount - containing[letter] }

  /// Whether guessing `letter` tells the words apart: it leaves more than one class.
  package func splits(_ letter: Int) -> Bool {
    classes[letter].count + (missSize(letter) > 0 ? 1 : 0) > 1
  }

  /// The sizes of the classes of `letter`, the class without it included when not empty.
  package func sizes(_ letter: Int) -> [Int] {
    let sizes = classes[letter].map(\.size)
    return missSize(letter) > 0 ? sizes + [missSize(letter)] : sizes
  }
}
