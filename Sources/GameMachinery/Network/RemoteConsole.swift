import Foundation
import Remote
import Storage
import Terminal

/// Who answers the next question when people play on several terminals: 0 the host, 1 and
/// on the joiners, in the order of their seats. The runner sets it around a move;
/// `RemoteConsole` reads it.
public final class Seats {
  public var current = 0
  /// The console shared with the joiners, while a game is hosted: the runner sends it each
  /// finished game's record, for each joiner's history.
  public internal(set) weak var shared: RemoteConsole?

  /// Whether the seat asked now is a joiner's, on another terminal.
  public var isJoinersTurn: Bool { shared != nil && current > 0 }

  /// Runs `body` with what it writes shown at `seat` alone (every seat, for `nil`): the
  /// answer to a question of that seat's (`/help`, `/hint`, a refusal), which the other
  /// players do not see.
  public func only<Result>(_ seat: Int?, _ body: () throws -> Result) rethrows -> Result {
    guard let shared, let seat else { return try body() }
    let before = shared.audience
    shared.audience = seat
    defer { shared.audience = before }
    return try body()
  }
}

/// The host's console when friends play on other terminals (SPEC §3.5): what the game
/// writes goes to every seat, and a line is read from whoever's seat it is.
///
/// Each joiner is sent `Frame`s, one line each: a line of output, a prompt, a question,
/// a finished game's record, the end. What a joiner sends is read as typed by a person:
/// lines cut at 1 KB, a flood cut off. A joiner whose connection is lost may come back with
/// the same code while the host plays on, into the seat left free; at their move the host
/// waits for them as long as for a move, then saves the game.
public final class RemoteConsole: Console {
  private let local: any Console
  private let listener: Listener
  private let seats: Seats
  /// The joiners, seat 1 first: each one's name, connection (`nil` while they are away)
  /// and what they were sent.
  private let joiners: [Joiner]
  /// How long a joiner may take over a move, or to come back, before the game is saved;
  /// they are reminded after a fifth of it.
  private let idleLimit: Duration
  private static let replayLimit = 200
  /// The last text written without a line break after it, to one seat or every seat: the
  /// prompt, written again after a notice (to the host) or a refusal (to a joiner).
  private var lastPrompt: String?

  /// Every command the game's prompt understands (`/settings`, `/lang`…): a joiner is
  /// refused those only the host may use, and told which they may.
  private let commands: [String]

  /// One joiner's seat.
  final class Joiner {
    let name: String
    /// Setting it (to `nil`, when the joiner is lost) shuts the connection it held.
    var connection: Connection? { didSet { oldValue?.shutDown() } }
    /// The frames since the screen was last cleared (at most `replayLimit`): what the
    /// joiner is sent again when they come back.
    var replay: [Frame] = []
    /// Frames not sent yet: a prompt waits for what follows it, so that a prompt and the
    /// `?` asking the joiner arrive together, and a line typed once the prompt shows is
    /// never taken for one typed out of turn.
    var held = ""
    /// Whether the joiner's screen ends in a prompt, with nothing typed after it.
    var endsInPrompt = false

    init(name: String) { self.name = name }
  }

  /// The console of a table whose joiners are named `joiners`, in the order of their
  /// seats, each seat free until `seatEveryone` seats a joiner in it.
  public init(
    local: any Console, listener: Listener, joiners: [String], seats: Seats,
    commands: [String], idleLimit: Duration = .seconds(300)
  ) {
    self.local = local
    self.commands = commands
    self.listener = listener
    self.joiners = joiners.map { Joiner(name: $0) }
    self.seats = seats
    self.idleLimit = idleLimit
    seats.shared = self
  }

  public var usesColor: Bool { local.usesColor }
  public func useColor(_ mode: ColorMode) { local.useColor(mode) }
  /// The smallest of the terminals, so that the board fits every one; what one seat alone
  /// is shown fits that seat's.
  public var width: Int? { fitting(local.width, \.columns) }
  public var height: Int? { fitting(local.height, \.rows) }

