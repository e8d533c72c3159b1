import Lexicon

/// Every word with a prefix, which tests check the trees against: the program asks the
/// trees, or only whether there is one (`hasWord(withPrefix:)`).
extension WordList {
  /// The words of at least `minimumLength` letters that start with `prefix`, shortest
  /// first and then in alphabetical order.
  public func words(withPrefix prefix: String, minimumLength: Int = 1) -> [String] {
    guard let key = normalizedBytes(prefix, in: alphabet, allowingEmpty: true) else { return [] }
    return searchedLengths(for: key, minimumLength: minimumLength).flatMap { length in
      let words = words(ofLength: length)
      return words.range(ofWordsWithPrefix: key).map { words[$0] }
    }
  }
}
