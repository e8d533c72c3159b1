/// What reading a line from the player produced.
public enum ConsoleInput: Equatable, Sendable {
  /// A line, without its line break. Invalid UTF-8 arrives as U+FFFD, and a line longer
  /// than `LineReader.maximumLineLength` bytes arrives cut to that length.
  case line(String)
  /// End of input: Ctrl-D at a terminal, or the end of a pipe or file.
  case endOfInput
  /// A signal (`SIGINT`, `SIGHUP`, `SIGTERM`) arrived while the game waited.
  case interrupted(signal: Int32)
  /// The terminal was resized while the game waited (`SIGWINCH`): what is on screen may
  /// be drawn again at the new size; the line being typed is still to come.
  case resized
  /// Standard output closed or failed (a pipe whose reader left, a full disk): nobody can
  /// see the prompt, so the program should save and leave with this status.
  case outputClosed(exitStatus: Int32)

  /// The exit status of a program that leaves after this input: 0 after a line or end of
  /// input, 128 plus the signal's number after a signal (130 for Ctrl-C), and the output's
  /// own status after it closed.
  public var exitStatus: Int32 {
    switch self {
    case .line, .endOfInput, .resized: 0
    case .interrupted(let signal): Signals.exitStatus(for: signal)
    case .outputClosed(let status): status
    }
  }
}
