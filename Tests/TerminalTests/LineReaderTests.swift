import Testing

@testable import Terminal

@Suite struct LineReaderTests {
  /// The lines a reader finds in `bytes`, which arrive all at once.
  static func lines(of bytes: [UInt8]) -> [String] {
    var remaining = bytes[...]
    var reader = LineReader { buffer in
      guard !remaining.isEmpty else { return .endOfInput }
      buffer.append(contentsOf: remaining)
      remaining = []
      return nil
    }
    var lines: [String] = []
    while case .success(let line) = reader.nextLine() { lines.append(line) }
    return lines
  }

  @Test func splitsLinesAndKeepsAFinalLineWithoutBreak() {
    #expect(Self.lines(of: Array("a\r\nbc\n\nd".utf8)) == ["a", "bc", "", "d"])
    #expect(Self.lines(of: []) == [])
  }

  @Test func decodesInvalidUTF8AsReplacementCharacters() {
    #expect(Self.lines(of: [0x61, 0xFF, 0xFE, 0x0A, 0x62]) == ["a\u{FFFD}\u{FFFD}", "b"])
  }

  @Test func keepsNULBytes() {
    #expect(Self.lines(of: [0x61, 0x00, 0x62, 0x0A]) == ["a\u{0}b"])
  }

  @Test func cutsVeryLongLinesWithoutLosingTheNext() {
    let long = [UInt8](repeating: 0x41, count: 5_000_000) + Array("\nnext\n".utf8)
    let lines = Self.lines(of: long)
    #expect(lines.count == 2)
    #expect(lines[0].utf8.count == LineReader.maximumLineLength)
    #expect(lines[1] == "next")
  }

  @Test func reportsAnInterruptedRead() {
    var calls = 0
    var reader = LineReader { buffer in
      calls += 1
      if calls == 1 {
        buffer.append(contentsOf: Array("a\n".utf8))
        return nil
      }
      return .interrupted
    }
    #expect(reader.nextLine() == .success("a"))
    #expect(reader.nextLine() == .failure(.interrupted))
  }
}
