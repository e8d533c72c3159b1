import CommandLineKit
import Foundation
import Lexicon
import Storage
import Terminal
import TestSupport
import Testing

@testable import GameMachinery

/// The game machinery, in process with a scripted console, through a small game of its own
/// (`RaceCommand`): every game gets this.
@Suite(.temporaryHome) struct GameRunnerTests {
  let app: Machinery

  init() throws {
    app = try Machinery()
  }

  @Test func theComputerTakesItsTurnWithoutAPrompt() throws {
    let (status, console) = try app.play(RaceCommand.self, lines: ["2", "2", "n"])
    #expect(status == 0)
    #expect(console.output.contains("You add 2.\nThe computer adds 1.\nRound 1: 3 of 5"))
    #expect(console.output.components(separatedBy: "Add 1 or 2: ").count == 3)
    #expect(console.output.hasSuffix("Round 1: 5 of 5\nYou win!\nAnother round? [Y/n] n\n"))
    #expect(try app.store.history.records().map(\.outcome) == [.won])
    #expect(RaceCommand.unfinishedGames(in: app.store, words: app.words).latest() == nil)
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
    let program = Program(name: "wordgames", version: "1", summary: "", commands: [])
    #expect(program.usage(of: RaceCommand.spec).contains("wordgames race won [--target N]"))
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
    #expect(console.output.contains("  /target N     restart with another target"))
    #expect(console.output.contains("  /settings     see and change settings"))
    let abandoned = try #require(try app.store.history.records().first)
    #expect(abandoned.outcome == .abandoned)
    #expect(abandoned.incorrectGuesses == 1)  // the race game records its hints here
    #expect(RaceCommand.unfinishedGames(in: app.store, words: app.words).latest()?.target == 4)
  }

  @Test func resumesTheSavedGameUntilAnOptionDefinesANewOne() throws {
    #expect(try app.play(RaceCommand.self, lines: ["2"]).status == 0)
    // Saved as the person's lines: the computer's turn after the last is played, and shown,
    // when the game goes on.
    let saved = try #require(RaceCommand.unfinishedGames(in: app.store, words: app.words).latest())
    #expect(saved.count == 2)

    let resumed = try app.play(RaceCommand.self, lines: [])
    #expect(resumed.console.output.contains("Continuing your unfinished game (2 of 5) from"))
    #expect(resumed.console.output.contains("The computer adds 1.\nRound 1: 3 of 5"))
    #expect(try app.store.history.records().isEmpty)

    let fresh = try app.play(RaceCommand.self, ["--target", "7"], lines: [])
    #expect(!fresh.console.output.contains("Continuing"))
    #expect(try app.store.history.records().map(\.id) == [saved.id])
    #expect(try app.store.history.records().first?.outcome == .abandoned)
    #expect(RaceCommand.unfinishedGames(in: app.store, words: app.words).latest()?.target == 7)
  }

  /// A kept game is held as its row is when the lock is taken, not as it was read before:
  /// one another process ended in between is not this one's to continue or delete.
  @Test func aGameEndedBetweenItsReadingAndItsClaimIsNotClaimed() throws {
    #expect(try app.play(RaceCommand.self, lines: ["2"]).status == 0)
    let games = RaceCommand.unfinishedGames(in: app.store, words: app.words)
    let read = try #require(try games.kept(.unfinished).first)
    var ended = read
    ended.status = .won
    #expect(app.store.history.keep(ended, of: RaceCommand.name) == read.number)
    #expect(try games.claim(read).session == nil && games.claim(read).openElsewhere)
    // As it was read, it is.
    #expect(app.store.history.keep(read, of: RaceCommand.name) == read.number)
    #expect(try games.claim(read).session?.id == read.id)
  }

  /// The walk over unfinished games reads a page of rows at a time, and still finds the one
  /// the options fit behind more than a page of newer ones that they do not.
  @Test func theGameTheOptionsFitIsFoundBehindPagesOfOthers() throws {
    #expect(try app.play(RaceCommand.self, ["--target", "9"], lines: ["2"]).status == 0)
    let games = RaceCommand.unfinishedGames(in: app.store, words: app.words)
    let fitting = try #require(games.latest())
    let kept = try #require(try games.kept(.unfinished).first)
    let others = UnfinishedGames<RaceCommand>.pageSize + 5
    for _ in 0..<others {
      var other = fitting
      other.basics.id = UUID().uuidString
      other.options.target = 7
      var row = kept
      row.id = other.id
      row.session = Array(try JSONEncoder().encode(other.savedGame))
      #expect(app.store.history.keep(row, of: RaceCommand.name) != nil)
    }
    #expect(try games.kept(.unfinished).last?.id == fitting.id)
    #expect(try games.kept(.unfinished).count == others + 1)
    let resumed = try app.play(RaceCommand.self, ["--target", "9"], lines: [])
    #expect(resumed.console.output.contains("Continuing your unfinished game (2 of 9)"))
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

  @Test func quitAtTheQuestionLeavesAndSavesTheGame() throws {
    let (_, console) = try app.play(RaceCommand.self, lines: ["2", "/new", "maybe", "/quit"])
    #expect(console.output.contains("Answer y or n (or /quit to leave)."))
    #expect(console.output.hasSuffix("Game saved — 'wordgames race' continues it.\n"))
    #expect(try app.store.history.records().isEmpty)
    let next = try app.play(RaceCommand.self, lines: ["/quit"])
    #expect(next.console.output.contains("Continuing your unfinished game"))
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
    #expect(RaceCommand.unfinishedGames(in: app.store, words: app.words).latest()?.count == 0)
  }
}

/// Runs a game command in the test process, with a scripted console and the test's
/// temporary home.
struct Machinery {
  let environment: [String: String]

  init() throws {
    environment = ["WORDGAMES_HOME": try TemporaryHome.folder().path]
  }

  /// Runs `game` with `arguments`, typing `lines`, then end of input.
  func play<Game: GameCommand>(
    _ game: Game.Type, _ arguments: [String] = [], lines: [String]
  ) throws -> (status: Int32, console: ScriptedConsole) {
    let console = ScriptedConsole(lines: lines)
    let context = Context(
      environment: environment, console: console, games: [Game.self])
    let command = try ParsedCommand(Game.spec, arguments: arguments)
    return (try Game.run(command, in: context), console)
  }

  var store: Store {
    Store(folders: StorageFolders(environment: environment)) { _ in }
  }

  /// The word lists a run in the home reads.
  var words: WordLists {
    Context(
      environment: environment, console: ScriptedConsole(lines: []), games: [RaceCommand.self]
    ).wordLists
  }
}
