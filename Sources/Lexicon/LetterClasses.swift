/// The candidates split by where one letter appears in them.
///
/// A class is named by a bit mask of positions (bit *i* set when the letter is at position
/// *i*); mask 0 is the class of words without the letter, the class that costs the guesser
/// a miss. Masks are 64-bit, so words are at most 64 letters long.
///
/// Evil Hangman keeps one class per guess; Hangman's difficulty follows the frequency
/// guesser down the same splits.
///
/// - Complexity: O(*n* × *L*) to build for *n* words of *L* letters.
public struct LetterClasses: Sendable {
  /// The longest word a mask can describe.
  public static let maximumLength = WordList.maximumWordLength

  /// The words that were split.
  public let words: FixedLengthWords
  /// The mask of each word, in word order.
  public let masks: [UInt64]
  /// The number of words in each class.
  public let sizes: [UInt64: Int]

  /// Splits `words` by where the upper-case ASCII `letter` appears in them.
  public init(_ words: FixedLengthWords, letter: UInt8) {
    precondition(words.length <= Self.maximumLength, "words are too long for position masks")
    self.words = words
    var masks = [UInt64](repeating: 0, count: words.count)
    var sizes: [UInt64: Int] = [:]
    words.bytes.withUnsafeBufferPointer { bytes in
      for index in masks.indices {
        let mask = Self.places(of: letter, inWordAt: index * words.length, of: bytes, words.length)
        masks[index] = mask
        sizes[mask, default: 0] += 1
      }
    }
    self.masks = masks
    self.sizes = sizes
  }

  /// The places of the upper-case ASCII `letter` in the word of `length` bytes that starts
  /// at `start` in `bytes`: its class mask, a bit per position.
  @inlinable
  public static func places(
    of letter: UInt8, inWordAt start: Int, of bytes: UnsafeBufferPointer<UInt8>, _ length: Int
  ) -> UInt64 {
    var places: UInt64 = 0
    for offset in 0..<length where bytes[start + offset] == letter {
      places |= 1 << UInt64(offset)
    }
    return places
  }

  /// The words split by each letter from A to Z, in that order.
  public static func forEveryLetter(of words: FixedLengthWords) -> [LetterClasses] {
    words.alphabet.codes.map { LetterClasses(words, letter: $0) }
  }

  /// The class masks, in increasing order so choices among them do not depend on hashing.
  public var sortedMasks: [UInt64] { sizes.keys.sorted() }

  /// The words of one class.
  public func words(inClass mask: UInt64) -> FixedLengthWords {
    words.keeping { masks[$0] == mask }
  }
}
