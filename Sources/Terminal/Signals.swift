import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The last signal caught, or 0. A signal handler may only do async-signal-safe work, so
/// it records the signal here and the game loop, woken from its `read` by `EINTR`, acts.
private let caughtSignal = Atomic<Int32>(0)

/// Turns Ctrl-C, a closed terminal and `kill` into events a game loop can save on.
public enum Signals {
  /// Catches `SIGINT`, `SIGHUP` and `SIGTERM` without restarting interrupted reads, and
  /// ignores `SIGPIPE` so writing to a closed terminal fails quietly instead of killing
  /// the process before it saves. The caught signals are unblocked too, in case the
  /// parent process started this one with them blocked.
  public static func catchInterruptions() {
    var caught = sigset_t()
    sigemptyset(&caught)
    for signalNumber in [SIGINT, SIGHUP, SIGTERM] {
      sigaddset(&caught, signalNumber)
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { caughtSignal.store($0, ordering: .relaxed) }
      #else
        action.__sigaction_u.__sa_handler = { caughtSignal.store($0, ordering: .relaxed) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signalNumber, &action, nil)
    }
    sigprocmask(SIG_UNBLOCK, &caught, nil)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Whether a signal was caught and not yet taken.
  public static var isPending: Bool {
    caughtSignal.load(ordering: .relaxed) != 0
  }

  /// The signal caught since the last call, if any, clearing it.
  public static func takeCaught() -> Int32? {
    let signalNumber = caughtSignal.exchange(0, ordering: .relaxed)
    return signalNumber == 0 ? nil : signalNumber
  }

  /// The conventional exit status after a signal: 128 plus its number (130 for Ctrl-C).
  public static func exitStatus(for signalNumber: Int32) -> Int32 {
    128 + signalNumber
  }
}
