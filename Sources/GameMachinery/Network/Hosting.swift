import CommandLineKit
import Remote
import Terminal

extension NetworkError: CommandFailure {
  public var exitStatus: Int32 { ExitStatus.unavailable }
}

/// `--host`, `--port`, `--bind` and `--idle`: a game for a friend on another terminal
/// (SPEC §3.5), as the options of a game that can be hosted hold them (`hosting`).
public struct HostingOptions: CommandOptions, Equatable {
  public var host = false
  public var port: Int?
  public var bind: String?
  /// Seconds a friend may take over a move, or to come back, before the game is saved.
  public var idle = 300

  public init() {}

  public static let options: [Option<Self>] = [
    .flag(\.host, "host", summary: "host the game for a friend on another terminal"),
    .integer(
      \.port, "port", in: 1...65535,
      summary: "with --host: the port to listen on (default: any free one)", definesGame: false),
    .value(
      \.bind, "bind", valueName: "ADDRESS",
      summary: "with --host: the address to listen at (default: every interface)",
      definesGame: false, expected: "an address of this machine",
      parse: { $0.isEmpty || $0.utf8.count > 255 ? nil : $0 }, text: { $0 }),
    .integer(
      \.idle, "idle", in: 5...3600,
      summary: "with --host: seconds a friend may take over a move or to come back before"
        + " the game is saved", definesGame: false),
  ]
}

/// The options of a game that can be hosted for a friend.
public protocol HostedGameOptions: GameOptions {
  var hosting: HostingOptions { get set }
}

extension HostedGameOptions {
  /// The hosting options, as this game's.
  public static var hostingOptions: [Option<Self>] {
    HostingOptions.options.map { $0.lifted(\Self.hosting) }
  }
}