  private func fitting(_ host: Int?, _ size: KeyPath<ScreenSize, Int>) -> Int? {
    let joiners = joiners.map { $0.connection?.peerScreen?[keyPath: size] }
    switch audience {
    case 0: return host
    case let seat? where joiner(at: seat) != nil: return joiners[seat - 1] ?? host
    default: return ([host] + joiners).compactMap { $0 }.min()
    }
  }
  public var isInteractive: Bool { local.isInteractive }
  public var isTerminal: Bool { local.isTerminal }
  public var canClearScreen: Bool { local.canClearScreen }

  /// The one seat what is written now is for (see `Seats.only`); `nil` for every seat.
  var audience: Int?

  public func write(_ text: String) {
    show(text) {
      // A joiner's Enter ended their prompt's row at their terminal, not at the host's.
      local.write(hostShowsAnsweredPrompt && !text.hasPrefix("\n") ? "\n" + text : text)
      hostShowsAnsweredPrompt = false
    }
    // The prompt written last, for a notice to write again: none once the screen is cleared.
    let rest = text.split(separator: "\n", omittingEmptySubsequences: false).last ?? ""
    if text.contains("\u{1B}[2J") { lastPrompt = nil }
    if !rest.isEmpty, !rest.contains("\u{1B}[2J") { lastPrompt = String(rest) }
  }

  public func writeError(_ text: String) { show(text) { local.writeError(text) } }

  /// Shows `text` to the seats it is for (see `audience`): at the host's terminal by
  /// `writeAtHost`, once what the host typed ahead is dropped, and to each joiner as frames.
  private func show(_ text: String, writeAtHost: () -> Void) {
    if audience == nil || audience == 0 {
      dropHostsTypeAhead()
      writeAtHost()
    }
    let shown: [Joiner] = audience.map { seat in joiner(at: seat).map { [$0] } ?? [] } ?? joiners
    for joiner in shown { forward(text, to: joiner) }
  }

  /// A joiner's input never ends for good: they may come back.
  public var inputHasEnded: Bool { seats.current == 0 && local.inputHasEnded }

  public func dropHalfTypedLine() {
    if seats.current == 0 { local.dropHalfTypedLine() }
  }

  /// A secret is always the host's, and never crosses the network.
  public func readSecretLine(after prompt: String) -> ConsoleInput {
    for joiner in joiners { sendHeld(to: joiner) }
    lastSeat = 0
    return local.readSecretLine(after: prompt)
  }

  public func readLine() -> ConsoleInput {
    let seat = seats.current
    defer { lastSeat = seat }
    if seat == 0 {
      dropHostsTypeAhead()
      if hostTypedAhead {
        hostTypedAhead = false
        tellHost("It was not your move yet; what you typed then was not played.")
      }
    }
    // What a joiner sent while another seat was asked (the Hangman secret among them) was
    // sent before they saw this board: it is not played, and a joiner gone is missed now.
    if seat > 0, let last = lastSeat, last != seat { dropJoinersLines() }
    guard let joiner = joiner(at: seat) else { return readHostsLine() }
    defer { hostMayTypeAhead = true }
    return readJoinersLine(joiner)
  }

  /// Whose question was read last (none yet): when one seat's follows another's, what the
  /// seat typed meanwhile was typed to a board they had not seen yet.
  private var lastSeat: Int?

  /// Whether a joiner's line was read and the host's terminal not written since: what the
  /// host typed until the board that line changes is drawn, they typed to the last one.
  private var hostMayTypeAhead = false
  /// Whether such a line was dropped, which the host is told at their next prompt.
  private var hostTypedAhead = false
  /// Whether the host's terminal ends in the prompt a joiner's line just answered.
  private var hostShowsAnsweredPrompt = false

