import Foundation

/// A language's most frequent words, in the order of how often they are written: its
/// `frequent` list (SPEC §7, a property list array, most frequent first). Where a game
/// chooses among words that serve it equally (the word Evil Hangman names, a hint, the
/// computer's letter in Ghost), it takes the most frequent, so that what it shows is a word
/// people know.
///
/// The file is decoded once by `PropertyListSerialization`, in order, and kept in the cache
/// folder like a list's index (`WordListCache`): for each length, its words sorted and
/// their ranks.
public struct WordRanking: Sendable {
  /// The ranked words; `ranks[n]` holds the rank of each of its words of `n` letters.
  let list: WordList
  let ranks: [[UInt32]]
  /// The words in rank order, each as its length and its index in its group.
  private let order: [(length: Int, index: Int)]

  /// The number of words ranked.
  public var count: Int { order.count }

  /// Ranks `words`, most frequent first, folded to `alphabet`; a word given again keeps its
  /// first rank, and one that is no word of the alphabet is left out.
  public init(_ words: some Sequence<String>, alphabet: Alphabet = .latin) {
    var seen: Set<[UInt8]> = []
    // Each word's codes, at the index of its rank.
    let ranked = words.compactMap { normalizedBytes($0, in: alphabet) }.filter {
      $0.count <= WordList.maximumWordLength && seen.insert($0).inserted
    }
    let byLength = Dictionary(grouping: ranked.indices) { ranked[$0].count }
    let sorted = (0...(byLength.keys.max() ?? 0)).map { length in
      (byLength[length] ?? []).sorted { ranked[$0].lexicographicallyPrecedes(ranked[$1]) }
    }
    let groups: [FixedLengthWords?] = sorted.indices.map { length in
      let bytes = sorted[length].flatMap { ranked[$0] }
      return length == 0 ? nil : FixedLengthWords(length: length, bytes: bytes, alphabet: alphabet)
    }
    self.init(groups: groups, ranks: sorted.map { $0.map(UInt32.init) }, alphabet: alphabet)!
  }

  /// The ranking of sorted groups and their words' ranks, if the ranks are 0, 1, 2, … each
  /// once (a cache file is checked so).
  init?(groups: [FixedLengthWords?], ranks: [[UInt32]], alphabet: Alphabet) {
    guard groups.count == ranks.count,
      zip(groups, ranks).allSatisfy({ ($0?.count ?? 0) == $1.count })
    else { return nil }
    let total = ranks.reduce(0) { $0 + $1.count }
    var order = [(length: Int, index: Int)](repeating: (0, 0), count: total)
    for (length, group) in ranks.enumerated() {
      for (index, rank) in group.enumerated() {
        guard rank < total, order[Int(rank)].length == 0 else { return nil }
        order[Int(rank)] = (length, index)
      }
    }
    self.list = WordList(groups: groups, alphabet: alphabet)
    self.ranks = ranks
    self.order = order
  }

  /// The rank of each of `words`, in their order, `nil` for one not ranked.
  ///
  /// - Complexity: O(*n* + *m*) compared words, a merge with the ranked words of that length.
  public func rank(ofEach words: FixedLengthWords) -> [Int?] {
    words.indices(in: list.words(ofLength: words.length)).map {
      $0.map { Int(ranks[words.length][$0]) }
    }
  }

  /// The most frequent of `words`, or `nil` if none of them is ranked.
  public func mostFrequent(of words: FixedLengthWords) -> String? {
    let ranks = rank(ofEach: words)
    return words.indices.filter { ranks[$0] != nil }.min { ranks[$0]! < ranks[$1]! }
      .map { words[$0] }
  }

  /// The most frequent word that `isWanted` accepts, or `nil` if it accepts none.
  ///
  /// - Complexity: The words are tried most frequent first, so a common word is found at
  ///   once; *O*(*n*) calls of `isWanted` at most.
  public func first(where isWanted: (String) -> Bool) -> String? {
    for (length, index) in order {
      let word = list.words(ofLength: length)[index]
      if isWanted(word) { return word }
    }
    return nil
  }
}

extension WordRanking {
  /// Loads the ranking at `url` (a property list of strings, or lines of text, most frequent
  /// first), its words folded to `alphabet`; with a `cache`, from its copy there if that is
  /// sound and of this version of the file, and the copy written if not.
  ///
  /// - Throws: `WordListError`, naming the path and what is wrong with it.
  public init(contentsOf url: URL, alphabet: Alphabet = .latin, cache: WordListCache? = nil)
    throws(WordListError)
  {
    if let cached = cache?.loadRanking(url, alphabet: alphabet) {
      self = cached
      return
    }
    let contents = try ReadableFile.contents(of: url.path, atMost: WordList.maximumFileSize)
    var words: [String] = []
    try forEachEntry(in: contents.bytes, path: url.path) { words.append($0) }
    self.init(words, alphabet: alphabet)
    guard count > 0 else { throw .noUsableWords(path: url.path) }
    cache?.store(self, for: url, stamp: contents.stamp)
  }
}
