import Testing

@testable import Terminal

@Suite struct ConsoleTests {
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

  @Test func aSecretIsNeverShownEvenFromAPipe() {
    let console = ScriptedConsole(lines: ["no digits 4", "hidden word"])
    let asked = console.askSecret("Secret: ") { text in
      text.allSatisfy { $0.isLetter || $0 == " " }
        ? .success(text) : .failure(Refusal("Letters and spaces only."))
    }
    guard case .answer(let secret) = asked else {
      Issue.record("no answer")
      return
    }
    #expect(secret == "hidden word")
    #expect(console.output == "Secret: \nLetters and spaces only.\nSecret: \n")
  }

  @Test func colourCanBeChosenOnceTheSettingsAreRead() {
    let terminal = ScriptedConsole(lines: [], usesColor: true)
    terminal.useColor(.never)
    #expect(!terminal.usesColor)
    terminal.useColor(.auto)
    #expect(terminal.usesColor)
    let pipe = ScriptedConsole(lines: [])
    pipe.useColor(.always)
    #expect(pipe.usesColor)
  }
}