  /// Drops what the host typed to a board before a joiner's move changed it: done as the
  /// host's screen is first written after the move, not once it shows their prompt, so
  /// that a line typed at that prompt is never dropped.
  private func dropHostsTypeAhead() {
    guard hostMayTypeAhead else { return }
    hostMayTypeAhead = false
    if local.discardTypeAhead() { hostTypedAhead = true }
  }

  /// Sends each joiner the record of the game just finished as their seat (1 and on) keeps
  /// it, `record(seat)` (`=` and the record as JSON); a record too long for a line is not
  /// sent.
  public func sendEachJoiner(_ record: (_ seat: Int) -> GameRecord) {
    for (seat, joiner) in zip(1..., joiners) {
      guard let json = try? JSONEncoder().encode(record(seat)),
        json.count < LineReader.maximumLineLength
      else { continue }
      send(.record(String(decoding: json, as: UTF8.self)), to: joiner)
    }
  }

  /// The joiner at `seat` (1 and on), if a joiner has it.
  private func joiner(at seat: Int) -> Joiner? {
    joiners.indices.contains(seat - 1) ? joiners[seat - 1] : nil
  }

  /// Writes at each joiner's terminal alone what `text` says to their seat (1 and on), as
  /// part of their screen: it is sent again if they come back.
  public func tellEachJoiner(_ text: (_ seat: Int) -> String) {
    for (seat, joiner) in zip(1..., joiners) {
      for line in text(seat).split(separator: "\n", omittingEmptySubsequences: false) {
        keep(.line(String(line)), for: joiner, always: true)
      }
    }
  }

  /// Whether the host saved the game as they left, to host it again later.
  public var endsSaved = false

  /// Tells each joiner the host has ended the game on purpose (`.`), or saved it and left
  /// (`,`), and closes: a joiner gone meanwhile is told nothing, and the host, leaving, is
  /// not told they may come back.
  public func hangUp() {
    for joiner in joiners {
      try? joiner.connection?.send(joiner.held + Frame.ended(saved: endsSaved).encoded + "\n")
      joiner.connection = nil
    }
  }

  /// The seats whose player is away, waiting for them.
  private var freeSeats: [Joiner] { joiners.filter { $0.connection == nil } }

  /// The host's line, read while watching the joiners' connections and the listener: a
  /// joiner who leaves meanwhile is missed at once, one who comes back is let in.
  private func readHostsLine() -> ConsoleInput {
    while true {
      for joiner in joiners { sendHeld(to: joiner) }
      if let input = awaitAnyone(until: nil) { return input }
    }
  }

  /// Waits until `deadline` (or the listener's, if sooner) for the host's line, read only if
  /// `readingHost`, a joiner's line, or someone at the door. What the joiners sent meanwhile
  /// (but for `asked`'s) is then read, and not played, and whoever came is let in.
  ///
  /// - Returns: The host's input, or `nil` once something else ended the wait.
  private func awaitAnyone(
    until deadline: ContinuousClock.Instant?, asking asked: Joiner? = nil,
    readingHost: Bool = true
  ) -> ConsoleInput? {
    let watched = joiners.compactMap(\.connection?.descriptor) + listener.descriptors
    let until = [deadline, listener.nextDeadline].compactMap { $0 }.min()
    if readingHost {
      if let typed = local.readLine(watching: watched, until: until) { return typed }
    } else {
      _ = Readiness.wait(for: watched + Signals.wakeDescriptors, until: until)
    }
    dropJoinersLines(except: asked)
    if listener.isListening { letBackIn() }
    return nil
  }

  /// Reads what the joiners sent out of turn (every joiner's but `except`'s), and plays
  /// none of it: a new size is kept for the next board, drawn after the move (drawn now, it
  /// would lose a line half typed); a joiner who left, or whose connection was lost, is
  /// missed at once.
  private func dropJoinersLines(except asked: Joiner? = nil) {
    for joiner in joiners where joiner !== asked {
      reading: while let connection = joiner.connection {
        switch connection.receiveLine(timeout: 0) {
        case .line(let line):
          if let size = ScreenSize(resizeLine: line) { connection.peerScreen = size }
          if GamePrompt.isQuit(line) { lose(joiner, leaving: true) }
        case .timedOut: break reading
        case .closed, .flooded: lose(joiner)
        }
      }
    }
  }

