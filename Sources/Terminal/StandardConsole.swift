import Foundation

/// The real terminal: standard input, output and error.
public final class StandardConsole: Console {
  /// Off until `useColor` turns it on.
  public private(set) var usesColor = false
  public let isInteractive: Bool
  public let isTerminal: Bool
  private let environment: [String: String]
  /// Descriptors whose becoming readable ends a wait for a line, and when the wait ends
  /// (`readLine(watching:until:)`), set for one read.
  private var watched: (descriptors: [Int32], deadline: ContinuousClock.Instant?) = ([], nil)
  /// At a terminal, what is half typed when Ctrl-D ends the input is no line.
  private lazy var reader = LineReader(keepsUnendedLine: !isInteractive) { [unowned self] buffer in
    Self.fill(&buffer, watching: self.watched)
  }

  /// Creates the console of the process, whose `environment` says whether output may be
  /// styled and the terminal's size where it does not say.
  public init(environment: [String: String]) {
    self.environment = environment
    isInteractive = isatty(STDIN_FILENO) == 1
    isTerminal = isatty(STDOUT_FILENO) == 1
  }

  public var canClearScreen: Bool { isTerminal && environment["TERM"] != "dumb" }

  public func useColor(_ mode: ColorMode) {
    usesColor = mode.isEnabled(environment: environment, outputIsTerminal: isTerminal)
  }

  public var width: Int? { size(\.ws_col, else: "COLUMNS") }

  public var height: Int? { size(\.ws_row, else: "LINES") }

  /// One side of the terminal's size as it is now, or else the environment's number for it.
  private func size(_ side: KeyPath<winsize, UInt16>, else variable: String) -> Int? {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size[keyPath: side] > 0 {
      return Int(size[keyPath: side])
    }
    return environment[variable].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }

  /// Where output and errors stand, so that every line of either fits the terminal.
  private var output = LineFitter()
  private var errors = LineFitter()

  public func write(_ text: String) {
    StandardStreams.writeOutput(output.fit(text, width: width))
  }

  public func writeError(_ text: String) {
    StandardStreams.writeError(errors.fit(text, width: width))
  }

  public var inputHasEnded: Bool { reader.hasEnded }

  /// Watching nothing, a line or an event always comes.
  public func readLine() -> ConsoleInput {
    readLine(watching: [], until: nil) ?? .endOfInput
  }

  /// The next line or event, or `nil` when a watched descriptor is readable, or the
  /// deadline passed, and no line is.
  public func readLine(
    watching descriptors: [Int32], until deadline: ContinuousClock.Instant?
  ) -> ConsoleInput? {
    watched = (descriptors, deadline)
    defer { watched = ([], nil) }
    while true {
      if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
      // A resize or continue the wait would not see: its wake-up byte went with the one
      // just emptied.
      if Signals.takeScreenChange() { return .screenChanged }
      // Nobody can see the prompt: waiting for an answer would only keep the game unsaved.
      if let status = StandardStreams.exitStatusAfterOutputFailure {
        return .outputClosed(exitStatus: status)
      }
      let result = reader.nextLine()
      // A signal ends the wait whatever `read` reported: `errno` is not a reliable witness
      // by the time it is looked at, but the flag the handler set is.
      if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
      switch result {
      case .success(let line):
        output.lineEnded()
        return .line(line)
      case .failure(.interrupted):
        if Signals.takeScreenChange() { return .screenChanged }
        if Readiness.wait(for: watched.descriptors, until: .now)?.contains(true) == true
          || watched.deadline.map({ $0 <= .now }) == true
        {
          return nil
        }
        continue  // woken by no signal of ours: wait again
      case .failure:
        return .endOfInput
      }
    }
  }

  /// Gets bytes from `input` (standard input) for the reader. A read a signal interrupts
  /// reports `.interrupted`, so a waiting game can react to Ctrl-C; so does a wait that a
  /// signal's wake-up byte or a watched descriptor ends (as soon as one is readable, even if
  /// it already was: the reader waits on all of them), or the deadline.
  static func fill(
    _ buffer: inout [UInt8], from input: Int32 = STDIN_FILENO,
    watching watched: (descriptors: [Int32], deadline: ContinuousClock.Instant?) = ([], nil)
  ) -> LineReader.Status? {
    let wakes = Signals.wakeDescriptors + watched.descriptors
    if !wakes.isEmpty || watched.deadline != nil {
      guard let ready = Readiness.wait(for: [input] + wakes, until: watched.deadline) else {
        return errno == EINTR ? .interrupted : .endOfInput
      }
      if !ready[0] || ready.dropFirst().contains(true) { return .interrupted }
    }
    var chunk = [UInt8](repeating: 0, count: 65536)
    let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer.append(contentsOf: chunk[..<count])
      return nil
    }
    return count < 0 && errno == EINTR ? .interrupted : .endOfInput
  }

  public func discardTypeAhead() -> Bool {
    guard isInteractive else { return false }
    var waiting: Int32 = 0
    let typed = ioctl(STDIN_FILENO, UInt(FIONREAD), &waiting) == 0 && waiting > 0
    // A line half typed is not counted as waiting, but goes too: it was typed then.
    tcflush(STDIN_FILENO, TCIFLUSH)
    return reader.dropBuffered() || typed
  }

  /// A line half typed at the terminal, which a redrawn prompt no longer shows, is
  /// dropped, so that what is read is what was seen. Lines typed ahead whole are kept: the
  /// terminal holds back a half-typed line from the count of what is ready to read, so it
  /// is dropped only when nothing else is.
  public func dropHalfTypedLine() {
    var ready: Int32 = 0
    if isInteractive, ioctl(STDIN_FILENO, UInt(FIONREAD), &ready) == 0, ready == 0 {
      tcflush(STDIN_FILENO, TCIFLUSH)
    }
  }

  /// Turns echo off before the prompt is shown, so that nothing typed once the prompt is
  /// visible can show, and turns it back on however the reading ends (a line, the end of
  /// input, a signal: each returns here). A stop and `fg` end it too (`screenChanged`):
  /// the shell turned echo on meanwhile, and the prompt, asked again, turns it off.
  public func readSecretLine(after prompt: String) -> ConsoleInput {
    var saved = termios()
    guard isInteractive, tcgetattr(STDIN_FILENO, &saved) == 0 else {
      write(prompt)
      return readLine()
    }
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    Self.setTerminal(silent)
    defer {
      Self.setTerminal(saved)
      write("\n")
    }
    write(prompt)
    let input = readLine()
    // Left before Enter (a `kill`): what was typed of the secret is thrown away, never left
    // for the shell to read and show.
    if case .interrupted = input { tcflush(STDIN_FILENO, TCIFLUSH) }
    return input
  }

  /// Sets standard input's terminal attributes now, retrying if a signal interrupts.
  private static func setTerminal(_ attributes: termios) {
    var attributes = attributes
    while tcsetattr(STDIN_FILENO, TCSANOW, &attributes) != 0, errno == EINTR {}
  }
}
