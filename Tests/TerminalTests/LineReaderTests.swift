import Testing

@testable import Terminal

@Suite struct LineReaderTests {
  static func lines(of bytes: [UInt8]) -> [String] {
    var reader = LineReader(bytes: bytes)
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
    #expect(reader.nextLine() == .failure(LineReader.StatusError(status: .interrupted)))
  }
}

@Suite struct ColorModeTests {
  @Test func autoNeedsATerminalAndNoObjection() {
    #expect(ColorMode.auto.isEnabled(environment: [:], outputIsTerminal: true))
    #expect(!ColorMode.auto.isEnabled(environment: [:], outputIsTerminal: false))
    #expect(!ColorMode.auto.isEnabled(environment: ["NO_COLOR": "1"], outputIsTerminal: true))
    #expect(ColorMode.auto.isEnabled(environment: ["NO_COLOR": ""], outputIsTerminal: true))
    #expect(!ColorMode.auto.isEnabled(environment: ["TERM": "dumb"], outputIsTerminal: true))
  }

  @Test func theFlagBeatsTheEnvironment() {
    #expect(ColorMode.always.isEnabled(environment: ["NO_COLOR": "1"], outputIsTerminal: false))
    #expect(!ColorMode.never.isEnabled(environment: [:], outputIsTerminal: true))
  }

  @Test func plainStyleWritesNoEscapes() {
    #expect(TextStyle(enabled: false).paint("x", .bad) == "x")
    #expect(TextStyle(enabled: true).paint("x", .bad) == "\u{1B}[1;31mx\u{1B}[0m")
  }

  @Test func askRepeatsThePromptUntilTheAnswerParses() {
    let console = ScriptedConsole(lines: ["", "7"])
    let asked = console.ask("N? ") { text in
      Int(text).map { .success($0) } ?? .failure(Refusal("Type a number."))
    }
    guard case .answer(let number) = asked else {
      Issue.record("no answer")
      return
    }
    #expect(number == 7)
    #expect(console.output == "N? \nType a number.\nN? 7\n")
  }
}
