#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: standard input, output and error.
public final class StandardConsole: Console {
  public private(set) var usesColor: Bool
  public let isInteractive: Bool
  private let environment: [String: String]
  private var reader = LineReader(fileDescriptor: STDIN_FILENO)

  /// Creates the console; `color` decides whether output is styled.
  public init(color: ColorMode, environment: [String: String]) {
    self.environment = environment
    usesColor = false
    isInteractive = isatty(STDIN_FILENO) == 1
    useColor(color)
  }

  public func useColor(_ mode: ColorMode) {
    usesColor = mode.isEnabled(
      environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
  }

  public var width: Int? {
    var size = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
  }

  public func write(_ text: String) {
    StandardStreams.writeOutput(text)
  }

  public func writeError(_ text: String) {
    StandardStreams.writeError(text)
  }

  public func readLine() -> ConsoleInput {
    if let signalNumber = Signals.takeCaught() { return .interrupted(signal: signalNumber) }
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
      return .line(line)
    case .failure(let error) where error.status == .interrupted:
      return .interrupted(signal: SIGINT)
    case .failure:
      return .endOfInput
    }
  }

  public func readSecretLine() -> ConsoleInput {
    guard isInteractive else { return readLine() }
    var saved = termios()
    tcgetattr(STDIN_FILENO, &saved)
    var silent = saved
    silent.c_lflag &= ~tcflag_t(ECHO)
    tcsetattr(STDIN_FILENO, TCSANOW, &silent)
    defer {
      tcsetattr(STDIN_FILENO, TCSANOW, &saved)
      write("\n")
    }
    return readLine()
  }
}
