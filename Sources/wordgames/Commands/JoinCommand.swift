import CommandLineKit
import Foundation
import GameMachinery
import Lexicon
import Remote
import Storage
import Terminal

/// `wordgames join HOST:PORT CODE`: play a game a friend hosts (SPEC §3.5).
///
/// The host runs the game; this side shows what it is sent and sends the lines typed when
/// it is this player's move. What the host sends is read as hostile: a line is cut at 1 KB,
/// and of the terminal's escapes only colour and clearing the screen are kept.
enum JoinCommand: Command {
  static let spec = CommandSpec(
    name: "join", summary: "join a game a friend hosts on another terminal",
    arguments: [ArgumentSpec(name: "HOST:PORT"), ArgumentSpec(name: "CODE")],
    discussion: """
      The friend starts 'wordgames ghost --host' and gives you the line to type. Their
      game decides the options and keeps the game; you see the board and type your moves.
      The connection is not encrypted.
      """,
    examples: ["wordgames join 192.168.1.20:40123 K7Q2M9A"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    guard let text = command.argument(0) else { throw UsageError.missingArgument("HOST:PORT") }
    guard let address = NetworkAddress(parsing: text) else {
      throw UsageError.invalidArgument(
        "HOST:PORT", value: text, allowed: "a host and port, like 192.168.1.20:40123")
    }
    guard let typed = command.argument(1) else { throw UsageError.missingArgument("CODE") }
    guard let code = JoinCode(typed: typed) else {
      throw UsageError.invalidArgument(
        "CODE", value: typed, allowed: "the \(JoinCode.length) characters the host gave")
    }
    let console = context.console
    // The host's colours show where this terminal shows colour (not with NO_COLOR, a dumb
    // terminal or output to a file).
    console.useColor(.auto)
    let connection = try Connection.connect(to: address, timeout: 10_000, isPerson: false)
    // Caught from the moment the host can have the code: a signal then ends the game as it
    // would later.
    Signals.catchInterruptions()
    // The size of this terminal, so that the host draws a board that fits it.
    try connection.send(
      [code.description, Self.screen(of: console)?.description].compactMap { $0 }
        .joined(separator: " ") + "\n")
    console.writeLine("Connected to \(address); waiting for the game.")
    // A host sends the game (or its refusal) as soon as it has the code: one that lets the
    // connection in and says nothing is waited for half a minute, not forever; a person may
    // leave before (/quit, Ctrl-D).
    let keyboard = console.isInteractive ? [STDIN_FILENO] : []
    let deadline = ContinuousClock.now + .seconds(30)
    while ContinuousClock.now < deadline {
      let ready = Readiness.wait(
        for: [connection.descriptor] + keyboard + Signals.wakeDescriptors, until: deadline)
      if let status = Signals.takeCaughtExitStatus() { return status }
      if ready?.first == true {
        var game = JoinedGame(connection: connection, context: context)
        return game.play()
      }
      guard !keyboard.isEmpty, ready?[1] == true else { continue }
      switch console.readLine(watching: [connection.descriptor], until: nil) {
      case .line(let line)? where !GamePrompt.isQuit(line):
        console.writeLine("The game has not begun; that line was not sent.")
      case .line?, .endOfInput?:
        connection.shutDown()
        return ExitStatus.success
      default:
        continue  // a resize, or the host's first frame: read above
      }
    }
    console.writeLine("The host did not answer; ask them for a new line to join.")
    return ExitStatus.unavailable
  }

  /// The size of the joiner's terminal, if it is one.
  static func screen(of console: any Console) -> ScreenSize? {
    guard let columns = console.width, let rows = console.height else { return nil }
    return ScreenSize(columns: columns, rows: rows)
  }

  /// Keeps the game the host says was just finished in this player's history, from their
  /// side, if it is one a host could send: a game that can be hosted, finished, with the
  /// fields and figures its game gives and an outcome that agrees with them (the game's
  /// `couldBeHosted`), in a language the program plays, texts without a control character,
  /// no more misses than guesses, an end no later than now and no more time spent than
  /// passed between its start and end (give or take a minute of the host's clock); the
  /// history bounds every number.
  ///
  /// - Returns: Whether it was kept.
  static func keep(_ json: String, in context: Context) -> Bool {
    guard var record = try? JSONDecoder().decode(GameRecord.self, from: Data(json.utf8)),
      context.games.first(where: { $0.name == record.game })?.couldBeHosted(record) == true,
      record.outcome != .abandoned, record.id.count <= 100,
      Language.all.contains(where: { $0.code == record.language }),
      record.endedAt.timeIntervalSinceNow <= 60,
      record.texts.allSatisfy({ $0.cleanedForTerminal() == $0 }),
      record.incorrectGuesses <= record.guesses, record.startedAt <= record.endedAt,
      record.secondsSpent <= record.endedAt.timeIntervalSince(record.startedAt) + 60,
      record.isInRange
    else { return false }
    // The host's id, told apart, so that host and joiner may share a history.
    record.id = "joined-" + record.id
    return context.store().history.write { history throws(DatabaseError) in
      try history.record([record])
    } != nil
  }
}

/// A game joined: what the host sends is shown, and the lines typed are sent, one a move.
private struct JoinedGame {
  let connection: Connection
  let context: Context
  var console: any Console { context.console }
  /// Lines not sent yet, one a move. A script's lines wait for their move; a person's line
  /// typed while it is not their move is refused instead, since it was typed to the
  /// other player's prompt and would be played on a board they have not seen.
  var ahead: [String] = []
  var isAsked = false
  /// Whether the host has sent the game (not only a refusal).
  var joined = false
  /// Once the host has ended the game: whether they saved it as they left, to host it again
  /// later.
  var savedAtEnd: Bool?
  /// Whether the next game the host sends may be kept: one in which this player moved since
  /// they joined, or since the one kept before. Only a game they played is kept, once, and
  /// a host cannot send more.
  var mayKeepNext = false
  /// Whether the host has sent a style, which this side's own lines then reset first: a
  /// style a host leaves open colours nothing of the joiner's.
  var styled = false

