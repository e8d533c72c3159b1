import Foundation
import Remote
import Storage
import Terminal

/// Who answers the next question when two play on two terminals: 0 the host, 1 the joiner.
/// The runner sets it around a move; `RemoteConsole` reads it.
public final class Seats {
  public var current = 0
  /// The console shared with a joiner, while a game is hosted: the runner sends it the
  /// finished game's record, for the joiner's history.
  public internal(set) weak var shared: RemoteConsole?

  /// Whether the seat asked now is the joiner's, on another terminal.
  public var isJoinersTurn: Bool { shared != nil && current == 1 }

  /// Runs `body` with what it writes shown at `seat` alone (both, for `nil`): the answer
  /// to a question of that seat's (`/help`, `/hint`, a refusal), which the other player
  /// does not see.
  public func only<Result>(_ seat: Int?, _ body: () throws -> Result) rethrows -> Result {
    guard let shared, let seat else { return try body() }
    let before = shared.audience
    shared.audience = seat
    defer { shared.audience = before }
    return try body()
  }
}

/// The host's console when a friend plays on another terminal (SPEC §3.5): what the game
/// writes goes to both, and a line is read from whoever's seat it is.
///
/// The joiner is sent `Frame`s, one line each: a line of output, a prompt, a question,
/// a finished game's record, the end. What the joiner sends is read as typed by a person: lines cut at
/// 1 KB, a flood cut off. A joiner whose connection is lost may come back with the same
/// code while the host plays on; at their move the host waits for them as long as for a
/// move, then saves the game.
public final class RemoteConsole: Console {
  private let local: any Console
  private let listener: Listener
  /// The joiner's connection; `nil` while they are away.
  private var connection: Connection?
  private let seats: Seats
  /// The joiner's name, for what the host is told.
  private let joiner: String
  /// How long the joiner may take over a move, or to come back, before the game is saved;
  /// they are reminded after a fifth of it.
  private let idleLimit: Duration
  /// The frames since the screen was last cleared (at most `replayLimit`): what the joiner
  /// is sent again when they come back.
  private var replay: [Frame] = []
  private static let replayLimit = 200
  /// The last text written without a line break after it, to one seat or both: the prompt,
  /// written again after a notice (to the host) or a refusal (to the joiner).
  private var lastPrompt: String?

  /// Every command the game's prompt understands (`/settings`, `/lang`…): a joiner is
  /// refused those only the host may use, and told which they may.
  private let commands: [String]

  public init(
    local: any Console, listener: Listener, connection: Connection, seats: Seats,
    joiner: String, commands: [String], idleLimit: Duration = .seconds(300)
  ) {
    self.local = local
    self.commands = commands
    self.listener = listener
    self.connection = connection
    self.seats = seats
    self.joiner = joiner
    self.idleLimit = idleLimit
    seats.shared = self
  }

  public var usesColor: Bool { local.usesColor }
  public func useColor(_ mode: ColorMode) { local.useColor(mode) }
  /// The smaller of the two terminals, so that the board fits both.
  public var width: Int? { [local.width, connection?.peerScreen?.columns].compactMap { $0 }.min() }
  public var height: Int? { [local.height, connection?.peerScreen?.rows].compactMap { $0 }.min() }
  public var isInteractive: Bool { local.isInteractive }
  public var isTerminal: Bool { local.isTerminal }
  public var canClearScreen: Bool { local.canClearScreen }
  public var isConnected: Bool { connection != nil }

  /// The one seat what is written now is for (see `Seats.only`); `nil` for both.
  var audience: Int?

  public func write(_ text: String) {
    if audience != 1 { local.write(text) }
    if audience != 0 { forward(text) }
    // The prompt written last, for a notice to write again: none once the screen is cleared.
    let rest = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    if text.contains("\u{1B}[2J") { lastPrompt = nil }
    if !rest.isEmpty, !rest.contains("\u{1B}[2J") { lastPrompt = String(rest) }
  }

  public func writeError(_ text: String) {
    if audience != 1 { local.writeError(text) }
    if audience != 0 { forward(text) }
  }

  /// The joiner's input never ends for good: they may come back.
  public var inputHasEnded: Bool { seats.current == 0 && local.inputHasEnded }

  public func dropHalfTypedLine() {
    if seats.current == 0 { local.dropHalfTypedLine() }
  }

  /// A secret is always the host's, and never crosses the network.
  public func readSecretLine(after prompt: String) -> ConsoleInput {
    sendHeld()
    lastSeat = 0
    return local.readSecretLine(after: prompt)
  }

