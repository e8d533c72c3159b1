import Foundation
import TestSupport
import Testing

/// `wordgames` with no command opens a menu (SPEC §2, issue 20 item 7).
@Suite(.temporaryHome) struct MenuEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  @Test func aGameFromTheMenuThenBackAndEnterContinuesIt() throws {
    let run = try process.run([], input: ["2", "", "e", "/quit", "", "/quit", "q"])
    #expect(run.status == 0)
    let menus = run.output.components(separatedBy: "\nWORDGAMES\n")
    #expect(menus.count == 4)  // at the start, and after each game
    #expect(menus[1].contains("  1  hangman "))
    #expect(menus[1].contains("  4  codebreaker "))
    #expect(menus[1].contains("s stats · t settings · h help · q quit"))
    #expect(!menus[1].contains("in progress"))
    #expect(menus[1].contains("Choose: 2\n\nEvil Hangman:\n  1  largest    the classic cheat"))
    // Enter plays the game as its settings stand, and says how.
    #expect(
      menus[1].contains(
        "Enter plays as set (length 7, guesses 6, strategy largest): \n\nEVIL HANGMAN ·"))
    // Back at the menu: the game is marked and named, and Enter continues it at once.
    #expect(
      menus[2].contains(
        "2  evil         play Evil Hangman, where the computer cheats · in progress"))
    #expect(
      menus[2].replacingOccurrences(of: "\n", with: " ").contains(
        "Your unfinished game of Evil Hangman (English, 7 letters, 1 miss of 6; started "))
    #expect(menus[2].contains("Choose (Enter continues): \nContinuing your unfinished game"))
    #expect(menus[3].hasSuffix("Choose (Enter continues): q\n"))
    #expect(process.history().isEmpty)
  }

  @Test func endOfInputInAGameLeavesWithoutTheMenuAgain() throws {
    let run = try process.run([], input: ["2", "", "e"])
    #expect(run.status == 0)
    #expect(run.output.components(separatedBy: "\nWORDGAMES\n").count == 2)
    #expect(run.output.hasSuffix("Game saved — choosing Evil Hangman again continues it.\n"))
  }

  @Test func choicesByNameAndLetterAndRefusals() throws {
    let run = try process.run([], input: ["", "hep", "7", "s", "h", "ghost", "", "/quit"])
    #expect(run.output.contains("Choose: \nChoose a game by number or name, or q to quit."))
    #expect(run.output.contains("There is no hep here. Did you mean help?"))
    #expect(run.output.contains("There is no 7 here."))
    #expect(run.output.contains("No games recorded yet.\n\nA game by number or name"))
    #expect(run.output.contains("Run 'wordgames help COMMAND'"))
    #expect(run.output.contains("GHOST · English"))
    // End of input at the menu leaves, as at any prompt.
    #expect(run.status == 0)
    #expect(run.output.hasSuffix("Choose (Enter continues): \n"))
  }

  @Test func settingsFromTheMenuApplyToTheNextGame() throws {
    let run = try process.run([], input: ["t", "evil.length 5", "", "evil", "", "/quit", "q"])
    #expect(run.output.contains("evil.length = 5; it applies to the next game."))
    #expect(run.output.contains("EVIL HANGMAN · English · 5 letters"))
  }

  @Test func theMenuPlaysEveryVariantAndNeverNamesAnOption() throws {
    let run = try process.run(
      [],
      input: [
        "3", "9", "\(Int.min)", "4", "q", "/quit", "ghost", "", "/quit", "1", "3", "/quit", "q",
      ])
    let output = run.output
    #expect(output.contains("Ghost:\n  1  two players  "))
    #expect(output.contains("\n  4  SuperGhost against the computer  either end"))
    #expect(
      run.output.contains("Type a number from 1 to 4, Enter, ? to explain or q to go back."))
    #expect(run.output.contains("SUPERGHOST · English · You vs Computer (perfect)"))
    // Back at Ghost, Enter continues the game in progress, without a word of options.
    #expect(run.output.contains("Enter continues your game: \nContinuing your unfinished game"))
    #expect(run.output.contains("Player one: type the secret word or phrase"))
    #expect(!run.output.contains("--"))
    #expect(run.status == 0)
  }

  /// Every step of the menu goes back with q (or /quit) and explains itself with ? (or
  /// /help): the way to play a game, and the settings.
  @Test func eachStepGoesBackWithQAndExplainsItsChoicesWithAQuestionMark() throws {
    let run = try process.run(
      [], input: ["2", "?", "q", "ghost", "/help", "/quit", "t", "?", "q", "q"])
    #expect(run.status == 0)
    let output = run.output.replacing("\u{00A0}", with: " ")
    #expect(
      output.contains("1  largest    the classic cheat: keeps the most words after every guess"))
    #expect(output.contains("4  planner    plans against your best replies: the hardest to beat"))
    #expect(
      output.contains("2  against the computer             perfect play: it wins whenever it can\n")
    )
    #expect(output.contains("KEY VALUE (or NUMBER VALUE) sets one at once"))
    // ? at Evil Hangman and /help at Ghost each explain, and neither is refused.
    #expect(output.components(separatedBy: "A number plays that way;").count == 3)
    #expect(!output.contains("Type a number"))
    // No game was played, and q at the menu itself left the program.
    #expect(!output.contains("EVIL HANGMAN"))
    #expect(!output.contains("There is no"))
    #expect(process.history().isEmpty)
  }

  /// `s` at the menu: the table of every game, a line each, then a game's own figures by
  /// its number or name; Enter goes back to the menu.
  @Test func statsFromTheMenuIsASummaryWithEachGamesFiguresAKeystrokeAway() throws {
    _ = try process.run(["evil", "--seed", "1", "--guesses", "1"], input: ["e", "n"])
    let run = try process.run([], input: ["s", "x", "ghost", "Evil Hangman", "", "q"])
    #expect(run.status == 0)
    let summary = try #require(run.output.components(separatedBy: "Which game's figures").first)
    #expect(summary.contains("Evil Hangman       1"))
    #expect(!summary.contains("by strategy"))
    #expect(run.output.contains("Type hangman, evil, ghost or codebreaker, or Enter to go back."))
    #expect(run.output.contains("No Ghost games recorded yet."))
    #expect(run.output.contains("Evil Hangman by strategy"))
    #expect(run.output.contains("Enter to go back: \n\nA game by number or name"))
    #expect(!run.output.contains("--"))
  }

  @Test func ctrlCAtTheMenuLeavesWith130() throws {
    let terminal = try PseudoTerminal([], environment: process.environment)
    #expect(terminal.waitFor("Choose: "))
    kill(terminal.process.processIdentifier, SIGINT)
    #expect(terminal.exitStatus() == 130)
  }
}
