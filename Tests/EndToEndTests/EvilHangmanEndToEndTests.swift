import Foundation
import Lexicon
import Storage
import TestSupport
import Testing

@testable import wordgames

@Suite(.temporaryHome) struct EvilHangmanEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  /// The saved game, if there is one.
  @Test func aWonGameIsCongratulatedRecordedAndNotSaved() throws {
    let list = try process.write("cat\n", to: "cat.txt")
    let run = try process.run(
      ["evil", "--words", list, "--length", "3"], input: ["c", "A", " t ", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("You won! The word is CAT."))
    #expect(run.output.contains("Play again? [Y/n] n"))
    let games = process.history()
    #expect(games.count == 1)
    #expect(games.first?.outcome == .won)
    #expect(games.first?.guesses == 3)
    #expect(games.first?.fields == [EvilCommand.strategyColumn.name: .text("largest")])
    #expect(try process.savedSession(of: "evil") == nil)
  }

  @Test func aLostGameNamesAPossibleWordAndIsRecorded() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--seed", "9"],
      input: ["e", "n"])
    #expect(run.status == 0)
    let lost = try #require(run.output.range(of: "You lost. The word was "))
    #expect(["BOAR", "DUCK"].contains(String(run.output[lost.upperBound...].prefix(4))))
    #expect(run.output.components(separatedBy: "You lost.").count == 2)
    #expect(process.history().first?.outcome == .lost)
  }

  @Test func aWholeWordIsRefusedFreeWhenItCannotFitAndWinsAsTheLastWordLeft() throws {
    // E leaves BOAR and DUCK (the larger class has no E); BOAR is then dropped for a miss,
    // and DUCK, the last word, wins.
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--seed", "1"],
      input: ["e", "bee", "deer", "boar", "boar", "duck", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("The word has 4 letters; that guess has 3."))
    #expect(run.output.contains("DEER doesn't fit what is shown: it has E where no E is shown."))
    #expect(run.output.contains("No, it isn't BOAR."))
    #expect(run.output.contains("You already guessed BOAR."))
    #expect(run.output.contains("Misses   E BOAR"))
    #expect(run.output.contains("Yes, that's it!\nYou won! The word is DUCK."))
    let game = try #require(process.history().first)
    #expect(game.outcome == .won)
    #expect(game.guesses == 3)
    #expect(game.incorrectGuesses == 2)
  }

  @Test func theTitleFitsOneLineAtEightyColumns() throws {
    var wide = process
    wide.environment["COLUMNS"] = "80"
    let run = try wide.run(["evil", "--new"], input: ["/quit"])
    #expect(
      run.output.contains(
        "\nEVIL HANGMAN · English · 7 letters · 6 misses allowed · strategy: largest\n"))
  }

  @Test(arguments: [UInt64(1), 2, 3])
  func aLostGameNamesAWordOnTheCommonList(seed: UInt64) throws {
    let run = try process.run(
      ["evil", "--length", "6", "--guesses", "1", "--seed", String(seed), "--new"],
      input: ["e", "n"])
    let lost = try #require(run.output.range(of: "You lost. The word was "))
    let word = String(run.output[lost.upperBound...].prefix(6))
    let common = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-common.plist"))
    #expect(common.words(ofLength: 6).contains(word), "\(word)")
  }

  @Test func plannerPlaysAWholeGameOnTheEnglishListAndNamesAWordThatFits() throws {
    let letters = "EAIOUSRTNLCDHYMPBGKFWVZXJQ".map { String($0) }
    let run = try process.run(
      ["evil", "--strategy", "planner", "--length", "5", "--guesses", "6", "--seed", "4"],
      input: letters + ["n"])
    #expect(run.status == 0)
    #expect(run.output.contains("strategy: planner"))
    let lost = try #require(run.output.range(of: "You lost. The word was "))
    let word = run.output[lost.upperBound...].prefix(5)
    // The misses are the letters the host said were not in the word.
    let board = run.output.split(separator: "\n").last { $0.contains("Misses") }!
    let misses = board[board.range(of: "Misses")!.upperBound...].filter(\.isLetter)
    #expect(misses.count == 6)
    #expect(!word.contains { misses.contains($0) })
    #expect(process.history().first?.fields == [EvilCommand.strategyColumn.name: .text("planner")])
  }

  @Test func junkWithOneGuessLeftNeverEndsTheGame() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--guesses", "1"]
    var junk = Data(
      ["", "   ", "ab", "1", "ø", "?", "/bogus", "e e"].map { $0 + "\n" }.joined().utf8)
    junk.append(Data([0xFF, 0xFE, 0x0A, 0x41, 0x00, 0x0A]))  // invalid UTF-8; A and a NUL
    junk.append(Data(String(repeating: "x", count: 100_000).utf8 + [0x0A]))
    let run = try process.run(arguments, bytes: junk)
    #expect(run.status == 0)
    // Every line that is neither a letter nor a word gets the same words, whatever is wrong
    // with it; one of another length is told the word's, and one cut at the reader's limit
    // that it is too long.
    let refusal = "Type one letter, or the whole word, A to Z."
    #expect(run.output.components(separatedBy: refusal).count == 9)
    #expect(run.output.components(separatedBy: "The word has 4 letters; that guess has").count == 2)
    #expect(run.output.contains("That line is too long to be a move."))
    #expect(run.output.contains("Unknown command /bogus; type /help for the list."))
    // Eleven refusals, then the prompt that meets the end of input.
    #expect(run.output.components(separatedBy: "Guess a letter, or the whole word: ").count == 13)
    #expect(!run.output.contains("You lost"))
    #expect(process.history().isEmpty)
    #expect(try process.savedSession(of: "evil") != nil)

    let resumed = try process.run(["evil"], input: ["/quit"])
    #expect(resumed.output.hasPrefix("Continuing your unfinished game"))
    #expect(resumed.output.contains("Left     1 miss\n"))
  }

  @Test func endOfInputSavesAndTheNextRunContinues() throws {
    let first = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--seed", "1"], input: ["e"])
    #expect(first.status == 0)
    #expect(first.output.contains("No, there is no E."))
    let second = try process.run(["evil"], input: ["r"])
    #expect(second.output.contains("Misses   E"))
    #expect(second.output.contains("Yes, there is one R."))
    #expect(second.output.contains("Word     _ _ _ R"))
  }

  @Test func newAbandonsTheSavedGameAndDropsOneWithoutMoves() throws {
    _ = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["e"])
    let run = try process.run(
      ["evil", "--new", "--words", seedList, "--length", "4"], input: ["/new", "/quit"])
    #expect(!run.output.contains("Continuing"))
    #expect(run.output.components(separatedBy: "recorded as abandoned").count == 2)
    #expect(process.history().map(\.outcome) == [.abandoned])
  }

  @Test func aNewGameThatCannotStartLeavesTheSavedOneAlone() throws {
    _ = try process.run(["evil", "--words", seedList, "--length", "4"], input: ["e"])
    let refused = try process.run(["evil", "--words", seedList, "--length", "3"])
    #expect(refused.status == 64)
    #expect(process.history().isEmpty)
    #expect(try process.run(["evil"]).output.hasPrefix("Continuing your unfinished game"))
  }

  @Test func colourOnlyWhenAskedForOrOnATerminal() throws {
    let arguments = ["evil", "--words", seedList, "--length", "4", "--new"]
    let piped = try process.run(arguments, input: ["/quit"])
    #expect(!piped.output.contains("\u{1B}["))
    var noColor = process
    noColor.environment["NO_COLOR"] = "1"
    let forced = try noColor.run(arguments + ["--color", "always"], input: ["/quit"])
    #expect(forced.output.contains("\u{1B}[1;36mEVIL HANGMAN\u{1B}[0m"))
    _ = try process.run(["settings", "set", "color", "always"])
    #expect(try process.run(arguments, input: ["/quit"]).output.contains("\u{1B}["))
    #expect(
      !(try process.run(arguments + ["--color=never"], input: ["/quit"]).output.contains("\u{1B}["))
    )
  }

  @Test func showRemainingCountsTheWordsLeft() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--show-remaining"], input: ["e"])
    #expect(run.output.contains("No, there is no E.\n2 words remain."))
  }

  @Test func theGallowsGrowsWithEveryMissAtTheLimitOfOne() throws {
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--guesses", "1"], input: ["z", "n"])
    #expect(run.output.contains(" / \\  |"))
    #expect(run.output.contains("========="))
  }

  /// Ctrl-C exits 130 and a closed terminal (SIGHUP) 129; both save the game first.
  @Test(arguments: [(SIGINT, Int32(130)), (SIGHUP, Int32(129))])
  func aSignalSavesTheGameAndExits(_ signal: Int32, _ status: Int32) throws {
    let running = try process.start(["evil", "--words", seedList, "--length", "4"])
    try running.type("e")
    try running.waitForOutput(containing: "No, there is no E.")
    kill(running.process.processIdentifier, signal)
    let run = running.finish()
    #expect(run.status == status)
    #expect(try process.savedSession(of: "evil") != nil)
    #expect(try process.run(["evil"], input: []).output.contains("Misses   E"))
  }

  @Test func lengthsOutOfRangeOrWithoutWordsAreUsageErrors() throws {
    let tooLong = try process.run(["evil", "--length", "25"])
    #expect(tooLong.status == 64)
    #expect(
      tooLong.errors.hasPrefix(
        "wordgames: error: invalid value '25' for --length: expected a whole number from 1 to 24"))
    // A number too large to read as one is told what a length is.
    let huge = try process.run(["evil", "--length", "99999999999999999999999"])
    #expect(huge.status == 64)
    #expect(huge.errors.contains("for --length: expected a whole number (a word length)"))
    let noWords = try process.run(["evil", "--words", seedList, "--length", "2"])
    #expect(noWords.status == 64)
    #expect(noWords.errors.contains("expected a length that has words: 4"))
    let guesses = try process.run(["evil", "--guesses=0"])
    #expect(
      guesses.errors.hasPrefix(
        "wordgames: error: invalid value '0' for --guesses: expected a whole number from 1 to 26"))
    let strategy = try process.run(["evil", "--strategy", "mean"])
    #expect(strategy.errors.contains("expected one of largest, cautious, lookahead, planner"))
  }

  /// A save play could not have made is reported once and kept aside whole, in a file of its
  /// own that the message names, to be removed by hand.
  @Test func aDamagedSavedGameIsReportedOnceKeptAsideAndPlayGoesOn() throws {
    let game = ["evil", "--words", seedList, "--length", "4"]
    _ = try process.run(game, input: ["e", "/quit"])
    try process.replaceSavedSession(of: "evil", with: #"{"game":3}"#)
    let run = try process.run(game, input: ["/quit"])
    #expect(run.status == 0)
    let data = process.home.appendingPathComponent("data")
    let aside = try #require(
      try FileManager.default.contentsOfDirectory(atPath: data.path).first {
        $0.hasPrefix("evil-game-1.save.damaged-")
      })
    #expect(
      run.errors == "wordgames: unfinished evil game 1 cannot be read; moved it to "
        + "\(data.appendingPathComponent(aside).path) (remove that file to be rid of it)\n")
    #expect(
      try String(contentsOf: data.appendingPathComponent(aside), encoding: .utf8) == #"{"game":3}"#)
    #expect(!run.output.contains("Continuing"))
    // The new game is the one continued next, and the damaged one is not said again.
    let again = try process.run(game, input: ["/quit"])
    #expect(again.output.hasPrefix("Continuing"))
    #expect(again.errors.isEmpty)
    #expect(try process.store.history.keptGames(of: "evil", .unfinished).count == 1)
  }

  /// A game whose own list has gone (moved, deleted) is left as it is, and the report says
  /// why, naming the list: the player can put it back.
  @Test func aGameWhoseListHasGoneSaysWhichList() throws {
    let list = try process.write("bear\nboar\ndeer\nduck\nhare\n", to: "mine.txt")
    _ = try process.run(["evil", "--words", list, "--length", "4"], input: ["e", "/quit"])
    try FileManager.default.moveItem(atPath: list, toPath: list + ".away")
    let run = try process.run(["evil"], input: ["/quit"])
    #expect(run.status == 0)
    #expect(
      run.errors == "wordgames: unfinished evil game 1 cannot be read (word list \(list): no such "
        + "file); it is left as it is\n")
    try FileManager.default.moveItem(atPath: list + ".away", toPath: list)
    let back = try process.run(["evil", "--words", list, "--length", "4"], input: ["/quit"])
    #expect(back.output.hasPrefix("Continuing your unfinished game (mine.txt"))
    // On a list that changed under the game its guesses are played again as it is now.
    _ = try process.write("beer\ndeer\n", to: "mine.txt")  // E was a miss
    let changed = try process.run(["evil", "--words", list, "--length", "4"], input: ["/quit"])
    #expect(changed.errors.isEmpty)
    #expect(
      changed.output.hasPrefix(
        "Continuing your unfinished game (mine.txt, 4 letters, 0 misses of 6)"))
  }
}
