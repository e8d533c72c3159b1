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
  /// The options that say how to host, which mean something only with `--host`.
  public static let hostingOnly = ["port", "bind", "idle"]

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
    let values = try OptionValues<Game.Options>(command).hosting
    // How to host, without --host, would be ignored: a game at one keyboard is not what was
    // asked for.
    if !values.host, let given = hostingOnly.first(where: command.has) {
      throw UsageError.needs(option: given, other: "host")
    }
    let runner = try GameRunner<Game>(command, context: context)
    guard values.host else { return try runner.play() }
    // Leaving at its question (`LeaveStatus`) ends the command with that question's status.
    var first = try runner.decideFirstGame()
    // Said to the host alone, before listening.
    if case .new(let replacing, passedOver: true) = first {
      context.console.writeLine(GameRunner<Game>.passedOverNotice)
      first = .new(replacing: replacing)
    }
    let joiners = first.continued?.joinerNames ?? names
    // A game continued may have no other person's seat (one against the computer).
    guard !joiners.isEmpty else {
      throw CommandError(
        "this game has no other person's seat to host; --new starts one that has (--players)")
    }
    let listener = try Listener(
      at: NetworkAddress(host: values.bind, port: UInt16(values.port ?? 0)))
    let console = context.console
    // Every interface, named or not (no friend can join at 0.0.0.0 or ::): the join lines
    // name the addresses it has.
    let everyInterface = ["0.0.0.0", "::", "[::]", "0:0:0:0:0:0:0:0"]
    let bound = values.bind.flatMap { everyInterface.contains($0) ? nil : $0 }
    let hosts = bound.map { [$0] } ?? NetworkAddress.reachableHosts()
    let give = joiners.count == 1 ? "Give them a line" : "Give each of them the same line"
    console.writeLine("Waiting for \(joiners.listed("and")). \(give) to join:")
    for name in hosts {
      let address = NetworkAddress(host: name, port: listener.port)
      console.writeLine("  wordgames join \(address) \(listener.code)")
    }
    let reach =
      bound == nil
      ? "The game is open to every network this machine is on, unencrypted: "
        + "--bind 127.0.0.1 keeps it to this machine (README: Playing over ssh)."
      : "(The connection is not encrypted.)"
    console.writeLine(TextLayout.wrap(words: reach, width: console.width ?? GameView.defaultWidth))
    let commands = GamePrompt.commandNames(of: Game.Session.Command.self).map { "/" + $0 }
    let remote = RemoteConsole(
      local: console, listener: listener, joiners: joiners,
      seats: context.seats, commands: commands, idleLimit: .seconds(values.idle))
    defer { remote.hangUp() }
    // A game continued stays as it was saved; a new one had no move yet.
    let stopped =
      first.continued == nil
      ? "Stopped waiting; nothing was played."
      : "Stopped waiting; the game stays saved, and the same command hosts it again."
    if let status = remote.seatEveryone(stopped: stopped) { return status }
    remote.tellEachJoiner { "You play as \(joiners[$0 - 1]); the host's options decide the game." }
    return try runner.play(first, on: remote)
  }
}
