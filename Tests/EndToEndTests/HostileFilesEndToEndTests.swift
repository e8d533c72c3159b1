import Foundation
import TestSupport
import Testing

@testable import Storage

/// What a hostile run found (issue 49): rows, saves, settings and file names written by
/// hand or by another program, and a signal from the keyboard, none of which may crash the
/// program, grow it without bound or reach the terminal.
@Suite(.temporaryHome) struct HostileFilesEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  func sql(_ statements: String) throws {
    try Database(path: process.home.appendingPathComponent("data/history.sqlite").path)
      .execute(statements)
  }

  /// With `--seed 469` the word is PULSE.
  let codeBreaker = ["codebreaker", "--seed", "469", "--color", "never", "--new"]

  /// A win's attempts far outside what a game allows, or below zero, are left out of the
  /// chart of attempts per win; sums skip numbers out of any record's range.
  @Test(arguments: ["0", "-1", "100000000", "9223372036854775807", "-9223372036854775808"])
  func aWinsAttemptsOutOfRangeNeitherCrashNorGrowTheStatistics(_ guesses: String) throws {
    _ = try process.run(codeBreaker, input: ["crane", "pulse", "n"])
    _ = try process.run(codeBreaker, input: ["pulse", "n"])
    try sql("UPDATE games SET guesses = \(guesses) WHERE id = 1")
    for arguments in [["stats"], ["stats", "--game", "codebreaker"], ["stats", "--json"]] {
      let stats = try process.run(arguments + ["--color", "never"])
      #expect(stats.status == 0, "\(arguments): \(stats.errors)")
      #expect(stats.errors.isEmpty, "\(arguments)")
      #expect(stats.output.count < 10_000, "\(arguments)")
    }
    // The sound win, in one attempt, is charted.
    let chart = try process.run(["stats", "--game", "codebreaker", "--color", "never"]).output
    #expect(chart.contains("attempts per win (fair)"), "\(chart)")
  }

  /// A figure out of any record's range is no least nor most of anything.
  @Test func aGuessCountOutOfRangeIsNoFewest() throws {
    _ = try process.run(["hangman", "--seed", "1", "--new"], input: ["/quit"])
    try sql(
      """
      INSERT INTO games (game_id, game, language, outcome, guesses, incorrect_guesses,
        started_at, ended_at, seconds_spent, details)
      VALUES ('x', 'hangman', 'en', 'won', -9223372036854775808, 0, 1, 2, 1,
        '{"hangman_mode": "word", "hangman_score": 9223372036854775807}')
      """)
    let stats = try process.run(["stats", "--game", "hangman", "--color", "never"])
    #expect(stats.status == 0, "\(stats.errors)")
    #expect(!stats.output.contains("922337203685477580"), "\(stats.output)")
  }

  /// A number of attempts past any a game allows, a start no clock shows, a date for a game
  /// that is no daily one.
  @Test(arguments: [
    "$.options.attempts', 9223372036854775807", "$.basics.startedAt', 1e300",
    "$.opening.daily', '2026-01-01'",
  ])
  func aNumberNoPlayCouldReachLeavesTheGameUnread(_ change: String) throws {
    _ = try process.run(codeBreaker, input: ["crane", "/quit"])
    try sql(
      "UPDATE kept_games SET session = CAST(json_set(CAST(session AS TEXT), '\(change)) AS BLOB)")
    let resumed = try process.run(["codebreaker", "resume", "1"], input: ["/hint", "/quit"])
    #expect(resumed.status == 74)
    #expect(resumed.errors == "wordgames: error: game 1 cannot be read\n")
  }

  @Test func escapesInTheSettingsFileNeverReachTheTerminal() throws {
    _ = try process.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>evil.strategy</key><string>\u{1B}]0;owned\u{7}\u{1B}[2J</string>
      <key>\u{1B}[5mbogus</key><string>1</string>
      <key>hangman.guesses</key><string>x\u{1B}]0;</string></dict></plist>
      """, to: "config/settings.plist")
    let run = try process.run(["settings", "list"])
    #expect(run.status == 0)
    #expect(run.errors.contains("unknown setting 'bogus'"), "\(run.errors)")
    #expect(run.errors.contains("invalid value '' for evil.strategy"))
    // An escape cut short in a value takes nothing of the words after it.
    #expect(run.errors.contains("invalid value 'x' for hangman.guesses: expected a whole number"))
    #expect(!run.errors.contains("\u{1B}") && !run.errors.contains("\u{7}"))
  }

  @Test func escapesInAWordListsNameNeverReachTheTerminal() throws {
    let path = try process.write("CAT\nDOG\nEMU\n", to: "\u{1B}]0;owned\u{7}\u{1B}[2Jx.txt")
    let words = try process.run(["words", "--words", path])
    #expect(words.status == 0)
    let played = try process.run(
      ["evil", "--words", path, "--length", "3", "--plain"], input: ["/quit"])
    #expect(played.status == 0)
    for output in [words.output, played.output] {
      #expect(output.contains("/x.txt: 3 words") || output.contains(": x.txt, "), "\(output)")
      #expect(!output.contains("owned"))
      #expect(!output.contains("\u{1B}") && !output.contains("\u{7}"))
    }
  }

  /// A file where the data folder should be holds no games, but is no empty history either.
  @Test func aFileInPlaceOfTheDataFolderIsReportedNotTakenForNoGames() throws {
    _ = try process.write("not a folder", to: "data")
    for arguments in [["stats"], ["codebreaker", "list"]] {
      let run = try process.run(arguments)
      #expect(run.status == 74, "\(arguments)")
      #expect(run.errors.contains("data is a file, not a folder"), "\(arguments): \(run.errors)")
    }
  }

  /// Ctrl-\ is Ctrl-C's cousin: the game is saved, and nothing is dumped.
  @Test func aQuitFromTheKeyboardSavesTheGame() throws {
    let running = try process.start(codeBreaker)
    try running.type("crane")
    try running.waitForOutput(containing: "Attempt 2 of 6: ")
    kill(running.process.processIdentifier, SIGQUIT)
    let run = running.finish()
    #expect(run.status == 131)
    #expect(process.keptGames(of: "codebreaker").map(\.moves) == [1])
  }
}
