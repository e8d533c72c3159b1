import Foundation

/// A compact binary copy of each loaded list, so the next load reads its words instead of
/// decoding its property list (SPEC §4 puts such rebuildable files in `$XDG_CACHE_HOME`),
/// and what is worked out once from a list: the guesser's misses, a solved game, a first
/// hint. Every file is a `CacheFile`.
///
/// A list's index holds a section per word length, exactly as `WordList` keeps them, then
/// its `Spellings`, made from the version of the source named by its `SourceStamp`. It is
/// used only if the source is still that version and every group reads back as sorted,
/// distinct upper-case words; anything else (a changed source, a truncated or tampered
/// index) is ignored and the index is rebuilt. Writing is best effort, through the writer
/// the program gives: a cache folder that cannot be written just means the next load
/// parses again.
public struct WordListCache: Sendable {
  /// Writes a file whole and atomically: the bytes are the chunks one after another.
  public typealias Writer = @Sendable (_ chunks: [[UInt8]], _ url: URL) throws -> Void

  /// The folder the index files go in.
  public let folder: URL
  let write: Writer

  /// Creates a cache in `folder`, whose index files `write` writes (and makes the folder
  /// for); it should write atomically, since a torn index costs a rebuild.
  public init(folder: URL, write: @escaping Writer) {
    self.folder = folder
    self.write = write
  }

  /// The file of `kind` kept for a source (its index, its ranking, a tree): named by the
  /// source's name and a hash of its full path, so that two lists of the same name do not
  /// share one, with `kind` as its extension.
  func url(for source: URL, kind: String = "index") -> URL {
    let hash = FNV1a.hash(Array(source.standardizedFileURL.path.utf8))
    let name = source.deletingPathExtension().lastPathComponent
    return folder.appendingPathComponent("\(name)-\(String(hash, radix: 16)).\(kind)")
  }

  /// The list cached for this version of `source`, if there is a sound one: the words of
  /// `lengths` only, if given.
  ///
  /// Each group is read straight into its own array, so loading holds no second copy.
  func load(_ source: URL, alphabet: Alphabet = .latin, lengths: ClosedRange<Int>? = nil)
    -> WordList?
  {
    guard let index = cached("index", of: source, alphabet: alphabet),
      (2...WordList.maximumWordLength + 1).contains(index.sectionCount),
      index.count(of: index.sectionCount - 2) != 0
    else { return nil }
    var groups = [FixedLengthWords?](repeating: nil, count: index.sectionCount)
    for length in 1..<index.sectionCount where lengths?.contains(length) ?? true {
      groups[length] = index.words(of: length - 1, length: length, alphabet: alphabet)
      if groups[length] == nil { return nil }
    }
    return WordList(groups: groups, alphabet: alphabet)
  }

  /// How the list at `source` writes `word` (CAFÉ for CAFE in French; see `Spellings`),
  /// read from its index, which is made first if there is none (`parsing` is told the
  /// list's size before it is decoded); `nil` if folding changed no spelling of the word,
  /// or the list or its index cannot be read or written.
  public func written(
    _ word: String, inListAt source: URL, alphabet: Alphabet,
    parsing: (_ size: Int) -> Void = { _ in }
  ) -> String? {
    // Loading no words reads only the header of a sound index, or parses the list and writes
    // its index.
    _ = try? WordList(
      contentsOf: source, alphabet: alphabet, cache: self, lengths: 0...0, parsing: parsing)
    guard let index = cached("index", of: source, alphabet: alphabet), index.sectionCount > 1,
      let lines = index.values(of: index.sectionCount - 1)
    else { return nil }
    return Spellings.written(word, in: lines, alphabet: alphabet)
  }

  /// What a file made from a source is kept for: the source's version, and the alphabet it
  /// was read in.
  private func key(_ stamp: SourceStamp, _ alphabet: Alphabet) -> [Int] {
    stamp.fields + [Int(truncatingIfNeeded: FNV1a.hash(Array(alphabet.description.utf8)))]
  }

