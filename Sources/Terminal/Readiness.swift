import Foundation

/// Waiting until descriptors have something to read (or have closed): the one `poll` for
/// input, a connection, a listener or the signal pipe.
public enum Readiness {
  /// Waits until one of `descriptors` is readable, or until `deadline` (forever when `nil`,
  /// not at all once it has passed).
  ///
  /// - Returns: Whether each is readable (none after the deadline), or `nil` if the wait
  ///   failed, `errno` saying why (`EINTR`: a signal came).
  public static func wait(
    for descriptors: [Int32], until deadline: ContinuousClock.Instant?
  ) -> [Bool]? {
    // The milliseconds `poll` takes: -1 waits forever.
    let timeout: Int32 =
      deadline.map { Int32(max(0, min(($0 - .now) / .milliseconds(1), Double(Int32.max)))) } ?? -1
    var waits = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    guard poll(&waits, nfds_t(waits.count), timeout) >= 0 else { return nil }
    return waits.map { $0.revents != 0 }
  }
}
