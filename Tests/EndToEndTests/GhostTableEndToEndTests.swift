import Foundation
import Storage
import TestSupport
import Testing

@testable import wordgames

/// Ghost as a table plays it (SPEC §3.3, issue 67): three to eight players round the table,
/// computer seats among them, matches played down to the last one left.
@Suite(.temporaryHome) struct GhostTableEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// A list of one word, CATALOG: every letter but the next one of it ends the round, so a
  /// script decides who loses each round.
  func catalog() throws -> String {
    try process.write("catalog\n", to: "catalog.txt")
  }

  /// The lines that make `loser` lose a round of CATALOG: the seats before them play its
  /// letters, and they play an X.
  static func lines(making loser: Int, lose seats: [Int]) -> [String] {
    let before = seats.firstIndex(of: loser)!
    return "catalog".prefix(before).map(String.init) + ["x"]
  }

  @Test func threePeopleTakeTurnsRoundTheTableAndTheFirstSeatMovesOn() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob,Cy"], input: ["c", "a", "t", "s", "y", "b", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("GHOST · English · Ann, Bob, Cy"))
    #expect(run.output.contains("Ann, add a letter: c"))
    #expect(run.output.contains("Bob, add a letter: a"))
    #expect(run.output.contains("Cy, add a letter: t"))
    #expect(run.output.contains("Ann formed CATS — a word of 4 letters.\nAnn loses the round."))
    // The next round starts one seat round the table, and the tally counts every seat.
    #expect(run.output.contains("Rounds    Ann 0 · Bob 1 · Cy 1"))
    #expect(run.output.contains("Turn      Bob\n"))
    let round = try #require(process.history().first)
    #expect(round[GhostCommand.playersColumn] == .text("Ann,Bob,Cy"))
    #expect(round[GhostCommand.loserColumn] == .text("Ann"))
    #expect(round.outcome == .lost)
  }

  /// A match of three: each lost round earns its loser the next letter of G-H-O-S-T; a seat
  /// with all five is out and skipped, and the last one left wins the match.
  @Test func aMatchOfThreeIsPlayedToItsWinner() throws {
    let list = try catalog()
    // Bob and Cy lose every round, in turn; the first seat moves on each round.
    var lines: [String] = []
    var first = 0
    var seatsIn = [0, 1, 2]
    var lost = [0, 0, 0]
    for loser in [1, 2, 1, 2, 1, 2, 1, 2, 1, 2] {
      let order = (0..<3).map { (first + $0) % 3 }.filter(seatsIn.contains)
      lines += Self.lines(making: loser, lose: order) + ["y"]
      lost[loser] += 1
      if lost[loser] == 5 { seatsIn.removeAll { $0 == loser } }
      first = (1...3).map { (first + $0) % 3 }.first(where: seatsIn.contains)!
    }
    lines[lines.count - 1] = "n"
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob,Cy", "--match", "--words", list], input: lines)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Bob loses the round: G."))
    #expect(run.output.contains("Bob spelled GHOST and is out."))
    #expect(run.output.contains("Score     Ann –   Bob out   Cy G-H-O-S"))
    #expect(run.output.contains("Cy spelled GHOST: Ann wins the match!"))
    #expect(run.output.contains("New match? [Y/n] n"))
    let rounds = process.history()
    #expect(rounds.count == 10)
    #expect(rounds.last?[GhostCommand.matchWinnerColumn] == .text("Ann"))
    // Once Bob is out, he plays no more rounds.
    #expect(rounds.suffix(1).allSatisfy { $0[GhostCommand.loserColumn] == .text("Cy") })
    let stats = try process.run(["stats", "--game", "ghost", "--color", "never"])
    #expect(WordGamesProcess.row("Ann", in: stats.output) == ["Ann", "10", "10", "1"])
    #expect(WordGamesProcess.row("Bob", in: stats.output) == ["Bob", "9", "4", "0"])
    #expect(WordGamesProcess.row("Cy", in: stats.output) == ["Cy", "10", "5", "0"])
  }

  /// People and a computer: the computer's seat moves by itself, shown as a line, as the
  /// perfect player of a table of three, and the round is recorded with its level.
  @Test func twoPeopleAndAComputerPlayRoundTheTable() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob", "--computer", "--seed", "3"],
      input: ["q", "u", "x", "x", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("GHOST · English · Ann, Bob, Computer (perfect)"))
    #expect(run.output.contains("Ann, add a letter: q"))
    #expect(run.output.contains("Computer adds"))
    let round = try #require(process.history().first)
    #expect(round[GhostCommand.computerColumn] == .text("perfect"))
    #expect(round[GhostCommand.playersColumn] == .text("Ann,Bob,Computer"))
    // A computer named in its seat, and two of them: each has a name of its own.
    let named = try process.run(
      ["ghost", "--players", "@easy,Ann,@perfect", "--new", "--plain"], input: ["/quit"])
    #expect(named.status == 0)
    #expect(named.output.contains("Computer 1, Ann and Computer 2"))
  }

  @Test func aTableIsTwoToEightSeatsOfDifferentNames() throws {
    for players in ["Ann", "A,B,C,D,E,F,G,H,I", "Ann,ann,Bob", "Ann,Computer,@easy", "Ann,@hard"] {
      let run = try process.run(["ghost", "--players", players])
      #expect(run.status == 64, "\(players)")
      #expect(run.errors.contains("2 to 8 different names"), "\(players): \(run.errors)")
    }
    let eight = try process.run(
      ["ghost", "--players", "A,B,C,D,E,F,G", "--computer", "easy", "--plain"], input: ["/quit"])
    #expect(eight.status == 0, "\(eight.errors)")
    let nine = try process.run(["ghost", "--players", "A,B,C,D,E,F,G,H", "--computer", "easy"])
    #expect(nine.status == 64)
    #expect(nine.errors.contains("at most 7 names: --computer takes the last of 8 seats"))
  }

  /// In plain mode a table of more than two says every seat in the one line.
  @Test func aTableInOneLineNamesEverySeat() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob,Cy", "--match", "--plain"], input: ["c", "a", "/quit"])
    #expect(run.output.contains("C A · Cy to move · Ann –, Bob –, Cy –"))
  }

  /// `--solve` at a table: the first letters the others together cannot make lose; the crib
  /// is for two.
  @Test func theSolutionOfATableAndNoCribForOne() throws {
    let solve = try process.run(["ghost", "--solve", "--players", "A,B,C"])
    #expect(solve.status == 0)
    #expect(solve.output.contains("At a table of 3, the others together"))
    let crib = try process.run(["ghost", "--crib", "--players", "A,B,C"])
    #expect(crib.status == 64)
    #expect(crib.errors.contains("expected two players for --crib"))
  }

  /// A round of a table left midway continues with the same seats, the same seat to move
  /// and the same score.
  @Test func aTableLeftMidwayContinuesWithTheSameSeats() throws {
    let list = try catalog()
    let table = ["ghost", "--players", "Ann,@easy,Bob", "--match", "--words", list]
    // Ann loses the first round; the second starts at the computer's seat, which plays C.
    let first = try process.run(table, input: ["x", "y", "/quit"])
    #expect(first.status == 0)
    #expect(first.output.contains("Computer adds C: C"))
    let again = try process.run(["ghost", "--words", list], input: ["/quit"])
    #expect(
      again.output.hasPrefix("Continuing your unfinished game (catalog.txt, Ann, Computer and Bob"))
    #expect(again.output.contains("Score     Ann G   Computer –   Bob –"))
    #expect(again.output.contains("Fragment  C\nTurn      Bob"))
  }
}
