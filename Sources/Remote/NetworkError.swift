import Foundation

/// Why the network failed, in words a player can read: what was tried, and the system's
/// reason.
public struct NetworkError: Error, Equatable, CustomStringConvertible {
  public let description: String

  /// `what` failed for the reason `errno` gives.
  init(_ what: String, errno code: Int32 = errno) {
    description = "\(what): \(String(cString: strerror(code)))"
  }

  /// `what` failed for the reason a name lookup gives.
  init(_ what: String, lookup code: Int32) {
    description = "\(what): \(String(cString: gai_strerror(code)))"
  }
}
