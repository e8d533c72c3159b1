import Foundation
import Storage
import Testing

@testable import wordgames

/// Ghost through the binary (SPEC §3.3, issue 9).
@Suite(.temporaryHome) struct GhostEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  var savedRound: URL { process.home.appendingPathComponent("state/ghost.plist") }

  @Test func aRoundBetweenTwoNamedPlayers() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "o", "w", "l", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("GHOST · English · Ann vs Bob"))
    #expect(run.output.contains("Ann, add a letter: p\nAnn adds P: P"))
    #expect(run.output.contains("Bob, add a letter: e"))
    #expect(run.output.contains("Ann formed PEAFOWL.\nBob wins the round!\nAnother round? [Y/n] n"))
    let round = try #require(process.history().first)
    #expect(round.game == "ghost")
    #expect(round.outcome == .lost)
    #expect(
      round.fields == [
        GhostCommand.playerOneColumn.name: "Ann", GhostCommand.playerTwoColumn.name: "Bob",
        GhostCommand.winnerColumn.name: "Bob", GhostCommand.hintsColumn.name: 0,
        GhostCommand.inMatchColumn.name: 0,
      ])
    #expect(!FileManager.default.fileExists(atPath: savedRound.path))
  }

  @Test func aDeadFragmentNamesAWordAndTheOtherPlayerStartsTheNextRound() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "a", "y", "/quit"])
    #expect(run.output.contains("Nothing starts with PEAFA — PEAF could have become PEAFOWL."))
    #expect(run.output.contains("Another round? [Y/n] y\n\nGHOST"))
    #expect(run.output.contains("Bob, add a letter: /quit"))
  }

  @Test func junkIsRefusedAtNoCostAndTheRoundResumes() throws {
    let first = try process.run(["ghost"], input: ["", "ab", "1", "é", "/bogus", "c", "a"])
    #expect(first.output.components(separatedBy: "Type one letter, A to Z.").count == 5)
    #expect(first.output.hasSuffix("Game saved — 'wordgames ghost' continues it.\n"))
    let resumed = try process.run(["ghost"], input: ["t", "/quit"])
    #expect(resumed.output.hasPrefix("Continuing your unfinished game (English"))
    #expect(resumed.output.contains("Fragment  C A"))
    #expect(resumed.output.contains("Player 1 adds T: CAT"))  // three letters: no loss
  }

  @Test func aSavedRoundPlayCannotReachIsSetAsideNotPlayed() throws {
    #expect(try process.run(["ghost"], input: ["c"]).status == 0)
    let saved = try String(contentsOf: savedRound, encoding: .utf8)
    let tampered = saved.replacingOccurrences(
      of: "<string>Player 2</string>", with: "<string>Player 2</string><string>Eve</string>")
    #expect(tampered != saved)
    try Data(tampered.utf8).write(to: savedRound)
    let run = try process.run(["ghost"], input: ["/quit"])
    #expect(run.status == 0)
    #expect(run.errors.contains("ghost.plist is damaged"))
    #expect(!run.output.contains("Continuing"))
  }

  @Test func aMatchGoesToGhost() throws {
    // Each round is lost by whoever adds Q after Z (nothing starts with ZQ); the starting
    // player alternates, so after nine rounds one player holds all of G-H-O-S-T.
    var input: [String] = []
    for _ in 0..<9 { input += ["z", "q", "y"] }
    let run = try process.run(["ghost", "--match", "--players", "Ann,Bob"], input: input + ["n"])
    #expect(run.status == 0)
    #expect(run.output.contains("spelled GHOST:"))
    #expect(run.output.contains("wins the match!"))
    let rounds = process.history()
    #expect(rounds.count >= 5)
    let last = try #require(rounds.last)
    #expect(last[GhostCommand.inMatchColumn] == 1)
    #expect(last[GhostCommand.matchWinnerColumn] != nil)
  }

  @Test(arguments: ["easy", "perfect"])
  func aRoundAgainstTheComputer(level: String) throws {
    let run = try process.run(
      ["ghost", "--computer", level, "--seed", "3"],
      input: Array(repeating: "q", count: 12) + ["n"])
    #expect(run.status == 0)
    #expect(run.output.contains("You vs Computer (\(level))"))
    #expect(run.output.contains("You, add a letter: q"))
    #expect(run.output.contains("wins the round!"))
    let round = try #require(process.history().first)
    #expect(round[GhostCommand.computerColumn] == .text(level))
    #expect(round[GhostCommand.playerOneColumn] == "You")
    #expect(round[GhostCommand.playerTwoColumn] == "Computer")
  }

  @Test func thePerfectComputerAnswersAndHintsAreCounted() throws {
    let run = try process.run(
      ["ghost", "--computer", "--seed", "1"], input: ["e", "/hint", "/quit"])
    #expect(run.output.contains("Computer adds "))
    #expect(run.output.contains("Letters that don't lose at once:"))
    let again = try process.run(["ghost", "--new"], input: ["/quit"])
    #expect(again.output.contains("was recorded as abandoned"))
    #expect(process.history().first?[GhostCommand.hintsColumn] == 1)
  }

  @Test func langSwitchesTheDictionaryAndIsRemembered() throws {
    let run = try process.run(["ghost"], input: ["f", "/lang nl", "f", "i", "e", "t", "s", "n"])
    #expect(
      run.output.contains("The dictionary is Dutch now (and from now on); the round starts again."))
    #expect(run.output.contains("GHOST · Dutch"))
    #expect(run.output.contains("formed FIETS."))
    let next = try process.run(["ghost"], input: ["/quit"])
    #expect(next.output.contains("GHOST · Dutch"))
    #expect(try process.run(["settings", "get", "ghost.language"]).output == "nl\n")
  }

  @Test func solvePrintsTheWinningOpeningsOfASmallList() throws {
    // One word of five letters: the first player forms it (moves 1, 3, 5), so every opening
    // loses; the second player's winning reply is the word's second letter.
    let list = try process.write("hello\n", to: "one.txt")
    let run = try process.run(["ghost", "--solve", "--words", list])
    #expect(run.status == 0)
    #expect(run.output.contains("No first letter wins: the second player wins with perfect play."))
    #expect(run.output.contains("  H  HE\n"))
  }
}
