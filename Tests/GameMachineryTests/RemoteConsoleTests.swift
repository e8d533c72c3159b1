import Remote
import Terminal
import TestSupport
import Testing

@testable import GameMachinery

/// What a joiner may not do to the host's game (SPEC §3.5).
@Suite struct RemoteConsoleTests {
  /// Issue 50: a command behind a space or line break of any kind (VT, FF, NEL) is still
  /// one: the prompt trims it away, so the refusal does too.
  @Test(arguments: [
    "/new", "/NEW", " /settings", "\u{0B}/lang nl", "\u{0C}/new", "\u{85}/settings",
    "\u{2028}/new", "\t/lang en", "/ settings", "/  new", "/ lang nl", "/ define cat",
  ])
  func theHostsCommandsAreRefusedToTheJoinerHoweverTheyAreWritten(_ line: String) {
    #expect(
      RemoteConsole.refusal(of: line, among: Self.ghosts)?.hasPrefix("Only the host can use /")
        == true)
  }

  /// Ghost's commands: the shared ones and its own.
  static let ghosts = ["/help", "/define", "/settings", "/new", "/quit", "/hint", "/lang"]

  /// A mistyped command is no command of the host's: the prompt says what it is.
  @Test(arguments: ["/help", "/hint", " /quit", "a", "", "\u{0B}b", "/hlep", "/", "//"])
  func theJoinersOwnLinesPass(_ line: String) {
    #expect(RemoteConsole.refusal(of: line, among: Self.ghosts) == nil)
  }

  /// A line the prompt takes for /quit is one wherever its spaces are: a joiner's is their
  /// leaving, never the host's.
  @Test func quitIsReadAsThePromptReadsIt() {
    #expect(
      GamePrompt.isQuit("/ quit") && GamePrompt.isQuit(" /QUIT\t") && GamePrompt.isQuit("/quit"))
    #expect(!GamePrompt.isQuit("/quit now") && !GamePrompt.isQuit("quit"))
  }

  /// The joiner is told the commands they may use in this game: Hangman has no /hint.
  @Test func theJoinerIsToldTheCommandsOfTheirGame() {
    let hangmans = ["/help", "/define", "/settings", "/new", "/quit"]
    #expect(
      RemoteConsole.refusal(of: "/new", among: hangmans)
        == "Only the host can use /new; you can use /help and /quit.")
  }

  /// A prompt reaches the joiner together with the question that asks them: a line they
  /// type once they see their prompt is never taken for one typed out of turn (it was, on
  /// a busy machine, when the question came a moment after the prompt).
  @Test func theJoinersPromptArrivesWithTheirQuestion() throws {
    let code = JoinCode()
    let listener = try Listener(at: NetworkAddress(host: "127.0.0.1", port: 0), code: code)
    let joiner = try Connection.connect(
      to: NetworkAddress(host: "127.0.0.1", port: listener.port), timeout: 10_000)
    try joiner.send("\(code)\n")
    let seats = Seats()
    let console = RemoteConsole(
      local: ScriptedConsole(lines: []), listener: listener, joiners: ["Bob"], seats: seats,
      commands: [])
    #expect(console.seatEveryone(stopped: "") == nil)
    seats.current = 1
    console.write("Bob, add a letter: ")
    #expect(joiner.receiveLine(timeout: 0) == .timedOut)
    try joiner.send("o\n")
    #expect(console.readLine() == .line("o"))
    #expect(joiner.receiveLine(timeout: 10_000) == .line("<Bob, add a letter: "))
    #expect(joiner.receiveLine(timeout: 0) == .line("?"))
  }

  /// A joiner that sends /quit at its move leaves: the host keeps the game, is told, and
  /// waits for them to come back with the code, rather than taking it for its own /quit.
  @Test func aJoinersQuitIsTheirLeavingNotTheHosts() throws {
    let code = JoinCode()
    let address = NetworkAddress(host: "127.0.0.1", port: 0)
    let listener = try Listener(at: address, code: code)
    let here = NetworkAddress(host: "127.0.0.1", port: listener.port)
    let joiner = try Connection.connect(to: here, timeout: 10_000)
    try joiner.send("\(code)\n")
    let seats = Seats()
    let host = ScriptedConsole(lines: [])
    let console = RemoteConsole(
      local: host, listener: listener, joiners: ["Bob"], seats: seats, commands: [])
    #expect(console.seatEveryone(stopped: "") == nil)
    #expect(host.output.contains("Bob has joined."))
    seats.current = 1
    try joiner.send("/quit\n")
    let back = try Connection.connect(to: here, timeout: 10_000)
    try back.send("\(code)\na\n")
    #expect(console.readLine() == .line("a"))
    #expect(host.output.contains("Bob left; they can join again with the same line."))
    #expect(host.output.contains("Bob is back."))
  }
}