  public func readLine() -> ConsoleInput {
    defer { lastSeat = seats.current }
    if seats.current == 0, lastSeat == 1, local.discardTypeAhead() {
      tellHost("\nIt was not your move yet; what you typed then was not played.")
    }
    // What the joiner sent while the host read a line (the Hangman secret among them) was
    // sent before they saw this board: it is not played, and a joiner gone is missed now.
    if seats.current == 1, lastSeat == 0 { dropJoinersLines() }
    return seats.current == 1 ? readJoinersLine() : readHostsLine()
  }

  /// Whose question was read last (none yet): when the host's follows the joiner's, what
  /// the host typed meanwhile was typed to a board they had not seen yet, and the other way
  /// round.
  private var lastSeat: Int?

  /// Sends the joiner the record of the game just finished, as they keep it (`=` and the
  /// record as JSON); a record too long for a line is not sent.
  public func send(_ record: GameRecord) {
    guard let data = try? JSONEncoder().encode(record),
      let json = String(data: data, encoding: .utf8),
      json.utf8.count < LineReader.maximumLineLength
    else { return }
    send(.record(json))
  }

  /// Writes `text` at the joiner's terminal alone, as part of their screen: it is sent again
  /// if they come back.
  public func tellJoiner(_ text: String) {
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      keep(.line(String(line)), always: true)
    }
  }

  /// Whether the host saved the game as they left, to host it again later.
  public var endsSaved = false

  /// Tells the joiner the host has ended the game on purpose (`.`), or saved it and left
  /// (`,`), and closes: a joiner gone meanwhile is told nothing, and the host, leaving, is
  /// not told they may come back.
  public func hangUp() {
    held += Frame.ended(saved: endsSaved).encoded + "\n"
    sendHeld(losing: false)
    connection?.shutDown()
    connection = nil
  }

  /// The host's line, read while watching the joiner's connection and the listener: a
  /// joiner who leaves meanwhile is missed at once, one who comes back is let in.
  private func readHostsLine() -> ConsoleInput {
    while true {
      sendHeld()
      let watched = (connection.map { [$0.descriptor] } ?? []) + listening
      if let input = local.readLine(watching: watched) { return input }
      dropJoinersLines()
      if isConnected {
        listener.turnAwayNewcomers()
      } else {
        letBackIn(waiting: 0)
      }
    }
  }

  /// Reads what the joiner sent out of turn, and plays none of it: a new size is kept for
  /// the next board, drawn after the host's move (drawn now, it would lose a line the host
  /// has half typed); a joiner who left, or whose connection was lost, is missed at once.
  private func dropJoinersLines() {
    while let connection {
      switch connection.receiveLine(timeout: 0) {
      case .line(let line):
        if let size = ScreenSize(resizeLine: line) { connection.peerScreen = size }
        if GamePrompt.isQuit(line) { lose(saying: joinerLeft) }
      case .timedOut: return
      case .closed, .flooded: lose()
      }
    }
  }

  private func readJoinersLine() -> ConsoleInput {
    var asked = false
    var reminded = false
    var toldWaiting = false
    // A joiner away when their move comes: the prompt just written is ended first.
    var endsPrompt = connection == nil
    let deadline = ContinuousClock.now + idleLimit
    let reminder = ContinuousClock.now + idleLimit / 5
    while true {
      if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
      let now = ContinuousClock.now
      guard now < deadline else {
        local.writeLine(
          isConnected ? "\(joiner) has not moved for a while." : "\(joiner) has not come back.")
        return .endOfInput
      }
      guard let connection else {
        guard listener.isListening else { return .endOfInput }
        if !toldWaiting {
          toldWaiting = true
          local.writeLine(
            (endsPrompt ? "\n" : "") + "Waiting for \(joiner) to join again; Ctrl-C saves the game."
          )
          endsPrompt = false
        }
        asked = false  // whoever comes back is asked afresh
        letBackIn(waiting: deadline.millisecondsFromNow)
        continue
      }
      toldWaiting = false
      if !asked {
        asked = true
        send(.asked)
      }
      if !reminded, now >= reminder {
        reminded = true
        write("\n\(joiner), it is your move.\n" + (lastPrompt ?? ""))
        sendHeld()  // the prompt again, whose question was sent already
      }
      let wait = (reminded ? deadline : reminder).millisecondsFromNow
      switch connection.receiveLine(timeout: wait, wakingOn: Signals.wakeDescriptors + listening) {
      case .line(let line):
        // The joiner's terminal resized: the board is drawn again to fit it.
        if let size = ScreenSize(resizeLine: line) {
          connection.peerScreen = size
          return .screenChanged
        }
        // The joiner leaves; the host keeps the game and waits for them, as for a lost
        // connection. (A joiner leaves on its own side; this is for one that sends it.)
        if GamePrompt.isQuit(line) {
          lose(saying: joinerLeft)
          continue
        }
        guard let refusal = Self.refusal(of: line, among: commands) else { return .line(line) }
        // The joiner's alone, as any answer to a line of theirs: not sent again on return.
        seats.only(1) { forward(refusal + "\n" + (lastPrompt ?? "")) }
        send(.asked)
      case .timedOut:
        if listener.isListening { listener.turnAwayNewcomers() }
      case .closed, .flooded:
        lose()
      }
    }
  }

  /// The listener, to watch while it lets someone in: a joiner coming back, or a newcomer,
  /// and whoever is sending their code.
  private var listening: [Int32] { listener.descriptors }

  /// The commands a joiner may use; the others change the host's game or settings.
  static let joinersCommands = ["/help", "/hint", "/quit"]

  /// Why the joiner may not send `line`, if it names one of the game's `commands` that only
  /// the host may use; any other line is the prompt's to read (a mistyped command is told
  /// so there).
  static func refusal(of line: String, among commands: [String]) -> String? {
    // Read as the prompt reads it: a line the prompt takes for a command is one here too,
    // whatever space or line break stands before it or after its slash.
    guard let word = GamePrompt.commandWords(in: line).map({ "/" + $0.name }),
      commands.contains(word), !joinersCommands.contains(word)
    else { return nil }
    let usable = joinersCommands.filter(commands.contains)
    return "Only the host can use \(word); you can use \(usable.listed("and"))."
  }

  private var joinerLeft: String { "\(joiner) left; they can join again with the same line." }

  /// Closes the joiner's connection, and tells the host why (`notice`, or that it was lost).
  private func lose(saying notice: String? = nil) {
    connection?.shutDown()
    connection = nil
    tellHost(
      "\n"
        + (notice ?? "The connection to \(joiner) was lost; they can join again with the same line.")
    )
  }

  /// Writes `line` at the host's terminal alone: what is meant for the host's seat.
  public func writeLineAtHost(_ line: String) {
    local.writeLine(line)
  }

  /// Writes `notice` at the host's terminal alone; at the host's own prompt, the prompt
  /// again after it.
  private func tellHost(_ notice: String) {
    local.writeLine(notice)
    if seats.current == 0, let lastPrompt { local.write(lastPrompt) }
  }

  /// Lets the joiner back in if they connect within `timeout` milliseconds with the code,
  /// and shows them the screen again.
  private func letBackIn(waiting timeout: Int32) {
    switch listener.awaitJoiner(
      timeout: timeout, wakingOn: Signals.wakeDescriptors)
    {
    case .joined(let returning):
      connection = returning
      tellHost("\n\(joiner) is back.")
      for frame in replay { send(frame) }
    case .refused:
      tellHost("\n" + listener.wrongCodeNotice)
    case .closedAfterWrongCodes:
      tellHost("\n" + listener.wrongCodeNotice + " No longer listening.")
    case .left, .timedOut:
      break
    }
  }

  /// The text as frames: each whole line, then what follows the last line break.
  private func forward(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rest = lines.removeLast()
    if audience == nil, text.contains("\u{1B}[2J") { replay.removeAll() }
    for line in lines { keep(.line(String(line))) }
    if !rest.isEmpty { keep(.prompt(String(rest))) }
  }

  /// Sends `frame`, and keeps it to send again after the joiner comes back, unless it is
  /// meant for the joiner alone (the answer to a line of theirs, the prompt asked again
  /// after it): what is sent again is what both screens showed.
  private func keep(_ frame: Frame, always: Bool = false) {
    if audience == nil || always {
      replay.append(frame)
      if replay.count > Self.replayLimit { replay.removeFirst() }
    }
    send(frame)
  }

  /// Frames not sent yet: a prompt waits for what follows it, so that a prompt and the `?`
  /// asking the joiner arrive together, and a line typed once the prompt shows is never
  /// taken for one typed out of turn.
  private var held = ""

  private func send(_ frame: Frame) {
    held += frame.encoded + "\n"
    if case .prompt = frame { return }
    sendHeld()
  }

  /// Sends the frames held; a connection that fails is lost, and the host told, unless
  /// `losing` is false (the host is leaving).
  private func sendHeld(losing: Bool = true) {
    guard !held.isEmpty else { return }
    defer { held = "" }
    do {
      try connection?.send(held)
    } catch {
      if losing { lose() }
    }
  }
}
