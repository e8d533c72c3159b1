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

  /// A long meaning at the end of a game is wrapped whole, never cut.
  @Test func aLongMeaningIsWrappedNotCut() throws {
    let list = try process.write("ABSEILER\n", to: "one.txt")
    let output = try run(["hangman", "--words", list, "--length", "8"], input: ["abseiler", "n"])
    #expect(Self.widest(output) <= 40)
    let meaning = output.split(separator: "\n").drop { !$0.hasPrefix("abseiler (noun):") }
      .prefix { !$0.hasPrefix("Play again?") }.joined(separator: " ")
    #expect(meaning.hasSuffix("around the body and attached to some high point"), "\(meaning)")
    #expect(!output.contains("…"))
  }

  private static func widest(_ output: String) -> Int {
    output.split(separator: "\n").map(\.count).max() ?? 0
  }

  /// Every line the program writes at 40 columns, on standard output and error, over the
  /// menu, settings, help, every game's prompts and refusals, the two-player secret and its
  /// reasons, usage errors and an empty history: none runs past the width, and none
  /// breaks a word (a line breaks only where the text had a space).
  @Test func everyLineFitsFortyColumnsAndNoWordBreaks() throws {
    let long = String(repeating: "x", count: 30)
    let runs: [([String], [String])] = [
      ([], ["zz", "9", "t", "nonsense", "evil.guesses 99", "", "h", "q"]),
      (["stats"], []), (["settings"], []), (["help"], []), (["help", "ghost"], []),
      (["evil", "--length", "99"], []), (["bogus"], []), (["hangman", "--difficulty", "x"], []),
      (["evil", "--seed", "1"], ["7", "ab", "/help", "/settings", "", "/bogus", "/quit"]),
      (["hangman", "--seed", "1"], ["?", "/help", "qqqqqqqqqq", "/quit"]),
      (["hangman", "--two-player"], ["R2-D2", long, "ice cream", "é", "/quit"]),
      (["ghost", "--players", "Annabelle,\(long)"], []),
      (["ghost", "--players", "Annabelle,Bob"], ["", "ab", "/help", "/quit"]),
      (["ghost", "--super", "--computer"], ["q", "/hint", "<", "/quit"]),
      (["codebreaker", "--seed", "1"], ["ab", "zzzzz", "crane", "zzzzz", "/help", "/quit"]),
      (["codebreaker", "list"], []), (["codebreaker", "resume", "99"], []),
    ]
    for (arguments, input) in runs {
      var narrow = process
      narrow.environment["COLUMNS"] = "40"
      let run = try narrow.run(arguments, input: input)
      for line in (run.output + run.errors).split(separator: "\n") {
        // A typed line is echoed after its prompt as it was typed.
        let echoed = input.filter { !$0.isEmpty && line.hasSuffix($0) }.map(\.count).max() ?? 0
        let written = line.dropLast(echoed)
        #expect(
          written.count <= 40 || !written.contains(" "),
          "wordgames \(arguments.joined(separator: " ")): \(line.count) columns: \(line)")
      }
    }
  }

  /// From 20 columns up, the word, the misses and the pegs keep to one line each (run
  /// together where spaced they would not fit), the letters to two, and a prompt too long
  /// to leave room to type is its first part.
  @Test(arguments: [20, 30, 40])
  func theWordTheMissesAndThePegsKeepToALine(columns: Int) throws {
    let hangman = try run(
      ["evil", "--length", "11", "--seed", "2", "--new"], input: ["q", "z", "/quit"],
      columns: columns)
    let last = try #require(hangman.components(separatedBy: "No, there is no Z.").last)
    let lines = last.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // A prompt's line is as wide as what was typed after it makes it.
    let typed = { (line: String) in
      ["q", "z", "/quit", "plaint"].contains { line.hasSuffix(": " + $0) }
    }
    #expect(lines.allSatisfy { $0.count <= columns || typed($0) }, "\(last)")
    let word = try #require(lines.first { $0.contains("_") })
    #expect(word.filter { $0 == "_" }.count == 11, "\(last)")
    #expect(lines.contains { $0.hasPrefix("Misses") && $0.contains("Q") && $0.contains("Z") })
    let letters = try #require(lines.firstIndex { $0.hasPrefix("Letters") })
    let keyboard = lines[letters...].prefix { !$0.isEmpty }.joined()
    // The L of Letters, and the 24 letters not tried (a tried one is a dot).
    #expect(keyboard.filter(\.isUppercase).count == 1 + 24, "\(last)")
    #expect(lines[letters...].prefix { !$0.isEmpty }.count <= 3, "\(last)")
    // Guess a letter, or the whole word: leaves 12 columns to type from 47 up.
    #expect(hangman.contains("\nGuess a letter: "))
    let wide = try run(["evil", "--seed", "2"], input: ["/quit"], columns: 47)
    #expect(wide.contains("\nGuess a letter, or the whole word: "))

    let codebreaker = try run(
      ["codebreaker", "--length", "6", "--seed", "1", "--new"], input: ["plaint", "/quit"],
      columns: columns)
    #expect(
      codebreaker.split(separator: "\n").map(String.init).allSatisfy {
        $0.count <= columns || typed($0)
      })
    let attempt = try #require(
      codebreaker.split(separator: "\n").first { $0.contains("PLAINT") || $0.contains("P L A") })
    #expect(attempt.filter { "●○·".contains($0) }.count == 6, "\(codebreaker)")
  }

  /// At 20 columns the losing board keeps the word on its line and the gallows above it
  /// (beside it, the text would be a letter a line), and the misses run together keep a
  /// whole word apart from the letters.
  @Test func theLastBoardAtTwentyColumnsKeepsTheWordWhole() throws {
    var narrow = process
    narrow.environment["LINES"] = "20"
    narrow.environment["COLUMNS"] = "20"
    let guesses = ["a", "i", "prophecy", "b", "f", "g", "j", "k", "n"]
    let list = try process.write("prophets\n", to: "prophets.txt")
    let run = try narrow.run(["hangman", "--words", list, "--guesses", "8"], input: guesses)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Word") && $0.lowercased().contains("prophets") })
    #expect(lines.contains("AIBFGJK PROPHECY"))
    let lone = lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      $0.count == 1 && $0.first!.isLetter
    }
    #expect(lone.isEmpty)
  }

  @Test func theSettingsPutWhatEachIsUnderItsKey() throws {
    let listing = try run(["settings"])
    #expect(Self.widest(listing) <= 40, "\(listing)")
    #expect(
      listing.hasPrefix("color                 auto\n    colour: auto (default), always or\n"))
    // Wide enough, three columns as before.
    let wide = try run(["settings"], columns: 100)
    #expect(wide.hasPrefix("color                 auto        colour: auto (default), always"))
    // A game's /settings: its own and the shared ones, each a key and a value alone where
    // what it is would go under it, so that the list fits 40×20.
    let inGame = try run(["evil", "--seed", "1"], input: ["/settings", "", "/quit"])
    #expect(inGame.contains("\n7  evil.strategy        largest\n8  evil.show-remaining  off\n"))
    #expect(!inGame.contains("hangman.") && !inGame.contains("how the computer cheats"))
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
    let count = CommandLineTests.written(
      try CommandLineTests.list("english.plist", language: "en").count)
    #expect(report.hasPrefix("English (english.plist): \(count) words,\nlongest 24 letters\n\n"))
    #expect(Self.widest(report) <= 40, "\(report)")
  }
}
