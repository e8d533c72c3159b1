import Foundation
import TestSupport
import Testing

@testable import Lexicon

/// The one cache format: a file is opened only if its header is this program's, for this
/// key, with section sizes that add up to the file's; its sections read back as written.
@Suite struct CacheFileTests {
  let folder: TemporaryFolder
  let url: URL
  let write: WordListCache.Writer = { chunks, url in
    try Data(chunks.joined()).write(to: url)
  }

  init() throws {
    folder = try TemporaryFolder()
    url = folder.url.appendingPathComponent("test.value")
  }

  /// A file of two sections, made from the key 7, 8.
  func written() throws -> [UInt8] {
    CacheFile.write(
      [littleEndianBytes([UInt32(1), 70_000]), [5, 6, 7]], key: [7, 8], to: url, with: write)
    return [UInt8](try Data(contentsOf: url))
  }

  @Test func sectionsReadBackAsTheyWereWritten() throws {
    defer { folder.remove() }
    _ = try written()
    let file = try #require(CacheFile(url: url, key: [7, 8], sections: 2))
    #expect(file.values(of: 0, as: UInt32.self) == [1, 70_000])
    #expect(file.values(of: 1) == [5, 6, 7])
    #expect(file.column(of: 0, as: UInt32.self)?[1] == 70_000)
    #expect(file.count(of: 1, as: UInt32.self) == nil)  // three bytes hold no whole UInt32
    #expect(CacheFile(url: url, key: [7, 8])?.sectionCount == 2)
  }

  /// Changes to a sound file, each named. Its header is the magic, the version, the key's
  /// count, the key (two), the section count and two sizes: 8 bytes each, from offset 0.
  static let damages: [(String, @Sendable (inout [UInt8]) -> Void)] = [
    ("another magic", { $0[0] = UInt8(ascii: "X") }),
    ("another version", { $0[8] = 9 }),
    ("another key", { $0[24] = 9 }),
    ("a key of another length", { $0[16] = 1 }),
    ("another section count", { $0[40] = 3 }),
    ("a section count past 64", { $0[40] = 200 }),
    ("a negative size", { $0[48 + 7] = 0x80 }),
    ("a size past the end", { $0[48] = 9 }),
    ("sizes short of the file", { $0.append(0) }),
    ("cut short", { $0.removeLast() }),
    ("cut inside the header", { $0.removeLast($0.count - 20) }),
    ("empty", { $0 = [] }),
  ]

  @Test(arguments: damages.indices)
  func aFileWhoseHeaderIsNotThisOneIsNotOpened(_ index: Int) throws {
    defer { folder.remove() }
    var bytes = try written()
    Self.damages[index].1(&bytes)
    try Data(bytes).write(to: url)
    #expect(CacheFile(url: url, key: [7, 8], sections: 2) == nil, "\(Self.damages[index].0)")
  }

  @Test func anythingButARegularFileIsNotOpened() throws {
    defer { folder.remove() }
    #expect(CacheFile(url: url, key: [], sections: 1) == nil)  // missing
    #expect(mkfifo(url.path, 0o644) == 0)
    #expect(CacheFile(url: url, key: [], sections: 1) == nil)
  }
}
