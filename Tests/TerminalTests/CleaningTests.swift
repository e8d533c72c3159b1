import Terminal
import Testing

/// Text from outside on its way to the terminal (SPEC §3.5, issue 50).
@Suite struct CleaningTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let testDescription: String
    let text: String
    let cleaned: String
    var keepingStyle = false
    var keepingClearScreen: Bool? = nil
  }

  @Test(arguments: [
    Case(testDescription: "plain text", text: "Ann wins: CATS", cleaned: "Ann wins: CATS"),
    Case(testDescription: "C0 and DEL", text: "a\u{7}b\u{8}c\u{7F}d\td\r", cleaned: "abcdd"),
    Case(testDescription: "C1", text: "a\u{85}b\u{9B}2Jc\u{80}", cleaned: "abc"),
    Case(testDescription: "bidi", text: "\u{202E}abc\u{2066}d\u{2069}", cleaned: "abcd"),
    Case(testDescription: "a title", text: "\u{1B}]0;owned\u{7}x", cleaned: "x"),
    Case(
      testDescription: "a link and a cut-off title",
      text: "\u{1B}]8;;http://x\u{1B}\\y\u{1B}]8;;\u{1B}\\z\u{1B}]2;end", cleaned: "yz"),
    Case(testDescription: "style dropped", text: "\u{1B}[1mA\u{1B}[0m", cleaned: "A"),
    Case(testDescription: "escapes of one letter", text: "\u{1B}cA\u{1B}7B\u{1B}", cleaned: "AB"),
    Case(testDescription: "a character set", text: "\u{1B}(BA\u{1B}(", cleaned: "A"),
    Case(
      testDescription: "controls inside a control sequence, single shifts",
      text: "\u{1B}[3\u{7F}1mA\u{1B}[3\u{7}1mB\u{1B}OPC\u{8E}QD", cleaned: "ABCD"),
    Case(
      testDescription: "eight-bit introducers",
      text: "a\u{9B}31mb\u{9D}0;title\u{9C}c\u{90}q\u{1B}\\d", cleaned: "abcd"),
    Case(
      testDescription: "a title without its end stops at the line's",
      text: "a\u{1B}]0;x\nb", cleaned: "ab"),
    Case(
      testDescription: "style kept", text: "\u{1B}[1;31mA\u{1B}[0m\u{1B}[H\u{1B}[2J",
      cleaned: "\u{1B}[1;31mA\u{1B}[0m\u{1B}[H\u{1B}[2J", keepingStyle: true),
    Case(
      testDescription: "the program's own styles kept",
      text: "\u{1B}[1;38;5;208mA\u{1B}[2mB\u{1B}[mC\u{1B}[33mD",
      cleaned: "\u{1B}[1;38;5;208mA\u{1B}[2mB\u{1B}[mC\u{1B}[33mD", keepingStyle: true),
    Case(
      testDescription: "hiding styles dropped",
      text: "\u{1B}[8mA\u{1B}[5mB\u{1B}[1;7mC\u{1B}[38;5;999mD\u{1B}[99999999999999999999m",
      cleaned: "ABCD", keepingStyle: true),
    Case(
      testDescription: "other escapes dropped", text: "\u{1B}[3J\u{1B}[5;5H\u{1B}[?25l\u{1B}[",
      cleaned: "", keepingStyle: true),
    Case(
      testDescription: "a lone cursor home, black or white text, a long style dropped",
      text: "\u{1B}[HA\u{1B}[2JB\u{1B}[30mC\u{1B}[37mD\u{1B}["
        + Array(repeating: "1", count: 500).joined(separator: ";") + "mE",
      cleaned: "ABCDE", keepingStyle: true),
    Case(
      testDescription: "the clearing kept, not the styles",
      text: "\u{1B}[1;31mA\u{1B}[0m\u{1B}[H\u{1B}[2J", cleaned: "A\u{1B}[H\u{1B}[2J",
      keepingClearScreen: true),
    Case(
      testDescription: "the styles kept, not the clearing",
      text: "\u{1B}[1;31mA\u{1B}[0m\u{1B}[H\u{1B}[2J", cleaned: "\u{1B}[1;31mA\u{1B}[0m",
      keepingStyle: true, keepingClearScreen: false),
    Case(testDescription: "letters kept", text: "Ñandú é 日本 👍", cleaned: "Ñandú é 日本 👍"),
  ])
  func controlsNeverReachTheTerminal(_ test: Case) {
    let cleaned = test.text.cleanedForTerminal(
      keepingStyle: test.keepingStyle,
      keepingClearScreen: test.keepingClearScreen ?? test.keepingStyle)
    #expect(cleaned == test.cleaned)
  }

  /// Checked against a second method: escape sequences taken out by a regular expression,
  /// then the text's scalars filtered one by one.
  @Test func agreesWithAFilterOfScalarsOnRandomText() throws {
    let alphabet: [Unicode.Scalar] = [
      "a", "Z", " ", "[", "]", "\\", "_", "P", "(", "m", "2", "J", "\n", "\u{0}", "\u{7}", "\u{1B}",
      "\u{7F}",
      "\u{80}", "\u{85}", "\u{8E}", "\u{8F}", "\u{90}", "\u{98}", "\u{9B}", "\u{9C}", "\u{9D}",
      "\u{9E}", "O", "N", "\u{18}", "\u{1A}",
      "\u{9F}", "\u{A0}", "é", "\u{202A}", "\u{202E}", "\u{202F}", "\u{2066}", "\u{2069}",
      "\u{206A}", "日", "👍",
    ]
    // ESC and a letter, or the C1 control that stands for both.
    let escapes = try Regex(
      "(\u{1B}\\[|\u{9B})[\\x00-\\x17\\x19\\x1C-\\x3F\\x7F]*[\\x40-\\x7E]?"
        + "|(\u{1B}[NO]|[\u{8E}\u{8F}])[\\x20-\\x7E]?"
        + "|(\u{1B}[\\]PX^_]|[\u{90}\u{98}\u{9D}\u{9E}\u{9F}])"
        + "[^\\x00-\\x1F\u{9C}]*(\u{7}|\u{1B}\\\\|\u{9C})?"
        + "|\u{1B}[\\x20-\\x2F]*[\\x30-\\x7E]?"
    ).matchingSemantics(.unicodeScalar)
    var state: UInt64 = 49
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<20 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let expected = String(
        String.UnicodeScalarView(
          String(text).replacing(escapes, with: "").unicodeScalars.filter {
            let value = $0.value
            return
              !(value < 0x20 || (0x7F...0x9F).contains(value)
              || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value))
          }))
      #expect(String(text).cleanedForTerminal() == expected)
    }
  }
}
