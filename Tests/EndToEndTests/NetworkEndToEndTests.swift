import Foundation
import Lexicon
import Remote
import Testing

@testable import wordgames

/// Ghost on two terminals (SPEC §3.5): a host and a joiner, each the built binary with its
/// own home, on loopback.
@Suite(.temporaryHome, .serialized) struct NetworkEndToEndTests {
  let host: WordGamesProcess
  let joiner: WordGamesProcess

  init() throws {
    (host, joiner) = try Self.players()
  }

  /// A host and a joiner, each with a home of their own.
  static func players() throws -> (host: WordGamesProcess, joiner: WordGamesProcess) {
    let host = try WordGamesProcess()
    return (host, try host.otherPlayer("joiner"))
  }

  /// Starts a Ghost host of `players` on loopback and returns it with the join line's
  /// arguments.
  func startHost(_ options: [String] = [], players: String = "Ann,Bob") throws -> (
    RunningProcess, [String]
  ) {
    let running = try host.start(
      ["ghost", "--host", "--bind", "127.0.0.1", "--players", players] + options)
    return (running, Self.joinLine(of: running))
  }

  /// A Ghost host of `players` at a terminal, once it listens, with the join line's
  /// arguments.
  func startHostAtTerminal(players: String = "Ann,Bob") throws -> (PseudoTerminal, [String]) {
    let hosting = try PseudoTerminal(
      ["ghost", "--host", "--bind", "127.0.0.1", "--players", players],
      environment: host.environment)
    #expect(hosting.waitFor("(The connection is not encrypted.)"))
    let line = hosting.shown.split(whereSeparator: \.isNewline).first {
      $0.contains("wordgames join ")
    }
    return (hosting, line.map { $0.split(separator: " ").dropFirst().map(String.init) } ?? [])
  }

  /// The arguments of the first join line a host gives.
  static func joinLine(of host: RunningProcess) -> [String] {
    #expect(host.waitForOutput { $0.contains("wordgames join ") && $0.hasSuffix("\n") })
    let line = host.shown.split(separator: "\n").first { $0.contains("wordgames join ") }
    return line.map { $0.split(separator: " ").dropFirst().map(String.init) } ?? []
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
    try joining.waitForOutput(containing: "Another round? The host decides.")
    try hosting.type("x")
    try hosting.waitForOutput(containing: "Answer y or n")
    try hosting.type("n")
    let hosted = hosting.finish()
    let joined = joining.finish()
    #expect(hosted.status == 0)
    #expect(joined.status == 0)
    #expect(joined.output.contains("Bob formed CATS — a word of 4 letters."))
    // The joiner's /quit saves nothing: the host keeps the game, and the host's saves it.
    #expect(joined.output.contains("Type /help for the rules and commands, /quit to leave."))
    #expect(!joined.output.contains("save and leave"))
    #expect(hosted.output.contains("Type /help for the rules and commands, /quit to save and"))
    #expect(joined.output.hasSuffix("The host has ended the game.\n"))
    // The question and what answered the host there were the host's alone.
    #expect(!joined.output.contains("[Y/n]") && !joined.output.contains("Answer y or n"))
    #expect(host.history().map { $0.fields["ghost_loser"] } == [.text("Bob")])
    // The joiner keeps the round too, from their side.
    let kept = try #require(joiner.history().first)
    #expect(joiner.history().count == 1)
    #expect(kept.outcome == .lost && kept.word == "CATS")
    #expect(kept.fields["ghost_player"] == .text("Bob"))
    #expect(kept.fields["ghost_loser"] == .text("Bob"))
    #expect(kept.id == "joined-" + (host.history().first?.id ?? ""))
  }

  /// A host's prompt at a terminal stays live while nobody has joined: /quit stops
  /// waiting, as Ctrl-D and Ctrl-C do, and nothing was played.
  @Test func aHostAtATerminalStopsWaitingAtQuitOrTheEndOfInput() throws {
    let (hosting, _) = try startHostAtTerminal()
    hosting.type("hello\n")
    #expect(hosting.waitFor("Waiting for Bob to join; /quit stops waiting."))
    hosting.type("/quit\n")
    #expect(hosting.waitFor("Stopped waiting; nothing was played."))
    #expect(hosting.exitStatus() == 0)
    let (ended, _) = try startHostAtTerminal()
    ended.type("\u{4}")
    #expect(ended.exitStatus() == 0)
    let (interrupted, _) = try startHostAtTerminal()
    kill(interrupted.process.processIdentifier, SIGINT)
    #expect(interrupted.waitFor("Stopped waiting; nothing was played."))
    #expect(interrupted.exitStatus() == 130)
  }

