import Foundation
import TestSupport
import Testing

/// At 40 columns nothing breaks inside a word: the Ghost score, the settings and the tables
/// of `stats` and `codebreaker list`, which fold their columns (issue 20, item 3).
@Suite(.temporaryHome) struct NarrowTextEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// Runs `arguments` as at a terminal `columns` wide.
  private func run(_ arguments: [String], input: [String] = [], columns: Int = 40) throws
    -> String
  {
    var narrow = process
    narrow.environment["COLUMNS"] = String(columns)
    return try narrow.run(arguments, input: input).output
  }

  private static func widest(_ output: String) -> Int {
    output.split(separator: "\n").map(\.count).max() ?? 0
  }

  @Test func theSettingsPutWhatEachIsUnderItsKey() throws {
    let listing = try run(["settings"])
    #expect(Self.widest(listing) <= 40, "\(listing)")
    #expect(
      listing.hasPrefix("color                 auto\n    colour: auto (default), always or\n"))
    // Wide enough, three columns as before.
    let wide = try run(["settings"], columns: 100)
    #expect(wide.hasPrefix("color                 auto      colour: auto (default), always"))
    // The same at the game's /settings.
    let inGame = try run(["evil", "--seed", "1"], input: ["/settings", "", "/quit"])
    #expect(inGame.contains("evil.strategy         largest\n    Evil Hangman: how the computer"))
  }

  @Test func statsFoldsItsTablesWithTheFirstColumnInEachBlock() throws {
    _ = try run(["evil", "--seed", "1", "--guesses", "1"], input: ["e", "n"])
    _ = try run(["ghost", "--players", "Ann,Bob"], input: ["q", "u", "y", "n"])
    let stats = try run(["stats"])
    #expect(Self.widest(stats) <= 40, "\(stats)")
    for heading in ["played", "won", "lost", "abandoned", "ratio", "streak", "best"] {
      #expect(stats.contains(heading), "\(heading)")
    }
    // Each block names the games again.
    #expect(stats.components(separatedBy: "  Evil Hangman ").count >= 3, "\(stats)")
    let wide = try run(["stats"], columns: 100)
    #expect(wide.hasPrefix("  game          played  won  lost  abandoned  ratio"))
  }

  @Test func codeWordBreakersListFolds() throws {
    _ = try run(["codebreaker", "--seed", "2"], input: ["crane", "/quit"])
    let list = try run(["codebreaker", "list"])
    #expect(Self.widest(list) <= 40, "\(list)")
    #expect(list.contains("C R A N E"))
    #expect(list.contains("1 of 6  0:00  English, 5 letters\n"))
  }

  @Test func theGhostScoreGoesUnderItselfRatherThanBreak() throws {
    let output = try run(
      ["ghost", "--players", "Annabelle,Bartholomew", "--match"], input: ["q", "u", "y", "/quit"],
      columns: 30)
    #expect(output.contains("Score     Annabelle G\n          Bartholomew –\n"), "\(output)")
  }

  @Test func theMenusMarkerStaysWhole() throws {
    _ = try run(["evil", "--seed", "1"], input: ["e", "/quit"])
    let menu = try run([], input: ["q"])
    #expect(menu.contains("  2  evil         Evil Hangman\n                  · in progress\n"))
    #expect(Self.widest(menu) <= 40, "\(menu)")
  }

  @Test func theWordsReportWrapsItsSummary() throws {
    let report = try run(["words"])
    #expect(report.hasPrefix("English (english.plist): 233,615 words,\nlongest 24 letters\n\n"))
    #expect(Self.widest(report) <= 40, "\(report)")
  }
}
