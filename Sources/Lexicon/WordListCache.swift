import Foundation

/// A compact binary copy of each loaded list, so the next load reads its words instead of
/// parsing XML (SPEC §4 puts such rebuildable files in `$XDG_CACHE_HOME`).
///
/// An index file holds a header naming the source's size and modification time, the number
/// of words of each length, and the length groups back to back, exactly as `WordList`
/// keeps them. It is used only if the source still has that size and time and every group
/// reads back as sorted, distinct upper-case words; anything else (a changed source, a
/// truncated or tampered index) is ignored and the index is rebuilt. Writing it is best
/// effort: a cache folder that cannot be written just means the next load parses again.
public struct WordListCache: Sendable {
  private static let magic = Array("WGIX0001".utf8)

  /// The folder the index files go in.
  public let folder: URL

  /// Creates a cache in `folder`, which is made when the first index is written.
  public init(folder: URL) {
    self.folder = folder
  }

  /// The index file of a source: its name, and a hash of its full path so that two lists
  /// of the same name do not share an index.
  func indexURL(for source: URL) -> URL {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a
    for byte in source.standardizedFileURL.path.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    let name = source.deletingPathExtension().lastPathComponent
    return folder.appendingPathComponent("\(name)-\(String(hash, radix: 16)).index")
  }

  /// The list cached for `source` with this stamp, if there is a sound one.
  ///
  /// Each group is read straight into its own array, so loading holds no second copy.
  func load(_ source: URL, stamp: SourceStamp) -> WordList? {
    guard let index = try? ReadableFile(path: indexURL(for: source).path),
      let indexStamp = index.stamp
    else { return nil }
    let headerSize = Self.magic.count + 3 * 8
    guard index.bytes(Self.magic.count) == Self.magic, index.integer() == stamp.size,
      index.integer() == stamp.modified, let groupCount = index.integer(),
      (1..<1 << 16).contains(groupCount)
    else { return nil }
    let counts = (0..<groupCount).map { _ in index.integer() ?? -1 }
    // The sizes must add up to the file's before anything is allocated for them.
    var expectedSize = headerSize + 8 * groupCount
    for (length, count) in zip(1..., counts) {
      let (groupSize, overflow) = count.multipliedReportingOverflow(by: length)
      guard count >= 0, !overflow, groupSize <= indexStamp.size else { return nil }
      expectedSize += groupSize
    }
    guard expectedSize == indexStamp.size, counts.last! > 0 else { return nil }

    var groups: [FixedLengthWords?] = [nil]
    for (length, count) in zip(1..., counts) {
      guard let bytes = index.bytes(count * length),
        let words = FixedLengthWords(validating: bytes, length: length)
      else { return nil }
      groups.append(count == 0 ? nil : words)
    }
    return WordList(groups: groups)
  }

  /// Writes the index of `list` for `source`, atomically; failures are ignored.
  ///
  /// The groups are written one after another from where the list keeps them, so writing
  /// holds no copy of the words.
  func store(_ list: WordList, for source: URL, stamp: SourceStamp) {
    var header = Self.magic
    func append(_ value: Int) {
      withUnsafeBytes(of: Int64(value).littleEndian) { header.append(contentsOf: $0) }
    }
    let lengths = Array(stride(from: 1, through: list.longestLength, by: 1))
    append(stamp.size)
    append(stamp.modified)
    append(lengths.count)
    for length in lengths { append(list.count(ofLength: length)) }

    let target = indexURL(for: source)
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
        throw CocoaError(.fileWriteUnknown)
      }
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try handle.write(contentsOf: header)
      for length in lengths { try handle.write(contentsOf: list.words(ofLength: length).bytes) }
      guard rename(temporary.path, target.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
    }
  }
}

/// What identifies one version of a source file: its size and modification time.
struct SourceStamp: Equatable {
  let size: Int
  /// Nanoseconds since 1970.
  let modified: Int

  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    size = Int(info.st_size)
    modified = Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec)
  }
}

extension ReadableFile {
  /// The next little-endian 64-bit integer of an index.
  fileprivate func integer() -> Int? {
    bytes(8).map { bytes in
      Int(Int64(littleEndian: bytes.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) }))
    }
  }
}
