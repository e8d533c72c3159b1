import Lexicon

/// How an attempt splits a set of words: the number of words that would give each pattern
/// of pegs. The evil host keeps one class of the split; a hint looks for the attempt whose
/// split leaves the least to guess.
///
/// The words are held as the places of each letter (26 bit masks a word), so that scoring
/// an attempt against a word is a few look-ups and bit operations, with no inner loop
/// over the word: the hints score millions of pairs.
struct PegSplit {
  let length: Int
  /// The number of words.
  let count: Int
  /// For word *w* and letter *l* (0 for A), the bit mask of the places of *l* in *w*.
  private let places: [UInt8]

  init(_ words: FixedLengthWords) {
    length = words.length
    count = words.count
    var places = [UInt8](repeating: 0, count: Alphabet.maximumCount * words.count)
    for (index, letter) in words.bytes.enumerated() {
      let word = index / length
      places[Alphabet.maximumCount * word + Int(letter - 65)] |= 1 << (index % length)
    }
    self.places = places
  }

  /// The pattern number of the pegs `attempt` (`length` upper-case letters) gets against
  /// each word, in order.
  func forEachCode(of attempt: some Collection<UInt8>, _ body: (Int, Int) -> Void) {
    let length = length
    withUnsafeTemporaryAllocation(of: Int.self, capacity: length) { letters in
      for (place, letter) in zip(0..<length, attempt) { letters[place] = Int(letter - 65) }
      places.withUnsafeBufferPointer { places in
        var base = places.baseAddress!
        for word in 0..<count {
          body(word, Self.code(letters, base, length: length))
          base += Alphabet.maximumCount
        }
      }
    }
  }

  /// The pattern number of the attempt's `letters` against one word's `places` (SPEC §3.4):
  /// exact letters claim their places first; then each other letter of the attempt, left
  /// to right, claims a place of the word holding it that is not claimed yet, and gets an
  /// inexact peg if there is one.
  @inline(__always)
  private static func code(
    _ letters: UnsafeMutableBufferPointer<Int>, _ places: UnsafePointer<UInt8>, length: Int
  ) -> Int {
    var exact: UInt8 = 0
    for place in 0..<length {
      exact |= places[letters[place]] & (1 << place)
    }
    var free = ~exact
    var code = 0
    var weight = 1
    for place in 0..<length {
      if exact & (1 << place) != 0 {
        code += 2 &* weight
      } else {
        let holding = places[letters[place]] & free
        if holding != 0 {
          code += weight
          free &= holding &- 1 | ~holding  // the lowest place holding the letter is claimed
        }
      }
      weight &*= 3
    }
    return code
  }
}

extension FixedLengthWords {
  /// The letters of the word at `index`, as bytes.
  func bytes(ofWordAt index: some BinaryInteger) -> ArraySlice<UInt8> {
    let start = Int(index) * length
    return bytes[start..<start + length]
  }

  /// The evil host's choice among these words (SPEC §3.4): after an attempt, keep the
  /// largest class of words that give the same pegs; between classes of one size, the one
  /// with the fewest exact pegs, then the fewest inexact pegs, then the lowest pattern
  /// number, so that a game replays exactly.
  func keptByEvilHost(after attempt: String) -> (kept: FixedLengthWords, pegs: Pegs) {
    var codes = [Int](repeating: 0, count: count)
    var counts = [Int](repeating: 0, count: Pegs.patterns(length: length))
    PegSplit(self).forEachCode(of: alphabet.codes(of: attempt)!) { word, code in
      codes[word] = code
      counts[code] += 1
    }
    // The host's order, least first; the pattern number makes it total.
    func order(_ code: Int) -> (Int, Int, Int, Int) {
      let pegs = Pegs(code: code, count: length)
      return (-counts[code], pegs.count(of: .exact), pegs.count(of: .inexact), code)
    }
    let best = counts.indices.filter { counts[$0] > 0 }.min { order($0) < order($1) }!
    return (keeping { codes[$0] == best }, Pegs(code: best, count: length))
  }
}
