import Foundation
import Storage
import TestSupport
import Testing

/// Many `wordgames` processes sharing one home (SPEC §4, §5): each plays its own game, a
/// game open in one is left alone by the others, no move is lost and every finished game is
/// recorded once (issue 49).
@Suite(.temporaryHome) struct SharedHomeEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  /// Evil Hangman on the small list: BEAR, BOAR, DEER, DUCK and HARE.
  var evil: [String] { ["evil", "--words", seedList, "--length", "4", "--guesses", "6"] }

  /// Every letter of the small list's words, then "no" to another game: whatever the host
  /// keeps, the game ends on these, and the letters left are refused at the question.
  static let toTheEnd = ["e", "a", "r", "b", "o", "d", "u", "c", "k", "h", "n"]

  static let openElsewhere =
    "Your unfinished Evil Hangman game is open in another terminal; this is a new one."

  /// The unfinished games of `game`, played last first.
  func unfinished(_ game: String = "evil") throws -> [KeptGame] {
    try process.store.history.keptGames(of: game, .unfinished)
  }

  /// Waits until `running` shows the prompt for its move number `moves + 1`: the answer
  /// to its last move is on screen, so that move is saved.
  func waitForMove(_ moves: Int, of running: RunningProcess) {
    #expect(
      running.waitForOutput(seconds: 60) {
        $0.components(separatedBy: "Guess a letter").count > moves + 1
      }, "\(running.shown)")
  }

  @Test func twoTerminalsEachPlayTheirOwnGame() throws {
    let first = try process.start(evil)
    try first.type("e")
    waitForMove(1, of: first)
    // The second terminal leaves the first one's game alone, and says so.
    let second = try process.start(evil)
    #expect(second.waitForOutput { $0.contains("Guess a letter") })
    #expect(second.shown.hasPrefix(Self.openElsewhere + "\n"))
    try second.type("a")
    waitForMove(1, of: second)
    try first.type("o")
    waitForMove(2, of: first)
    // Each game holds its own moves, and neither was recorded.
    #expect(try unfinished().map(\.moves).sorted() == [1, 2])
    try first.type("/quit")
    #expect(first.finish().output.hasSuffix("Game saved — 'wordgames evil' continues it.\n"))
    try second.type("/quit")
    // The first's game was played after it: a plain run continues that one first.
    let left = second.finish()
    #expect(left.status == 0)
    #expect(
      left.output.replacingOccurrences(of: "\n", with: " ").hasSuffix(
        "Game saved; another unfinished game was played after it, and 'wordgames evil' "
          + "continues that one first. "))
    #expect(process.history().isEmpty)
    // A third terminal continues the game played last (the first's, of two moves); a
    // fourth, beside it, the other one, which it plays to the end.
    let third = try process.start(evil)
    #expect(third.waitForOutput { $0.contains("Guess a letter") })
    #expect(third.shown.hasPrefix("Continuing your unfinished game ("))
    let fourth = try process.run(evil, input: Self.toTheEnd)
    #expect(fourth.output.hasPrefix("Continuing your unfinished game ("))
    #expect(process.history().count == 1)
    #expect(try unfinished().map(\.moves) == [2])
    try third.type("/quit")
    _ = third.finish()
  }

  /// Of two unfinished games (played in two terminals), a run whose options fit one
  /// continues it, though the other was played last, and leaves the other as it is.
  @Test func aRunContinuesTheUnfinishedGameItsOptionsFit() throws {
    let first = try process.start(evil)
    try first.type("e")
    waitForMove(1, of: first)
    let fewer = ["evil", "--words", seedList, "--length", "4", "--guesses", "5"]
    let second = try process.run(fewer, input: ["a", "/quit"])
    #expect(second.output.hasPrefix(Self.openElsewhere + "\n"))
    try first.type("/quit")
    _ = first.finish()
    let again = try process.run(evil, input: ["/quit"])
    #expect(again.output.hasPrefix("Continuing your unfinished game ("), "\(again.output)")
    #expect(again.output.contains("6 misses allowed"))
    #expect(process.history().isEmpty)
    #expect(try unfinished().count == 2)
    // --new gives up the one its options fit, too (the other was played last, just now).
    let new = try process.run(fewer + ["--new"], input: ["/quit"])
    #expect(new.output.contains("was recorded as abandoned"))
    #expect(process.history().map(\.guessLimit) == [5])
    // With the one they fit open elsewhere, a run says so, though another is free.
    let beside = try process.start(evil)
    #expect(beside.waitForOutput { $0.contains("Guess a letter") })
    let meanwhile = try process.run(evil, input: ["/quit"])
    #expect(meanwhile.output.hasPrefix(Self.openElsewhere + "\n"), "\(meanwhile.output)")
    try beside.type("/quit")
    #expect(beside.finish().status == 0)
    #expect(process.history().map(\.guessLimit) == [5])
  }

  /// A lock file removed by hand while its game is open: another process may open the game
  /// (here it does, and plays a move), so the first one stops writing it, says so, and
  /// records nothing when its copy ends; the game is left as the other one saved it.
  @Test func aGameWhoseLockFileIsRemovedIsNotWrittenOverByItsFirstHolder() throws {
    let first = try process.start(evil)
    try first.type("e")
    waitForMove(1, of: first)
    let locks = process.home.appendingPathComponent("state/open")
    for name in try FileManager.default.contentsOfDirectory(atPath: locks.path) {
      try FileManager.default.removeItem(at: locks.appendingPathComponent(name))
    }
    let second = try process.run(evil, input: ["a", "/quit"])
    #expect(second.output.hasPrefix("Continuing your unfinished game ("))
    for letter in Self.toTheEnd { try first.type(letter) }
    let ended = first.finish()
    #expect(ended.status == 0)
    #expect(ended.errors.contains("what is played here from now on is not saved"), "\(ended)")
    #expect(process.history().isEmpty)
    #expect(try unfinished().map(\.moves) == [2])
  }

  /// The run: eight players finishing at once in one home, each with a game of
  /// its own, record eight games.
  @Test func eightPlayersFinishingAtOnceRecordEightGames() throws {
    let one = try process.write("word\n", to: "one.txt")
    let players = try (1...8).map { _ in
      try process.start(["evil", "--new", "--words", one, "--length", "4"])
    }
    for player in players {
      try player.input.fileHandleForWriting.write(contentsOf: Data("w\no\nr\nd\nn\n".utf8))
    }
    for player in players {
      let run = player.finish()
      #expect(run.status == 0 && run.errors.isEmpty, "\(run.errors)")
      #expect(run.output.contains("You won!"), "\(run.output)")
    }
    let games = process.history()
    #expect(games.count == 8 && games.allSatisfy { $0.outcome == .won })
    #expect(Set(games.map(\.id)).count == 8)
    #expect(try unfinished().isEmpty)
  }

  /// Sixteen processes at once: each plays a move; then four leave with Ctrl-C, four are
  /// killed, four quit and four play to the end. Twelve more then continue the twelve
  /// games left, one each, from the screen each last showed, and play them to the end:
  /// sixteen games, each recorded once, no move lost.
  @Test func sixteenProcessesLoseNoMoveAndRecordEveryGameOnce() throws {
    let busy = try BusyMachine(processes: 1)
    let players = try (1...16).map { _ in try process.start(evil) }
    for (index, player) in players.enumerated() {
      try player.type(["e", "a", "o", "u"][index % 4])
    }
    for player in players { waitForMove(1, of: player) }
    #expect(try unfinished().count == 16)
    for (index, player) in players.enumerated() {
      switch index % 4 {
      case 0: kill(player.process.processIdentifier, SIGINT)
      case 1: kill(player.process.processIdentifier, SIGKILL)
      case 2: try player.type("/quit")
      default:
        try player.input.fileHandleForWriting.write(
          contentsOf: Data(Self.toTheEnd.map { $0 + "\n" }.joined().utf8))
      }
    }
    let statuses = players.map { $0.finish().status }
    #expect(statuses.enumerated().allSatisfy { [130, 9, 0, 0][$0.offset % 4] == $0.element })
    #expect(process.history().count == 4)
    let left = try unfinished()
    #expect(left.count == 12 && left.allSatisfy { $0.moves == 1 })

    let continuing = try (1...12).map { _ in try process.start(evil) }
    for player in continuing {
      #expect(player.waitForOutput(seconds: 60) { $0.contains("Guess a letter") })
      #expect(player.shown.hasPrefix("Continuing your unfinished game"), "\(player.shown)")
      try player.input.fileHandleForWriting.write(
        contentsOf: Data(Self.toTheEnd.map { $0 + "\n" }.joined().utf8))
    }
    for player in continuing { #expect(player.finish().status == 0) }
    let games = process.history()
    #expect(games.count == 16 && Set(games.map(\.id)).count == 16)
    #expect(Set(left.map(\.id)).isSubset(of: games.map(\.id)))
    #expect(try unfinished().isEmpty)
    withExtendedLifetime(busy) {}
  }
}
