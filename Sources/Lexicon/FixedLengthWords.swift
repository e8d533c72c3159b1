import Foundation

/// Sorted, distinct words that all have the same length, stored as one run of bytes.
///
/// Keeping a length class as contiguous letter codes (`Alphabet`: A–Z are their ASCII bytes)
/// lets the hot loops (the Evil Hangman partition, the hint search's pegs) work on bytes, and
/// makes a `String` only for a word that is shown or saved.
public struct FixedLengthWords: RandomAccessCollection, Hashable, Sendable {
  /// The number of letters in every word.
  public let length: Int
  /// The words back to back, `length` bytes each, codes of `alphabet`'s letters.
  public let bytes: [UInt8]
  /// The alphabet of the words.
  public let alphabet: Alphabet

  /// Creates a collection from words laid back to back; the caller guarantees the layout.
  public init(length: Int, bytes: [UInt8], alphabet: Alphabet = .latin) {
    precondition(length > 0 && bytes.count.isMultiple(of: length), "bytes must hold whole words")
    self.length = length
    self.bytes = bytes
    self.alphabet = alphabet
  }

  /// The words at the indices `isKept` accepts, in order: a subset of these.
  public func keeping(where isKept: (Int) -> Bool) -> FixedLengthWords {
    var kept: [UInt8] = []
    bytes.withUnsafeBufferPointer { bytes in
      // Copied a run of kept words at a time: a few runs, where few words go.
      var run = 0
      for index in 0...count where index == count || !isKept(index) {
        if run < index {
          kept.append(
            contentsOf: UnsafeBufferPointer(rebasing: bytes[run * length..<index * length]))
        }
        run = index + 1
      }
    }
    return FixedLengthWords(length: length, bytes: kept, alphabet: alphabet)
  }

  /// Creates a collection from bytes read from a file, if they are what the type promises:
  /// whole words of `length` codes of `alphabet`, in strictly increasing order.
  ///
  /// - Complexity: O(*n*) for *n* bytes, in two passes over the buffer (the letters, then a
  ///   `memcmp` a word): a cached list is checked at every start.
  public init?(validating bytes: [UInt8], length: Int, alphabet: Alphabet = .latin) {
    guard length > 0, bytes.count.isMultiple(of: length) else { return nil }
    let isSound = bytes.withUnsafeBufferPointer { buffer in
      // Codes are under the alphabet's size above "A" (anything below wraps around to more):
      // a reduction without an early exit, which the compiler runs many bytes at a time.
      buffer.reduce(0) { Swift.max($0, $1 &- 65) } < alphabet.count
        // The stride is empty, and the buffer's address unused, unless it holds two words.
        && stride(from: length, to: buffer.count, by: length).allSatisfy { start in
          memcmp(buffer.baseAddress! + start - length, buffer.baseAddress! + start, length) < 0
        }
    }
    guard isSound else { return nil }
    self.init(length: length, bytes: bytes, alphabet: alphabet)
  }

  /// Creates a collection from words of one length, in order, in `alphabet`'s letters.
  public init(length: Int, words: some Sequence<String>, alphabet: Alphabet = .latin) {
    var bytes: [UInt8] = []
    for word in words {
      let codes = alphabet.codes(of: word)
      precondition(codes?.count == length, "\(word) does not have \(length) letters")
      bytes.append(contentsOf: codes!)
    }
    self.init(length: length, bytes: bytes, alphabet: alphabet)
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { bytes.count / length }

  public subscript(position: Int) -> String {
    alphabet.text(bytes[position * length..<(position + 1) * length])
  }

  /// The words that `other` holds too, in order (none if its words have another length).
  ///
  /// - Complexity: O(*n* + *m*) compared words, a merge (`indices(in:)`).
  public func intersection(_ other: FixedLengthWords) -> FixedLengthWords {
    let found = indices(in: other)
    return keeping { found[$0] != nil }
  }

  /// Where each word is among `other`'s, in order, `nil` for a word `other` does not hold.
  ///
  /// - Complexity: O(*n* + *m*) compared words, a merge: both are sorted.
  public func indices(in other: FixedLengthWords) -> [Int?] {
    guard other.length == length else { return Array(repeating: nil, count: count) }
    var next = 0
    return other.bytes.withUnsafeBufferPointer { others in
      bytes.withUnsafeBufferPointer { words in
        indices.map { index in
          var order: Int32 = 1
          while next < other.count {
            order = memcmp(
              others.baseAddress! + next * length, words.baseAddress! + index * length, length)
            guard order < 0 else { break }
            next += 1
          }
          return order == 0 ? next : nil
        }
      }
    }
  }

  /// The words that `other` does not hold, in order.
  ///
  /// - Complexity: O(*n* + *m*) compared words, a merge (`indices(in:)`).
  public func subtracting(_ other: FixedLengthWords) -> FixedLengthWords {
    guard other.length == length, !other.isEmpty else { return self }
    let found = indices(in: other)
    return keeping { found[$0] == nil }
  }

  /// The words but `word` (as its letters fold).
  public func removing(_ word: String) -> FixedLengthWords {
    guard let codes = alphabet.codes(of: word), codes.count == length,
      let removed = index(ofBytes: codes)
    else { return self }
    return keeping { $0 != removed }
  }

  /// Whether the collection holds `word` (a binary search, not a scan).
  public func contains(_ word: String) -> Bool {
    guard let codes = alphabet.codes(of: word), codes.count == length else { return false }
    return index(ofBytes: codes) != nil
  }

  /// Where `word`, which must have the collection's length, is among the words, if it is.
  ///
  /// - Complexity: O(*k* log *n*) for a word of *k* bytes: a binary search.
  func index(ofBytes word: [UInt8]) -> Int? {
    precondition(word.count == length, "a word of the collection's length")
    return bytes.withUnsafeBufferPointer { words in
      var low = 0
      var high = count
      while low < high {
        let middle = (low + high) / 2
        let order = memcmp(words.baseAddress! + middle * length, word, length)
        if order == 0 { return middle }
        if order < 0 { low = middle + 1 } else { high = middle }
      }
      return nil
    }
  }
}