  /// The file of `kind` kept for `source` (`url(for:kind:)`), if it opens (`CacheFile.init`)
  /// and was made from the version of `source` there is now, read in `alphabet`.
  func cached(_ kind: String, of source: URL, alphabet: Alphabet, sections: Int? = nil)
    -> CacheFile?
  {
    guard let stamp = SourceStamp(path: source.path) else { return nil }
    return CacheFile(
      url: url(for: source, kind: kind), key: key(stamp, alphabet), sections: sections)
  }

  /// Writes `sections` as the file of `kind` kept for `source`, made from its version
  /// `stamp` (nothing is written without one) read in `alphabet`; failures are ignored.
  func keep(
    _ sections: [[UInt8]], as kind: String, of source: URL, stamp: SourceStamp?, alphabet: Alphabet
  ) {
    guard let stamp else { return }
    CacheFile.write(
      sections, key: key(stamp, alphabet), to: url(for: source, kind: kind), with: write)
  }

  /// Writes the index of `list` for `source`, its `spellings` last; failures are ignored.
  ///
  /// The groups are handed to the writer as the list keeps them, so writing holds no copy
  /// of the words.
  func store(_ list: WordList, spellings: [UInt8], for source: URL, stamp: SourceStamp) {
    let groups = (0..<list.longestLength).map { list.words(ofLength: $0 + 1).bytes }
    keep(groups + [spellings], as: "index", of: source, stamp: stamp, alphabet: list.alphabet)
  }

  /// The ranking cached for this version of `source`, if there is a sound one: two sections
  /// a length, its words sorted and their ranks (32-bit).
  func loadRanking(_ source: URL, alphabet: Alphabet) -> WordRanking? {
    guard let file = cached("ranking", of: source, alphabet: alphabet),
      file.sectionCount >= 2, file.sectionCount.isMultiple(of: 2)
    else { return nil }
    let lengths = 1...(file.sectionCount / 2)
    let groups = lengths.map { file.words(of: 2 * $0 - 2, length: $0, alphabet: alphabet) }
    let ranks = lengths.compactMap { file.values(of: 2 * $0 - 1, as: UInt32.self) }
    // A group that is not sound is nil; ranks that cannot be read are left out.
    guard !groups.contains(nil), ranks.count == lengths.count else { return nil }
    return WordRanking(groups: [nil] + groups, ranks: [[]] + ranks, alphabet: alphabet)
  }

  /// Writes the copy of `ranking` for `source`; failures are ignored.
  func store(_ ranking: WordRanking, for source: URL, stamp: SourceStamp) {
    let sections = ranking.ranks.indices.dropFirst().flatMap { length in
      [ranking.list.words(ofLength: length).bytes, littleEndianBytes(ranking.ranks[length])]
    }
    keep(sections, as: "ranking", of: source, stamp: stamp, alphabet: ranking.list.alphabet)
  }

  /// The frequency guesser's misses on each of `words` (`FrequencyGuesser.misses(of:)`),
  /// kept beside the list indexes so that each length is walked once, not at every game.
  ///
  /// The file is named by the words' length and a hash of the words themselves, so a
  /// changed list never reads another list's counts. One that does not hold exactly a
  /// count per word, each at most the letters there are, is ignored and written anew; a folder that cannot be
  /// written just means the walk is made again next time.
  public func guesserMisses(of words: FixedLengthWords) -> [UInt8] {
    computed(
      "guesser-\(words.length)", key: words.bytes,
      isSound: { $0.count == words.count && $0.allSatisfy { $0 <= Alphabet.maximumCount } },
      compute: { FrequencyGuesser.misses(of: words) })
  }

  /// Bytes worked out once from some words (the guesser's misses, CodeWord Breaker's first
  /// hint), kept in the cache folder in a file named by `name` and a hash of `key` (the
  /// words they come from), so that a changed list never reads another's. A copy that
  /// `isSound` refuses, or that is not whole, is worked out and written again.
  public func computed(
    _ name: String, key: [UInt8], isSound: ([UInt8]) -> Bool, compute: () -> [UInt8]
  ) -> [UInt8] {
    let url = folder.appendingPathComponent("\(name)-\(String(FNV1a.hash(key), radix: 16)).value")
    if let file = CacheFile(url: url, key: [], sections: 1), let value = file.values(of: 0),
      isSound(value)
    {
      return value
    }
    let value = compute()
    CacheFile.write([value], key: [], to: url, with: write)
    return value
  }
}
