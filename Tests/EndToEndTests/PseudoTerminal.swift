import Foundation
import Terminal
import Testing

/// A pseudo-terminal with `wordgames` running on it, as a person at a terminal runs it:
/// what it shows is read from the terminal's other side, what is typed is echoed or not as
/// the program set the terminal, and its settings can be read while it runs.
final class PseudoTerminal {
  let process = Process()
  /// The side the person uses: what is typed goes in, what is shown comes out.
  private let controller: Int32
  /// The program's side: its standard input, output and error.
  private let terminal: Int32
  /// Everything the terminal has shown so far.
  private(set) var shown = ""

  /// Starts `wordgames` with `arguments` on a new terminal, 80×24 unless told.
  init(
    _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24
  ) throws {
    controller = posix_openpt(O_RDWR | O_NOCTTY)
    try #require(controller >= 0 && grantpt(controller) == 0 && unlockpt(controller) == 0)
    let name = try #require(ptsname(controller))
    terminal = open(name, O_RDWR | O_NOCTTY)
    try #require(terminal >= 0)
    var size = winsize(
      ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
    process.executableURL = WordGamesProcess.binary
    process.arguments = arguments
    process.environment = environment
    let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    close(controller)
    close(terminal)
  }

  /// What was typed and never read, once the program has ended: what the shell would read
  /// next, and show.
  var unreadInput: String {
    var attributes = termios()
    tcgetattr(terminal, &attributes)
    attributes.c_lflag &= ~tcflag_t(ICANON)  // a line half typed can be read too
    tcsetattr(terminal, TCSANOW, &attributes)
    _ = fcntl(terminal, F_SETFL, fcntl(terminal, F_GETFL) | O_NONBLOCK)
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(terminal, &buffer, buffer.count)
    return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
  }

  /// Whether the terminal echoes what is typed, as the program has set it now.
  var echoes: Bool {
    var attributes = termios()
    tcgetattr(terminal, &attributes)
    return attributes.c_lflag & tcflag_t(ECHO) != 0
  }

  /// Resizes the terminal to `columns` × `rows` and tells the program, as a terminal
  /// window does (the kernel signals only a terminal's own session, which the program's is
  /// not).
  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    kill(process.processIdentifier, SIGWINCH)
  }

  /// Stops the program and lets it go on, as Ctrl-Z and then `fg` at a shell do: the shell
  /// takes the terminal meanwhile and sets it its own way, with echo on.
  func stopAndContinue() {
    kill(process.processIdentifier, SIGSTOP)
    var attributes = termios()
    tcgetattr(terminal, &attributes)
    attributes.c_lflag |= tcflag_t(ECHO)
    tcsetattr(terminal, TCSANOW, &attributes)
    kill(process.processIdentifier, SIGCONT)
  }

  /// Types `text` (add "\n" to end a line).
  func type(_ text: String) {
    _ = text.withCString { write(controller, $0, strlen($0)) }
  }

  /// Reads what the terminal shows until it contains `text` after what was shown before
  /// this call, for at most `seconds`.
  ///
  /// - Returns: Whether it appeared.
  @discardableResult
  func waitFor(_ text: String, seconds: Double = 10) -> Bool {
    let start = shown.endIndex
    let deadline = Date().addingTimeInterval(seconds)
    while !shown[start...].contains(text) {
      guard Date() < deadline else { return false }
      readAvailable(waiting: 10)
    }
    return true
  }

  /// Waits for the program to end, for at most `seconds`.
  ///
  /// - Returns: Its exit status, or `nil` if it was still running (it is then killed).
  func exitStatus(within seconds: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning {
      guard Date() < deadline else {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
      }
      readAvailable(waiting: 10)
    }
    readAvailable(waiting: 0)
    return process.terminationStatus
  }

  /// Waits for the program to end, for at most `seconds`, without reading what it writes:
  /// a terminal nobody reads.
  ///
  /// - Returns: Its exit status, or `nil` if it was still running (it is then killed).
  func exitStatusUnread(within seconds: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { usleep(10_000) }
    guard !process.isRunning else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return nil
    }
    return process.terminationStatus
  }

  /// Reads whatever the terminal has to show, waiting up to `milliseconds` for some.
  private func readAvailable(waiting milliseconds: Int32) {
    let ready = Readiness.wait(for: [controller], until: .now + .milliseconds(milliseconds))
    guard ready?.first == true else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      shown += String(decoding: buffer[..<count], as: UTF8.self)
    }
  }
}

/// Keeps both cores busy while it lives, the way a loaded machine widens every race.
final class BusyMachine {
  private let spinners: [Process]

  init(processes: Int = 2) throws {
    spinners = try (0..<processes).map { _ in
      let spinner = Process()
      spinner.executableURL = URL(fileURLWithPath: "/bin/sh")
      spinner.arguments = ["-c", "while :; do :; done"]
      try spinner.run()
      return spinner
    }
  }

  deinit {
    for spinner in spinners {
      kill(spinner.processIdentifier, SIGKILL)
      spinner.waitUntilExit()
    }
  }
}

#if os(Linux)
  // POSIX's pseudo-terminal calls, which Glibc declares only under _XOPEN_SOURCE and so
  // Swift's Glibc module leaves out; Darwin's module has them.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  @_silgen_name("posix_openpt") private func posix_openpt(_ flags: Int32) -> Int32
  @_silgen_name("grantpt") private func grantpt(_ descriptor: Int32) -> Int32
  @_silgen_name("unlockpt") private func unlockpt(_ descriptor: Int32) -> Int32
  @_silgen_name("ptsname") private func ptsname(_ descriptor: Int32) -> UnsafeMutablePointer<CChar>?
#endif
