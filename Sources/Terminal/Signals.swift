import Foundation
import Synchronization

/// The last signal caught, or 0. A signal handler may only do async-signal-safe work, so
/// it records the signal here, wakes the game loop through `wakePipe`, and the loop acts.
private let caughtSignal = Atomic<Int32>(0)

/// The two ends of the pipe the handler writes a byte into (-1 until signals are caught).
/// A game waiting for input waits on this pipe too, so that a signal wakes it however it
/// lands: before the wait begins as well as during it, which `EINTR` alone cannot promise.
private let wakeReader = Atomic<Int32>(-1)
private let wakeWriter = Atomic<Int32>(-1)
/// Whether the terminal was resized (`SIGWINCH`), or the program continued after a stop
/// (`SIGCONT`), since the last look: kept apart from `caughtSignal`, so that neither ever
/// hides a Ctrl-C.
private let screenChangeCaught = Atomic<Bool>(false)
/// Whether a signal that ends the program was caught in this run, taken since or not.
private let endingCaught = Atomic<Bool>(false)

/// Turns Ctrl-C, a closed terminal and `kill` into events a game loop can save on.
public enum Signals {
  /// Catches `SIGINT`, `SIGQUIT` (Ctrl-\: a game is saved, not dumped), `SIGHUP` and
  /// `SIGTERM` without restarting interrupted reads, and ignores `SIGPIPE` so writing to a
  /// closed terminal fails quietly instead of killing the process before it saves.
  /// `SIGWINCH`, the terminal's change of size, and `SIGCONT`, going on after a stop, are
  /// caught too: they wake a wait for input like the others, but only to redraw (and
  /// silence a secret's echo again), and an interrupted system call is restarted. The
  /// caught signals are unblocked too, in case the parent process started this one with
  /// them blocked.
  public static func catchInterruptions() {
    if wakeReader.load(ordering: .relaxed) < 0 {
      var ends: [Int32] = [-1, -1]
      if pipe(&ends) == 0 {
        for end in ends {
          _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
          _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wakeReader.store(ends[0], ordering: .relaxed)
        wakeWriter.store(ends[1], ordering: .relaxed)
      }
    }
    var caught = sigset_t()
    sigemptyset(&caught)
    // A resize or a continue restarts what it interrupts; the others end the wait.
    for (signalNumber, flags) in [
      (SIGINT, 0), (SIGQUIT, 0), (SIGHUP, 0), (SIGTERM, 0), (SIGWINCH, SA_RESTART),
      (SIGCONT, SA_RESTART),
    ] {
      sigaddset(&caught, signalNumber)
      install(for: signalNumber, flags: Int32(flags))
    }
    sigprocmask(SIG_UNBLOCK, &caught, nil)
    signal(SIGPIPE, SIG_IGN)
  }

  /// Sets `handle` as the handler of `signalNumber`, blocking no other signal while it runs.
  private static func install(for signalNumber: Int32, flags: Int32) {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { Signals.handle($0) }
    #elseif canImport(Musl)
      action.__sa_handler.sa_handler = { Signals.handle($0) }
    #else
      action.__sigaction_u.__sa_handler = { Signals.handle($0) }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    sigaction(signalNumber, &action, nil)
  }

  /// The handler: records the signal (a resize or a continue as a change of screen), then
  /// wakes whoever waits (async-signal-safe only).
  private static func handle(_ signalNumber: Int32) {
    let savedErrno = errno
    if signalNumber == SIGWINCH || signalNumber == SIGCONT {
      screenChangeCaught.store(true, ordering: .relaxed)
    } else {
      caughtSignal.store(signalNumber, ordering: .relaxed)
      endingCaught.store(true, ordering: .relaxed)
    }
    // A byte in the wake-up pipe ends a wait for input (a full pipe already wakes its reader).
    let writer = wakeWriter.load(ordering: .relaxed)
    if writer >= 0 {
      var byte: UInt8 = 1
      _ = write(writer, &byte, 1)
    }
    errno = savedErrno
  }

  /// Whether the screen changed (a resize, a continue) since the last call, clearing it.
  public static func takeScreenChange() -> Bool {
    screenChangeCaught.exchange(false, ordering: .relaxed)
  }

  /// The descriptor that is readable whenever a signal was caught and not yet taken, to
  /// wait on beside input (none before `catchInterruptions`).
  public static var wakeDescriptors: [Int32] {
    let reader = wakeReader.load(ordering: .relaxed)
    return reader >= 0 ? [reader] : []
  }

  /// Whether a signal was caught and not yet taken.
  public static var isPending: Bool {
    caughtSignal.load(ordering: .relaxed) != 0
  }

  /// Whether a signal that ends the program was caught in this run, taken or not: what
  /// waits on another program (a lock it holds) soon gives up, so that the program ends.
  public static var isEnding: Bool {
    endingCaught.load(ordering: .relaxed)
  }

  /// The signal caught since the last call, if any, clearing it.
  ///
  /// The wake-up pipe is emptied first: a signal that lands after that leaves both its flag
  /// and its byte, so it is taken now or wakes the next wait, never neither.
  public static func takeCaught() -> Int32? {
    for reader in wakeDescriptors {
      var bytes = [UInt8](repeating: 0, count: 64)
      while bytes.withUnsafeMutableBytes({ read(reader, $0.baseAddress, $0.count) }) > 0 {}
    }
    let signalNumber = caughtSignal.exchange(0, ordering: .relaxed)
    return signalNumber == 0 ? nil : signalNumber
  }

  /// The exit status the signal caught since the last call asks for (`takeCaught`), if any.
  public static func takeCaughtExitStatus() -> Int32? {
    takeCaught().map(exitStatus(for:))
  }

  /// The conventional exit status after a signal: 128 plus its number (130 for Ctrl-C).
  public static func exitStatus(for signalNumber: Int32) -> Int32 {
    128 + signalNumber
  }
}
