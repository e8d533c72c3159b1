import Foundation
import Lexicon
import TestSupport
import Testing

/// The program on a real (pseudo-)terminal: a secret that never shows, and signals that
/// always end the wait, on a machine kept busy so that every race window is wide (SPEC §5).
@Suite(.temporaryHome, .serialized) struct TerminalEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  @Test func theTwoPlayerSecretNeverShowsAndEchoIsBackAfterwards() throws {
    let busy = try BusyMachine()
    for trial in 1...16 {
      let terminal = try PseudoTerminal(
        ["hangman", "--two-player", "--new"], environment: process.environment)
      #expect(terminal.waitFor("Secret: "), "trial \(trial)")
      // Whatever is typed once the prompt shows must not show: echo is off already.
      #expect(!terminal.echoes, "trial \(trial): echo was on with the prompt showing")
      terminal.type("hidden word\n")
      #expect(terminal.waitFor("Player two's guess"), "trial \(trial)")
      #expect(!terminal.shown.lowercased().contains("hidden"), "trial \(trial)")
      terminal.type("/quit\n")
      #expect(terminal.exitStatus() == 0, "trial \(trial)")
      #expect(terminal.echoes, "trial \(trial)")
    }
    withExtendedLifetime(busy) {}
  }

  /// A signal at the secret's prompt, half of it typed: what was typed is thrown away, never
  /// left for the shell to read and show (Ctrl-C's terminal throws it away itself; `kill`'s
  /// SIGTERM left it).
  @Test func aSecretHalfTypedIsNeverLeftForTheShell() throws {
    let terminal = try PseudoTerminal(
      ["hangman", "--two-player", "--new"], environment: process.environment)
    #expect(terminal.waitFor("Secret: "))
    terminal.type("hid")
    kill(terminal.process.processIdentifier, SIGTERM)
    #expect(terminal.exitStatus() == 143)
    #expect(terminal.unreadInput == "")
  }

  /// Ctrl-D after half a line leaves without playing it: at a terminal only Enter ends a
  /// move, and Ctrl-D saves and leaves (SPEC §3).
  @Test func ctrlDAfterHalfALineLeavesWithoutPlayingIt() throws {
    let game = ["evil", "--words", seedList, "--length", "4", "--seed", "1", "--new"]
    let terminal = try PseudoTerminal(game, environment: process.environment)
    #expect(terminal.waitFor("Guess a letter"))
    // The terminal hands over the E without a line break, then the end of input.
    terminal.type("e\u{4}")
    terminal.type("\u{4}")
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.shown.contains("Game saved"))
    #expect(!terminal.shown.contains("there is"), "\(terminal.shown)")
  }

  /// Ctrl-Z and `fg` at the secret's prompt: the shell turned echo on meanwhile, so the
  /// prompt is asked again with echo off again, and the secret typed after never shows.
  @Test func theSecretStaysHiddenAfterAStopAndContinue() throws {
    let terminal = try PseudoTerminal(
      ["hangman", "--two-player", "--new"], environment: process.environment)
    #expect(terminal.waitFor("Secret: "))
    terminal.stopAndContinue()
    #expect(terminal.waitFor("Secret: "))
    #expect(!terminal.echoes)
    terminal.type("hidden word\n")
    #expect(terminal.waitFor("Player two's guess"))
    #expect(!terminal.shown.lowercased().contains("hidden"))
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)
    #expect(terminal.echoes)
  }

  /// Solving a game the first time makes the player wait: a terminal is told what for
  /// before the work starts; a pipe, where nobody waits, is not.
  @Test func aFirstSolveSaysWhatItIsDoingOnATerminalOnly() throws {
    let terminal = try PseudoTerminal(["ghost", "--computer"], environment: process.environment)
    #expect(terminal.waitFor("Add a letter: "))
    terminal.type("q\n")
    #expect(terminal.waitFor("Solving Ghost on the English list, once: it is kept for next time"))
    #expect(terminal.waitFor("The computer adds"))
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)
    // Another home: a cache of its own, where the game is solved afresh.
    let run = try process.otherPlayer("piped").run(["ghost", "--computer"], input: ["q", "/quit"])
    #expect(run.output.contains("The computer adds"))
    #expect(!(run.output + run.errors).contains("Solving"))
  }

  @Test func aMoveDrawsTheNextBoardOverTheLastUnlessATranscriptIsKeptOrThereIsNoBoard() throws {
    let clear = "\u{1B}[H\u{1B}[2J"
    let game = ["evil", "--words", seedList, "--length", "4", "--seed", "1", "--new"]
    let terminal = try PseudoTerminal(game, environment: process.environment)
    #expect(terminal.waitFor("Guess a letter"))
    // The first board is alone on the screen: it was cleared once, before it.
    #expect(terminal.shown.hasPrefix(clear))
    #expect(terminal.shown.components(separatedBy: clear).count == 2)
    // A refused line is answered under the prompt, with nothing cleared.
    terminal.type("7\n")
    #expect(terminal.waitFor("_ _ _ _ · 6 misses left"))
    #expect(terminal.shown.components(separatedBy: clear).count == 2)
    // A move clears the screen, then shows its answer, the board and the prompt.
    terminal.type("e\n")
    #expect(terminal.waitFor("Left     5 misses"))
    let drawn = try #require(terminal.shown.range(of: clear, options: .backwards))
    #expect(terminal.shown[drawn.upperBound...].hasPrefix("No, there is no E.\r\n"))
    #expect(terminal.shown[drawn.upperBound...].contains("EVIL HANGMAN"))
    terminal.type("/quit\n")
    #expect(terminal.exitStatus() == 0)

    let kept = try PseudoTerminal(game + ["--transcript"], environment: process.environment)
    #expect(kept.waitFor("Guess a letter"))
    kept.type("e\n")
    #expect(kept.waitFor("Left     5 misses"))
    kept.type("/quit\n")
    #expect(kept.exitStatus() == 0)
    #expect(!kept.shown.contains(clear))

    // Plain mode has no board to replace: its one line a move reads as a transcript.
    let plain = try PseudoTerminal(game + ["--plain"], environment: process.environment)
    #expect(plain.waitFor("Guess a letter"))
    plain.type("e\n")
    #expect(plain.waitFor("misses E · 5 left"))
    plain.type("/quit\n")
    #expect(plain.exitStatus() == 0)
    #expect(!plain.shown.contains(clear))

    // A dumb terminal (Emacs's shell) would show the clearing as text: it gets none, nor
    // any other escape.
    var environment = process.environment
    environment["TERM"] = "dumb"
    let dumb = try PseudoTerminal(game, environment: environment)
    #expect(dumb.waitFor("Guess a letter"))
    dumb.type("e\n")
    #expect(dumb.waitFor("Left     5 misses"))
    dumb.type("/quit\n")
    #expect(dumb.exitStatus() == 0)
    #expect(!dumb.shown.contains("\u{1B}"))
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGHUP, Int32(129)), (SIGTERM, Int32(143))])
  func aSignalAtTheSecretPromptLeavesWithEchoBackOn(_ signal: Int32, _ status: Int32) throws {
    let terminal = try PseudoTerminal(
      ["hangman", "--two-player", "--new"], environment: process.environment)
    #expect(terminal.waitFor("Secret: "))
    kill(terminal.process.processIdentifier, signal)
    #expect(terminal.exitStatus() == status)
    #expect(terminal.echoes)
  }

  @Test func aSignalIsNeverLostHoweverItLandsAgainstTheWaitForInput() throws {
    let busy = try BusyMachine()
    var generator = SplitMix64(seed: 16)
    for trial in 1...30 {
      let terminal = try PseudoTerminal(
        ["evil", "--words", seedList, "--length", "4", "--new"], environment: process.environment)
      #expect(terminal.waitFor("Guess a letter"), "trial \(trial)")
      // Somewhere in the few microseconds between the prompt and the wait, or in the wait:
      // spread by the scheduler's turns, not a clock.
      for _ in 0..<Int.random(in: 0...300, using: &generator) { sched_yield() }
      let (signal, status) = trial.isMultiple(of: 2) ? (SIGINT, Int32(130)) : (SIGHUP, 129)
      kill(terminal.process.processIdentifier, signal)
      #expect(terminal.exitStatus(within: 5) == status, "trial \(trial): the signal was lost")
    }
    withExtendedLifetime(busy) {}
    // Every one of them saved its game first.
    let resumed = try process.run(["evil"], input: ["/quit"])
    #expect(resumed.output.hasPrefix("Continuing your unfinished game"))
  }

  @Test(arguments: GameMode.all)
  func ctrlCAtEveryGamesPromptSavesTheGameAndLeavesTheTerminalAsItWas(_ mode: GameMode) throws {
    let terminal = try PseudoTerminal(mode.arguments + ["--new"], environment: process.environment)
    for line in mode.setup {
      #expect(terminal.waitFor("Secret: "))
      terminal.type(line + "\n")
    }
    #expect(terminal.waitFor(mode.movePrompt), "\(terminal.shown)")
    terminal.type("e\n")
    #expect(terminal.waitFor(mode.movePrompt) || terminal.shown.contains(mode.endPrompt))
    kill(terminal.process.processIdentifier, SIGINT)
    #expect(terminal.exitStatus() == 130)
    #expect(terminal.echoes)
    let resumed = try process.run([mode.game], input: ["/quit"])
    #expect(resumed.errors.isEmpty, "\(resumed.errors)")
    if !terminal.shown.contains(mode.endPrompt) {
      #expect(resumed.output.hasPrefix("Continuing your unfinished game"))
    }
  }
}
