import Foundation
import TestSupport
import Testing

@testable import wordgames

/// `wordgames stats` after a known sequence of games, through the binary.
@Suite(.temporaryHome) struct StatsEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// Evil Hangman: lost, won, won, lost (cautious); then Ghost: Ann loses in English and
  /// wins in Dutch.
  func playTheSequence() throws {
    let seed = try process.writeSeedList()
    let cat = try process.write("cat\n", to: "cat.txt")
    let games: [([String], [String])] = [
      (["evil", "--words", seed, "--length", "4", "--guesses", "1"], ["z", "n"]),
      (["evil", "--words", cat, "--length", "3"], ["c", "a", "t", "n"]),
      (["evil", "--words", cat, "--length", "3"], ["c", "a", "t", "n"]),
      (
        ["evil", "--words", seed, "--length", "4", "--guesses", "1", "--strategy", "cautious"],
        ["z", "n"]
      ),
      (["ghost", "--players", "Ann,Bob"], ["p", "e", "a", "f", "o", "w", "l", "n"]),
      (["ghost", "--players", "Ann,Bob", "--lang", "nl"], ["q", "x", "n"]),
    ]
    for (arguments, input) in games {
      #expect(try process.run(arguments, input: input).status == 0, "\(arguments)")
    }
  }

  func row(_ name: String, in output: String) -> [String]? {
    WordGamesProcess.row(name, in: output)
  }

  @Test func withNoHistoryAOneLineHint() throws {
    let run = try process.run(["stats"])
    #expect(run.status == 0)
    #expect(
      run.output
        == "No games recorded yet. Play one: 'wordgames hangman', 'wordgames evil', "
        + "'wordgames ghost', 'wordgames codebreaker'.\n"
    )
    #expect(
      !FileManager.default.fileExists(
        atPath: process.home.appendingPathComponent("data/history.sqlite").path))
  }

  @Test func everyGameWithItsStreaksStrategiesAndPlayers() throws {
    try playTheSequence()
    let run = try process.run(["stats"])
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    // played, won, lost, abandoned, ratio, bar, streak, best
    #expect(
      row("Evil Hangman", in: run.output) == [
        "Evil", "Hangman", "4", "2", "2", "0", "50%", "█████", "0", "2",
      ])
    #expect(
      row("Ghost", in: run.output) == ["Ghost", "2", "–", "–", "0", "–", "–", "–"])
    #expect(run.output.contains("Evil Hangman by strategy"))
    #expect(row("largest", in: run.output) == ["largest", "3", "2", "1", "0", "67%", "██████▋"])
    #expect(row("cautious", in: run.output) == ["cautious", "1", "0", "1", "0", "0%"])
    #expect(row("Ann", in: run.output) == ["Ann", "2", "1", "0"])
    #expect(row("Bob", in: run.output) == ["Bob", "2", "1", "0"])
    #expect(run.output.contains("Hints asked for in Ghost: 0"))
  }

  @Test func eachFilterNarrowsEveryFigure() throws {
    let day = Date().day
    try playTheSequence()
    let ghostOnly = try process.run(["stats", "--game", "ghost"]).output
    #expect(ghostOnly.hasPrefix("Games matching --game ghost\n"))
    #expect(row("Evil Hangman", in: ghostOnly) == nil)
    #expect(row("Ghost", in: ghostOnly)?[1] == "2")

    let short = try process.run(["stats", "--length", "3"]).output
    #expect(
      row("Evil Hangman", in: short) == [
        "Evil", "Hangman", "2", "2", "0", "0", "100%", "██████████", "2", "2",
      ])
    #expect(row("Ghost", in: short) == nil)

    let oneGuess = try process.run(["stats", "--guesses", "1"]).output
    #expect(row("Evil Hangman", in: oneGuess)?[2...4] == ["2", "0", "2"])

    let dutch = try process.run(["stats", "--lang", "dutch"]).output
    #expect(row("Ghost", in: dutch)?[1...4] == ["1", "–", "–", "0"])
    #expect(row("Evil Hangman", in: dutch) == nil)

    let hard = try process.run(["stats", "--difficulty", "5"]).output
    #expect(hard == "Games matching --difficulty 5\n\nNo games recorded match these filters.\n")

    // Today and tomorrow, unless midnight came while the games were played.
    guard Date().day == day else { return }
    let today = try process.run(["stats", "--since", day]).output
    #expect(row("Evil Hangman", in: today)?[2] == "4")
    let tomorrow = Calendar(identifier: .gregorian).date(byAdding: .day, value: 1, to: Date())!
    let after = try process.run(["stats", "--since", tomorrow.day])
    #expect(after.output.hasSuffix("No games recorded match these filters.\n"))
  }

  @Test func emptyJSONIsCompact() throws {
    let run = try process.run(["stats", "--json"])
    #expect(run.output == "{\n  \"filters\" : {},\n  \"games\" : []\n}\n")
  }

  @Test func jsonHasTheSameFigures() throws {
    try playTheSequence()
    let run = try process.run(["stats", "--json", "--game", "evil"])
    #expect(run.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(report["filters"] as? [String: String] == ["game": "evil"])
    let games = try #require(report["games"] as? [[String: Any]])
    #expect(games.count == 1)
    let evil = games[0]
    #expect(evil["title"] as? String == "Evil Hangman")
    #expect(evil["played"] as? Int == 4)
    #expect(evil["won"] as? Int == 2)
    #expect(evil["winRatio"] as? Double == 0.5)
    #expect(evil["currentStreak"] as? Int == 0)
    #expect(evil["bestStreak"] as? Int == 2)
    let strategies = try #require(evil["strategies"] as? [[String: Any]])
    #expect(strategies.map { $0["name"] as? String } == ["largest", "cautious"])

    let ghost = try process.run(["stats", "--json", "--game", "ghost"]).output
    let ghostReport = try #require(
      try JSONSerialization.jsonObject(with: Data(ghost.utf8)) as? [String: Any])
    let round = try #require((ghostReport["games"] as? [[String: Any]])?.first)
    let players = try #require((round["ghost"] as? [String: Any])?["players"] as? [[String: Any]])
    #expect(Set(players.compactMap { $0["name"] as? String }) == ["Ann", "Bob"])
  }

  @Test func aDamagedHistoryIsReportedMovedAsideAndCountedAsEmpty() throws {
    _ = try process.write(
      String(repeating: "not a database ", count: 500), to: "data/history.sqlite")
    let run = try process.run(["stats"])
    #expect(run.status == 0)
    #expect(
      run.errors.hasPrefix(
        "wordgames: \(process.home.path)/data/history.sqlite is damaged (file is not a database); moved it to history.sqlite.damaged-"
      ))
    #expect(run.errors.split(separator: "\n").count == 1)
    #expect(run.output.hasPrefix("No games recorded yet."))
  }

  @Test func badFiltersAreRefusedWithTheirRange() throws {
    let game = try process.run(["stats", "--game", "chess"])
    #expect(game.status == 64)
    #expect(
      game.errors.contains("invalid value 'chess' for --game: expected one of hangman, evil, ghost")
    )
    let date = try process.run(["stats", "--since", "2026-02-30"])
    #expect(date.status == 64)
    #expect(date.errors.contains("expected a date that exists, as YYYY-MM-DD"))
    let guesses = try process.run(["stats", "--guesses", "27"])
    #expect(guesses.errors.contains("expected a whole number from 1 to 26"))
  }
}
