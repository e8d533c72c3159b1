import Testing

@testable import Terminal

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
}
