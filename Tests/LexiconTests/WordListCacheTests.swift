import Foundation
import Testing

@testable import Lexicon

@Suite struct WordListCacheTests {
  let temporary: TemporaryCache
  var folder: URL { temporary.folder }
  var cache: WordListCache { temporary.cache }

  init() throws {
    temporary = try TemporaryCache()
  }

  func source(_ text: String) throws -> URL {
    try temporary.source(text)
  }

  @Test func anIndexReadsBackAsTheParsedList() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = BundledListTests.folder.appendingPathComponent("english.plist")
    let parsed = try WordList(contentsOf: english)
    let first = try WordList(contentsOf: english, cache: cache)
    #expect(cache.load(english) == parsed)
    #expect(try WordList(contentsOf: english, cache: cache) == parsed)
    #expect(first == parsed)
  }

  /// A game that plays some lengths reads only them, from the index as from the source,
  /// and each is the parsed list's group of that length.
  @Test func someLengthsReadBackAsTheParsedListsGroups() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let dutch = BundledListTests.folder.appendingPathComponent("dutch.plist")
    let parsed = try WordList(contentsOf: dutch)
    for lengths in [7...7, 3...5, 24...40, 0...0, -4 ... -4, 1...1] {
      let kept = parsed.keeping(lengths)
      #expect(try WordList(contentsOf: dutch, cache: cache, lengths: lengths) == kept)
      #expect(kept.lengths == parsed.lengths.filter(lengths.contains))
      for length in kept.lengths {
        #expect(kept.words(ofLength: length) == parsed.words(ofLength: length))
      }
    }
    #expect(try WordList(contentsOf: dutch, cache: cache, lengths: 1...64) == parsed)
  }

  @Test func aChangedSourceIsParsedAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\nboar\n")
    #expect(try WordList(contentsOf: url, cache: cache).count == 2)
    _ = try source("bear\nboar\ndeer\n")
    #expect(try WordList(contentsOf: url, cache: cache).count == 3)
  }

  @Test func aListRewrittenWithItsOldSizeAndTimeIsParsedAgain() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\nboar\n")
    let modified = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]
    #expect(
      Array(try WordList(contentsOf: url, cache: cache).words(ofLength: 4)) == ["BEAR", "BOAR"])
    // The same size, and the old modification time put back, as `cp -p` or `touch -r` do.
    let handle = try #require(FileHandle(forWritingAtPath: url.path))
    try handle.write(contentsOf: Data("deer\nduck\n".utf8))
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: modified!], ofItemAtPath: url.path)
    #expect(
      Array(try WordList(contentsOf: url, cache: cache).words(ofLength: 4)) == ["DEER", "DUCK"])
  }

  @Test func aHugeWordNeitherCostsMemoryNorBloatsTheIndex() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("cat\n" + String(repeating: "a", count: 1_000_000) + "\n")
    #expect(try WordList(contentsOf: url, cache: cache).longestLength == 3)
    let index = try FileManager.default.attributesOfItem(atPath: cache.url(for: url).path)
    #expect((index[.size] as? Int ?? .max) < 200)
    #expect(try WordList(contentsOf: url, cache: cache).count == 1)
  }

  @Test func aFifoInPlaceOfTheIndexIsPassedOver() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\n")
    try FileManager.default.createDirectory(at: cache.folder, withIntermediateDirectories: true)
    #expect(mkfifo(cache.url(for: url).path, 0o644) == 0)
    #expect(try WordList(contentsOf: url, cache: cache).count == 1)
  }

  @Test(arguments: ["truncated", "lower case", "unsorted", "empty"])
  func aDamagedIndexIsIgnoredAndRebuilt(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\nboar\ndeer\n")
    let expected = try WordList(contentsOf: url, cache: cache)
    let index = cache.url(for: url)
    var bytes = [UInt8](try Data(contentsOf: index))
    switch damage {
    case "truncated": bytes.removeLast(3)
    case "lower case": bytes[bytes.count - 1] = UInt8(ascii: "r")
    case "unsorted": bytes.replaceSubrange((bytes.count - 8)..., with: Array("DEERBEAR".utf8))
    default: bytes = []
    }
    try Data(bytes).write(to: index)
    #expect(cache.load(url) == nil)
    #expect(try WordList(contentsOf: url, cache: cache) == expected)
    #expect(cache.load(url) == expected)
  }

  @Test func anUnwritableCacheFolderOnlyCostsTheIndex() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("cache"))  // a file, not a folder
    let url = try source("bear\n")
    #expect(try WordList(contentsOf: url, cache: cache).count == 1)
  }

  /// The file the guesser's misses on `words` are kept in: named by their length and a hash
  /// of their bytes (`WordListCache.computed`).
  func missesURL(for words: FixedLengthWords) -> URL {
    let hash = String(FNV1a.hash(words.bytes), radix: 16)
    return cache.folder.appendingPathComponent("guesser-\(words.length)-\(hash).value")
  }

  @Test func theGuessersMissesAreKeptAndReadBack() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let words = WordList(["bear", "boar", "deer", "duck", "hare", "care"]).words(ofLength: 4)
    let walked = FrequencyGuesser.misses(of: words)
    #expect(cache.guesserMisses(of: words) == walked)
    // What is read back is the file's: counts put there stand in for the walk.
    let planted: [UInt8] = [9, 8, 7, 6, 5, 4]
    CacheFile.write([planted], key: [], to: missesURL(for: words), with: cache.write)
    #expect(cache.guesserMisses(of: words) == planted)
  }

  @Test(arguments: ["too few", "too many", "not a cache file", "a count past the letters"])
  func aDamagedFileOfMissesIsWalkedAgainAndReplaced(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let words = WordList(["bear", "boar", "deer", "duck", "hare", "care"]).words(ofLength: 4)
    let url = missesURL(for: words)
    let planted: [UInt8] =
      switch damage {
      case "too few": [1, 2, 3]
      case "too many": [1, 2, 3, 4, 5, 6, 7]
      default: [1, 2, 3, 4, 5, UInt8(Alphabet.maximumCount + 1)]
      }
    CacheFile.write([planted], key: [], to: url, with: cache.write)
    if damage == "not a cache file" { try Data([0x57, 0x47] + planted).write(to: url) }
    let walked = FrequencyGuesser.misses(of: words)
    #expect(cache.guesserMisses(of: words) == walked)
    #expect(CacheFile(url: url, key: [], sections: 1)?.values(of: 0) == walked)
  }

  @Test func anotherListOfTheSameLengthHasItsOwnFile() {
    let one = WordList(["bear", "boar"]).words(ofLength: 4)
    let other = WordList(["bear", "deer"]).words(ofLength: 4)
    #expect(missesURL(for: one) != missesURL(for: other))
    #expect(missesURL(for: one) == missesURL(for: WordList(["boar", "bear"]).words(ofLength: 4)))
  }

  // MARK: Trees

  func sameTree(_ a: PrefixTree, _ b: PrefixTree) -> Bool {
    a.labels == b.labels && a.subtreeEnds == b.subtreeEnds && a.longestWords == b.longestWords
  }

  @Test func aTreeAndItsBytesReadBackAsTheyWereKept() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let english = BundledListTests.folder.appendingPathComponent("english-large.plist")
    let tree = PrefixTree(try WordList(contentsOf: english), endingAtWordsOf: 4)
    let bytes = (0..<tree.nodeCount).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    #expect(cache.cachedTree(for: english, kind: "test") == nil)
    cache.storeTree(tree, bytes: bytes, for: english, kind: "test")
    let read = try #require(cache.cachedTree(for: english, kind: "test"))
    #expect(sameTree(read.tree, tree))
    #expect(read.bytes == bytes)
    #expect(cache.cachedTree(for: english, kind: "other") == nil)
  }

  @Test func aTreeOfAChangedListIsNotRead() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\nboar\n")
    let tree = PrefixTree(try WordList(contentsOf: url))
    cache.storeTree(tree, bytes: Array(repeating: 1, count: tree.nodeCount), for: url, kind: "t")
    #expect(cache.cachedTree(for: url, kind: "t") != nil)
    _ = try source("bear\nboar\ndeer\n")
    #expect(cache.cachedTree(for: url, kind: "t") == nil)
  }

  @Test(arguments: ["truncated", "a subtree past the end", "empty", "a letter that is not one"])
  func aDamagedTreeIsNotRead(_ damage: String) throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = try source("bear\nboar\ndeer\n")
    let tree = PrefixTree(try WordList(contentsOf: url))
    let count = tree.nodeCount
    cache.storeTree(tree, bytes: Array(repeating: 1, count: count), for: url, kind: "t")
    let file = cache.url(for: url, kind: "t")
    var bytes = [UInt8](try Data(contentsOf: file))
    // The subtree ends (4 bytes a node), the labels, the longest words, the bytes.
    let header = bytes.count - 7 * count
    switch damage {
    case "truncated": bytes.removeLast()
    case "empty": bytes = []
    case "a letter that is not one": bytes[header + 4 * count + 1] = UInt8(ascii: "a")
    default: bytes[header + 4] = UInt8(count + 5)
    }
    try Data(bytes).write(to: file)
    #expect(cache.cachedTree(for: url, kind: "t") == nil)
  }
}
