import Foundation
import Synchronization

/// The errno of the first write to standard output that failed, or 0. Output is one stream
/// per process, so its state is too, whichever console wrote.
private let outputFailure = Atomic<Int32>(0)

/// Standard output and error, written with `write(2)`: a closed, broken or full output is
/// an error to act on, never a trap (Foundation's `FileHandle.write(_: Data)` traps).
public enum StandardStreams {
  /// Gives a closed standard stream `/dev/null`, so that no file the program opens later can
  /// become descriptor 0, 1 or 2 and receive the game's output. A closed standard output
  /// counts as an output that failed, so a game saves and leaves at its first prompt.
  ///
  /// Call it first thing, before any file is opened.
  public static func reserve() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDWR)
      if opened >= 0, opened != descriptor {
        dup2(opened, descriptor)
        close(opened)
      }
      if descriptor == STDOUT_FILENO { outputFailure.store(EBADF, ordering: .relaxed) }
    }
  }

  /// Writes `text` to standard output, unless an earlier write failed; a failure is kept.
  static func writeOutput(_ text: String) {
    guard outputFailure.load(ordering: .relaxed) == 0 else { return }
    if let failure = writeAll(text, to: STDOUT_FILENO) {
      outputFailure.store(failure, ordering: .relaxed)
    }
  }

  /// Writes `text` to standard error; a failure there has nowhere to be reported.
  static func writeError(_ text: String) {
    _ = writeAll(text, to: STDERR_FILENO)
  }

  /// The exit status a failed output calls for, or `nil` while output works: 141 for a
  /// broken pipe (as if `SIGPIPE` had ended the program, like any Unix filter), 129 for a
  /// terminal that hung up, and 74 (`EX_IOERR`) for anything else, a full disk or a closed
  /// descriptor.
  public static var exitStatusAfterOutputFailure: Int32? {
    switch outputFailure.load(ordering: .relaxed) {
    case 0: nil
    case EPIPE: Signals.exitStatus(for: SIGPIPE)
    case EIO: Signals.exitStatus(for: SIGHUP)
    default: 74
    }
  }

  /// Writes all of `text`, retrying short and interrupted writes.
  ///
  /// A write interrupted by a signal the program caught gives up, so that a reader who
  /// stopped reading cannot keep Ctrl-C or `kill` from saving the game.
  ///
  /// - Returns: The errno of the failure, or `nil` if everything was written.
  private static func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
    var text = text
    return text.withUTF8 { bytes -> Int32? in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
          // A signal that cut the write short leaves the rest unwritten, as one that
          // interrupted it before a byte went does.
          if offset < bytes.count, Signals.isPending { return nil }
        } else if written < 0, errno == EINTR {
          if Signals.isPending { return nil }
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
  }
}
