/// What reading a line from the player produced.
public enum ConsoleInput: Equatable, Sendable {
  /// A line, without its line break. Invalid UTF-8 arrives as U+FFFD, and a line longer
  /// than `LineReader.maximumLineLength` bytes arrives cut to that length.
  case line(String)
  /// End of input: Ctrl-D at a terminal, or the end of a pipe or file.
  case endOfInput
  /// A signal (`SIGINT`, `SIGQUIT`, `SIGHUP`, `SIGTERM`) arrived while the game waited.
  case interrupted(signal: Int32)
  /// The terminal was resized while the game waited (`SIGWINCH`), or the game went on after
  /// a stop (Ctrl-Z, then `fg`: `SIGCONT`), when the shell has written on the screen and set
  /// the terminal its own way: the screen may be drawn again, and a secret's prompt must
  /// turn echo off again. The line being typed is still to come.
  case screenChanged
  /// Standard output closed or failed (a pipe whose reader left, a full disk): nobody can
  /// see the prompt, so the program should save and leave with this status.
  case outputClosed(exitStatus: Int32)

  /// The exit status of a program that leaves after this input: 0 after a line or end of
  /// input, 128 plus the signal's number after a signal (130 for Ctrl-C), and the output's
  /// own status after it closed.
  public var exitStatus: Int32 {
    switch self {
    case .line, .endOfInput, .screenChanged: 0
    case .interrupted(let signal): Signals.exitStatus(for: signal)
    case .outputClosed(let status): status
    }
  }
}
