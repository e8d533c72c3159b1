import Foundation
import Remote
import Terminal

/// Who answers the next question when two play on two terminals: 0 the host, 1 the joiner.
/// The runner sets it around a move; `RemoteConsole` reads it.
public final class Seats {
  public var current = 0
}

/// The host's console when a friend plays on another terminal (SPEC §3.5): what the game
/// writes goes to both, and a line is read from whoever's seat it is.
///
/// The joiner is sent frames, one line each: `>` and a line of output, `<` and text
/// without a line break (a prompt), `?` when a line of theirs is awaited. What the joiner
/// sends is read as typed by a person: lines cut at 1 KB, a flood cut off.
public final class RemoteConsole: Console {
  private let local: any Console
  private let connection: Connection
  private let seats: Seats
  /// The joiner's name, for what the host is told.
  private let joiner: String
  /// How long the joiner may take over a move before being warned, then before the game is
  /// saved, in milliseconds.
  private let idleWarning: Int32
  private let idleLimit: Int32
  public private(set) var isConnected = true

  public init(
    local: any Console, connection: Connection, seats: Seats, joiner: String,
    idleWarning: Int32 = 60_000, idleLimit: Int32 = 300_000
  ) {
    self.local = local
    self.connection = connection
    self.seats = seats
    self.joiner = joiner
    self.idleWarning = idleWarning
    self.idleLimit = idleLimit
  }

  public var usesColor: Bool { local.usesColor }
  public func useColor(_ mode: ColorMode) { local.useColor(mode) }
  public var width: Int? { local.width }
  public var height: Int? { local.height }
  public var isInteractive: Bool { local.isInteractive }
  public var isTerminal: Bool { local.isTerminal }

  public func write(_ text: String) {
    local.write(text)
    forward(text)
  }

  /// The last text sent without a line break after it: the prompt, shown again to the
  /// joiner after a refusal meant for them alone.
  private var lastPrompt: String?

  public func writeError(_ text: String) {
    local.writeError(text)
    forward(text)
  }

  public var inputHasEnded: Bool { seats.current == 0 ? local.inputHasEnded : !isConnected }

  /// A secret is always the host's, and never crosses the network.
  public func readSecretLine(after prompt: String) -> ConsoleInput {
    local.readSecretLine(after: prompt)
  }

  public func readLine() -> ConsoleInput {
    guard seats.current == 1 else { return local.readLine() }
    guard isConnected, dropLinesTypedAhead() else { return lost() }
    send("?")
    var warned = false
    var deadline = ContinuousClock.now + .milliseconds(idleWarning)
    while true {
      if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
      let left = Int32(max(0, (deadline - .now) / .milliseconds(1)))
      switch connection.receiveLine(timeout: left, wakingOn: Signals.wakeDescriptor) {
      case .line(let line):
        if let refusal = Self.refusal(of: line) {
          forward(refusal + "\n" + (lastPrompt ?? ""))
          send("?")
          continue
        }
        return .line(line)
      case .timedOut where ContinuousClock.now < deadline:
        continue  // woken by a signal, taken at the top
      case .timedOut where !warned:
        warned = true
        write("\(joiner), it is your move.\n")
        deadline = .now + .milliseconds(idleLimit - idleWarning)
      case .timedOut:
        local.writeLine("\(joiner) has not moved for a while.")
        return .endOfInput
      case .closed, .flooded:
        return lost()
      }
    }
  }

  /// The commands a joiner may use; the others change the host's game or settings.
  static let joinersCommands = ["/help", "/hint", "/quit"]

  /// Why the joiner may not send `line`, if it is a command only the host may use.
  static func refusal(of line: String) -> String? {
    let word = line.trimmingCharacters(in: .whitespaces).split(separator: " ").first
    guard let word, word.hasPrefix("/"), !joinersCommands.contains(word.lowercased()) else {
      return nil
    }
    return "Only the host can use \(word); you can use \(joinersCommands.listed("and"))."
  }

  /// Reads what the joiner typed before being asked; `false` if the connection ended.
  private func dropLinesTypedAhead() -> Bool {
    while true {
      switch connection.receiveLine(timeout: 0) {
      case .line: continue
      case .timedOut: return true
      case .closed, .flooded: return false
      }
    }
  }

  private func lost() -> ConsoleInput {
    isConnected = false
    if !hasToldLoss {
      hasToldLoss = true
      local.writeLine("\nThe connection to \(joiner) was lost.")
    }
    return .endOfInput
  }

  private var hasToldLoss = false

  /// The text as frames: each whole line, then what follows the last line break.
  private func forward(_ text: String) {
    guard isConnected else { return }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let rest = lines.removeLast()
    for line in lines { send(">" + line) }
    if !rest.isEmpty {
      send("<" + rest)
      lastPrompt = String(rest)
    }
  }

  private func send(_ frame: String) {
    guard isConnected else { return }
    do {
      try connection.send(frame + "\n")
    } catch {
      isConnected = false
    }
  }
}
