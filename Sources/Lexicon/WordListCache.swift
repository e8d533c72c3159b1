import Foundation

/// A compact binary copy of each loaded list, so the next load reads its words instead of
/// parsing XML (SPEC §4 puts such rebuildable files in `$XDG_CACHE_HOME`).
///
/// An index file holds a header naming the version of the source it was made from (see
/// `SourceStamp`), the number of words of each length, and the length groups back to
/// back, exactly as `WordList` keeps them. It is used only if the source is still that
/// version and every group reads back as sorted, distinct upper-case words; anything else
/// (a changed source, a truncated or tampered index) is ignored and the index is rebuilt.
/// Writing it is best effort, through the writer the program gives: a cache folder that
/// cannot be written just means the next load parses again.
public struct WordListCache: Sendable {
  private static let magic = Array("WGIX0002".utf8)

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

  /// The index file of a source: its name, and a hash of its full path so that two lists
  /// of the same name do not share an index.
  func indexURL(for source: URL) -> URL {
    let hash = Self.hash(source.standardizedFileURL.path.utf8)
    let name = source.deletingPathExtension().lastPathComponent
    return folder.appendingPathComponent("\(name)-\(String(hash, radix: 16)).index")
  }

  /// A hash of bytes that is the same in every run (FNV-1a), for naming files.
  private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }

  /// The list cached for `source` with this stamp, if there is a sound one.
  ///
  /// Each group is read straight into its own array, so loading holds no second copy.
  func load(_ source: URL, stamp: SourceStamp) -> WordList? {
    guard let index = try? ReadableFile(path: indexURL(for: source).path) else { return nil }
    let headerSize = Self.magic.count + (SourceStamp.fieldCount + 1) * 8
    guard index.bytes(Self.magic.count) == Self.magic,
      stamp.fields.allSatisfy({ index.integer() == $0 }),
      let groupCount = index.integer(), (1...WordList.maximumWordLength).contains(groupCount)
    else { return nil }
    let counts = (0..<groupCount).map { _ in index.integer() ?? -1 }
    // The sizes must add up to the file's before anything is allocated for them.
    var expectedSize = headerSize + 8 * groupCount
    for (length, count) in zip(1..., counts) {
      let (groupSize, overflow) = count.multipliedReportingOverflow(by: length)
      guard count >= 0, !overflow, groupSize <= index.size else { return nil }
      expectedSize += groupSize
    }
    guard expectedSize == index.size, counts.last! > 0 else { return nil }

    var groups: [FixedLengthWords?] = [nil]
    for (length, count) in zip(1..., counts) {
      guard let bytes = index.bytes(count * length),
        let words = FixedLengthWords(validating: bytes, length: length)
      else { return nil }
      groups.append(count == 0 ? nil : words)
    }
    return WordList(groups: groups)
  }

  /// Writes the index of `list` for `source`; failures are ignored.
  ///
  /// The groups are handed to the writer as the list keeps them, so writing holds no copy
  /// of the words.
  func store(_ list: WordList, for source: URL, stamp: SourceStamp) {
    let lengths = Array(stride(from: 1, through: list.longestLength, by: 1))
    let header = Self.header(
      Self.magic, stamp.fields + [lengths.count] + lengths.map { list.count(ofLength: $0) })
    try? write([header] + lengths.map { list.words(ofLength: $0).bytes }, indexURL(for: source))
  }

  /// A cache file's header: its magic, then each value as a little-endian 64-bit integer
  /// (read back with `ReadableFile.integer()`).
  static func header(_ magic: [UInt8], _ values: [Int]) -> [UInt8] {
    var header = magic
    for value in values {
      withUnsafeBytes(of: Int64(value).littleEndian) { header.append(contentsOf: $0) }
    }
    return header
  }
}

// MARK: The guesser's misses

extension WordListCache {
  private static let missesMagic = Array("WGGM0001".utf8)

  /// The frequency guesser's misses on each of `words` (`FrequencyGuesser.misses(of:)`),
  /// kept beside the list indexes so that each length is walked once, not at every game.
  ///
  /// The file is named by the words' length and a hash of the words themselves, so a
  /// changed list never reads another list's counts. One that does not hold exactly a
  /// count per word, each at most 26, is ignored and written anew; a folder that cannot be
  /// written just means the walk is made again next time.
  public func guesserMisses(of words: FixedLengthWords) -> [UInt8] {
    let url = missesURL(for: words)
    let magic = Self.missesMagic
    if let file = try? ReadableFile(path: url.path), file.size == magic.count + words.count,
      file.bytes(magic.count) == magic, let misses = file.bytes(words.count),
      misses.allSatisfy({ $0 <= 26 })
    {
      return misses
    }
    let misses = FrequencyGuesser.misses(of: words)
    try? write([magic, misses], url)
    return misses
  }

  /// The file of the guesser's misses on `words`.
  func missesURL(for words: FixedLengthWords) -> URL {
    let hash = Self.hash(words.bytes)
    return folder.appendingPathComponent(
      "guesser-\(words.length)-\(String(hash, radix: 16)).misses")
  }
}

// MARK: Anything else worked out once

extension WordListCache {
  private static let computedMagic = Array("WGCV0001".utf8)

  /// Bytes worked out once from some words (CodeWord Breaker's first hint), kept in the
  /// cache folder in a file named by `name` and a hash of `key` (the words they come
  /// from), so that a changed list never reads another's. A copy that `isSound` refuses,
  /// or that is not whole, is worked out and written again.
  public func computed(
    _ name: String, key: [UInt8], isSound: ([UInt8]) -> Bool, compute: () -> [UInt8]
  ) -> [UInt8] {
    let url = folder.appendingPathComponent("\(name)-\(String(Self.hash(key), radix: 16)).value")
    let magic = Self.computedMagic
    if let file = try? ReadableFile(path: url.path), file.size > magic.count + 8,
      file.bytes(magic.count) == magic, let count = file.integer(),
      count == file.size - magic.count - 8, let value = file.bytes(count), isSound(value)
    {
      return value
    }
    let value = compute()
    try? write([Self.header(magic, [value.count]), value], url)
    return value
  }
}

extension ReadableFile {
  /// The next little-endian 64-bit integer of a cache file's header.
  func integer() -> Int? {
    bytes(8).map { bytes in
      Int(Int64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }))
    }
  }
}
