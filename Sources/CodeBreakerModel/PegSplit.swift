import Lexicon

/// How an attempt splits a set of words: the number of words that would give each pattern
/// of pegs. The evil host keeps one class of the split; a hint looks for the attempt whose
/// split leaves the least to guess.
struct PegSplit {
  /// Words per pattern number.
  private(set) var counts: [Int]
  let length: Int

  /// The split of `words` by the pegs `attempt` (bytes of the same length) would get.
  init(_ attempt: UnsafePointer<UInt8>, over words: FixedLengthWords) {
    length = words.length
    var counts = [Int](repeating: 0, count: Pegs.patterns(length: length))
    Self.count(attempt, over: words, into: &counts)
    self.counts = counts
  }

  /// Adds the split of `words` by `attempt` into `counts` (one slot per pattern), so that a
  /// search over many attempts can reuse one table.
  static func count(
    _ attempt: UnsafePointer<UInt8>, over words: FixedLengthWords, into counts: inout [Int]
  ) {
    let length = words.length
    words.bytes.withUnsafeBufferPointer { bytes in
      counts.withUnsafeMutableBufferPointer { counts in
        var word = bytes.baseAddress!
        for _ in 0..<words.count {
          counts[scoreCode(attempt, word, length: length)] += 1
          word += length
        }
      }
    }
  }
}

/// The evil host's choice (SPEC §3.4): after an attempt, keep the largest class of words
/// that give the same pegs; between classes of one size, the one with the fewest exact
/// pegs, then the fewest inexact pegs, then the lowest pattern number, so that a game
/// replays exactly.
enum EvilHost {
  static func keep(_ words: FixedLengthWords, after attempt: String) -> (FixedLengthWords, Pegs) {
    let length = words.length
    let bytes = Array(attempt.utf8)
    let split = bytes.withUnsafeBufferPointer { PegSplit($0.baseAddress!, over: words) }
    var best = 0
    for code in split.counts.indices where split.counts[code] > 0 {
      if isPreferred(code, over: best, split.counts, length: length) || split.counts[best] == 0 {
        best = code
      }
    }
    var kept: [UInt8] = []
    kept.reserveCapacity(split.counts[best] * length)
    bytes.withUnsafeBufferPointer { attempt in
      words.bytes.withUnsafeBufferPointer { all in
        for start in stride(from: 0, to: all.count, by: length)
        where scoreCode(attempt.baseAddress!, all.baseAddress! + start, length: length) == best {
          kept.append(contentsOf: all[start..<start + length])
        }
      }
    }
    return (FixedLengthWords(length: length, bytes: kept), Pegs(code: best, count: length))
  }

  /// Whether the class of pattern `code` beats that of `other` by the host's order.
  private static func isPreferred(_ code: Int, over other: Int, _ counts: [Int], length: Int)
    -> Bool
  {
    if counts[code] != counts[other] { return counts[code] > counts[other] }
    let pegs = Pegs(code: code, count: length)
    let others = Pegs(code: other, count: length)
    let key = (pegs.count(of: .exact), pegs.count(of: .inexact), code)
    let otherKey = (others.count(of: .exact), others.count(of: .inexact), other)
    return key < otherKey
  }
}
