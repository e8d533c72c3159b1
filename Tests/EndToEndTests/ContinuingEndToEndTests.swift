import Foundation
import Testing

/// Running the same command again continues the saved game; options that differ ask first
/// at a terminal, and `--new` starts a new game without asking (issue 20, item 1).
@Suite(.temporaryHome) struct ContinuingEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  @Test func theSameCommandAgainContinuesTheSavedGame() throws {
    let command = ["hangman", "--difficulty", "10", "--seed", "5"]
    let first = try process.run(command, input: ["e", "/quit"])
    #expect(first.output.contains("Game saved — 'wordgames hangman' continues it."))
    let again = try process.run(command, input: ["/quit"])
    #expect(again.output.hasPrefix("Continuing your unfinished game (English, difficulty 10,"))
    #expect(!again.output.contains("abandoned"))
    // An option left out agrees with any saved game.
    let plain = try process.run(["hangman"], input: ["/quit"])
    #expect(plain.output.hasPrefix("Continuing your unfinished game (English, difficulty 10,"))
    #expect(process.history().isEmpty)
  }

  @Test func aMatchAgainstTheComputerGoesOnWithTheSameCommand() throws {
    let command = ["ghost", "--computer", "easy", "--match", "--seed", "2"]
    _ = try process.run(command, input: ["q", "/quit"])
    let again = try process.run(command, input: ["/quit"])
    #expect(
      again.output.hasPrefix(
        "Continuing your unfinished game (English, you against the computer, fragment Q"))
    #expect(process.history().isEmpty)
  }

  @Test func differentOptionsFromAPipeStartANewGameAndSaySo() throws {
    _ = try process.run(["hangman", "--difficulty", "10"], input: ["e", "/quit"])
    let other = try process.run(["hangman", "--difficulty", "3"], input: ["/quit"])
    #expect(other.output.hasPrefix("Your unfinished game (English, difficulty 10,"))
    #expect(other.output.contains("was recorded as abandoned."))
    #expect(process.history().map(\.outcome) == [.abandoned])
    let fresh = try process.run(["hangman", "--difficulty", "3", "--new"], input: ["/quit"])
    #expect(fresh.output.hasPrefix("Your unfinished game (English, difficulty 3,"))
    #expect(process.history().map(\.outcome) == [.abandoned, .abandoned])
  }

  @Test func atATerminalDifferentOptionsAskBeforeAnythingElse() throws {
    _ = try process.run(["hangman", "--difficulty", "10"], input: ["e", "/quit"])
    let question = "Start a new one? [y/N]"
    // No: the saved game goes on, and nothing is recorded.
    let kept = try PseudoTerminal(["hangman", "--two-player"], environment: process.environment)
    #expect(kept.waitFor(question))
    #expect(!kept.shown.contains("secret"))
    kept.type("n\n")
    #expect(kept.waitFor("Continuing your unfinished game"))
    kept.type("/quit\n")
    #expect(kept.exitStatus() == 0)
    #expect(process.history().isEmpty)
    // Yes: the saved game is recorded as abandoned, and the new one starts.
    let replaced = try PseudoTerminal(
      ["hangman", "--two-player"], environment: process.environment)
    #expect(replaced.waitFor(question))
    replaced.type("y\n")
    #expect(replaced.waitFor("secret"))
    replaced.type("apple\n")
    #expect(replaced.waitFor("abandoned."))
    replaced.type("/quit\n")
    #expect(replaced.exitStatus() == 0)
    #expect(process.history().map(\.outcome) == [.abandoned])
  }
}
