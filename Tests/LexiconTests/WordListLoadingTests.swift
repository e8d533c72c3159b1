import Foundation
import TestSupport
import Testing

@testable import Lexicon

@Suite struct WordListLoadingTests {
  static func plist(_ body: String) -> Data {
    Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">\(body)</plist>
      """.utf8)
  }

  @Test func readsTheBundledShape() throws {
    let data = Self.plist("<array>\n\t<string>BEAR</string>\n\t<string>boar</string>\n</array>")
    let list = try WordList(data: data, path: "test.plist")
    #expect(Array(list.words(ofLength: 4)) == ["BEAR", "BOAR"])
  }

  struct ShapeCase: Sendable, CustomTestStringConvertible {
    let name: String
    let body: String
    let words: [String]
    var testDescription: String { name }
  }

  static let shapeCases: [ShapeCase] = [
    .init(
      name: "entity", body: "<array><string>R&amp;B</string><string>ok</string></array>",
      words: ["OK"]),
    .init(name: "comment", body: "<array><!-- c --><string>ok</string></array>", words: ["OK"]),
    .init(name: "CDATA", body: "<array><string><![CDATA[ok]]></string></array>", words: ["OK"]),
    .init(
      name: "empty string", body: "<array><string/><string>ok</string></array>",
      words: ["OK"]),
  ]

  @Test(arguments: shapeCases)
  func readsWhatEveryPropertyListMayHold(_ example: ShapeCase) throws {
    let data = Self.plist(example.body)
    let list = try WordList(data: data, path: "test.plist")
    #expect(Array(list.words(ofLength: 2)) == example.words)
  }

  @Test func readsBinaryPropertyLists() throws {
    let data = try PropertyListSerialization.data(
      fromPropertyList: ["zebra", "Apple", "apple"], format: .binary, options: 0)
    let list = try WordList(data: data, path: "test.bplist")
    #expect(Array(list.words(ofLength: 5)) == ["APPLE", "ZEBRA"])
  }

  @Test func readsPlainTextOneWordALine() throws {
    let list = try WordList(data: Data("bear\r\nboar\n\n  deer  \nno way\nduck".utf8), path: "t")
    #expect(Array(list.words(ofLength: 4)) == ["BEAR", "BOAR", "DEER", "DUCK"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let name: String
    let contents: Data
    let error: WordListError
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    .init(name: "empty", contents: Data(), error: .empty(path: "p")),
    .init(name: "white space", contents: Data(" \n\t\n".utf8), error: .empty(path: "p")),
    .init(
      name: "no usable word", contents: Data("42\nit's\n".utf8),
      error: .noUsableWords(path: "p")),
    .init(
      name: "dictionary", contents: plist("<dict><key>a</key><string>b</string></dict>"),
      error: .notAnArrayOfStrings(path: "p")),
    .init(
      name: "array of numbers", contents: plist("<array><integer>1</integer></array>"),
      error: .notAnArrayOfStrings(path: "p")),
    .init(
      name: "binary garbage", contents: Data([0x89, 0x50, 0x4E, 0x47, 0, 1, 2]),
      error: .malformed(path: "p", reason: "binary data, neither a property list nor text")),
  ]

  @Test(arguments: errorCases)
  func reportsWhatIsWrongWithTheFile(_ example: ErrorCase) {
    #expect(throws: example.error) { try WordList(data: example.contents, path: "p") }
  }

  @Test func reportsABrokenPropertyListAsMalformed() {
    let error = #expect(throws: WordListError.self) {
      try WordList(data: Self.plist("<array><string>a</array>"), path: "p")
    }
    guard case .malformed(let path, _) = error else {
      Issue.record("expected .malformed, got \(String(describing: error))")
      return
    }
    #expect(path == "p")
    #expect(error?.exitStatus == 65)
  }

  @Test func readsATextListThatStartsWithAByteOrderMark() throws {
    let list = try WordList(data: Data([0xEF, 0xBB, 0xBF] + Array("bear\nboar\n".utf8)), path: "t")
    #expect(Array(list.words(ofLength: 4)) == ["BEAR", "BOAR"])
    let xml = try WordList(
      data: Data([0xEF, 0xBB, 0xBF]) + Self.plist("<array><string>ok</string></array>"), path: "x")
    #expect(Array(xml.words(ofLength: 2)) == ["OK"])
  }

  @Test func refusesABinaryListOfSharedContainersBeforeDecodingIt() throws {
    // An array that refers 4,000 times to one array that refers 4,000 times to one string:
    // 12 KB that would decode to sixteen million strings.
    let data = Self.binaryPlist(objects: [
      [0xAF, 0x11, 0x0F, 0xA0] + Array(repeating: 1, count: 4000),
      [0xAF, 0x11, 0x0F, 0xA0] + Array(repeating: 2, count: 4000),
      [0x54] + Array("WORD".utf8),
    ])
    #expect(data.count < 10_000)
    #expect(throws: Never.self) {
      try PropertyListSerialization.propertyList(
        from: Self.binaryPlist(objects: [[0xA2, 1, 1], [0x54] + Array("WORD".utf8)]), format: nil)
    }
    #expect(throws: WordListError.notAnArrayOfStrings(path: "b")) {
      try WordList(data: data, path: "b")
    }
  }

  /// A `bplist00` file of these objects (object references are one byte), the first one
  /// at the top.
  static func binaryPlist(objects: [[UInt8]]) -> Data {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]  // unused, sort version, offset size 2, reference size 1
    for value in [objects.count, 0, table] {
      bytes += (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    return Data(bytes)
  }

  @Test func refusesDeeplyNestedXMLBeforeDecodingIt() {
    let depth = 100_000
    let data = Self.plist(
      String(repeating: "<array>", count: depth) + String(repeating: "</array>", count: depth))
    #expect(throws: WordListError.notAnArrayOfStrings(path: "n")) {
      try WordList(data: data, path: "n")
    }
  }

  @Test(arguments: ["/dev/zero", "fifo", "folder"])
  func readsOnlyRegularFiles(_ kind: String) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    var path = kind
    if kind == "fifo" {
      path = folder.path("fifo")
      #expect(mkfifo(path, 0o644) == 0)
    } else if kind == "folder" {
      path = folder.url.path
    }
    let reason = kind == "folder" ? "it is a folder" : "not a regular file"
    #expect(throws: WordListError.unreadable(path: path, reason: reason)) {
      try WordList(contentsOf: URL(fileURLWithPath: path))
    }
  }

  @Test func refusesAFileLargerThanAnyWordListWithoutReadingIt() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.url.appendingPathComponent("big.txt")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 1 << 30)  // 1 GB, sparse
    try handle.close()
    #expect(throws: WordListError.tooLarge(path: url.path, limit: WordList.maximumFileSize)) {
      try WordList(contentsOf: url)
    }
    #expect(WordListError.tooLarge(path: "p", limit: WordList.maximumFileSize).exitStatus == 65)
  }

  @Test func dropsWordsLongerThanTheLimit() {
    let long = String(repeating: "a", count: WordList.maximumWordLength + 1)
    let list = WordList(["cat", long, String(long.dropLast())])
    #expect(list.count == 2)
    #expect(list.longestLength == WordList.maximumWordLength)
  }

  @Test func reportsAMissingFileWithItsPath() {
    #expect(throws: WordListError.missing(path: "/nonexistent/words.plist")) {
      try WordList(contentsOf: URL(fileURLWithPath: "/nonexistent/words.plist"))
    }
    #expect(WordListError.missing(path: "x").exitStatus == 66)
  }

  @Test func locatorSearchesTheEnvironmentFolderThenBesideTheBinary() throws {
    let locator = WordListLocator(
      environment: ["WORDGAMES_WORDS": "/custom"],
      executable: URL(fileURLWithPath: "/opt/app/bin/wordgames"))
    #expect(
      locator.folders.map(\.path) == [
        "/custom", "/opt/app/share/wordgames/words", "/opt/app/bin/words", "/opt/app/words",
        "/opt/words",
      ])
    let error = #expect(throws: WordListError.self) { try locator.url(forFile: "none.plist") }
    #expect(error?.description.contains("/custom/none.plist") == true)
    #expect(error?.description.contains("/opt/app/share/wordgames/words/none.plist") == true)
  }
}