  private func readJoinersLine(_ joiner: Joiner) -> ConsoleInput {
    var asked = false
    var reminded = false
    var toldWaiting = false
    let deadline = ContinuousClock.now + idleLimit
    let reminder = ContinuousClock.now + idleLimit / 5
    let name = joiner.name
    // What the host is told of a line typed while the joiner is away, or at their move.
    let waitingAgain = "Waiting for \(name) to join again; /quit saves the game."
    let notHostsMove = "It is \(name)'s move; that line was not played."
    while true {
      if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
      let now = ContinuousClock.now
      guard now < deadline else {
        // Below the prompt the host's screen ends in while a joiner is asked.
        local.writeLine(
          joiner.connection != nil
            ? "\n\(name) has not moved for a while." : "\(name) has not come back.")
        return .endOfInput
      }
      // Away: the listener goes on listening once someone has joined, so they may come back.
      guard let connection = joiner.connection else {
        if !toldWaiting {
          toldWaiting = true
          // A joiner away as their move comes, not yet asked, was not told lost on a line of
          // its own: the prompt just written is ended first.
          local.writeLine((asked ? "" : "\n") + waitingAgain)
          tellOthers("Waiting for \(name) to join again.", except: joiner)
        }
        asked = false  // whoever comes back is asked afresh
        // A person at the host keeps their prompt: /quit saves, as at their own move. What
        // the others at the table send meanwhile is read, not played.
        let typed = awaitAnyone(until: deadline, asking: joiner, readingHost: local.isInteractive)
        if let ending = typed.flatMap({ answerHost($0, with: waitingAgain) }) { return ending }
        continue
      }
      toldWaiting = false
      if !asked {
        asked = true
        send(.asked, to: joiner)
      }
      if !reminded, now >= reminder {
        reminded = true
        seats.only(nil) { write("\n\(name), it is your move.\n" + (lastPrompt ?? "")) }
        sendHeld(to: joiner)  // the prompt again, whose question was sent already
      }
      switch connection.receiveLine(timeout: 0) {
      case .line(let line):
        // The joiner's terminal resized: the board is drawn again to fit it.
        if let size = ScreenSize(resizeLine: line) {
          connection.peerScreen = size
          return .screenChanged
        }
        joiner.endsInPrompt = false  // their Enter ended the row
        // The joiner leaves; the host keeps the game and waits for them, as for a lost
        // connection. (A joiner leaves on its own side; this is for one that sends it.)
        if GamePrompt.isQuit(line) {
          lose(joiner, leaving: true)
          continue
        }
        guard let refusal = Self.refusal(of: line, among: commands) else {
          hostShowsAnsweredPrompt = lastPrompt != nil
          return .line(line)
        }
        // The joiner's alone, as any answer to a line of theirs: not sent again on return.
        seats.only(seats.current) { forward(refusal + "\n" + (lastPrompt ?? ""), to: joiner) }
        send(.asked, to: joiner)
      case .timedOut:
        // Their line is waited for, and read as the loop goes round. A person at the host is
        // answered at once, and may save and leave; the others at the table are heard as
        // they send, and whoever comes to the door is let in.
        let wait = reminded ? deadline : reminder
        let typed = awaitAnyone(until: wait, asking: joiner, readingHost: local.isInteractive)
        if let ending = typed.flatMap({ answerHost($0, with: notHostsMove) }) { return ending }
      case .closed, .flooded:
        lose(joiner)
      }
    }
  }

