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
  /// The smaller of the two terminals, so that the board fits both; what one seat alone is
  /// shown fits that seat's.
  public var width: Int? { fitting(local.width, connection?.peerScreen?.columns) }
  public var height: Int? { fitting(local.height, connection?.peerScreen?.rows) }

  private func fitting(_ host: Int?, _ joiner: Int?) -> Int? {
    switch audience {
    case 0: host
    case 1: joiner ?? host
    default: [host, joiner].compactMap { $0 }.min()
    }
  }
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
      if let input = local.readLine(watching: watched, until: listener.nextDeadline) {
        return input
      }
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
          local.writeLine((endsPrompt ? "\n" : "") + waitingAgain)
          endsPrompt = false
        }
        asked = false  // whoever comes back is asked afresh
        guard local.isInteractive else {
          letBackIn(waiting: deadline.millisecondsFromNow)
          continue
        }
        // The host's prompt stays live: /quit saves, as at their own move.
        let until = [deadline, listener.nextDeadline].compactMap { $0 }.min()
        if let typed = local.readLine(watching: listening, until: until) {
          if let ending = answerHost(typed, with: waitingAgain) { return ending }
        } else {
          letBackIn(waiting: 0)
        }
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
      let wait = reminded ? deadline : reminder
      var received = connection.receiveLine(timeout: 0)
      if received == .timedOut, local.isInteractive {
        // A person at the host is answered at once, and may save and leave.
        let watched = [connection.descriptor] + listening
        let until = [wait, listener.nextDeadline].compactMap { $0 }.min()
        if let typed = local.readLine(watching: watched, until: until) {
          if let ending = answerHost(typed, with: notHostsMove) { return ending }
          continue
        }
        received = connection.receiveLine(timeout: 0)
      } else if received == .timedOut {
        received = connection.receiveLine(
          timeout: wait.millisecondsFromNow, wakingOn: Signals.wakeDescriptors + listening)
      }
      switch received {
      case .line(let line):
        // The joiner's terminal resized: the board is drawn again to fit it.
        if let size = ScreenSize(resizeLine: line) {
          connection.peerScreen = size
          return .screenChanged
        }
        endsInPrompt = false  // their Enter ended the row
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

  private var waitingAgain: String { "Waiting for \(joiner) to join again; /quit saves the game." }
  private var notHostsMove: String { "It is \(joiner)'s move; that line was not played." }

  /// What the host typed at their terminal while the joiner moves or is away: `/quit` or
  /// the end of input saves the game and leaves (the joiner's read ends as at the idle
  /// limit), a signal or a closed output ends it as the host's own read would, and any
  /// other line is not played, the host told `notice`.
  ///
  /// - Returns: What ends the joiner's read, or `nil` to go on waiting.
  private func answerHost(_ typed: ConsoleInput, with notice: String) -> ConsoleInput? {
    switch typed {
    case .line(let text) where GamePrompt.isQuit(text):
      return .endOfInput
    case .endOfInput:
      local.write("\n")
      return .endOfInput
    case .line:
      local.writeLine(notice)
      // At the joiner's move, their prompt again: whose move it is.
      if connection != nil, let lastPrompt { local.write(lastPrompt) }
      return nil
    case .screenChanged:
      return .screenChanged
    default:
      return typed
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

  /// The text as frames: each whole line, then what follows the last line break. A line
  /// written while the joiner's screen ends in a prompt they did not answer (the host's,
  /// or theirs unanswered: a notice as the host's machine works) starts a line of its own.
  private func forward(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rest = lines.removeLast()
    if audience == nil, text.contains("\u{1B}[2J") { replay.removeAll() }
    if endsInPrompt, lines.first?.isEmpty == false { keep(.line("")) }
    for line in lines { keep(.line(String(line))) }
    if !rest.isEmpty { keep(.prompt(String(rest))) }
  }

  /// Whether the joiner's screen ends in a prompt, with nothing typed after it.
  private var endsInPrompt = false

  /// Sends `frame`, and keeps it to send again after the joiner comes back, unless it is
  /// meant for the joiner alone (the answer to a line of theirs, the prompt asked again
  /// after it): what is sent again is what both screens showed.
  private func keep(_ frame: Frame, always: Bool = false) {
    if case .prompt = frame { endsInPrompt = true } else { endsInPrompt = false }
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