  /// Writes a line of this side's own, in the terminal's plain style.
  func say(_ line: String) { console.writeLine((styled ? "\u{1B}[0m" : "") + line) }

  /// Plays until either side leaves; returns the exit status.
  mutating func play() -> Int32 {
    while true {
      if isAsked, !ahead.isEmpty {
        let line = ahead.removeFirst()
        // A script's /quit leaves at its move, as a person's does at once.
        if GamePrompt.isQuit(line) { return leave(status: ExitStatus.success) }
        try? connection.send(line + "\n")
        isAsked = false
        mayKeepNext = true
      } else if isAsked, console.inputHasEnded {
        // The end of this player's input leaves the game at their move; the host keeps it.
        return leave(status: ExitStatus.success)
      }
      if console.inputHasEnded {
        // A signal that ends the wait is taken by receive().
        _ = Readiness.wait(for: [connection.descriptor] + Signals.wakeDescriptors, until: nil)
      } else {
        // Read through the console, which then knows the typed line ended the row.
        switch console.readLine(watching: [connection.descriptor], until: nil) {
        case .line(let line)? where console.isInteractive && GamePrompt.isQuit(line):
          // A person leaves when they say so, whoever's move it is; the host keeps the game.
          return leave(status: ExitStatus.success)
        case .line? where console.isInteractive && !(isAsked && ahead.isEmpty):
          say("It is not your move yet; that line was not sent.")
        case .line(let line)?: ahead.append(line)
        case .screenChanged?:
          // Resized (or stopped and continued): the host draws the board again to fit, so
          // a line half typed under the old one is no longer shown.
          console.dropHalfTypedLine()
          if let screen = JoinCommand.screen(of: console) {
            try? connection.send(screen.resizeLine + "\n")
          }
        case .endOfInput? where !console.isInteractive, nil: break
        case let input?:  // the end of a person's input, a signal, a closed output
          return leave(status: input.exitStatus)
        }
      }
      if let status = receive() { return status }
    }
  }

  /// Shows every frame that has come; the exit status once the connection has ended, or
  /// once a signal came: a host that never stops sending cannot hold the player.
  private mutating func receive() -> Int32? {
    while true {
      if let status = Signals.takeCaughtExitStatus() { return leave(status: status) }
      switch connection.receiveLine(timeout: 0) {
      case .line where savedAtEnd != nil:
        continue  // after the host's end, nothing more is shown or kept
      case .line(let received):
        let frame = Frame(received)
        switch frame {
        case .record(let json):
          if mayKeepNext, JoinCommand.keep(json, in: context) { mayKeepNext = false }
          continue
        case .ended(let saved):
          savedAtEnd = saved
          continue
        case .line(let text): console.write(shown(text) + "\n")
        case .prompt(let text): console.write(shown(text))
        case .asked: isAsked = true
        case .notice(let text): console.write(text.cleanedForTerminal() + "\n")
        }
        // A notice is a refusal before the game; the other frames are the game's.
        if case .notice = frame {} else { joined = true }
        styled = styled || (console.usesColor && received.contains("\u{1B}["))
      case .timedOut:
        return nil
      case .closed, .flooded:
        return hostLeft()
      }
    }
  }

  /// The text of a host's line or prompt as this side's terminal shows it: of the
  /// terminal's escapes only the program's own colours and clearing the screen, which the
  /// host's board uses, are kept, where this terminal has them.
  private func shown(_ text: String) -> String {
    text.cleanedForTerminal(
      keepingStyle: console.usesColor, keepingClearScreen: console.canClearScreen)
  }

  /// Says how the host left: before the game (a refusal), on purpose, or by a lost
  /// connection.
  private func hostLeft() -> Int32 {
    guard joined, let saved = savedAtEnd else {
      say(
        joined
          ? "\nThe connection to the host was lost; the same line joins again while the host "
            + "waits for you, and if they left, they will give you a new one."
          : "The host closed the connection.")
      return ExitStatus.unavailable
    }
    say(
      saved
        ? "\nThe host saved the game to finish it later; when they host it again, they will "
          + "give you a new line to join it."
        : "\nThe host has ended the game.")
    return ExitStatus.success
  }

  private func leave(status: Int32) -> Int32 {
    // The host is told this player left on purpose, not that the connection was lost.
    try? connection.send("/quit\n", timeout: 100)
    connection.shutDown()
    // A terminal nobody reads (a stopped one, a stalled link) cannot hold a player who
    // leaves: the farewell is written only if there is room for it now.
    var output = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
    guard poll(&output, 1, 100) == 1 else { return status }
    say("\nYou left; the host keeps the game, and the same line joins it again.")
    return status
  }
}