  /// A host who stops waiting for friends to continue a saved game is told it stays saved.
  @Test func stoppingTheWaitForAContinuedGameSaysItStaysSaved() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("a")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
    let (again, _) = try startHostAtTerminal()
    #expect(again.shown.contains("Continuing your unfinished game"))
    again.type("/quit\n")
    #expect(again.waitFor("Stopped waiting; the game stays saved, and the same command hosts"))
    #expect(again.exitStatus() == 0)
  }

  /// What a host half typed while waiting for a table was typed to no board: a notice
  /// (one has joined) drops it, and is written in its place.
  @Test func aNoticeWhileWaitingDropsWhatTheHostHalfTyped() throws {
    let (hosting, join) = try startHostAtTerminal(players: "Ann,Bob,Cy")
    hosting.type("/qu")
    let bob = try joiner.start(join)
    #expect(hosting.waitFor("\r\u{1B}[KBob has joined."))
    hosting.type("it\n")  // "it", not "/quit": the half typed "/qu" went
    #expect(hosting.waitFor("Waiting for Cy to join; /quit stops waiting."))
    hosting.type("/quit\n")
    #expect(hosting.waitFor("Stopped waiting; nothing was played."))
    #expect(hosting.exitStatus() == 0)
    _ = bob.finish()
  }

  @Test func theBoardFitsTheSmallerTerminal() throws {
    let (hosting, join) = try startHost()
    var narrow = joiner
    narrow.environment["COLUMNS"] = "40"
    narrow.environment["LINES"] = "20"
    let joining = try narrow.start(join)
    try hosting.waitForOutput(containing: "Ann, add a letter:")
    let board = hosting.shown.components(separatedBy: "Bob has joined.\n").last ?? ""
    // What the host alone is shown fits the host's terminal (issue 66, item 25).
    let hostsOwn = "Type /help for the rules and commands, /quit to save and leave."
    #expect(board.contains(hostsOwn + "\n"))
    let shared = board.split(separator: "\n").filter { $0 != hostsOwn }
    #expect(shared.allSatisfy { $0.count <= 40 }, "\(board)")
    #expect(board.contains("A word of 4 or more letters, or a\nfragment"))  // wrapped at 40
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test func aSecondJoinerIsToldTheGameIsFull() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    let second = try joiner.start(join)
    try hosting.type("c")  // the host's next wait turns them away
    let turnedAway = second.finish()
    #expect(turnedAway.status == 69)
    #expect(turnedAway.output.contains("The game is full: every seat is taken."))
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test func aScriptsLineTypedBeforeTheJoinersMoveIsTheirMove() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try joining.type("a")  // a script's lines wait for their move
    try hosting.type("c")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  /// A person who types while it is the host's move typed to the host's prompt: the line
  /// is refused at their terminal, never played later on a board they have not seen.
  @Test func aLineTypedOutOfTurnAtATerminalIsRefused() throws {
    let (hosting, join) = try startHost()
    // Narrow enough that the refusal would wrap if it were taken to follow the prompt. (A
    // resize just before typing could drop the line: the redraw drops a half-typed line.)
    let joining = try PseudoTerminal(join, environment: joiner.environment, columns: 50)
    #expect(joining.waitFor("Ann, add a letter:"))
    joining.type("a\n")
    #expect(joining.waitFor("a\r\nIt is not your move yet; that line was not sent.\r\n"))
    try hosting.type("c")
    #expect(joining.waitFor("Bob, add a letter:"))
    joining.type("o\n")
    try hosting.waitForOutput(containing: "Bob adds O: CO")
    #expect(!hosting.shown.contains("Bob adds A"))
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    #expect(joining.exitStatus() == 0)
  }

  /// What a host half typed while waiting was typed to no board: it is dropped when the
  /// friend joins, not played as the first move.
  @Test func aLetterTheHostHalfTypedWhileWaitingIsNotPlayed() throws {
    let (hosting, join) = try startHostAtTerminal()
    hosting.type("c")
    let joining = try joiner.start(join)
    #expect(hosting.waitFor("Ann, add a letter:"))
    hosting.type("o\n")
    try joining.waitForOutput(containing: "Ann adds O: O")
    #expect(!joining.shown.contains("Ann adds C"))
    try joining.type("/quit")  // at Bob's move: the host keeps the game, and waits for him
    #expect(joining.finish().status == 0)
    #expect(hosting.waitFor("Waiting for Bob to join again; /quit saves the game."))
    hosting.type("\u{4}")  // Ctrl-D saves and leaves, as /quit does
    #expect(hosting.exitStatus() == 0)
    #expect(hosting.shown.contains("Game saved — the same command continues it."))
  }

  /// A notice at the host's prompt (a wrong code) writes the prompt again without what was
  /// half typed at it, and drops that too: what is played is what was seen.
  @Test func aNoticeAtTheHostsPromptDropsWhatWasHalfTyped() throws {
    let (hosting, join) = try startHostAtTerminal()
    let joining = try joiner.start(join)
    #expect(hosting.waitFor("Ann, add a letter: "))
    hosting.type("x")
    let address = try #require(NetworkAddress(parsing: join[1]))
    let stranger = try Connection.connect(to: address, timeout: 10_000, isPerson: false)
    try stranger.send("ZZZZZZZ\n")
    #expect(
      hosting.waitFor(
        "x\r\nSomeone tried a wrong code (1 so far; an address that tries many is slowed\r\n"
          + "down).\r\nAnn, add a letter: "))
    hosting.type("c\n")
    try joining.waitForOutput(containing: "Ann adds C: C")
    try joining.type("/quit")
    #expect(joining.finish().status == 0)
    hosting.type("/quit\n")
    #expect(hosting.exitStatus() == 0)
  }

  /// Issue 66, item 11: the host's /quit saves and leaves at the joiner's move too, and the
  /// same command hosts the game again.
  @Test func aHostsQuitAtTheJoinersMoveSavesTheGame() throws {
    let (hosting, join) = try startHostAtTerminal()
    let joining = try joiner.start(join)
    #expect(hosting.waitFor("Ann, add a letter:"))
    hosting.type("c\n")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    hosting.type("/quit\n")
    #expect(hosting.exitStatus() == 0)
    #expect(hosting.shown.contains("Game saved — the same command continues it."))
    #expect(joining.finish().output.contains("The host saved the game to finish it later"))
    // The same command hosts it again, at Bob's move.
    let (again, line) = try startHostAtTerminal()
    #expect(again.shown.contains("Continuing your unfinished game"))
    let rejoining = try joiner.start(line)
    try rejoining.waitForOutput(containing: "Bob, add a letter:")
    #expect(rejoining.shown.contains("Fragment  C\n"))
    try rejoining.type("/quit")
    #expect(rejoining.finish().status == 0)
    again.type("/quit\n")
    #expect(again.exitStatus() == 0)
  }

  /// Issue 66, item 9: a connection that never sends its code is closed once its time is
  /// up, though a person's prompt is waiting meanwhile.
  @Test func aSilentConnectionAtAnInteractiveHostIsClosed() throws {
    let (hosting, join) = try startHostAtTerminal()
    let address = try #require(NetworkAddress(parsing: join[1]))
    let silent = try Connection.connect(to: address, timeout: 10_000)
    #expect(silent.receiveLine(timeout: 3 * Listener.codeTimeout) == .closed)
    hosting.type("/quit\n")
    #expect(hosting.exitStatus() == 0)
  }

  /// Issue 50: the host is protected as the joiner is. A line the host types while it is
  /// the joiner's move is not played on a board the host has not seen (it was, at once):
  /// it is refused at once, and the prompt that says whose move it is asked again (issue
  /// 66, item 10). A line half typed then is dropped as the board is drawn, and a line
  /// typed as soon as the host's prompt shows is played.
  @Test func aLineTheHostTypesOutOfTurnIsNotPlayed() throws {
    let (hosting, join) = try startHostAtTerminal()
    let joining = try joiner.start(join)
    #expect(hosting.waitFor("Ann, add a letter:"))
    hosting.type("c\n")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    hosting.type("x\n")  // Bob's move: not Ann's to make
    #expect(
      hosting.waitFor("x\r\nIt is Bob's move; that line was not played.\r\nBob, add a letter: "))
    hosting.type("q")  // half typed at Bob's move: gone once Bob's move is drawn
    try joining.type("a")
    #expect(hosting.waitFor("C A\r\nTurn      Ann\r\n\r\nAnn, add a letter: "))
    hosting.type("t\n")  // typed at the prompt the moment it shows: played
    try joining.waitForOutput(containing: "Ann adds T: CAT")
    #expect(!hosting.shown.contains("CAX"))
    try joining.type("/quit")
    #expect(joining.finish().status == 0)
    // Issue 66, item 11: while the host waits for them, the host's prompt stays live.
    #expect(hosting.waitFor("Waiting for Bob to join again; /quit saves the game."))
    hosting.type("z\n")
    #expect(hosting.waitFor("z\r\nWaiting for Bob to join again; /quit saves the game."))
    hosting.type("/quit\n")
    #expect(hosting.exitStatus() == 0)
    #expect(hosting.shown.contains("Game saved — the same command continues it."))
  }

  /// A joiner who resizes their terminal at their move gets the board drawn again to fit
  /// it, at the host's too (which draws for the smaller of the two terminals).
  @Test func aJoinersResizedTerminalGetsTheBoardDrawnAgainToFit() throws {
    let hosting = try host.start(["hangman", "--two-player", "--host", "--bind", "127.0.0.1"])
    let joining = try PseudoTerminal(Self.joinLine(of: hosting), environment: joiner.environment)
    try hosting.waitForOutput(containing: "Secret: ")
    try hosting.type(String(repeating: "x", count: 45))  // refused: its length is the host's
    try hosting.waitForOutput(containing: "that has 45")
    try hosting.type("ice cream")
    #expect(joining.waitFor("Player two's guess (a letter, or the whole phrase): "))
    #expect(!joining.shown.contains("that has 45") && !joining.shown.contains("Secret:"))
    let title = "HANGMAN · a friend's secret · 8 letters"
    #expect(joining.shown.contains(title + " · 6 misses allowed"))
    joining.resize(columns: 40, rows: 20)
    // At 40 columns the long prompt would leave too little room to type.
    #expect(joining.waitFor("Player two's guess: "))
    #expect(joining.shown.contains(title + "\r\n6 misses allowed"))
    try hosting.waitForOutput(containing: title + "\n6 misses allowed")
    joining.type("e\n")
    #expect(joining.waitFor("Player two's guess: "))
    try hosting.waitForOutput(containing: "Yes, there are 2 E's.")
    joining.type("/quit\n")
    #expect(joining.exitStatus() == 0)
    try hosting.waitForOutput(containing: "Waiting for Player two to join again")
    kill(hosting.process.processIdentifier, SIGINT)
    #expect(hosting.finish().status == 130)
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
    // Why a line was refused is the typist's to read; the prompt is asked again of them.
    let answers = [
      ("7", "Type one letter, A to Z.\n"), ("/define cat", "Only the host can use /define"),
      ("/hlep", "Unknown command /hlep; did you mean /help?"),
      ("/nwe", "Unknown command /nwe; type /help for the list."), ("/hint", "With perfect play"),
    ]
    for (line, answer) in answers {
      try joining.type(line)
      try joining.waitForOutput(containing: answer)
    }
    // The joiner's help lists what a joiner may use.
    try joining.type("/help")
    let helped = joining.waitForOutput {
      $0.components(separatedBy: "Commands:").dropFirst().last?.contains("add a letter:") == true
    }
    #expect(helped)
    let help = joining.shown.components(separatedBy: "Commands:").last ?? ""
    #expect(help.contains("/hint") && !help.contains("/settings") && !help.contains("/new"))
    try joining.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    // What answered the joiner is the joiner's alone.
    let hint =
      joining.shown.split(separator: "\n").first { $0.contains("With perfect play") }
      ?? "With perfect play"
    #expect(!hosting.shown.contains(hint))
    #expect(!hosting.shown.contains("Commands:"))
    // Asked again of Bob alone: the host's screen kept its one prompt for Bob's move.
    #expect(hosting.shown.count(of: "Bob, add a letter:") == 1)
    #expect(!hosting.shown.contains("Only the host"))
    #expect(!hosting.shown.contains("Type one letter") && !hosting.shown.contains("/hlep"))
    #expect(!hosting.shown.contains("ghost.super"))
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = joining.finish()
  }

  @Test func aJoinerWhoLeavesComesBackWithTheSameLine() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try joining.type("7")
    try joining.waitForOutput(containing: "Type one letter, A to Z.")
    let left = joining.finish()  // end of the joiner's input
    #expect(left.output.contains("You left; the host keeps the game"))
    // Told as a leaving, not as a lost connection.
    try hosting.waitForOutput(containing: "Bob left; they can join again with the same line.")
    try hosting.waitForOutput(containing: "Waiting for Bob to join again")
    let back = try joiner.start(join)
    try back.waitForOutput(containing: "Bob, add a letter:")  // the screen, sent again
    #expect(back.shown.contains("Ann adds C: C"))
    // What answered the joiner alone was theirs once: the screen comes back with one prompt.
    #expect(!back.shown.contains("Type one letter"))
    #expect(back.shown.count(of: "Bob, add a letter:") == 1)
    try hosting.waitForOutput(containing: "Bob is back.")
    try back.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = back.finish()
  }

  /// A joiner's /quit at their own move leaves, as at the host's move: the host keeps the
  /// game and waits for them to come back (it took the line for its own /quit, and ended).
  /// A script's /quit leaves at its move too.
  @Test func aJoinersQuitAtTheirMoveLeavesAndTheHostWaits() throws {
    let (hosting, join) = try startHost()
    let joining = try PseudoTerminal(join, environment: joiner.environment)
    #expect(joining.waitFor("Ann, add a letter:"))
    try hosting.type("c")
    #expect(joining.waitFor("Bob, add a letter:"))
    joining.type("/quit\n")
    #expect(joining.exitStatus() == 0)
    #expect(joining.shown.contains("You left; the host keeps the game"))
    try hosting.waitForOutput(containing: "Waiting for Bob to join again")
    let script = try joiner.start(join)
    try script.waitForOutput(containing: "Bob, add a letter:")
    try script.type("/quit")
    #expect(script.finish().status == 0)
    try hosting.waitForOutput(containing: "Bob is back.")
    let back = try joiner.start(join)
    try back.waitForOutput(containing: "Bob, add a letter:")
    try back.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    _ = back.finish()
  }

  @Test func aHostStoppedWhileWaitingSavesAndHostsTheGameAgainWithANewCode() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try hosting.type("c")
    try joining.waitForOutput(containing: "Bob, add a letter:")
    _ = joining.finish()
    try hosting.waitForOutput(containing: "Waiting for Bob to join again; /quit saves the game.")
    kill(hosting.process.processIdentifier, SIGINT)
    let hosted = hosting.finish()
    #expect(hosted.status == 130)
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

  @Test func aJoinerKilledWhileTheHostThinksIsMissedAtOnce() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    kill(joining.process.processIdentifier, SIGKILL)
    _ = joining.finish()
    try hosting.waitForOutput(containing: "The connection to Bob was lost")
    try hosting.type("c")
    try hosting.waitForOutput(containing: "Waiting for Bob to join again")
    // On a line of its own, not after the prompt for Bob's move.
    #expect(hosting.shown.contains("Bob, add a letter: \nWaiting for Bob to join again"))
    let back = try joiner.start(join)
    try back.waitForOutput(containing: "Bob, add a letter:")
    try back.type("a")
    try hosting.waitForOutput(containing: "Bob adds A: CA")
    hosting.process.interrupt()
    #expect(hosting.finish().output.contains("Game saved"))
    _ = back.finish()
  }

  /// A host that leaves as the joiner's connection drops says the game is saved, and says
  /// nothing after: not that the joiner may come back to a host that has gone.
  @Test func aHostLeavingAsTheJoinerDropsEndsOnTheSave() throws {
    let (hosting, join) = try startHost()
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    kill(joining.process.processIdentifier, SIGKILL)
    hosting.process.interrupt()
    _ = joining.finish()
    let hosted = hosting.finish()
    #expect(hosted.status == 130)
    #expect(hosted.output.contains("Game saved"))
    #expect(!(hosted.output.components(separatedBy: "Game saved").last ?? "").contains("join"))
  }

  @Test func anIdleJoinerIsRemindedThenTheGameIsSaved() throws {
    let (hosting, join) = try startHost(["--idle", "5"])
    let joining = try joiner.start(join)
    try hosting.type("c")
    // The reminder starts a line, and the prompt is asked again under it, before the end.
    try joining.waitForOutput(containing: "\nBob, it is your move.\nBob, add a letter: ")
    try hosting.waitForOutput(containing: "Bob has not moved for a while.")
    let hosted = hosting.finish()
    #expect(hosted.status == 0)
    #expect(hosted.output.contains("Game saved"))
    // Each side is told what is meant for them: the host where the game is saved, the
    // joiner that it was, and how they come back (issue 50, item 7).
    let joined = joining.finish().output
    #expect(!joined.contains("Game saved"))
    #expect(
      joined.hasSuffix(
        "The host saved the game to finish it later; when they host it again, they will give"
          + " you a new line to join it.\n"))
  }

  @Test func aSlowSenderCannotHoldTheHost() throws {
    let (hosting, join) = try startHost(["--idle", "5"])
    let address = try #require(NetworkAddress(parsing: join[1]))
    let connection = try Connection.connect(to: address, timeout: 10_000, isPerson: false)
    try connection.send(join[2] + "\n")
    try hosting.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try hosting.waitForOutput(containing: "Bob, add a letter:")
    // A byte at a time, never a whole line: the idle limit runs all the same.
    var sent = 0
    while !hosting.shown.contains("Bob has not moved for a while."), sent < 300 {
      try? connection.send("b", timeout: 1_000)
      sent += 1
      _ = hosting.waitForOutput(seconds: 0.1) { $0.contains("Bob has not moved") }
    }
    let hosted = hosting.finish()
    #expect(hosted.status == 0)
    #expect(hosted.output.contains("Bob, it is your move."))
    #expect(hosted.output.contains("Game saved"))
  }

  /// Plays rounds of Ghost that spell CATS, Ann (the host) and Bob (the joiner) in turn,
  /// killing one side or the other just after a move is typed, at moves a seeded generator
  /// picks, then going on as players would: the joiner with the same line, a killed host
  /// hosting again. No letter is lost or played twice, and both histories keep each round.
  @Test func aRoundSurvivesEitherSideKilledAtRandomMoments() throws {
    var generator = SplitMix64(seed: 35)
    let word = Array("CATS")
    var kills = (hosts: 0, joiners: 0)
    for trial in 1...4 {
      var (hosting, join) = try startHost()
      var joining = try joiner.start(join)
      try hosting.waitForOutput(containing: "Ann, add a letter:")
      var placed = 0
      while placed < word.count {
        let mover = placed % 2 == 0 ? hosting : joining
        try mover.type(String(word[placed]).lowercased())
        let played =
          placed < word.count - 1
          ? "adds \(word[placed]): \(String(word[...placed]))" : "formed CATS"
        // The last letter ends the round, which the joiner is to see: no kill then.
        guard placed < word.count - 1, generator.next() % 2 == 0 else {
          try hosting.waitForOutput(containing: played)
          placed += 1
          continue
        }
        if generator.next() % 2 == 0 {
          kills.hosts += 1
          // The host: the move typed may or may not have been saved; the board says.
          kill(hosting.process.processIdentifier, SIGKILL)
          _ = hosting.finish()
          _ = joining.finish()  // told the host has gone, it ends
          (hosting, join) = try startHost()
          joining = try joiner.start(join)
          try hosting.waitForOutput(containing: "add a letter:")
          let board = hosting.shown.split(separator: "\n").last { $0.hasPrefix("Fragment") }
          placed = board.map { $0.dropFirst("Fragment".count).filter(\.isUppercase).count } ?? 0
        } else {
          // The joiner: a move typed at the host is made; the joiner's may have been sent.
          kills.joiners += 1
          let waits = hosting.shown.count(of: "Waiting for Bob")
          let returns = hosting.shown.count(of: "Bob is back.")
          kill(joining.process.processIdentifier, SIGKILL)
          _ = joining.finish()
          #expect(
            hosting.waitForOutput {
              $0.contains(played)
                || (mover !== hosting && $0.count(of: "Waiting for Bob") > waits)
            })
          if hosting.shown.contains(played) { placed += 1 }
          joining = try joiner.start(join)
          #expect(hosting.waitForOutput { $0.count(of: "Bob is back.") > returns })
        }
      }
      try hosting.waitForOutput(containing: "Ann wins the round!")
      try hosting.waitForOutput(containing: "Another round? [Y/n]")
      try hosting.type("n")
      #expect(hosting.finish().status == 0)
      #expect(joining.finish().output.contains("Bob formed CATS"))
      #expect(host.history().filter { $0.word == "CATS" }.count == trial)
      #expect(joiner.history().filter { $0.word == "CATS" && $0.outcome == .lost }.count == trial)
    }
    #expect(kills.hosts >= 2 && kills.joiners >= 2, "\(kills)")
  }

  /// Connections with the code, each sending junk of a kind a seeded generator picks and
  /// closing its sending side (half open), and a few with a wrong code: the host lets each
  /// in, reads what comes as typed lines, misses each as it goes, and never crashes nor
  /// stops listening; Ann answers whatever the host asks between them; Ctrl-C saves.
  @Test func aJoinerSendingJunkNeverCrashesTheHost() throws {
    let (hosting, join) = try startHost()
    let address = try #require(NetworkAddress(parsing: join[1]))
    var generator = SplitMix64(seed: 3_500)
    let kinds: [(inout SplitMix64) -> [UInt8]] = [
      { generator in
        (0..<Int.random(in: 0...3_000, using: &generator)).map { _ in
          .random(in: 0...255, using: &generator)
        }
      },
      { generator in Array("\(UnicodeScalar(UInt8.random(in: 97...122, using: &generator)))\n".utf8)
      },
      { _ in Array("/settings\n/new\n/lang nl\n/hint\n/help\n\u{1B}[2J\u{7}x\n".utf8) },
      { _ in Array(repeating: UInt8(ascii: "z"), count: 300_000) },
      { _ in Array("ab".utf8) },  // half a line
      { _ in Array("\u{0}\r\n\r\n\t\nÉ\n\u{FEFF}b\n".utf8) },
    ]
    var wrongCodes = 0
    for round in 0..<60 {
      answerTheHost(hosting, &generator)
      let lost = hosting.shown.count(of: "The connection to Bob was lost")
      let tries = hosting.shown.count(of: "Someone tried a wrong code")
      let connection = try Connection.connect(to: address, timeout: 10_000, isPerson: false)
      if wrongCodes < Listener.wrongCodeLimit - 1, round % 15 == 7 {
        wrongCodes += 1
        try connection.send("ZZZZZZZ\n")
        #expect(hosting.waitForOutput { $0.count(of: "Someone tried a wrong code") > tries })
        continue
      }
      let junk = kinds[Int.random(in: 0..<kinds.count, using: &generator)](&generator)
      try? connection.send(join[2] + "\n" + String(decoding: junk, as: UTF8.self), timeout: 10_000)
      shutdown(connection.descriptor, Int32(SHUT_WR))
      #expect(
        hosting.waitForOutput { $0.count(of: "The connection to Bob was lost") > lost },
        "round \(round)")
      #expect(hosting.process.isRunning)
    }
    // A round in play, not one just ended, is what Ctrl-C has to save.
    answerTheHost(hosting, &generator)
    hosting.process.interrupt()
    let hosted = hosting.finish()
    #expect(hosted.status == 130)
    #expect(hosted.output.contains("Game saved"))
    // The junk was read as moves: some were made, and those refused were refused to Bob,
    // not shown to the host.
    #expect(hosted.output.contains("Bob adds "))
    #expect(!hosted.output.contains("Type one letter"))
  }

  /// Answers the host's question, if the host's screen ends with one: Ann's move, a random
  /// letter, or another round.
  private func answerTheHost(_ hosting: RunningProcess, _ generator: inout SplitMix64) {
    while true {
      let last = hosting.shown.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
      let before = hosting.shown.count
      if last.hasSuffix("Ann, add a letter: ") {
        try? hosting.type(String(UnicodeScalar(UInt8.random(in: 97...122, using: &generator))))
      } else if last.hasSuffix("[Y/n] ") {
        try? hosting.type("y")
      } else {
        return
      }
      // The whole answer, up to what the host asks next: a screen comes in several writes.
      #expect(
        hosting.waitForOutput { shown in
          shown.count > before
            && ["Ann, add a letter: ", "Bob, add a letter: ", "[Y/n] ", "saves the game.\n"]
              .contains { shown.hasSuffix($0) }
        })
    }
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
    #expect(joining.shown.contains("it won't show, nor be sent."))
    #expect(!joining.shown.contains("look away"))
    // Whose move it is, on both screens (issue 66, item 10).
    try joining.waitForOutput(containing: "Player two's guess (a letter, or the whole word): ")
    try hosting.waitForOutput(containing: "Player two's guess (a letter, or the whole word): ")
    try joining.type("x")
    try joining.waitForOutput(containing: "No, there is no X.")
    try joining.type("c")
    try joining.waitForOutput(containing: "C _ _")
    // Until the game ends, nothing the joiner was sent holds the secret.
    #expect(!joining.shown.contains("CAT"))
    #expect(!joining.shown.uppercased().contains("SECRET: CAT"))
    try joining.type("a\nt")  // two lines in one write: both are moves
    try joining.waitForOutput(containing: "Player two wins! The word is CAT.")
    try hosting.waitForOutput(containing: "Play again? [Y/n]")
    #expect(hosting.shown.contains("Player two wins! The word is CAT."))
    // The question is the host's: the joiner is told who decides.
    try joining.waitForOutput(containing: "Play again? The host decides.")
    #expect(!joining.shown.contains("[Y/n]"))
    try hosting.type("n")
    #expect(hosting.finish().status == 0)
    #expect(joining.finish().status == 0)
    // One rule on both sides and at one keyboard: the record is the guesser's.
    #expect(host.history().map(\.outcome) == [.won])
    #expect(joiner.history().map(\.outcome) == [.won])
    #expect(joiner.history().map(\.word) == ["CAT"])
  }

  /// A line a joiner sends while the host types the secret was sent before the board was
  /// shown: it is not played. (`join` sends no line out of turn; a raw client can.)
  @Test func aLineSentWhileTheHostTypesTheSecretIsNotPlayed() throws {
    let hosting = try host.start(["hangman", "--two-player", "--host", "--bind", "127.0.0.1"])
    let join = Self.joinLine(of: hosting)
    let connection = try Connection.connect(
      to: try #require(NetworkAddress(parsing: join[1])), timeout: 10_000)
    try connection.send(join[2] + "\n")
    try hosting.waitForOutput(containing: "Secret: ")
    // On loopback it is at the host once sent, before the secret is typed.
    try connection.send("e\n")
    try hosting.type("bee")
    func framesUntilAsked() -> [String] {
      var frames: [String] = []
      while case .line(let frame) = connection.receiveLine(timeout: 10_000), frame != "?" {
        frames.append(frame)
      }
      return frames
    }
    let board = framesUntilAsked().joined(separator: "\n")
    #expect(board.contains("Player two: the secret is set. Guess it!"))
    #expect(!board.contains("Yes, there"))
    try connection.send("x\n")
    let answer = framesUntilAsked().joined(separator: "\n")
    #expect(answer.contains("No, there is no X.") && !answer.contains("Yes, there"))
    connection.shutDown()
    hosting.process.interrupt()
    #expect(hosting.finish().status == 130)
  }

  /// Issue 50: a port scan is no wrong code. Five connections that close at once, and one
  /// that stays silent, end nothing; the friend still joins; and while the friend is away,
  /// a silent connection holds neither the host's prompt nor the friend's way back.
  @Test func aPortScanEndsNothingAndHoldsNobody() throws {
    let (hosting, join) = try startHost()
    let address = try #require(NetworkAddress(parsing: join[1]))
    for _ in 0..<Listener.wrongCodeLimit {
      try Connection.connect(to: address, timeout: 10_000).shutDown()
    }
    let silent = try Connection.connect(to: address, timeout: 10_000)
    var joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Ann, add a letter:")
    kill(joining.process.processIdentifier, SIGKILL)
    _ = joining.finish()
    try hosting.waitForOutput(containing: "The connection to Bob was lost")
    let another = try Connection.connect(to: address, timeout: 10_000)
    try hosting.type("c")
    try hosting.waitForOutput(containing: "Waiting for Bob to join again")
    joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Bob, add a letter:")
    #expect(!hosting.shown.contains("wrong code"))
    withExtendedLifetime((silent, another)) {}
    hosting.process.interrupt()
    #expect(hosting.finish().status == 130)
    _ = joining.finish()
  }

  /// Issue 50, item 7: what is said about the host's own games is said to the host, before
  /// listening starts, and the joiner is told the name the continued game gives them.
  @Test func eachSideSeesOnlyWhatIsSaidToThem() throws {
    _ = try host.run(["ghost", "--players", "Ann,Bob"], input: ["c", "/quit"])
    let hosting = try host.start(["ghost", "--host", "--bind", "127.0.0.1"])
    let join = Self.joinLine(of: hosting)
    let beforeListening = hosting.shown.components(separatedBy: "Waiting for").first ?? ""
    #expect(beforeListening.hasPrefix("Continuing your unfinished game ("))
    #expect(hosting.shown.contains("Waiting for Bob. Give them a line to join:"))
    let joining = try joiner.start(join)
    try joining.waitForOutput(containing: "Bob, add a letter:")
    try hosting.waitForOutput(containing: "Bob, add a letter:")
    hosting.process.interrupt()
    #expect(hosting.finish().status == 130)
    let joined = joining.finish().output
    #expect(joined.contains("You play as Bob; the host's options decide the game."))
    for hostsOwn in ["Continuing", "--new", "Game saved", "wordgames ghost"] {
      #expect(!joined.contains(hostsOwn), "\(hostsOwn)")
    }
    #expect(joined.contains("The host saved the game to finish it later"))
    // Hosted again with --new: that the saved game is given up is the host's to hear.
    let again = try host.start(["ghost", "--host", "--bind", "127.0.0.1", "--new"])
    let rejoining = try joiner.start(Self.joinLine(of: again))
    try again.waitForOutput(containing: "was recorded as abandoned.")
    try rejoining.waitForOutput(containing: "add a letter:")
    again.process.interrupt()
    #expect(again.finish().status == 130)
    #expect(!rejoining.finish().output.contains("abandoned"))
  }

  /// Issue 50: a host open to every network says so, and every join line it prints can be
  /// used (`--bind 0.0.0.0` printed `wordgames join 0.0.0.0:PORT`).
  @Test(arguments: [[], ["--bind", "0.0.0.0"]])
  func aHostSaysWhereItCanBeReached(_ bind: [String]) throws {
    let hosting = try host.start(["ghost", "--host", "--players", "Ann,Bob"] + bind)
    #expect(hosting.waitForOutput { $0.contains("The game is open to every network") })
    kill(hosting.process.processIdentifier, SIGINT)
    let run = hosting.finish()
    let lines = run.output.split(separator: "\n").filter { $0.contains("wordgames join ") }
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { !$0.contains("0.0.0.0") && !$0.contains("[::]") })
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
    // A positional argument is named as usage shows it, not as an option.
    #expect(!run.errors.contains("--CODE") && !run.errors.contains("--HOST"), "\(run.errors)")
  }

  /// A table of three across three terminals (issue 67): each joiner takes the next free
  /// seat with the same line, one more is turned away, every screen shows every move, and
  /// each player keeps the round from their own side.
  @Test func aTableOfThreeIsPlayedOnThreeTerminals() throws {
    let third = try host.otherPlayer("third")
    let (hosting, join) = try startHost(players: "Ann,Bob,Cy")
    #expect(hosting.shown.contains("Waiting for Bob and Cy."))
    let bob = try joiner.start(join)
    try bob.waitForOutput(containing: "You play as Bob; waiting for Cy to join.")
    try hosting.waitForOutput(containing: "Bob has joined.")
    let cy = try third.start(join)
    try cy.waitForOutput(containing: "Ann, add a letter:")
    #expect(cy.shown.contains("You play as Cy"))
    try bob.waitForOutput(containing: "Cy has joined.")
    let late = try third.otherPlayer("late").start(join)
    #expect(late.finish().output.contains("The game is full: every seat is taken."))
    try hosting.type("c")
    try bob.waitForOutput(containing: "Bob, add a letter:")
    try bob.type("a")
    try cy.waitForOutput(containing: "Cy, add a letter:")
    try cy.type("t")
    for screen in [hosting, bob] { try screen.waitForOutput(containing: "Cy adds T: CAT") }
    try hosting.type("s")
    for screen in [hosting, bob, cy] {
      try screen.waitForOutput(containing: "Ann formed CATS — a word of 4 letters.")
      try screen.waitForOutput(containing: "Ann loses the round.")
    }
    try hosting.type("n")
    #expect(hosting.finish().status == 0)
    #expect(bob.finish().status == 0)
    #expect(cy.finish().status == 0)
    #expect(host.history().map { $0.outcome } == [.lost])
    for (player, name) in [(joiner, "Bob"), (third, "Cy")] {
      let kept = try #require(player.history().first, "\(name)")
      #expect(kept.outcome == .won && kept[GhostCommand.playerColumn] == .text(name))
      #expect(kept[GhostCommand.playersColumn] == .text("Ann,Bob,Cy"))
    }
  }

  /// A joiner who leaves before the game begins frees the seat, and the host says so; the
  /// same line seats them again, told whom the game still waits for.
  @Test func aSeatLeftBeforeTheGameBeginsIsTakenAgain() throws {
    let third = try host.otherPlayer("third")
    let (hosting, join) = try startHost(players: "Ann,Bob,Cy")
    let bob = try joiner.start(join)
    try bob.waitForOutput(containing: "You play as Bob; waiting for Cy to join.")
    try hosting.waitForOutput(containing: "Bob has joined.")
    // Ctrl-C: a script's /quit would wait for its move.
    bob.process.interrupt()
    #expect(bob.finish().status == 130)
    try hosting.waitForOutput(containing: "Bob left; they can join again with the same line.")
    let back = try joiner.start(join)
    try back.waitForOutput(containing: "You play as Bob; waiting for Cy to join.")
    let cy = try third.start(join)
    try cy.waitForOutput(containing: "Ann, add a letter:")
    try back.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    #expect(back.finish().status == 0)
    #expect(cy.finish().status == 0)
  }

  /// A seat left at a table waits for its player, and the others are told whom they wait
  /// for and told of their return; the same line brings the player back to the seat whose
  /// move it is.
  @Test func aTableWaitsForASeatLeftAndTellsTheOthers() throws {
    let third = try host.otherPlayer("third")
    let (hosting, join) = try startHost(players: "Ann,Bob,Cy")
    let bob = try joiner.start(join)
    try bob.waitForOutput(containing: "You play as Bob")
    let cy = try third.start(join)
    try cy.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("c")
    try bob.waitForOutput(containing: "Bob, add a letter:")
    try bob.type("a")
    try cy.waitForOutput(containing: "Cy, add a letter:")
    try cy.type("/quit")
    #expect(cy.finish().status == 0)
    try bob.waitForOutput(containing: "Waiting for Cy to join again.")
    try hosting.waitForOutput(containing: "Waiting for Cy to join again; /quit saves the game.")
    let back = try third.start(join)
    try back.waitForOutput(containing: "Cy, add a letter:")
    #expect(back.shown.contains("You play as Cy."))
    try bob.waitForOutput(containing: "Cy is back.")
    try back.type("t")
    try bob.waitForOutput(containing: "Cy adds T: CAT")
    try hosting.type("/quit")
    #expect(hosting.finish().status == 0)
    #expect(bob.finish().status == 0)
    #expect(back.finish().status == 0)
  }

  /// A table with a computer across terminals: the joiner keeps the round they played,
  /// the computer's level with it; a game with no other person has nothing to host.
  @Test func aJoinerKeepsARoundPlayedBesideAComputer() throws {
    let hosting = try host.start(
      ["ghost", "--host", "--bind", "127.0.0.1", "--players", "Ann,Bob,@perfect"])
    let bob = try joiner.start(Self.joinLine(of: hosting))
    try bob.waitForOutput(containing: "Ann, add a letter:")
    try hosting.type("q")
    try bob.waitForOutput(containing: "Bob, add a letter:")
    try bob.type("x")  // no word starts with QX
    try hosting.waitForOutput(containing: "Bob loses the round.")
    try hosting.type("n")
    #expect(hosting.finish().status == 0)
    #expect(bob.finish().status == 0)
    let kept = try #require(joiner.history().first)
    #expect(kept.outcome == .lost && kept[GhostCommand.computerColumn] == .text("perfect"))
    // Against the computer alone there is no one to host for.
    _ = try host.run(["ghost", "--computer", "--new"], input: ["q", "/quit"])
    let alone = try host.run(["ghost", "--host", "--bind", "127.0.0.1"])
    #expect(alone.status == 64)
    #expect(alone.errors.contains("this game has no other person's seat to host"))
    let unnamed = try host.run(["ghost", "--host", "--computer"])
    #expect(unnamed.status == 64)
    #expect(unnamed.errors.contains("--host --computer needs --players"))
  }

  /// How to host, without --host, would be ignored, and a game played at one keyboard
  /// instead of the one asked for: it is refused, before anything is played.
  @Test(arguments: [
    ["ghost", "--port", "4000"], ["ghost", "--bind", "127.0.0.1"],
    ["hangman", "--two-player", "--idle", "60"],
  ])
  func hostingOptionsWithoutHostAreRefused(_ arguments: [String]) throws {
    let run = try WordGamesProcess().run(arguments, input: ["a"])
    let option = try #require(arguments.last { $0.hasPrefix("--") })
    #expect(run.status == 64)
    #expect(run.errors.contains("\(option) needs --host"))
    #expect(run.output.isEmpty)
  }
}

extension String {
  /// How many times `text` occurs in this string, not overlapping.
  fileprivate func count(of text: String) -> Int {
    components(separatedBy: text).count - 1
  }
}
