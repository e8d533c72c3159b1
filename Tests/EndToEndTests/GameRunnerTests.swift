import CommandLineKit
import Foundation
import Storage
import Synchronization
import Testing

@testable import wordgames

/// The game machinery, in process with a scripted console: every game gets this.
@Suite(.temporaryHome) struct GameRunnerTests {
  let app: InProcess

  init() throws {
    app = try InProcess()
  }

  @Test func theComputerTakesItsTurnWithoutAPrompt() throws {
    let (status, console) = try app.play(RaceCommand.self, lines: ["2", "2", "n"])
    #expect(status == 0)
    #expect(console.output.contains("You add 2.\nThe computer adds 1.\nRound 1: 3 of 5"))
    #expect(console.output.components(separatedBy: "Add 1 or 2: ").count == 3)
    #expect(console.output.hasSuffix("Round 1: 5 of 5\nYou win!\nAnother round? [Y/n] n\n"))
    #expect(try app.store.history.records().map(\.outcome) == [.won])
    #expect(app.store.saves.game("race", as: RaceSession.self) == nil)
  }

  @Test func aGameCommandRunsItsSubcommandsBesidePlay() throws {
    // Two races won: one to 5, one to 3.
    _ = try app.play(RaceCommand.self, lines: ["2", "2", "n"])
    _ = try app.play(RaceCommand.self, ["--target", "3", "--new"], lines: ["1", "1", "n"])
    #expect(try app.play(RaceCommand.self, ["won"], lines: []).console.output == "2 won\n")
    let toThree = try app.play(RaceCommand.self, ["won", "--target", "3"], lines: [])
    #expect(toThree.console.output == "1 won\n")
    #expect(throws: UsageError.unknownSubcommand("wno", command: "race", suggestion: "won")) {
      try app.play(RaceCommand.self, ["wno"], lines: [])
    }
    #expect(
      WordGames.program.usage(of: RaceCommand.spec).contains("wordgames race won [--target N]"))
  }

  @Test func anotherRoundCarriesOnFromTheLastOne() throws {
    let (status, console) = try app.play(RaceCommand.self, lines: ["2", "2", "y", "2", "2", "n"])
    #expect(status == 0)
    #expect(console.output.contains("Round 2: 0 of 5"))
    #expect(try app.store.history.records().map(\.outcome) == [.won, .won])
  }

  @Test func aGamesOwnCommandsAnswerRestartAndRefuse() throws {
    let (status, console) = try app.play(
      RaceCommand.self, lines: ["/hint", "2", "/target 4", "y", "/target x", "/help", "/quit"])
    #expect(status == 0)
    #expect(console.output.contains("Add 2.\n"))
    #expect(console.output.contains("Abandon this game? [y/N] y\n"))
    #expect(console.output.contains("A new race to 4 begins.\nRound 1: 0 of 4"))
    #expect(console.output.contains("Type /target and a number from 3 to 20."))
    #expect(console.output.contains("  /target N  restart with another target"))
    #expect(console.output.contains("  /settings  see and change settings"))
    let abandoned = try #require(try app.store.history.records().first)
    #expect(abandoned.outcome == .abandoned)
    #expect(abandoned.incorrectGuesses == 1)  // the race game records its hints here
    #expect(app.store.saves.game("race", as: RaceSession.self)?.target == 4)
  }

  @Test func resumesTheSavedGameUntilAnOptionDefinesANewOne() throws {
    #expect(try app.play(RaceCommand.self, lines: ["2"]).status == 0)
    let saved = try #require(app.store.saves.game("race", as: RaceSession.self))
    #expect(saved.count == 3)

    let resumed = try app.play(RaceCommand.self, lines: [])
    #expect(resumed.console.output.contains("Continuing your unfinished game (3 of 5) from"))
    #expect(resumed.console.output.contains("Round 1: 3 of 5"))
    #expect(try app.store.history.records().isEmpty)

    let fresh = try app.play(RaceCommand.self, ["--target", "7"], lines: [])
    #expect(!fresh.console.output.contains("Continuing"))
    #expect(try app.store.history.records().map(\.id) == [saved.id])
    #expect(try app.store.history.records().first?.outcome == .abandoned)
    #expect(app.store.saves.game("race", as: RaceSession.self)?.target == 7)
  }

  @Test func newAsksFirstThenStartsOverAndSaysWhatWasRecorded() throws {
    let kept = try app.play(RaceCommand.self, lines: ["2", "/new", "", "/quit"])
    #expect(kept.console.output.contains("Add 1 or 2: /new\nAbandon this game? [y/N] \n"))
    #expect(try app.store.history.records().isEmpty)

    let (_, console) = try app.play(RaceCommand.self, lines: ["/new", "y", "/quit"])
    #expect(
      console.output.contains(
        "Abandon this game? [y/N] y\nYour unfinished game (3 of 5) was recorded as abandoned.\n"
          + "Round 2: 0 of 5"))
    #expect(try app.store.history.records().map(\.outcome) == [.abandoned])
    #expect(console.output.hasSuffix("Game saved — 'wordgames race' continues it.\n"))
  }

  @Test func aGameWithoutMovesIsGivenUpWithoutAQuestionOrARecord() throws {
    let (_, console) = try app.play(RaceCommand.self, lines: ["/new", "/quit"])
    #expect(!console.output.contains("Abandon this game?"))
    #expect(!console.output.contains("abandoned"))
    #expect(try app.store.history.records().isEmpty)
  }

  @Test func refusalsCostNothingAndSettingsCanBeChangedMidGame() throws {
    let (status, console) = try app.play(
      RaceCommand.self, lines: ["3", "", "/settings", "color never", "", "/bogus"])
    #expect(status == 0)
    #expect(console.output.components(separatedBy: "Type 1 or 2.").count == 3)
    #expect(console.output.contains("color = never; it applies to the next game."))
    #expect(console.output.contains("Unknown command /bogus; type /help for the list."))
    #expect(app.store.saves.game("race", as: RaceSession.self)?.count == 0)
  }

  @Test func evilHangmanSavesOnASignalAndLeavesWithItsStatus() throws {
    let list = app.home.appendingPathComponent("seed.txt")
    try Data("bear\nboar\ndeer\nduck\nhare\n".utf8).write(to: list)
    let arguments = ["evil", "--words", list.path, "--length", "4"]
    let interrupted = app.run(arguments, events: [.line("e"), .interrupted(signal: SIGINT)])
    #expect(interrupted.status == 130)
    #expect(interrupted.console.output.contains("No, there is no E."))

    let closed = app.run(["evil"], events: [.line("r"), .outputClosed(exitStatus: 141)])
    #expect(closed.status == 141)
    #expect(closed.console.output.contains("Misses   E"))
    #expect(app.store.saves.game("evil", as: EvilSession.self)?.game.triedLetters == ["E", "R"])
  }

  @Test func linesTypedAheadReachTheNextGame() throws {
    let list = app.home.appendingPathComponent("cat.txt")
    try Data("cat\n".utf8).write(to: list)
    let (status, console) = app.run(
      ["evil", "--words", list.path, "--length", "3"],
      lines: ["c", "a", "t", "y", "t", "a", "c", "n"])
    #expect(status == 0)
    #expect(console.output.components(separatedBy: "You won!").count == 3)
    #expect(console.inputHasEnded)
    #expect(try app.store.history.records().count == 2)
  }

  /// A clock that moves a minute each time it is read: each wait at a prompt (read before
  /// and after) takes a minute.
  final class MinuteClock: Sendable {
    private let start = ContinuousClock.now
    private let reads = Mutex(0)

    var now: @Sendable () -> ContinuousClock.Instant {
      { [self] in
        start.advanced(
          by: .seconds(
            60
              * reads.withLock {
                $0 += 1
                return $0
              }))
      }
    }
  }

  @Test func timeOnScreenCountsEveryWaitAndSurvivesAQuitAndAResume() throws {
    let clock = MinuteClock()
    _ = app.run(["codebreaker", "--seed", "3"], lines: ["crane", "/quit"], now: clock.now)
    let kept = { try #require(try app.store.history.keptGame(of: "codebreaker", .number(1))) }
    #expect(try kept().secondsSpent == 120)
    _ = app.run(["codebreaker", "resume", "1"], lines: ["/quit"], now: clock.now)
    #expect(try kept().secondsSpent == 180)
    let list = app.run(["codebreaker", "list"], lines: [])
    #expect(list.console.output.contains(" 3:00 "))
  }
}
