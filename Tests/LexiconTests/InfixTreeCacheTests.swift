import Foundation
import Testing

@testable import Lexicon

/// An infix tree kept in the cache folder and read back a page at a time.
@Suite struct InfixTreeCacheTests {
  let temporary: TemporaryCache
  var cache: WordListCache { temporary.cache }

  init() throws {
    temporary = try TemporaryCache()
  }

  @Test func aTreeAndItsBytesReadBackPageByPage() throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let english = BundledListTests.folder.appendingPathComponent("english-large.plist")
    let tree = InfixTree(try WordList(contentsOf: english), minimumLength: 4)
    let bytes = NodeColumn((0..<tree.nodeCount).map { UInt8(truncatingIfNeeded: $0 &* 37) })
    #expect(cache.cachedInfixTree(for: english, kind: "test") == nil)
    cache.storeInfixTree(tree, bytes: bytes, for: english, kind: "test")
    let read = try #require(cache.cachedInfixTree(for: english, kind: "test"))
    #expect(read.tree.labels.values == tree.labels.values)
    #expect(read.tree.firstChildren.values == tree.firstChildren.values)
    #expect(read.bytes.values == bytes.values)
    #expect(read.tree.node(for: "QUIZ") == tree.node(for: "QUIZ"))
    #expect(cache.cachedInfixTree(for: english, kind: "other") == nil)
  }

  @Test func aTreeOfAChangedListIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = try temporary.source("bear\nboar\n")
    let tree = InfixTree(try WordList(contentsOf: url))
    let bytes = NodeColumn([UInt8](repeating: 1, count: tree.nodeCount))
    cache.storeInfixTree(tree, bytes: bytes, for: url, kind: "t")
    #expect(cache.cachedInfixTree(for: url, kind: "t") != nil)
    _ = try temporary.source("bear\nboar\ndeer\n")
    #expect(cache.cachedInfixTree(for: url, kind: "t") == nil)
  }

  @Test(arguments: [
    "truncated", "a byte changed", "empty", "a child before its parent",
    "a letter that is not one",
  ])
  func aDamagedTreeIsNotRead(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = try temporary.source("bear\nboar\ndeer\n")
    let tree = InfixTree(try WordList(contentsOf: url))
    let count = tree.nodeCount
    cache.storeInfixTree(
      tree, bytes: NodeColumn([UInt8](repeating: 1, count: count)), for: url, kind: "t")
    let file = cache.treeURL(for: url, kind: "t")
    var bytes = [UInt8](try Data(contentsOf: file))
    let header = bytes.count - 6 * count - 4
    switch damage {
    case "truncated": bytes.removeLast()
    case "a byte changed": bytes[header + 4 * (count + 1) + count] ^= 0x80
    case "empty": bytes = []
    default:
      // Refused by the walk's check even with a checksum that agrees.
      if damage == "a letter that is not one" {
        bytes[header + 4 * (count + 1) + 1] = 27
      } else {
        bytes[header + 4 * 2] = 1  // node 2's children would start at node 1
      }
      var checksum = Checksum()
      bytes[header...].withUnsafeBytes { checksum.add($0) }
      withUnsafeBytes(of: checksum.value.littleEndian) {
        bytes.replaceSubrange((header - 8)..<header, with: $0)
      }
    }
    try Data(bytes).write(to: file)
    #expect(cache.cachedInfixTree(for: url, kind: "t") == nil)
  }

  @Test func aChecksumDoesNotDependOnHowTheBytesArrive() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 101) }
    var whole = Checksum()
    bytes.withUnsafeBytes { whole.add($0) }
    for cut in [1, 3, 7, 8, 9, 31, 33, 500, 999] {
      var pieces = Checksum()
      bytes[..<cut].withUnsafeBytes { pieces.add($0) }
      bytes[cut...].withUnsafeBytes { pieces.add($0) }
      #expect(pieces.value == whole.value, "cut at \(cut)")
    }
    var changed = Checksum()
    var other = bytes
    other[500] ^= 1
    other.withUnsafeBytes { changed.add($0) }
    #expect(changed.value != whole.value)
  }

  /// Walks every node the tree reaches from the root through `children(of:)` and
  /// `letter(of:)`, as play and the solver do.
  func walk(_ tree: InfixTree) -> Int {
    var queue = [InfixTree.root]
    var head = 0
    while head < queue.count {
      let node = queue[head]
      head += 1
      for child in tree.children(of: node) where tree.letter(of: child) != 0 {
        queue.append(child)
      }
    }
    return head
  }

  @Test(arguments: ["cut short", "overwritten"])
  func aTreeDamagedAfterItWasCheckedIsMarkedSoAndStaysWalkable(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    // Words enough for a tree of many pages, each read when first needed.
    var generator = SplitMix64(seed: 31)
    let words = (0..<600).map { _ in
      String((0..<8).map { _ in Character(Unicode.Scalar(UInt8(97 + generator.next() % 26))) })
    }
    let url = try temporary.source(words.joined(separator: "\n"))
    let tree = InfixTree(try WordList(contentsOf: url), minimumLength: 4)
    try #require(tree.nodeCount * 6 > 8 * PagedFile.pageSize)
    cache.storeInfixTree(
      tree, bytes: NodeColumn([UInt8](repeating: 1, count: tree.nodeCount)), for: url,
      kind: "test")
    let sound = try #require(cache.cachedInfixTree(for: url, kind: "test"))
    #expect(walk(sound.tree) == tree.nodeCount && !sound.tree.isDamaged)
    let read = try #require(cache.cachedInfixTree(for: url, kind: "test"))
    let file = try FileHandle(forWritingTo: cache.treeURL(for: url, kind: "test"))
    defer { try? file.close() }
    let body = 100  // past the header: what the check read is changed behind its back
    if damage == "cut short" {
      try file.truncate(atOffset: UInt64(body))
    } else {
      try file.seek(toOffset: UInt64(body))
      try file.write(contentsOf: Data(repeating: 0xFF, count: 6 * tree.nodeCount))
    }
    #expect(walk(read.tree) < tree.nodeCount)
    #expect(read.tree.isDamaged && read.bytes.isDamaged)
    #expect(cache.cachedInfixTree(for: url, kind: "test") == nil)
  }
}
