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
  /// `groups[n]`: the ranked words of `n` letters, sorted; `ranks[n]`, each one's rank.
  let groups: [FixedLengthWords?]
  let ranks: [[UInt32]]
  /// The words in rank order, each as its length and its index in its group.
  private let order: [(length: Int, index: Int)]

  /// The number of words ranked.
  public var count: Int { order.count }

  /// Ranks `words`, most frequent first, folded to `alphabet`; a word given again keeps its
  /// first rank, and one that is no word of the alphabet is left out.
  public init(_ words: some Sequence<String>, alphabet: Alphabet = .latin) {
    var seen: Set<[UInt8]> = []
    var byLength: [[(codes: [UInt8], rank: UInt32)]] = [[]]
    for word in words {
      guard let codes = normalizedBytes(word, in: alphabet),
        codes.count <= WordList.maximumWordLength, seen.insert(codes).inserted
      else { continue }
      if codes.count >= byLength.count {
        byLength.append(contentsOf: repeatElement([], count: codes.count + 1 - byLength.count))
      }
      byLength[codes.count].append((codes, UInt32(seen.count - 1)))
    }
    let sorted = byLength.map { $0.sorted { $0.codes.lexicographicallyPrecedes($1.codes) } }
    let groups = sorted.indices.map { length in
      sorted[length].isEmpty
        ? nil
        : FixedLengthWords(
          length: length, bytes: sorted[length].flatMap(\.codes), alphabet: alphabet)
    }
    self.init(groups: groups, ranks: sorted.map { $0.map(\.rank) })!
  }

  /// The ranking of sorted groups and their words' ranks, if the ranks are 0, 1, 2, … each
  /// once (a cache file is checked so).
  init?(groups: [FixedLengthWords?], ranks: [[UInt32]]) {
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
    self.groups = groups
    self.ranks = ranks
    self.order = order
  }

  /// The rank of `word` (0 the most frequent), or `nil` if it is not ranked.
  public func rank(of word: String) -> Int? {
    normalizedBytes(word, in: alphabet).flatMap(rank(of:))
  }

  /// The rank of the word of these codes, or `nil` if it is not ranked.
  func rank(of codes: [UInt8]) -> Int? {
    guard groups.indices.contains(codes.count), let group = groups[codes.count] else {
      return nil
    }
    return group.index(ofBytes: codes).map { Int(ranks[codes.count][$0]) }
  }

  /// The rank of each of `words`, in their order, `nil` for one not ranked.
  ///
  /// - Complexity: O(*n* + *m*) compared words, a merge with the ranked words of that length.
  public func rank(ofEach words: FixedLengthWords) -> [Int?] {
    guard groups.indices.contains(words.length), let group = groups[words.length] else {
      return Array(repeating: nil, count: words.count)
    }
    return words.indices(in: group).map { $0.map { Int(ranks[words.length][$0]) } }
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
      let word = groups[length]![index]
      if isWanted(word) { return word }
    }
    return nil
  }

  /// The alphabet the words are folded to.
  var alphabet: Alphabet {
    groups.lazy.compactMap { $0?.alphabet }.first ?? .latin
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
    let stamp = SourceStamp(path: url.path)
    if let cache, let stamp, let cached = cache.loadRanking(url, stamp: stamp, alphabet: alphabet) {
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
