import Lexicon

/// Every word with a prefix, which tests check the trees against: the program asks the
/// trees, and never the list, which words a fragment can grow into.
extension WordList {
  /// The words of at least `minimumLength` letters that start with `prefix`, shortest
  /// first and then in alphabetical order: a binary search in each length's words.
  public func words(withPrefix prefix: String, minimumLength: Int = 1) -> [String] {
    guard let key = prefix.isEmpty ? [] : normalizedBytes(prefix, in: alphabet) else { return [] }
    let shortest = max(key.count, minimumLength, 1)
    return (shortest..<max(shortest, longestLength + 1)).flatMap { length in
      let words = words(ofLength: length)
      // The words before the prefix, then those that start with it.
      let start = { (index: Int) in words.bytes[index * length..<index * length + key.count] }
      var low = 0
      var high = words.count
      while low < high {
        let middle = (low + high) / 2
        if start(middle).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
      }
      var end = low
      while end < words.count, start(end).elementsEqual(key) { end += 1 }
      return (low..<end).map { words[$0] }
    }
  }

  /// Whether any word of at least `minimumLength` letters starts with `prefix`.
  public func hasWord(withPrefix prefix: String, minimumLength: Int = 1) -> Bool {
    !words(withPrefix: prefix, minimumLength: minimumLength).isEmpty
  }
}
