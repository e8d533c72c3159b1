import Foundation

/// Waiting until descriptors have something to read (or have closed): the one `poll` for
/// input, a connection, a listener or the signal pipe.
public enum Readiness {
  /// Waits at most `timeout` milliseconds (forever when negative) until one of
  /// `descriptors` is readable.
  ///
  /// - Returns: Whether each is readable (none after the timeout), or `nil` if the wait
  ///   failed, `errno` saying why (`EINTR`: a signal came).
  public static func wait(for descriptors: [Int32], timeout: Int32) -> [Bool]? {
    var waits = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&waits, nfds_t(waits.count), timeout) >= 0 else { return nil }
    return waits.map { $0.revents != 0 }
  }
}

extension ContinuousClock.Instant {
  /// The milliseconds from now to this instant, as `poll` takes them: none once it passed.
  public var millisecondsFromNow: Int32 {
    Int32(max(0, min((self - .now) / .milliseconds(1), Double(Int32.max))))
  }
}