  /// What the host typed at their terminal while a joiner moves or is away: `/quit` or the
  /// end of input saves the game and leaves (the joiner's read ends as at the idle limit),
  /// a signal, a closed output or a resize ends it as the host's own read would, and any
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
      // At a joiner's move, their prompt again: whose move it is.
      if joiner(at: seats.current)?.connection != nil, let lastPrompt { local.write(lastPrompt) }
      return nil
    default:
      return typed
    }
  }

  /// The commands a joiner may use; the others change the host's game or settings.
  static let joinersCommands = ["/help", "/hint", "/quit"]

  /// Why a joiner may not send `line`, if it names one of the game's `commands` that only
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

  /// Closes a joiner's connection, and tells the host why: the joiner left, or it was lost.
  private func lose(_ joiner: Joiner, leaving: Bool = false) {
    joiner.connection = nil
    let lost = leaving ? "\(joiner.name) left" : "The connection to \(joiner.name) was lost"
    tellHost("\(lost); they can join again with the same line.")
  }

  /// Writes `notice` at the terminals of the joiners other than `joiner`, now only: it is
  /// not sent again if they come back.
  private func tellOthers(_ notice: String, except joiner: Joiner) {
    for other in joiners where other !== joiner && other.connection != nil {
      if other.endsInPrompt { send(.line(""), to: other) }
      other.endsInPrompt = false
      send(.line(notice), to: other)
    }
  }

  /// Writes `line` at the host's terminal alone: what is meant for the host's seat.
  public func writeLineAtHost(_ line: String) {
    dropHostsTypeAhead()
    local.writeLine(line)
  }

  /// Writes `notice` at the host's terminal alone, on a line of its own below the prompt
  /// it ends in once the game has begun (before, in place of what was half typed); at the
  /// host's own prompt, the prompt again after it.
  private func tellHost(_ notice: String) {
    if hasBegun {
      local.writeLine("\n" + notice)
    } else {
      // Before the game the host's line is empty, or holds what they half typed to no
      // board, which is no move: it is dropped, and the notice written in its place.
      local.dropHalfTypedLine()
      if local.isInteractive, local.canClearScreen { local.clearLine() }
      local.writeLine(notice)
    }
    // The prompt again, without what was half typed at it: what is read is what is seen.
    if seats.current == 0, let lastPrompt {
      local.dropHalfTypedLine()
      local.write(lastPrompt)
    }
  }

  /// Seats a joiner in each free seat before the game begins: each takes the next free
  /// seat, and one who leaves before the game begins frees theirs. A person at the host
  /// may stop waiting (`/quit`, Ctrl-D or Ctrl-C): nothing was played yet, so nothing is
  /// lost; a script's lines wait for the game.
  ///
  /// - Parameter stopped: What the host is told if they stop waiting.
  /// - Returns: `nil` once every seat is taken, or the exit status if the host stopped
  ///   waiting or the listener closed after too many wrong codes.
  public func seatEveryone(stopped: String) -> Int32? {
    while !freeSeats.isEmpty {
      if let status = Signals.takeCaughtExitStatus() {
        local.writeLine("\n" + stopped)
        return status
      }
      switch awaitAnyone(until: nil, readingHost: isInteractive) {
      case nil, .screenChanged:
        break  // someone is at the door, a script waits for them, or a resize: nothing to draw
      case .line(let text) where GamePrompt.isQuit(text):
        local.writeLine(stopped)
        return ExitStatus.success
      case .line:
        let missing = freeSeats.map(\.name).listed("and")
        local.writeLine("Waiting for \(missing) to join; /quit stops waiting.")
      case let input?:  // the end of input, a signal, a closed output
        local.writeLine("\n" + stopped)
        return input.exitStatus
      }
      guard listener.isListening else { return ExitStatus.unavailable }
    }
    hasBegun = true
    return nil
  }

  /// Whether every seat was taken once, and the game began.
  private var hasBegun = false

  /// Lets into a free seat a joiner who has sent the code by now, and once the game has
  /// begun, shows them the screen again; one who comes when every seat is taken is turned
  /// away, told so. What is at the door is heard of by the waits that watch it
  /// (`awaitAnyone`): this one does not wait.
  private func letBackIn() {
    switch listener.awaitJoiner(timeout: 0, wakingOn: Signals.wakeDescriptors) {
    case .joined(let returning):
      // The seat whose move it is, if it is free: the game goes on with whoever comes
      // first, as that seat's player, told so. Else the first seat free.
      let current = joiner(at: seats.current).flatMap { $0.connection == nil ? $0 : nil }
      guard let seat = current ?? freeSeats.first else { return Listener.turnAway(returning) }
      seat.connection = returning
      // The table is full again: whoever else is sending a code is closed.
      if freeSeats.isEmpty { listener.closeWaitingCodes() }
      let news = "\(seat.name) " + (hasBegun ? "is back." : "has joined.")
      tellHost(news)
      tellOthers(news, except: seat)
      guard hasBegun else {
        let others = freeSeats.map(\.name)
        guard !others.isEmpty else { return }
        // One seated before the others is told whom the game waits for.
        let waiting = "You play as \(seat.name); waiting for \(others.listed("and")) to join."
        return send(.line(waiting), to: seat)
      }
      // Their screen again, and at a table, above its last prompt, whose seat they took.
      var screen = seat.replay
      var prompt: [Frame] = []
      if case .prompt? = screen.last { prompt.append(screen.removeLast()) }
      for frame in screen { send(frame, to: seat) }
      if joiners.count > 1 { send(.line("You play as \(seat.name)."), to: seat) }
      for frame in prompt { send(frame, to: seat) }
    case .refused, .closedAfterWrongCodes:
      // How many wrong codes came, and before anyone joined, of how many allowed; the last
      // of those allowed has ended the listening.
      let tried =
        listener.hasJoined
        ? "\(listener.wrongCodes) so far; an address that tries many is slowed down"
        : "\(listener.wrongCodes) of \(Listener.wrongCodeLimit)"
      let ended = listener.isListening ? "" : " No longer listening."
      tellHost("Someone tried a wrong code (\(tried)).\(ended)")
    case .left, .timedOut:
      break
    }
  }

  /// The text as frames for `joiner`: each whole line, then what follows the last line
  /// break. A line written while the joiner's screen ends in a prompt they did not answer
  /// (the host's, or theirs unanswered: a notice as the host's machine works) starts a line
  /// of its own.
  private func forward(_ text: String, to joiner: Joiner) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rest = lines.removeLast()
    if audience == nil, text.contains("\u{1B}[2J") { joiner.replay.removeAll() }
    if joiner.endsInPrompt, lines.first?.isEmpty == false { keep(.line(""), for: joiner) }
    for line in lines { keep(.line(String(line)), for: joiner) }
    if !rest.isEmpty { keep(.prompt(String(rest)), for: joiner) }
  }

  /// Sends `frame` to `joiner`, and keeps it to send again after they come back, unless it
  /// is meant for one seat alone (the answer to a line of theirs, the prompt asked again
  /// after it): what is sent again is what every screen showed.
  private func keep(_ frame: Frame, for joiner: Joiner, always: Bool = false) {
    if case .prompt = frame { joiner.endsInPrompt = true } else { joiner.endsInPrompt = false }
    if audience == nil || always {
      joiner.replay.append(frame)
      if joiner.replay.count > Self.replayLimit { joiner.replay.removeFirst() }
    }
    send(frame, to: joiner)
  }

  private func send(_ frame: Frame, to joiner: Joiner) {
    joiner.held += frame.encoded + "\n"
    if case .prompt = frame { return }
    sendHeld(to: joiner)
  }

  /// Sends the frames held for `joiner`; a connection that fails is lost, and the host
  /// told.
  private func sendHeld(to joiner: Joiner) {
    guard !joiner.held.isEmpty else { return }
    defer { joiner.held = "" }
    do {
      try joiner.connection?.send(joiner.held)
    } catch {
      lose(joiner)
    }
  }
}
