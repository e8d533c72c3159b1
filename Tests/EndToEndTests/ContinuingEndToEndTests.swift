import Foundation
import Storage
import TestSupport
import Testing

@testable import wordgames

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
    // A game nobody moved in is not a game played: it is given up without a record.
    let fresh = try process.run(["hangman", "--difficulty", "3", "--new"], input: ["/quit"])
    #expect(!fresh.output.contains("abandoned"))
    #expect(process.history().map(\.outcome) == [.abandoned])
    // It goes as the new game is saved, in its place: one unfinished game is left.
    #expect(process.keptGames(of: "hangman").count == 1)
    let moved = try process.run(["hangman", "--new"], input: ["e"])
    #expect(moved.status == 0)
    #expect(process.keptGames(of: "hangman").map(\.moves) == [1])
  }

  @Test func atATerminalDifferentOptionsAskBeforeAnythingElse() throws {
    _ = try process.run(["hangman", "--difficulty", "10"], input: ["e", "/quit"])
    // The question wraps where the terminal is narrow; its answer keys end it.
    let question = "? [y/N]"
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
    // Leaving at the question leaves quietly, with the status of how, and gives up nothing.
    _ = try process.run(["hangman", "--difficulty", "10", "--new"], input: ["e", "/quit"])
    for (keys, status) in [("/quit\n", Int32(0)), ("\u{4}", 0), ("", 130)] {
      let left = try PseudoTerminal(
        ["hangman", "--difficulty", "2"], environment: process.environment)
      #expect(left.waitFor(question))
      if keys.isEmpty {
        kill(left.process.processIdentifier, SIGINT)
      } else {
        left.type(keys)
      }
      #expect(left.exitStatus() == status, "\(keys.debugDescription): \(left.shown)")
      #expect(!left.shown.contains("error"), "\(left.shown)")
    }
    #expect(process.history().map(\.outcome) == [.abandoned])
  }

  /// The game after a continued one is played with the continued game's options, not the
  /// plain command line's (issue 31).
  @Test func theGameAfterAContinuedOneKeepsItsOptions() throws {
    let evil = ["evil", "--length", "4", "--guesses", "3", "--strategy", "planner"]
    _ = try process.run(evil + ["--new", "--color", "never"], input: ["e", "/quit"])
    // Three misses at most lose; the next game starts at Enter.
    let again = try process.run(["evil", "--color", "never"], input: ["q", "x", "z", "", "/quit"])
    #expect(again.output.hasPrefix("Continuing your unfinished game (English, 4 letters,"))
    #expect(again.output.contains("You lost."))
    let heading =
      "EVIL HANGMAN · English · 4 letters · 3 misses allowed · strategy: planner"
    let next = try #require(again.output.components(separatedBy: "Play again? [Y/n]").last)
    #expect(next.contains(heading), "\(next)")
    let played = process.history()
    #expect(played.count == 1 && played[0].length == 4 && played[0].guessLimit == 3)
  }

  @Test func theRoundAfterAContinuedOneAgainstTheComputerIsAgainstTheComputer() throws {
    let ghost = ["ghost", "--computer", "perfect", "--seed", "3", "--color", "never"]
    _ = try process.run(ghost + ["--new"], input: ["q", "/quit"])
    let again = try process.run(["ghost", "--color", "never"], input: ["z", "", "/quit"])
    #expect(again.output.hasPrefix("Continuing your unfinished game (English, you against"))
    #expect(again.output.contains("Computer wins the round!"))
    #expect(again.output.components(separatedBy: "You vs Computer (perfect)").count == 4)
    #expect(!again.output.contains("Player 2"))
    let round = try #require(process.history().first)
    #expect(round[GhostCommand.loserColumn] == .text("You"))
    #expect(round[GhostCommand.computerColumn] == .text("perfect"))
  }

  /// A game nobody moved in is not a game played: giving it up records nothing and breaks
  /// no streak (issue 31).
  @Test(arguments: [
    ["evil", "--length", "5"], ["hangman", "--difficulty", "3"], ["ghost", "--computer", "easy"],
    ["ghost", "--super", "--players", "Ann,Bob"],
  ])
  func aGameWithoutMovesIsGivenUpWithoutARecord(_ other: [String]) throws {
    let game = other[0]
    _ = try process.run([game, "--new"], input: ["/quit"])
    let replaced = try process.run(other, input: ["/new", "/quit"])
    #expect(replaced.status == 0)
    #expect(!replaced.output.contains("abandoned"), "\(replaced.output)")
    #expect(!replaced.output.contains("Abandon this game?"))
    #expect(process.history().isEmpty)
    let stats = try process.run(["stats"])
    #expect(stats.output.hasPrefix("No games"), "\(stats.output)")
  }
}
