import Foundation
import TestSupport
import Testing

@testable import Storage

/// CodeWord Breaker's kept games when their rows are damaged, when another process has the
/// game open, and when their tables are another program's (issues 31, 49).
@Suite(.temporaryHome) struct KeptGamesEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// With `--seed 469` the word is PULSE.
  let game = ["codebreaker", "--seed", "469", "--color", "never"]

  func sql(_ statements: String) throws {
    try Database(path: process.home.appendingPathComponent("data/history.sqlite").path)
      .execute(statements)
  }

  /// Changes a kept game's row or moves as no play could.
  struct Damage: Sendable, CustomTestStringConvertible {
    let sql: String
    /// Whether the game was won before the change (else it has two attempts, in play).
    var won = false

    var testDescription: String { sql }
  }

  static let damages = [
    Damage(sql: "UPDATE kept_games SET seconds_spent = 1e300"),
    Damage(sql: "UPDATE kept_games SET seconds_spent = 9e999", won: true),
    Damage(sql: "UPDATE kept_games SET seconds_spent = -1000"),
    Damage(sql: "UPDATE kept_games SET status = 'playing'", won: true),
    Damage(sql: "UPDATE kept_games SET status = 'won'"),
    Damage(sql: "UPDATE kept_games SET key = 'daily 2026-11-26 5'"),
    Damage(sql: "UPDATE kept_games SET session = x'00'"),
  ]

  @Test(arguments: damages)
  func aRowThatDisagreesWithItsGameIsReportedNeverPlayedNorCrashedOn(_ damage: Damage) throws {
    let played = try process.run(
      game + ["--new"], input: damage.won ? ["crane", "sleet", "pulse", "n"] : ["crane", "sleet"])
    #expect(played.status == 0)
    try sql(damage.sql)

    let list = try process.run(["codebreaker", "list", "--color", "never"])
    #expect(list.status == 0, "\(list.errors)")
    #expect(list.output.contains("1  damaged"), "\(list.output)")
    #expect(list.output.contains("cannot be read"))

    let resumed = try process.run(["codebreaker", "resume", "1"], input: ["trace"])
    #expect(resumed.status == 74)
    #expect(resumed.errors == "wordgames: error: game 1 cannot be read\n")

    // A plain run plays a new game, game 2, and says why once if game 1 claims to be in play.
    let plain = try process.run(game, input: ["trace", "/quit"])
    #expect(plain.status == 0, "\(plain.errors)")
    #expect(!plain.output.contains("Continuing"))
    #expect(plain.errors.split(separator: "\n").count <= 1)
    #expect(try process.run(["codebreaker", "list"]).output.contains("2  playing"))
    #expect(process.history().filter { $0.outcome != .abandoned }.count == (damage.won ? 1 : 0))
  }

  /// Leaving a game older than the one played last names the command that continues it.
  @Test func leavingAnOlderGameSaysWhichCommandContinuesIt() throws {
    _ = try process.run(["codebreaker", "--new", "--seed", "1"], input: ["crane", "/quit"])
    let newest = try process.run(
      ["codebreaker", "--new", "--seed", "2"], input: ["crane", "/quit"])
    #expect(newest.output.hasSuffix("Game saved — 'wordgames codebreaker' continues it.\n"))
    let older = try process.run(["codebreaker", "resume", "1"], input: ["/quit"])
    #expect(older.output.hasSuffix("Game saved — 'wordgames codebreaker resume 1' continues it.\n"))
  }

  /// The games are numbered among CodeWord Breaker's alone: another game's in progress takes
  /// no number of theirs.
  @Test func theFirstGameIsGameOneWhateverOtherGamesAreInProgress() throws {
    _ = try process.run(["hangman", "--seed", "1"], input: ["e", "/quit"])
    _ = try process.run(["evil", "--seed", "1"], input: ["e", "/quit"])
    _ = try process.run(game, input: ["crane", "/quit"])
    #expect(try process.run(["codebreaker", "list", "--numbers"]).output == "1\n")
    let resumed = try process.run(["codebreaker", "resume", "1"], input: ["/quit"])
    #expect(resumed.output.hasPrefix("Continuing game 1 ("), "\(resumed.errors)")
  }

  /// `resume` takes the options of how a game is shown, `--plain` among them.
  @Test func aGameResumesInPlainWords() throws {
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    let resumed = try process.run(["codebreaker", "resume", "1", "--plain"], input: ["/quit"])
    #expect(resumed.status == 0, "\(resumed.errors)")
    #expect(resumed.output.hasPrefix("Continuing game 1"))
    // A finished game is shown as it ended, in words too.
    _ = try process.run(["codebreaker", "resume", "1"], input: ["pulse", "n"])
    let ended = try process.run(["codebreaker", "resume", "1", "--plain"])
    #expect(ended.status == 0, "\(ended.errors)")
    #expect(ended.output.hasPrefix("Attempt 1, CRANE: "), "\(ended.output)")
    #expect(ended.output.contains("\nAttempt 2, PULSE: right place P U L S E\n"))
    #expect(ended.output.contains("Game 1 is over. Won, in "))
  }

  @Test func aPlainRunContinuesTheLatestGameThatCanBeReadAndNamesTheOthers() throws {
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    _ = try process.run(game + ["--new"], input: ["crane", "sleet", "/quit"])
    try sql("UPDATE kept_games SET seconds_spent = 1e300 WHERE game = 'codebreaker' AND number = 2")
    let plain = try process.run(game, input: ["/quit"])
    #expect(plain.output.hasPrefix("Continuing your unfinished game"))
    #expect(plain.output.contains("Attempt 2 of 6: "))
    #expect(plain.errors == "wordgames: game 2 cannot be read; it stays in the list as it is\n")
  }

  /// A game open in one terminal is that terminal's: another can neither continue nor
  /// delete it, and is told why (exit 75); once the first lets it go, it is free.
  @Test func aGameOpenInAnotherTerminalIsLeftAlone() throws {
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    let first = try process.start(["codebreaker", "resume", "1"])
    try first.waitForOutput(containing: "Attempt 2 of 6: ")
    for command in [["resume", "1"], ["delete", "1", "--yes"]] {
      let refused = try process.run(["codebreaker"] + command)
      #expect(refused.status == 75, "\(command)")
      #expect(
        refused.errors
          == "wordgames: error: game 1 is open in another wordgames; it is left alone until "
          + "that one ends\n", "\(command)")
    }
    // A plain run starts a game of its own, and says so.
    let second = try process.run(game, input: ["/quit"])
    #expect(
      second.output.hasPrefix(
        "Your unfinished CodeWord Breaker game is open in another terminal; this is a new one."))
    try first.type("sleet")
    try first.waitForOutput(containing: "Attempt 3 of 6: ")
    kill(first.process.processIdentifier, SIGKILL)
    _ = first.finish()
    // The kernel let the game go with its process: it is free at once.
    let resumed = try process.run(["codebreaker", "resume", "1"], input: ["/quit"])
    #expect(resumed.status == 0)
    #expect(resumed.output.contains("  2  S L E E T"))
    #expect(process.keptGames(of: "codebreaker").map(\.moves) == [2, 0])
  }

  @Test(arguments: [
    "DROP TABLE kept_games; CREATE TABLE kept_games (y)",
    "ALTER TABLE kept_games DROP COLUMN moves",
  ])
  func anotherProgramsTablesAreSetAsideOnceAndTheGamesStartAfresh(_ change: String) throws {
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    try sql(change)
    let list = try process.run(["codebreaker", "list"])
    #expect(list.status == 0)
    #expect(list.errors.contains("is damaged (its table kept_"))
    #expect(list.errors.contains("); moved it to history.sqlite.damaged-"))
    #expect(list.errors.split(separator: "\n").count == 1)
    #expect(list.output.hasPrefix("No games yet"))
    for command in [["codebreaker", "resume", "1"], ["codebreaker", "delete", "1", "--yes"]] {
      let run = try process.run(command)
      #expect(run.status == 64 && run.errors.contains("there is no game 1"), "\(command)")
    }
    let played = try process.run(game, input: ["crane", "/quit"])
    #expect(played.status == 0 && played.errors.isEmpty)
    #expect(process.keptGames(of: "codebreaker").map(\.number) == [1])
  }

  /// Eight games in play, each deleted by another process while its player is at the
  /// prompt: each delete is refused while its game is open, and each game ends once,
  /// recorded as played to its end.
  @Test func gamesOpenElsewhereAreNotDeletedAndAllEndOnce() throws {
    let count = 8
    var players: [RunningProcess] = []
    for seed in 1...count {
      let running = try process.start(game + ["--new", "--seed", "\(seed)"])
      try running.waitForOutput(containing: "Attempt 1 of 6: ")
      try running.type("crane")
      try running.waitForOutput(containing: "Attempt 2 of 6: ")
      players.append(running)
    }
    let deletes = try (1...count).map {
      try process.start(["codebreaker", "delete", "\($0)", "--yes"])
    }
    for delete in deletes { #expect(delete.finish().status == 75) }
    // Every line at once: once a game ends, the words left are refused at "Play again?".
    for player in players {
      try player.input.fileHandleForWriting.write(
        contentsOf: Data("slate\ntrace\npound\nmight\nfuzzy\nn\n".utf8))
    }
    for player in players { #expect(player.finish().status == 0) }
    let kept = process.keptGames(of: "codebreaker")
    #expect(kept.count == count && kept.allSatisfy { $0.status != .playing })
    let records = process.history()
    #expect(records.count == count && Set(records.map(\.id)).count == count)
  }

  /// Issue 49: a game left unfinished, then two won, then the first deleted: it is
  /// recorded as abandoned where it was played, before the wins, and the streak stands.
  @Test func deletingAnOldUnfinishedGameLeavesTheStreakAsItIs() throws {
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    for _ in 1...2 { _ = try process.run(game + ["--new"], input: ["pulse", "n"]) }
    // played, won, lost, abandoned, ratio, bar, streak, best
    func streaks() throws -> ArraySlice<String> {
      let stats = try process.run(["stats", "--game", "codebreaker"])
      return try #require(WordGamesProcess.row("CodeWord Breaker", in: stats.output)).suffix(2)
    }
    #expect(try streaks() == ["2", "2"])
    #expect(try process.run(["codebreaker", "delete", "1", "--yes"]).status == 0)
    #expect(process.history().map(\.outcome) == [.abandoned, .won, .won])
    #expect(try streaks() == ["2", "2"])
    // Nor does one left between two wins: they stay one streak.
    _ = try process.run(game + ["--new"], input: ["crane", "/quit"])
    _ = try process.run(game + ["--new"], input: ["pulse", "n"])
    #expect(try streaks() == ["3", "3"])
    #expect(try process.run(["codebreaker", "delete", "4", "--yes"]).status == 0)
    #expect(try streaks() == ["3", "3"])
    #expect(process.history().map(\.outcome).filter { $0 == .abandoned }.count == 2)
  }

  /// The day's word started in one terminal is that terminal's: a second is told so, and
  /// neither game is lost (the second terminal's was once never recorded).
  @Test func theDaysWordOpenInAnotherTerminalIsLeftAlone() throws {
    let first = try process.start(["codebreaker", "--daily", "--color", "never"])
    try first.waitForOutput(containing: "Attempt 1 of 6: ")
    let second = try process.run(["codebreaker", "--daily"], input: ["crane"])
    #expect(second.status == 75)
    // Refused, not said to begin a game of its own first.
    #expect(!second.output.contains("this is a new one"))
    #expect(second.errors.hasPrefix("wordgames: error: the word of "))
    #expect(
      second.errors.hasSuffix(
        " is open in another wordgames; it is left alone until that one ends\n"))
    try first.type("crane")
    try first.waitForOutput(containing: "Attempt 2 of 6: ")
    try first.type("/quit")
    _ = first.finish()
    let resumed = try process.run(["codebreaker", "--daily"], input: ["/quit"])
    #expect(resumed.output.contains("  1  C R A N E"))
    #expect(process.keptGames(of: "codebreaker").map(\.moves) == [1])
  }

  /// Several deletes of one game at once: one deletes it, and the others are told it is
  /// gone, never that it is open elsewhere.
  @Test func deletesOfOneGameAtOnceAgreeThatItIsGone() throws {
    _ = try process.run(["codebreaker", "--seed", "3"], input: ["crane", "/quit"])
    let deletes = try (1...4).map { _ in
      try process.start(["codebreaker", "delete", "1", "--yes"])
    }
    let runs = deletes.map { $0.finish() }
    #expect(runs.filter { $0.output == "Game 1 is deleted.\n" }.count == 1)
    for run in runs where run.status != 0 {
      #expect(
        run.errors.contains("game 1 was deleted by another wordgames just now")
          || run.errors.contains("there is no game 1"), "\(run.errors)")
    }
    #expect(process.history().count == 1)
  }
}
