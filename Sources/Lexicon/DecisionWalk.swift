/// A guesser followed down its decision tree over a set of words at once: its choices
/// depend only on what is shown, so the words that look alike after each guess stay
/// together, and one walk meets every word's game.
///
/// The words still possible at a node are a range of `entries`; the guess sorts that range
/// in place by where the guessed letter stands, and each run of equal places is a child
/// node, so a node allocates nothing. The walk runs over buffers its conformer holds for
/// its whole length, so the millions of steps of a large list pay no bounds or uniqueness
/// checks. `FrequencyGuesser.misses(of:)` walks the frequency guesser so, and Evil
/// Hangman's planner its reference guesser.
public protocol DecisionWalk {
  /// The words one after another, `length` upper-case ASCII letters each.
  var bytes: UnsafeBufferPointer<UInt8> { get }
  /// The letters of a word.
  var length: Int { get }
  /// The words walked, by their index in `bytes`.
  var entries: UnsafeMutableBufferPointer<WalkEntry> { get }

  /// The guesser's letter (0 for A) for the words of `entries[range]`, having tried the
  /// letters in `tried` (a bit per letter); `nil` if it has none to try there.
  mutating func choice(_ range: Range<Int>, tried: UInt32) -> Int?

  /// Takes note of a leaf: the words of `entries[range]`, one word or words the guesser has
  /// no letter for, reached having tried the letters in `tried` and missed `missed` times.
  mutating func reached(_ range: Range<Int>, tried: UInt32, missed: Int)
}

/// A word in a `DecisionWalk`.
public struct WalkEntry {
  /// The places of the latest guessed letter, a bit per position.
  public var places: UInt64 = 0
  /// The letters of the word, a bit per letter (A is bit 0), for a guesser that asks.
  public var letters: UInt32
  /// The index of the word.
  public var word: Int32

  /// The entry of the word at `word`, with its `letters` if the guesser asks for them.
  public init(letters: UInt32 = 0, word: Int32) {
    (self.letters, self.word) = (letters, word)
  }
}

extension DecisionWalk {
  /// Follows the guesser from the words of `entries[range]`, having tried the letters in
  /// `tried` and missed `missed` times. Inlinable, so that each guesser's walk is compiled
  /// for it, its choice and its leaves called directly.
  @inlinable
  public mutating func walk(_ range: Range<Int>, tried: UInt32 = 0, missed: Int = 0) {
    guard range.count > 1, let letter = choice(range, tried: tried) else {
      reached(range, tried: tried, missed: missed)
      return
    }
    let byte = UInt8(65 + letter)
    for position in range {
      entries[position].places = LetterClasses.places(
        of: byte, inWordAt: Int(entries[position].word) * length, of: bytes, length)
    }
    var group = UnsafeMutableBufferPointer(rebasing: entries[range])
    group.sort { $0.places < $1.places }
    var start = range.lowerBound
    while start < range.upperBound {
      let places = entries[start].places
      var end = start + 1
      while end < range.upperBound, entries[end].places == places { end += 1 }
      walk(start..<end, tried: tried | 1 << UInt32(letter), missed: missed + (places == 0 ? 1 : 0))
      start = end
    }
  }
}
