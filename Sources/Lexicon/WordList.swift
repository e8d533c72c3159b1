/// A dictionary of normalised words: the codes of an alphabet's letters, distinct, grouped
/// by length.
///
/// Build one from strings, or load one with `WordList(contentsOf:)` (an XML or binary
/// property list holding an array of strings, or a text file with one word per line).
/// Every entry is normalised the same way whatever its source: surrounding white space is
/// trimmed, letters are raised and folded to the alphabet (`Alphabet`: É → E), and an entry
/// holding anything else (a hyphen, an apostrophe, a letter with no place in the alphabet)
/// is dropped rather than altered into a word it never was, and so is one longer than
/// `maximumWordLength`.
public struct WordList: Sendable, Equatable {
  /// The longest word kept; longer entries are dropped. No language has longer words in
  /// use, and it bounds what any list costs (a game's classes are 64-bit position masks).
  public static let maximumWordLength = 64

  /// The largest file read as a word list: three times the largest bundled list.
  public static let maximumFileSize = 32 << 20

  /// `groups[n]` holds the words of `n` letters; `groups[0]` is always empty.
  private let groups: [FixedLengthWords?]

  /// The number of distinct words.
  public let count: Int

  /// The alphabet the words are in.
  public let alphabet: Alphabet

  /// Creates a word list from any strings, normalising them.
  public init(_ entries: some Sequence<String>, alphabet: Alphabet = .latin) {
    var builder = WordListBuilder(alphabet: alphabet)
    for entry in entries { builder.add(entry) }
    self = builder.finish()
  }

  /// Creates a list from length groups, `groups[0]` empty; a group without words is kept as
  /// none, so that a list read back from its index equals the one parsed, and those after the
  /// longest word are trimmed.
  init(groups: [FixedLengthWords?], alphabet: Alphabet = .latin) {
    var groups = groups.map { $0?.isEmpty == false ? $0 : nil }
    while groups.count > 1, groups.last! == nil { groups.removeLast() }
    self.groups = groups
    self.alphabet = alphabet
    count = groups.reduce(0) { $0 + ($1?.count ?? 0) }
  }

  /// The words of `lengths` only.
  public func keeping(_ lengths: ClosedRange<Int>) -> WordList {
    WordList(
      groups: groups.indices.map { lengths.contains($0) ? groups[$0] : nil }, alphabet: alphabet)
  }

  /// The length of the longest word, or 0 for an empty list.
  public var longestLength: Int { groups.count - 1 }

  /// The lengths that have at least one word, shortest first.
  public var lengths: [Int] { groups.indices.filter { groups[$0] != nil } }

  /// The number of words with `length` letters.
  public func count(ofLength length: Int) -> Int { words(ofLength: length).count }

  /// The words with `length` letters, sorted.
  public func words(ofLength length: Int) -> FixedLengthWords {
    guard groups.indices.contains(length), let words = groups[length] else {
      return FixedLengthWords(length: max(length, 1), bytes: [], alphabet: alphabet)
    }
    return words
  }

  /// Whether `word` is in the list, after normalising it.
  ///
  /// - Complexity: O(*k* log *n*) for a word of *k* letters.
  public func contains(_ word: String) -> Bool {
    guard let key = normalizedBytes(word, in: alphabet) else { return false }
    return words(ofLength: key.count).index(ofBytes: key) != nil
  }
}
