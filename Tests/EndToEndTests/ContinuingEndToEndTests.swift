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

  /// Two terminals continuing one saved game: the one whose copy is out of date when it
  /// saves is told so, and writes nothing over the other's moves. A new game there then
  /// gives up the other's game, as a new run would, before it is saved in its place.
  @Test func aGamePlayedOnElsewhereIsNeverWrittenOverUnseen() throws {
    let endedHere =
      "This game was played on, or ended, in another wordgames while you had it open, so this "
      + "copy of it ends here."
    let first = try process.start(["evil", "--seed", "3"])
    try first.type("e")
    // The next prompt shows once the move is saved.
    #expect(first.waitForOutput { $0.components(separatedBy: "Guess a letter").count == 3 })
    let second = try process.start(["evil"])
    try second.type("a")
    #expect(second.waitForOutput { $0.components(separatedBy: "Guess a letter").count == 3 })
    try first.type("i")
    try first.waitForOutput(containing: "Play again?")
    #expect(first.shown.replacingOccurrences(of: "\n", with: " ").contains(endedHere))
    // What the other terminal saved stands: its move is there, and this one's is not.
    let saved = try String(
      contentsOf: process.home.appendingPathComponent("state/evil.plist"), encoding: .utf8)
    let tried = try #require(
      saved.components(separatedBy: "<key>triedLetters</key>").last?.split(separator: "\n")
        .first)
    #expect(tried.contains("A") && tried.contains("E") && !tried.contains("I"))
    #expect(process.history().isEmpty)

    try first.type("y")
    try first.waitForOutput(containing: "was recorded as abandoned.")
    try first.type("e")
    try first.type("/quit")
    let firstRun = first.finish()
    #expect(firstRun.output.hasSuffix("Game saved — 'wordgames evil' continues it.\n"))
    #expect(firstRun.output.components(separatedBy: "copy of it").count == 2)
    try second.type("o")
    try second.waitForOutput(containing: "Play again?")
    #expect(second.shown.replacingOccurrences(of: "\n", with: " ").contains(endedHere))
    try second.type("n")
    #expect(second.finish().status == 0)
    #expect(process.history().map(\.outcome) == [.abandoned])
  }

  /// A save removed by hand from another terminal: the game it held ends at its next move,
  /// counted once as abandoned; a game that ends at that move is recorded as it ended.
  @Test func aGameWhoseSaveIsRemovedByHandEndsAndIsCountedOnce() throws {
    let slot = process.home.appendingPathComponent("state/evil.plist")
    // Two misses allowed: Q and Z miss (the host keeps the words without them), so the
    // second move ends the game.
    for (guesses, outcome) in [("6", GameRecord.Outcome.abandoned), ("2", .lost)] {
      let game = try process.start(["evil", "--new", "--length", "5", "--guesses", guesses])
      try game.type("q")
      // The next prompt shows once the move is saved.
      #expect(game.waitForOutput { $0.components(separatedBy: "Guess a letter").count == 3 })
      try FileManager.default.removeItem(at: slot)
      try game.type("z")
      try game.waitForOutput(containing: "Play again?")
      try game.type("n")
      let run = game.finish()
      #expect(run.status == 0)
      let told = run.output.replacingOccurrences(of: "\n", with: " ").contains(
        "This game's save was removed while you had it open, so it ends here; it is recorded "
          + "as abandoned.")
      #expect(told == (outcome == .abandoned))
      #expect(process.history().last?.outcome == outcome)
    }
    #expect(process.history().count == 2)
    #expect(!FileManager.default.fileExists(atPath: slot.path))
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
    #expect(round[GhostCommand.winnerColumn] == "Computer")
    #expect(round[GhostCommand.computerColumn] == "perfect")
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
