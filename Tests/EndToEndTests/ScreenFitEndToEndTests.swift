import Foundation
import TestSupport
import Testing

/// A short terminal keeps the answer to the last move, the board and the prompt in view
/// together, and a resized one is drawn again (issue 20, item 2). The height comes from the
/// terminal, or from `LINES` when output is not one, as here.
@Suite(.temporaryHome, .serialized) struct ScreenFitEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// Plays `arguments` in a terminal of `columns` × `rows` (as `COLUMNS` and `LINES` say).
  private func play(_ arguments: [String], input: [String], columns: Int = 40, rows: Int = 20)
    throws -> String
  {
    var sized = process
    sized.environment["COLUMNS"] = String(columns)
    sized.environment["LINES"] = String(rows)
    return try sized.run(arguments, input: input).output
  }

  /// What each screen shows: the rows after each prompt's line, up to and including the
  /// next prompt's (the first screen starts at the top).
  private static func screens(_ output: String, prompt: String) -> [[String]] {
    var screens: [[String]] = [[]]
    for row in output.split(separator: "\n", omittingEmptySubsequences: false) {
      screens[screens.count - 1].append(String(row))
      if row.hasPrefix(prompt) || row.contains("? [Y/n] ") { screens.append([]) }
    }
    return screens.dropLast().map { $0 }
  }

  @Test(arguments: [
    (["hangman", "--seed", "3"], ["e", "q", "z", "x", "/quit"], "Guess a letter"),
    (["evil", "--seed", "3", "--show-remaining"], ["e", "a", "o", "/quit"], "Guess a letter"),
    (["ghost", "--computer", "perfect", "--seed", "7"], ["q", "u", "n"], "Add a letter"),
    (["codebreaker", "--seed", "3"], ["crane", "fuzzy", "/quit"], "Attempt "),
  ])
  func theAnswerTheBoardAndThePromptFitTwentyRows(
    _ arguments: [String], _ input: [String], _ prompt: String
  ) throws {
    let output = try play(arguments, input: input)
    let screens = Self.screens(output, prompt: prompt)
    #expect(screens.count >= input.count)
    for screen in screens {
      #expect(screen.count <= 20, "\(screen.joined(separator: "\n"))")
      #expect(screen.allSatisfy { $0.count <= 40 }, "\(screen.joined(separator: "\n"))")
    }
    // The answer to each move is on the screen that follows it.
    for (screen, move) in zip(screens.dropFirst(), input) where !move.hasPrefix("/") {
      guard prompt != "Attempt " else { continue }  // the board is the answer
      #expect(
        screen.contains { $0.hasPrefix("Yes,") || $0.hasPrefix("No,") || $0.hasPrefix("You add") },
        "\(move): \(screen.joined(separator: "\n"))")
    }
  }

  @Test func withoutAHeightTheBoardKeepsEveryRow() throws {
    let tall = try play(["hangman", "--seed", "3"], input: ["q", "/quit"], rows: 60)
    var pipe = process
    pipe.environment["WORDGAMES_HOME"] = process.home.appendingPathComponent("other").path
    pipe.environment["COLUMNS"] = "40"
    let unknown = try pipe.run(["hangman", "--seed", "3"], input: ["q", "/quit"]).output
    #expect(tall == unknown)
    #expect(tall.contains("\n=========\n\nWord     _"))
  }

  @Test func aVeryShortTerminalGetsTheSmallGallowsBesideTheWord() throws {
    let output = try play(["hangman", "--seed", "3"], input: ["q", "z", "/quit"], rows: 14)
    #expect(output.contains(" +---+    Word     _ _ _"))
    #expect(output.contains("     |    Left     5 misses\n=======\n"))
    for screen in Self.screens(output, prompt: "Guess a letter").dropFirst() {
      #expect(screen.count <= 14, "\(screen.joined(separator: "\n"))")
    }
  }

  @Test func codeWordBreakerShowsTheLatestAttemptsThatFit() throws {
    let words = [
      "crane", "fuzzy", "light", "moist", "pound", "bakes", "vixen", "jumpy", "wharf", "glyph",
      "those", "where", "there", "other", "about", "after", "again",
    ]
    let output = try play(
      ["codebreaker", "--attempts", "20", "--seed", "4"], input: words + ["/quit"])
    let screens = Self.screens(output, prompt: "Attempt ")
    for screen in screens {
      #expect(screen.count <= 20, "\(screen.joined(separator: "\n"))")
    }
    // The latest attempts fill the screen, the earlier ones counted on a line of their own.
    let lastScreen = try #require(screens.last)
    #expect(lastScreen.count == 20, "\(lastScreen.joined(separator: "\n"))")
    let last = lastScreen.joined(separator: "\n")
    let hidden = Int(try #require(last.firstMatch(of: /… (\d+) earlier attempts\n/)).1)!
    let next = words[hidden].uppercased().map(String.init).joined(separator: " ")
    #expect(
      last.contains(
        "  … \(hidden) earlier attempts\n  \(hidden < 9 ? " " : "")\(hidden + 1)  \(next)"))
    #expect(last.contains("  17  A G A I N"))
    // Without a height, every attempt.
    #expect(!output.contains("earlier attempt") || output.contains("   1  C R A N E"))
  }

  @Test func aResizedTerminalIsDrawnAgainAtOnceAndTheGameGoesOn() throws {
    let terminal = try PseudoTerminal(["hangman", "--seed", "3"], environment: process.environment)
    #expect(terminal.waitFor("Guess a letter, or the whole word: "))
    let letters = try #require(terminal.shown.firstMatch(of: /· (\d+) letters ·/)).1
    #expect(!terminal.shown.contains("difficulty 5\r\n\(letters) letters"))
    // The first board is alone on the screen.
    #expect(terminal.shown.components(separatedBy: "HANGMAN").first?.contains("\u{1B}[2J") == true)
    terminal.resize(columns: 40, rows: 20)
    #expect(terminal.waitFor("Guess a letter: "))  // the long prompt leaves too little room
    #expect(terminal.shown.contains("HANGMAN · English · difficulty 5\r\n\(letters) letters"))
    // The screen is cleared before the board is drawn at its new size: one board in view.
    let screen = terminal.shown.components(separatedBy: "\u{1B}[2J").last ?? ""
    #expect(screen.components(separatedBy: "HANGMAN").count == 2, "\(screen)")
    terminal.type("q\n")
    #expect(terminal.waitFor("No, there is no Q."))
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)
  }

  /// A prompt that is not drawn again after a resize keeps what was typed at it, as it
  /// still shows it: the way to play chosen at the menu is the one played.
  @Test func aResizeAtAPromptNotDrawnAgainKeepsTheHalfTypedLine() throws {
    let terminal = try PseudoTerminal([], environment: process.environment)
    #expect(terminal.waitFor("Choose: "))
    terminal.type("2\n")
    #expect(terminal.waitFor("Enter plays as set"))
    terminal.type("4")
    #expect(terminal.waitFor("4"))  // its echo
    terminal.resize(columns: 60, rows: 20)
    terminal.type("\n")
    #expect(terminal.waitFor("strategy: planner"))
    // Ended by a signal, not a typed line: the resize's redraw may still be on its way, and
    // a line typed under it could be dropped with it.
    kill(terminal.process.processIdentifier, SIGTERM)
    #expect(terminal.exitStatus() == 143)
  }

  @Test func aGamesOwnCommandKeepsOneBoardInView() throws {
    let terminal = try PseudoTerminal(
      ["codebreaker", "--seed", "3"], environment: process.environment)
    #expect(terminal.waitFor("Attempt 1 of 6: "))
    terminal.type("/hint\n")
    #expect(terminal.waitFor("Attempt 1 of 6: "))  // asked again, after the hint
    // The screen is cleared once the line is typed: the hint, then the board, alone.
    let screen = terminal.shown.components(separatedBy: "\u{1B}[2J").last ?? ""
    #expect(screen.contains("Try "))
    #expect(screen.components(separatedBy: "CODEWORD BREAKER").count == 2, "\(screen)")
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)
  }

  @Test func aLineHalfTypedWhenTheTerminalIsResizedIsDroppedWithItsEcho() throws {
    let terminal = try PseudoTerminal(["hangman", "--seed", "3"], environment: process.environment)
    #expect(terminal.waitFor("Guess a letter, or the whole word: "))
    let letters = try #require(terminal.shown.firstMatch(of: /· (\d+) letters ·/)).1
    terminal.type("zz")
    #expect(terminal.waitFor("zz"))
    terminal.resize(columns: 40, rows: 20)
    #expect(terminal.waitFor("Guess a letter: "))  // the long prompt leaves too little room
    #expect(terminal.shown.contains("difficulty 5\r\n\(letters) letters"))
    // What is read is what the redrawn prompt shows: the Q alone, not ZZQ.
    terminal.type("q\n")
    #expect(terminal.waitFor("No, there is no Q."))
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)
  }

  /// Below the narrowest board, a window is told so and shown the position in words, which
  /// wraps to any width.
  @Test func aWindowTooNarrowForTheBoardGetsThePositionInWords() throws {
    let output = try play(["evil", "--seed", "3"], input: ["e", "/quit"], columns: 16)
    let words = output.replacingOccurrences(of: "\n", with: " ")
    #expect(words.hasPrefix("The window is too narrow for the board; widen it to 20 columns. "))
    #expect(words.contains("columns. Word 7 blanks · misses none · 6 left"))
    #expect(words.contains("No, there is no E. The window is too narrow"))
    let rows = output.split(separator: "\n")
    #expect(rows.allSatisfy { $0.count <= 16 || $0.hasPrefix("Guess") }, "\(output)")
  }
}
