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

  /// A small list's tree kept in the cache: the list, the file, its bytes and the nodes.
  func keptTree() throws -> (url: URL, file: URL, bytes: [UInt8], count: Int) {
    let url = try temporary.source("bear\nboar\ndeer\n")
    let tree = InfixTree(try WordList(contentsOf: url))
    cache.storeInfixTree(
      tree, bytes: NodeColumn([UInt8](repeating: 1, count: tree.nodeCount)), for: url, kind: "t")
    let file = cache.url(for: url, kind: "t")
    return (url, file, [UInt8](try Data(contentsOf: file)), tree.nodeCount)
  }

  @Test(arguments: ["truncated", "empty", "a section of another size"])
  func aTreeOfTheWrongShapeIsNotRead(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let (url, file, kept, count) = try keptTree()
    var bytes = kept
    switch damage {
    case "truncated": bytes.removeLast()
    case "empty": bytes = []
    default:
      // The last section one byte shorter, and the file with it: the sizes add up.
      let last = bytes.count - 6 * count - 4 - 8
      bytes[last] -= 1
      bytes.removeLast()
    }
    try Data(bytes).write(to: file)
    #expect(cache.cachedInfixTree(for: url, kind: "t") == nil)
  }

  @Test(arguments: ["a child before its parent", "a letter that is not one"])
  func aValueThatBreaksTheTreesRulesMarksItDamagedWhereItIsRead(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let (url, file, kept, count) = try keptTree()
    var bytes = kept
    // The first children (4 bytes a node and one more), the labels, the bytes.
    let header = bytes.count - 6 * count - 4
    if damage == "a letter that is not one" {
      bytes[header + 4 * (count + 1) + 1] = 27
    } else {
      bytes[header + 4 * 2] = 1  // node 2's children would start at node 1
    }
    try Data(bytes).write(to: file)
    let read = try #require(cache.cachedInfixTree(for: url, kind: "t"))
    #expect(!read.tree.isDamaged)
    _ = walk(read.tree)
    #expect(read.tree.isDamaged)
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
    try #require(tree.nodeCount * 6 > 8 * ReadableFile.pageSize)
    cache.storeInfixTree(
      tree, bytes: NodeColumn([UInt8](repeating: 1, count: tree.nodeCount)), for: url,
      kind: "test")
    let sound = try #require(cache.cachedInfixTree(for: url, kind: "test"))
    #expect(walk(sound.tree) == tree.nodeCount && !sound.tree.isDamaged)
    let read = try #require(cache.cachedInfixTree(for: url, kind: "test"))
    let file = try FileHandle(forWritingTo: cache.url(for: url, kind: "test"))
    defer { try? file.close() }
    // Past the header (the columns are the file's last 6 bytes a node and 4 more): what the
    // check read is changed behind its back.
    let size =
      try FileManager.default.attributesOfItem(
        atPath: cache.url(for: url, kind: "test").path)[.size] as? Int ?? 0
    let body = size - 6 * tree.nodeCount - 4
    if damage == "cut short" {
      try file.truncate(atOffset: UInt64(body))
    } else {
      try file.seek(toOffset: UInt64(body))
      try file.write(contentsOf: Data(repeating: 0xFF, count: 6 * tree.nodeCount))
    }
    #expect(walk(read.tree) < tree.nodeCount)
    #expect(read.tree.isDamaged && read.bytes.isDamaged)
    // Opened again, a file cut short is not read; one overwritten is marked where it is read.
    let again = cache.cachedInfixTree(for: url, kind: "test")
    #expect(
      damage == "cut short"
        ? again == nil : again.map { walk($0.tree) < tree.nodeCount && $0.tree.isDamaged } == true)
  }
}
