import Foundation
import Testing

/// Ghost on two terminals (SPEC §3.5): a host and a joiner, each the built binary with its
/// own home, on loopback.
@Suite(.temporaryHome, .serialized) struct NetworkEndToEndTests {
  let host: WordGamesProcess
  let joiner: WordGamesProcess

  init() throws {
    host = try WordGamesProcess()
    var joiner = host
    let home = host.home.appendingPathComponent("joiner")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    joiner.environment["WORDGAMES_HOME"] = home.path
    self.joiner = joiner
  }

  /// Starts a Ghost host on loopback and returns it with the join line's arguments.
  func startHost(_ options: [String] = []) throws -> (RunningProcess, [String]) {
    let running = try host.start(
      ["ghost", "--host", "--bind", "127.0.0.1", "--players", "Ann,Bob"] + options)
    #expect(running.waitForOutput { $0.contains("wordgames join ") && $0.hasSuffix("\n") })
    let line = running.shown.split(separator: "\n").first { $0.contains("wordgames join ") }
    let words = line.map { $0.split(separator: " ").dropFirst().map(String.init) } ?? []
    return (running, words)
  }

  @Test func aWholeRoundIsPlayedOnTwoTerminals() throws {
    let (hosting, join) = try startHost()
    #expect(join.count == 3 && join.first == "join")
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("t")
    try joining.waitForOutput(containing: "Ann adds T: CAT")
    try joining.type("s")
    try hosting.waitForOutput(containing: "Ann wins the round!")
    try joining.waitForOutput(containing: "Another round? [Y/n]")
    try hosting.type("n")
    let hosted = hosting.finish()
    let joined = joining.finish()
    #expect(hosted.status == 0)
    #expect(joined.status == 0)
    #expect(joined.output.contains("Bob formed CATS — a word of 4 letters."))
    #expect(joined.output.hasSuffix("The host has ended the game.\n"))
    #expect(host.history().map { $0.fields["ghost_winner"] } == [.text("Ann")])
  }

  @Test func aLineTypedBeforeTheJoinersMoveIsTheirMove() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try joining.type("a")  // typed ahead, as at one terminal
    try hosting.type("c")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test func theJoinerMayNotChangeTheHostsSettings() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("/settings")
    try joining.waitForOutput(
      containing: "Only the host can use /settings; you can use /help, /hint and /quit.\n"
        + "Bob, add a letter:")
    try joining.type("/hint")
    try joining.waitForOutput(containing: "safe")
    try joining.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    #expect(!hosting.shown.contains("Only the host"))
    #expect(!hosting.shown.contains("ghost.super"))
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test func aJoinerWhoLeavesLeavesTheGameSavedAndTheHostCanHostItAgain() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    let left = joining.finish()  // end of the joiner's input
    #expect(left.output.hasSuffix("You left; the host keeps the game.\n"))
    let hosted = hosting.finish()
    #expect(hosted.status == 0)
    #expect(hosted.output.contains("The connection to Bob was lost."))
    #expect(hosted.output.contains("Game saved"))
    let (again, rejoin) = try startHost()
    #expect(rejoin != join)  // a new code
    let back = try joiner.start(rejoin)
    try back.waitForOutput(containing: "Bob, add a letter:")
    try again.waitForOutput(containing: "Continuing your unfinished game")
    try back.type("a")
    try again.waitForOutput(containing: "Bob adds A: CA")
    try again.type("/quit")
    #expect(again.finish().status == 0)
    _ = back.finish()
  }

  @Test func aJoinerKilledWhileTheHostThinksIsMissedAtTheirMoveAndTheGameSaved() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    kill(joining.process.processIdentifier, SIGKILL)
    _ = joining.finish()
    try hosting.type("c")
    try hosting.waitForOutput(containing: "The connection to Bob was lost.")
    let hosted = hosting.finish()
    #expect(hosted.status == 0)
    #expect(hosted.output.contains("Game saved"))
    #expect(
      FileManager.default.fileExists(
        atPath: host.home.appendingPathComponent("state/ghost.plist").path))
  }

  @Test func twoPlayerHangmanKeepsTheSecretAtTheHost() throws {
    let hosting = try host.start(["hangman", "--two-player", "--host", "--bind", "127.0.0.1"])
    #expect(hosting.waitForOutput { $0.contains("wordgames join ") && $0.hasSuffix("\n") })
    let line = hosting.shown.split(separator: "\n").first { $0.contains("wordgames join ") }
    let joining = try joiner.start(
      line.map { $0.split(separator: " ").dropFirst().map(String.init) } ?? [])
    try hosting.waitForOutput(containing: "Secret: ")
    try hosting.type("cat")
    try joining.waitForOutput(containing: "Player two: the secret is set. Guess it!")
    try joining.waitForOutput(containing: "Guess a letter")
    try joining.type("x")
    try joining.waitForOutput(containing: "No, there is no X.")
    try joining.type("c")
    try joining.waitForOutput(containing: "C _ _")
    // Until the game ends, nothing the joiner was sent holds the secret.
    #expect(!joining.shown.contains("CAT"))
    #expect(!joining.shown.uppercased().contains("SECRET: CAT"))
    try joining.type("a\nt")  // two lines in one write: both are moves
    try joining.waitForOutput(containing: "You won! The word is CAT.")
    try hosting.waitForOutput(containing: "Play again? [Y/n]")
    try hosting.type("n")
    #expect(hosting.finish().status == 0)
    #expect(joining.finish().status == 0)
    #expect(host.history().map(\.outcome) == [.won])
  }

  @Test func aWrongCodeIsRefusedAndTheHostIsTold() throws {
    let (hosting, join) = try startHost()
    let wrongCode = try joiner.start(Array(join.dropLast()) + ["ZZZZZZZ"])
    try wrongCode.waitForOutput(containing: "The host closed the connection.\n")
    let wrong = wrongCode.finish()
    #expect(wrong.status == 69)
    #expect(wrong.output.contains("The code is wrong.\nThe host closed the connection.\n"))
    try hosting.waitForOutput(containing: "Someone tried a wrong code (1 of 5).")
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test(arguments: [
    (["join"], 64), (["join", "nowhere", "K7Q2M9A"], 64), (["join", "127.0.0.1:1", "0OIL"], 64),
    (["join", "127.0.0.1:1", "K7Q2M9A"], 69),
    (["ghost", "--host", "--computer"], 64), (["ghost", "--host", "--port", "0"], 64),
    (["hangman", "--host"], 64),
  ])
  func aCommandThatCannotConnectSaysWhyInOneLine(arguments: [String], status: Int) throws {
    let run = try joiner.run(arguments, input: ["/quit"])
    #expect(run.status == Int32(status))
    #expect(run.errors.split(separator: "\n").count <= 3, "\(run.errors)")
  }
}
