import Foundation

/// What a word means: one sense of one part of speech, from `definitions.plist` (SPEC §3.6).
public struct Meaning: Equatable, Sendable, CustomStringConvertible {
  /// The word's base form, in lower case: `goose` for GEESE.
  public var base: String
  /// `noun`, `verb`, `adjective` or `adverb`.
  public var partOfSpeech: String
  public var gloss: String

  /// `goose (noun): web-footed long-necked …`
  public var description: String { "\(base) (\(partOfSpeech)): \(gloss)" }
}

/// The meanings of English words: `definitions.plist`, a property list dictionary from WORD
/// to lines `base, noun: gloss`, or `base, noun` alone for an inflected form, whose gloss is
/// its base form's (`make words` writes it from WordNet).
///
/// Nothing is read until a word is looked up. `PropertyListSerialization` decodes the
/// whole file in about half a second, so that is done once for each version of the file:
/// with a cache, its entries are kept there as a table sorted by key (see `MeaningsTable`),
/// in which each lookup after that reads a few pages.
public final class Definitions {
  private let url: URL
  private let cache: WordListCache?
  private let parsing: (_ size: Int) -> Void
  /// The whole file decoded, once a lookup found no table of this version of it.
  private var decoded: [String: String]?

  /// The largest definitions file read.
  static let maximumFileSize = 64 << 20

  /// The meanings in the file at `url`, kept in `cache` once decoded; `parsing` is told the
  /// file's size before that one decoding.
  public init(
    url: URL, cache: WordListCache? = nil, parsing: @escaping (_ size: Int) -> Void = { _ in }
  ) {
    self.url = url
    self.cache = cache
    self.parsing = parsing
  }

  /// The meanings of `word` (in any case), each part of speech once; none for a word the
  /// file does not have.
  ///
  /// - Throws: `WordListError` for a file that cannot be read, or is not a dictionary.
  public func meanings(of word: String) throws(WordListError) -> [Meaning] {
    var meanings: [Meaning] = []
    for line in try lines(of: word) {
      if line.gloss.isEmpty {
        // An inflected form: the gloss is in its base form's entry (one step only, so that
        // no file can send the search round in a circle).
        meanings += try lines(of: line.base).filter {
          !$0.gloss.isEmpty && $0.partOfSpeech == line.partOfSpeech
        }
      } else {
        meanings.append(line)
      }
    }
    return meanings
  }

  /// The lines of `word`'s entry: `base, noun: gloss`, or `base, noun` with no gloss.
  private func lines(of word: String) throws(WordListError) -> [Meaning] {
    try entry(word.uppercased())?.split(separator: "\n").compactMap { line in
      guard let comma = line.range(of: ", ") else { return nil }
      let rest = line[comma.upperBound...]
      let colon = rest.range(of: ": ")
      return Meaning(
        base: String(line[..<comma.lowerBound]),
        partOfSpeech: String(rest[..<(colon?.lowerBound ?? rest.endIndex)]),
        gloss: colon.map { String(rest[$0.upperBound...]) } ?? "")
    } ?? []
  }

  /// The text of `key`'s entry, if the file has one.
  func entry(_ key: String) throws(WordListError) -> String? {
    if let decoded { return decoded[key] }
    if let stamp = SourceStamp(path: url.path),
      let table = cache.flatMap({ MeaningsTable(in: $0, for: url, stamp: stamp) }),
      let found = table.entry(Array(key.utf8))
    {
      return found
    }
    let (bytes, stamp) = try ReadableFile.contents(
      of: url.path, atMost: Self.maximumFileSize, opened: parsing)
    // Foundation is never handed containers in containers (see `PropertyListShape`).
    guard PropertyListShape.isFlatXMLDictionary(bytes),
      let dictionary = try? PropertyListSerialization.propertyList(
        from: Data(bytes), format: nil) as? [String: String]
    else { throw .malformed(path: url.path, reason: "not a dictionary of strings") }
    decoded = dictionary
    cache.map { MeaningsTable.store(dictionary, in: $0, for: url, stamp: stamp) }
    return dictionary[key]
  }
}

/// The entries of a definitions file as its cache keeps them: four sections, the end of
/// each key and of each entry's text (32-bit), then the keys one after another in order,
/// and the texts; a lookup is a binary search that reads a key at each step, then one text.
///
/// Read only where every end it reads lies in its section, not before the one before: a
/// table found otherwise is not trusted, and the file is decoded again.
struct MeaningsTable {
  private let file: CacheFile
  private let keyEnds: NodeColumn<UInt32>
  private let textEnds: NodeColumn<UInt32>

  /// The table of `source` in `cache`, if there is one of this version of it.
  init?(in cache: WordListCache, for source: URL, stamp: SourceStamp) {
    guard
      let file = CacheFile(
        url: cache.url(for: source, kind: "meanings"), key: stamp.fields, sections: 4),
      let keyEnds = file.column(of: 0, as: UInt32.self),
      let textEnds = file.column(of: 1, as: UInt32.self), keyEnds.count == textEnds.count
    else { return nil }
    (self.file, self.keyEnds, self.textEnds) = (file, keyEnds, textEnds)
  }

  /// Writes the table of `entries`, the file at `source` decoded; failures are ignored.
  static func store(
    _ entries: [String: String], in cache: WordListCache, for source: URL, stamp: SourceStamp
  ) {
    var keys: [UInt8] = []
    var texts: [UInt8] = []
    var keyEnds: [UInt32] = []
    var textEnds: [UInt32] = []
    for (key, text) in entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
      keys += key.utf8
      texts += text.utf8
      keyEnds.append(UInt32(keys.count))
      textEnds.append(UInt32(texts.count))
    }
    CacheFile.write(
      [littleEndianBytes(keyEnds), littleEndianBytes(textEnds), keys, texts],
      key: stamp.fields, to: cache.url(for: source, kind: "meanings"), with: cache.write)
  }

  /// The text of the entry of `key` (`.some(nil)` if there is none), or `nil` if the table
  /// cannot be trusted.
  func entry(_ key: [UInt8]) -> String?? {
    var low = 0
    var high = keyEnds.count
    while low < high {
      let middle = (low + high) / 2
      guard let found = bytes(of: middle, in: 2, ends: keyEnds) else { return nil }
      if found == key {
        guard let text = bytes(of: middle, in: 3, ends: textEnds) else { return nil }
        return String(decoding: text, as: UTF8.self)
      }
      if found.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
    }
    return .some(nil)
  }

  /// The bytes of item `index` of section `section`, whose items end at `ends`, if the
  /// ends are in order there and the file still has them.
  ///
  /// The ends are read from the same file, before the bytes: a read of them that came up
  /// short has already marked it damaged, so the file reads no bytes.
  private func bytes(of index: Int, in section: Int, ends: NodeColumn<UInt32>) -> [UInt8]? {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    let end = Int(ends[index])
    return start <= end ? file.values(of: section, in: start..<end) : nil
  }
}
