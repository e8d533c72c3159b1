import Foundation

/// The one format of every file the cache keeps: a header, then sections back to back, each
/// a column of fixed-width little-endian values (a list's words of one length, a tree's
/// labels, a solved game's byte per node).
///
/// The header is a magic, the format's version, the key of what the file was made from (a
/// list's `SourceStamp`, or nothing for a file named by a hash of its words), and each
/// section's size in bytes, all 8 bytes each. A file is opened only if its header is this
/// one and its sizes add up to its size; the values are then checked where they are read
/// (a list's words when it loads, a tree's nodes as a game walks them), so a bad file is
/// rebuilt and never crashes.
struct CacheFile {
  /// `WGCACHE1`, the file's first 8 bytes.
  private static let magic = Array("WGCACHE1".utf8).withUnsafeBytes {
    Int(Int64(littleEndian: $0.loadUnaligned(as: Int64.self)))
  }
  /// The format's version, raised when what a file holds changes meaning: 3 since a list's
  /// index ends with its spellings.
  static let version = 3

  /// Where each section lies in the file.
  private let sections: [Range<Int>]
  /// The file, read a page at a time for a section read as a column.
  private let file: ReadableFile

  /// Opens the file at `url` made from `key`, with `count` sections (or, when `count` is
  /// `nil`, any number up to two for each length a word may have and one more: a ranking's,
  /// or a list's index).
  init?(url: URL, key: [Int], sections count: Int? = nil) {
    guard let file = try? ReadableFile(path: url.path) else { return nil }
    let expected = [Self.magic, Self.version, key.count] + key
    guard let fields = Self.integers(expected.count + 1, of: file, at: 0),
      Array(fields.dropLast()) == expected, let found = fields.last,
      count.map({ $0 == found }) ?? (0...2 * WordList.maximumWordLength + 1).contains(found),
      let sizes = Self.integers(found, of: file, at: 8 * fields.count)
    else { return nil }
    var start = 8 * (fields.count + found)
    var sections: [Range<Int>] = []
    for size in sizes {
      guard size >= 0, size <= file.size - start else { return nil }
      sections.append(start..<start + size)
      start += size
    }
    guard start == file.size else { return nil }
    self.sections = sections
    self.file = file
  }

  /// `count` 8-byte little-endian integers of `file` from `offset`, if it has them.
  private static func integers(_ count: Int, of file: ReadableFile, at offset: Int) -> [Int]? {
    guard offset + 8 * count <= file.size else { return nil }
    let fields = file.values(Int64.self, at: offset, count: count)
    return file.isDamaged ? nil : fields.map(Int.init)
  }

  /// The number of sections.
  var sectionCount: Int { sections.count }

  /// Writes `sections` to `url` as a file made from `key`, through the cache's writer.
  static func write(
    _ sections: [[UInt8]], key: [Int], to url: URL, with writer: WordListCache.Writer
  ) {
    let fields = [magic, version, key.count] + key + [sections.count] + sections.map(\.count)
    var header: [UInt8] = []
    for field in fields {
      withUnsafeBytes(of: Int64(field).littleEndian) { header.append(contentsOf: $0) }
    }
    try? writer([header] + sections, url)
  }

  /// The number of values of `Value` section `index` holds, if it holds whole ones.
  func count<Value: FixedWidthInteger>(of index: Int, as _: Value.Type = UInt8.self) -> Int? {
    let (count, rest) = sections[index].count.quotientAndRemainder(
      dividingBy: MemoryLayout<Value>.size)
    return rest == 0 ? count : nil
  }

  /// Section `index`'s values, or those at `range` of them, read in one go, or `nil` if the
  /// section or the file no longer has them all.
  func values<Value: FixedWidthInteger>(
    of index: Int, in range: Range<Int>? = nil, as _: Value.Type = UInt8.self
  ) -> [Value]? {
    guard let count = count(of: index, as: Value.self) else { return nil }
    let range = range ?? 0..<count
    guard range.upperBound <= count else { return nil }
    let start = sections[index].lowerBound + range.lowerBound * MemoryLayout<Value>.size
    let values = file.values(Value.self, at: start, count: range.count)
    return file.isDamaged ? nil : values
  }

  /// Section `index` as words of `length` letters, if it holds sorted, distinct words of
  /// `alphabet`: a list's words of one length, in its index or its ranking.
  func words(of index: Int, length: Int, alphabet: Alphabet) -> FixedLengthWords? {
    values(of: index).flatMap {
      FixedLengthWords(validating: $0, length: length, alphabet: alphabet)
    }
  }

  /// Section `index` as a column read a page at a time when first asked for, if it holds
  /// whole values that never cross a page.
  func column<Value>(of index: Int, as _: Value.Type = Value.self) -> NodeColumn<Value>? {
    guard let count = count(of: index, as: Value.self),
      sections[index].lowerBound.isMultiple(of: MemoryLayout<Value>.size)
    else { return nil }
    return NodeColumn(file, offset: sections[index].lowerBound, count: count)
  }
}

/// `values` as a cache file holds them: little-endian bytes.
func littleEndianBytes<Value: FixedWidthInteger>(_ values: [Value]) -> [UInt8] {
  values.map(\.littleEndian).withUnsafeBytes { [UInt8]($0) }
}
