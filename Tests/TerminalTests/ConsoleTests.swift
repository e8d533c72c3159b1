import TestSupport
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

  @Test func aPromptThatLeavesTooLittleRoomToTypeIsItsFirstPart() {
    let guess = "Guess a letter, or the whole word: "
    #expect(ScriptedConsole.fitted(guess, width: 80) == guess)
    #expect(ScriptedConsole.fitted(guess, width: nil) == guess)
    #expect(ScriptedConsole.fitted(guess, width: 40) == "Guess a letter: ")
    #expect(
      ScriptedConsole.fitted("Change a setting: its number (or KEY VALUE): ", width: 40)
        == "Change a setting: ")
    #expect(ScriptedConsole.fitted("Choose (Enter continues): ", width: 30) == "Choose: ")
    // Nothing shorter to say: as it is.
    #expect(ScriptedConsole.fitted("Attempt 2 of 6: ", width: 20) == "Attempt 2 of 6: ")
    #expect(ScriptedConsole.fitted("Play again? [Y/n] ", width: 20) == "Play again? [Y/n] ")
    let question =
      "Your unfinished game (7 letters, 2 misses) would be abandoned. Start anew? [y/N] "
    #expect(ScriptedConsole.fitted(question, width: 80) == question)
  }
}
