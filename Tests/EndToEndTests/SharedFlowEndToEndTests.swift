import Foundation
import TestSupport
import Testing

/// The flow every game shares, as a player reads it (issue 8): what happened, where the
/// game is, one voice.
@Suite(.temporaryHome) struct SharedFlowEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  @Test func aGameGivenUpIsNeverGivenUpSilently() throws {
    #expect(
      try process.run(["evil", "--words", seedList, "--length", "4"], input: ["e"]).status == 0)
    let replaced = try process.run(["evil", "--lang", "nl"], input: ["/quit"])
    #expect(
      replaced.output.contains(
        "Your unfinished game (seed.txt, 4 letters, 1 miss of 6) was recorded as abandoned."))

    let asked = try process.run(["evil"], input: ["e", "/new", "n", "/new", "y", "/quit"])
    #expect(asked.output.contains("Abandon this game? [y/N] n\n"))
    #expect(asked.output.contains("Abandon this game? [y/N] y\nYour unfinished game (Dutch, 7"))
  }

  @Test func helpWrapsToANarrowTerminalWithoutBreakingAWord() throws {
    var narrow = process
    narrow.environment["COLUMNS"] = "40"
    let run = try narrow.run(
      ["evil", "--words", seedList, "--length", "4"], input: ["/help", "/quit"])
    let start = try #require(run.output.range(of: "/help\n"))
    // The help stays on screen, under one line that says where the game stands.
    let end = try #require(
      run.output.range(of: "\n_ _ _ _ · 6", range: start.upperBound..<run.output.endIndex))
    let help = run.output[start.upperBound..<end.lowerBound].split(separator: "\n")
    #expect(help.allSatisfy { $0.count <= 40 }, "\(help)")
    #expect(help.first == "Guess one letter at a time, A to Z, or")
    // Each command's summary continues under itself, beside the names.
    let commands = help.drop { $0 != "Commands:" }.dropFirst()
    #expect(commands.count > 4)
    #expect(
      commands.allSatisfy { $0.hasPrefix("  /") || $0.hasPrefix(String(repeating: " ", count: 13)) }
    )
    #expect(commands.contains { $0.hasPrefix("  /settings     see and change") })
  }

  @Test func aResumedGameFitsANarrowTerminalLineByLine() throws {
    _ = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["e"])
    var narrow = process
    narrow.environment["COLUMNS"] = "40"
    let run = try narrow.run(["evil"], input: ["/quit"])
    #expect(
      run.output.hasPrefix("Continuing your unfinished game\n(seed.txt, 4 letters, 1 miss of 6)"))
    #expect(run.output.hasSuffix("Game saved — 'wordgames evil' continues\nit.\n"))
    let lines = run.output.split(separator: "\n")
    #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines.filter { $0.count > 40 })")
  }

  @Test func leavingSaysHowToContinueUnlessTheGameIsOver() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4"]
    let quit = try process.run(arguments, input: ["/quit"])
    #expect(quit.output.hasSuffix("Game saved — 'wordgames evil' continues it.\n"))
    let ended = try process.run(["evil"], input: [])
    #expect(
      ended.output.contains("Continuing your unfinished game (seed.txt, 4 letters, 0 misses of 6)"))
    #expect(ended.output.hasSuffix("Game saved — 'wordgames evil' continues it.\n"))

    let cat = try process.write("cat\n", to: "cat.txt")
    let won = try process.run(
      ["evil", "--words", cat, "--length", "3"], input: ["c", "a", "t", "n"])
    #expect(!won.output.contains("Game saved"))
  }

  @Test func theTitleNamesTheDictionary() throws {
    let english = try process.run(["evil", "--new"], input: ["/quit"])
    #expect(english.output.contains("EVIL HANGMAN · English · 7 letters"))
    let file = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["/quit"])
    #expect(file.output.contains("EVIL HANGMAN · seed.txt · 4 letters"))
  }

  @Test func theLastGuessIsAnsweredAndALossShowsTheWordWithWhatWasMissed() throws {
    let lost = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--color", "never"],
      input: ["e", "n"])
    #expect(lost.output.contains("No, there is no E.\nYou lost. The word was "))
    // The word row shows the word, every letter in lower case: none was found.
    #expect(lost.output.contains("Word     b o a r") || lost.output.contains("Word     d u c k"))

    let cat = try process.write("cat\n", to: "cat.txt")
    let won = try process.run(
      ["evil", "--words", cat, "--length", "3"], input: ["c", "a", "t", "n"])
    #expect(won.output.contains("Yes, there is one T.\nYou won! The word is CAT."))
  }

  @Test(arguments: 1...5)
  func aLossNamesACommonWordWhenOneIsPossible(seed: Int) throws {
    // KIAKI and COMOURN-like rarities against one word everybody knows.
    let list = try process.write("kiaki\nhouse\nxylyl\n", to: "rare.txt")
    let lost = try process.run(
      ["evil", "--words", list, "--length", "5", "--guesses", "1", "--seed", "\(seed)"],
      input: ["q", "n"])
    #expect(lost.output.contains("You lost. The word was HOUSE."))
  }

  @Test func aRefusalWrapsAtItsSpacesOnANarrowTerminal() throws {
    var narrow = process
    narrow.environment["COLUMNS"] = "40"
    let run = try narrow.run(["hangman", "--length", "10"], input: ["budgerigarsss", "/quit"])
    #expect(run.output.contains("The word has 10 letters; that guess has\n13.\n"))
  }

  @Test func theFirstBoardOfARunSaysWhereHelpIs() throws {
    let line = "Type /help for the rules and commands, /quit to save and leave."
    for arguments in [["hangman"], ["evil"], ["ghost"], ["codebreaker"]] {
      let run = try process.run(arguments + ["--new"], input: ["/help", "/quit"])
      // Once a run, under its first board: not again after /help.
      #expect(run.output.components(separatedBy: line).count == 2, "\(arguments)")
      let next = try process.run(arguments, input: ["/quit"])
      #expect(next.output.components(separatedBy: line).count == 2, "\(arguments)")
    }
  }

  @Test func showRemainingGivesTheStartingCount() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--show-remaining"], input: ["z", "/quit"])
    #expect(
      run.output.contains(
        "5 words possible.\n\nType /help for the rules and commands, /quit to save and leave."
          + "\n\nGuess a letter, or the whole word: "))
    let one = try process.write("cat\ncow\n", to: "two.txt")
    let single = try process.run(
      ["evil", "--words", one, "--length", "3", "--show-remaining"], input: ["a", "/quit"])
    #expect(single.output.contains("1 word remains."))
  }

  @Test func theBoardStaysInView() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4"], input: ["/help", "xy", "/quit"])
    // The screen once: /help stays on screen until the next move, under the word and the
    // guesses left, as after a refusal.
    #expect(run.output.components(separatedBy: "EVIL HANGMAN ·").count == 2)
    #expect(run.output.contains("(Ctrl-D too)\n\n_ _ _ _ · 6 misses left\nGuess"))
    #expect(
      run.output.contains(
        "The word has 4 letters; that guess has 2.\n_ _ _ _ · 6 misses left\n"))

    let cat = try process.write("cat\n", to: "cat.txt")
    let again = try process.run(
      ["evil", "--words", cat, "--length", "3"],
      input: ["c", "a", "t", "/help", "/settings", "", "/quit"])
    #expect(again.status == 0)
    #expect(again.output.contains("y (or Enter) starts a new game"))
    #expect(again.output.contains("Change a setting: its number (or KEY VALUE)"))
    #expect(again.output.hasSuffix("Play again? [Y/n] /quit\n"))
  }

  @Test func oneVoice() throws {
    let settings = try process.run(["settings"]).output
    #expect(settings.contains("evil.length           7           Evil Hangman: word length"))
    #expect(
      try process.run(["settings", "set", "evil.lenght", "5"]).errors.contains(
        "did you mean 'evil.length'?"))
    #expect(try process.run(["--vesion"]).errors.contains("did you mean '--version'?"))
    #expect(
      try process.run(["settings", "bogus"]).errors.contains(
        "unknown subcommand 'bogus' of settings"))
    #expect(
      try process.run(["help", "foo"]).errors.contains(
        "the commands are hangman, evil, ghost, codebreaker, stats, settings, words, define, challenge, join, help"
      ))
    #expect(
      try process.run(["evil", "--seed", "99999999999999999999"]).errors.contains(
        "expected a whole number from -9223372036854775808 to 18446744073709551615"))
    let typo = try process.run(
      ["evil", "--words", seedList, "--length", "4"],
      input: ["/hlep", "/sttings evil.length 5", "/settings evil.length 5"])
    #expect(typo.output.contains("Unknown command /hlep; did you mean /help?"))
    // The command alone is named, not what follows it; a command that takes nothing says so.
    #expect(typo.output.contains("Unknown command /sttings; did you mean /settings?"))
    #expect(typo.output.contains("/settings takes nothing after it: type /settings alone."))
    let one = try process.write("cat\n", to: "one.txt")
    #expect(try process.run(["words", "--words", one]).output.contains(": 1 word, longest 3"))
  }

  @Test(arguments: [
    (
      ["hangman", "--words", "cat.txt", "--length", "3"], ["a", "z", "n"],
      "Word blank, A, blank · misses none · 6 left"
    ),
    (
      ["evil", "--words", "seed.txt", "--length", "4", "--seed", "1"], ["e", "/quit"],
      "Word 4 blanks · misses E · 5 left"
    ),
    (
      ["codebreaker", "--words", "code.txt", "--seed", "7"], ["charm", "/quit"],
      "Last CHARM: in the word elsewhere H A; not in the word C R M · 5 attempts left"
    ),
    (["ghost", "--players", "Ann,Bob"], ["q", "/quit"], "Q · Bob to move"),
    // A round that is over has nobody to move.
    (["ghost", "--players", "Ann,Bob"], ["q", "u", "i", "z", "n"], "Q U I Z"),
  ])
  func plainModeSaysTheGameInOneLineOfWordsWithNoDrawing(
    _ arguments: [String], _ input: [String], _ line: String
  ) throws {
    let files = [
      "cat.txt": "cat\n", "seed.txt": "bear\nboar\ndeer\nduck\nhare\n",
      "code.txt": "alpha\nbravo\ncharm\ndove\n",
    ]
    let resolved = try arguments.map { argument in
      try files[argument].map { try process.write($0, to: argument) } ?? argument
    }
    let run = try process.run(resolved + ["--plain", "--new"], input: input)
    #expect(run.output.contains("\n" + line + "\n"), "\(run.output)")
    for drawing in ["=========", "+---+", "Letters", "●", "○", "Fragment  "] {
      #expect(!run.output.contains(drawing), "\(drawing)")
    }
    // The game is named once, in words, where a board would have its title.
    #expect(!run.output.contains(" · English ·") && !run.output.contains("HANGMAN"))
  }

  @Test func colourCarriesMeaning() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--color", "always"], input: ["z", "r"])
    let letters = try #require(
      run.output.split(separator: "\n").last { $0.contains("Letters") })
    // A miss red, a hit green, both in lower case so that colour is not all that marks them.
    #expect(letters.contains("\u{1B}[1;31mz\u{1B}[0m"))
    #expect(letters.contains("\u{1B}[1;32mr\u{1B}[0m"))
    #expect(!letters.contains("\u{1B}[2m"))  // nothing only dim
  }
}