/// A game for a friend on another terminal (SPEC §3.5).
public enum Hosting {
  /// Plays `Game` once a friend with the code has joined for each person's seat after the
  /// host's, with a console they share; without `--host`, plays it at once. The host's own
  /// questions (whether to give up an unfinished game) are asked, and answered, before
  /// listening starts.
  ///
  /// - Parameter names: The joiners' names in a new game, seat by seat, for what each side
  ///   is told; a game continued names its own (`GameSession.joinerNames`).
  public static func run<Game: GameCommand>(
    _ game: Game.Type, _ command: ParsedCommand, in context: Context, joiners names: [String]
  ) throws -> Int32 where Game.Options: HostedGameOptions {
    let runner = try GameRunner<Game>(command, context: context)
    let values = try OptionValues<Game.Options>(command).hosting
    guard values.host else { return try runner.play() }
    var first: GameRunner<Game>.FirstGame
    do {
      first = try runner.decideFirstGame()
    } catch let left as LeaveStatus {
      return left.code
    }
    // Said to the host alone, before listening.
    if case .new(let replacing, passedOver: true) = first {
      context.console.writeLine(GameRunner<Game>.passedOverNotice)
      first = .new(replacing: replacing)
    }
    let joiners = first.continued?.joinerNames ?? names
    // A game continued may have no other person's seat (one against the computer).
    guard !joiners.isEmpty else { throw NoSeatToHost() }
    let listener = try Listener(
      at: NetworkAddress(host: values.bind, port: UInt16(values.port ?? 0)))
    let console = context.console
    // Every interface, named or not (no friend can join at 0.0.0.0 or ::): the join lines
    // name the addresses it has.
    let everyInterface = ["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"]
    let bound = values.bind.flatMap { everyInterface.contains($0) ? nil : $0 }
    let everywhere = bound == nil
    let hosts = bound.map { [$0] } ?? NetworkAddress.reachableHosts()
    let give = joiners.count == 1 ? "Give them a line" : "Give each of them the same line"
    console.writeLine("Waiting for \(joiners.listed("and")). \(give) to join:")
    for name in hosts {
      let address = NetworkAddress(host: name, port: listener.port)
      console.writeLine("  wordgames join \(address) \(listener.code)")
    }
    let reach =
      everywhere
      ? "The game is open to every network this machine is on, unencrypted: "
        + "--bind 127.0.0.1 keeps it to this machine (README: Playing over ssh)."
      : "(The connection is not encrypted.)"
    console.writeLine(TextLayout.wrap(words: reach, width: console.width ?? GameView.defaultWidth))
    Signals.catchInterruptions()
    // Each joiner takes the next free seat; one who leaves before the game begins frees it.
    var seated: [Connection?] = joiners.map { _ in nil }
    // A person's prompt stays live while they wait: /quit (or Ctrl-D) stops waiting, and
    // nothing was played yet, so nothing is lost. A script's lines wait for the game.
    let isPerson = console.isInteractive
    while seated.contains(where: { $0 == nil }) {
      if let signalNumber = Signals.takeCaught() {
        console.writeLine("\nStopped waiting; nothing was played.")
        return stopWaiting(seated, status: Signals.exitStatus(for: signalNumber))
      }
      let missing = zip(joiners, seated).filter { $0.1 == nil }.map(\.0)
      let watched = listener.descriptors + seated.compactMap { $0?.descriptor }
      switch isPerson ? console.readLine(watching: watched, until: listener.nextDeadline) : nil {
      case nil:
        break  // someone is at the door, or a script waits for them
      case .line(let text) where GamePrompt.isQuit(text):
        console.writeLine("Stopped waiting; nothing was played.")
        return stopWaiting(seated)
      case .line:
        console.writeLine("Waiting for \(missing.listed("and")) to join; /quit stops waiting.")
        continue
      case .screenChanged:
        continue
      case let input?:  // the end of input, a signal, a closed output
        console.writeLine("\nStopped waiting; nothing was played.")
        return stopWaiting(seated, status: input.exitStatus)
      }
      // One seated who leaves before the game begins frees the seat.
      for (seat, connection) in seated.enumerated() {
        guard let connection, case .closed = connection.receiveLine(timeout: 0) else { continue }
        connection.shutDown()
        seated[seat] = nil
        console.writeLine("\(joiners[seat]) left before the game began; waiting for them.")
      }
      let wait: Int32 = isPerson ? 0 : -1
      switch listener.awaitJoiner(
        timeout: wait, wakingOn: Signals.wakeDescriptors + seated.compactMap { $0?.descriptor })
      {
      case .joined(let connection):
        guard let seat = seated.firstIndex(where: { $0 == nil }) else {
          Listener.turnAway(connection)
          continue
        }
        seated[seat] = connection
        // What a person half typed while waiting was typed to no board: it is not a move.
        _ = console.discardTypeAhead()
        console.writeLine("\(joiners[seat]) has joined.")
        // One seated before the others is told whom the game waits for.
        let others = zip(joiners, seated).filter { $0.1 == nil }.map(\.0)
        if !others.isEmpty {
          let waiting = "You play as \(joiners[seat]); waiting for \(others.listed("and")) to join."
          try? connection.send(Frame.line(waiting).encoded + "\n")
        }
      case .refused:
        console.writeLine(listener.wrongCodeNotice)
      case .left, .timedOut:
        continue
      case .closedAfterWrongCodes:
        console.writeLine(listener.wrongCodeNotice)
        console.writeLine("Too many wrong codes: no longer listening.")
        return stopWaiting(seated, status: ExitStatus.unavailable)
      }
    }
    // Every seat is taken: whoever else is sending a code is closed.
    listener.closeWaitingCodes()
    let commands = GamePrompt.commandNames(of: Game.Session.Command.self).map { "/" + $0 }
    let remote = RemoteConsole(
      local: console, listener: listener,
      joiners: zip(joiners, seated).map { ($0, $1) }, seats: context.seats, commands: commands,
      idleLimit: .seconds(values.idle))
    defer { remote.hangUp() }
    for (seat, name) in joiners.enumerated() {
      remote.tell("You play as \(name); the host's options decide the game.", seat: seat + 1)
    }
    return try runner.play(first, on: remote)
  }

  /// Tells those seated that the host stopped waiting, and closes their connections.
  private static func stopWaiting(_ seated: [Connection?], status: Int32 = ExitStatus.success)
    -> Int32
  {
    for connection in seated.compactMap({ $0 }) {
      try? connection.send(Frame.ended(saved: false).encoded + "\n")
      connection.shutDown()
    }
    return status
  }
}

/// A game to host with no seat for a friend: the game continued is one person's.
struct NoSeatToHost: CommandFailure {
  var description: String {
    "this game has no other person's seat to host; --new starts one that has (--players)"
  }
  var exitStatus: Int32 { ExitStatus.usage }
}

extension Listener {
  /// What the host is told after a wrong code: how many came, and before anyone joined, of
  /// how many allowed.
  var wrongCodeNotice: String {
    hasJoined
      ? "Someone tried a wrong code (\(wrongCodes) so far; an address that tries many is "
        + "slowed down)."
      : "Someone tried a wrong code (\(wrongCodes) of \(Listener.wrongCodeLimit))."
  }
}
