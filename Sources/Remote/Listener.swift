import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A host's listening socket, which lets in one joiner who knows the code (SPEC §3.5).
///
/// A connection must send the code as its first line within `codeTimeout` milliseconds; one
/// that sends another code, or nothing in time, is closed, and after `wrongCodeLimit` wrong
/// codes the host stops listening. While a joiner plays, anyone else who connects is told
/// the game is full and closed.
public final class Listener {
  public static let codeTimeout: Int32 = 10_000
  public static let wrongCodeLimit = 5

  public let descriptor: Int32
  /// The port listened on: the one asked for, or the one the system chose.
  public let port: UInt16
  public let code: JoinCode
  public private(set) var wrongCodes = 0
  /// Whether a joiner may still come in: fewer than `wrongCodeLimit` wrong codes came.
  public var isListening: Bool { wrongCodes < Self.wrongCodeLimit }

  /// Listens at `address`: a host of `nil` is every interface, IPv6 and IPv4 both where the
  /// system has IPv6; a port of 0 is any free one.
  public init(at address: NetworkAddress, code: JoinCode = JoinCode()) throws(NetworkError) {
    self.code = code
    var failure = NetworkError("cannot listen at \(address)", errno: EADDRNOTAVAIL)
    for candidate in try address.resolved(passive: true) {
      let socket = candidate.makeSocket()
      guard socket >= 0 else { continue }
      var on: Int32 = 1
      var off: Int32 = 0
      let size = socklen_t(MemoryLayout<Int32>.size)
      setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &on, size)
      if candidate.family == AF_INET6, address.host == nil {
        setsockopt(socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &off, size)
      }
      guard candidate.bindSocket(socket) == 0, listen(socket, 8) == 0 else {
        failure = NetworkError("cannot listen at \(address)")
        close(socket)
        continue
      }
      descriptor = socket
      port = Self.localPort(of: socket)
      return
    }
    throw failure
  }

  deinit { close(descriptor) }

  /// What came of waiting for a joiner.
  public enum Arrival: Equatable {
    case joined(Connection)
    /// Someone connected with a wrong code, or none in time, and was sent away; listening
    /// goes on (`wrongCodes` says how many so far).
    case refused
    /// Nobody connected in time (or a wake descriptor was readable); listening goes on.
    case timedOut
    /// The last wrong code allowed: listening has ended.
    case closedAfterWrongCodes
  }

  /// Waits at most `timeout` milliseconds (forever when negative) for someone to connect,
  /// or until one of `wake` is readable (`Signals.wakeDescriptors`), then at most
  /// `codeTimeout` for their code.
  public func awaitJoiner(
    timeout: Int32, wakingOn wake: [Int32] = [], codeTimeout: Int32 = Listener.codeTimeout
  ) -> Arrival {
    guard isListening else { return .closedAfterWrongCodes }
    guard let connection = nextConnection(timeout: timeout, wakingOn: wake) else {
      return .timedOut
    }
    // The code, and the size of the joiner's terminal if it is one: "K7Q2M9A 80x24".
    if case .line(let line) = connection.receiveLine(timeout: codeTimeout) {
      let words = line.split(separator: " ", maxSplits: 1)
      if JoinCode(typed: String(words.first ?? "")) == code {
        connection.peerScreen = words.dropFirst().first.flatMap(ScreenSize.init)
        return .joined(connection)
      }
    }
    wrongCodes += 1
    try? connection.send("The code is wrong.\n", timeout: 1_000)
    connection.shutDown()
    return isListening ? .refused : .closedAfterWrongCodes
  }

  /// Tells anyone who connects that the game is full, and closes them: those waiting now,
  /// after waiting at most `timeout` milliseconds for the first.
  public func turnAwayNewcomers(waiting timeout: Int32 = 0) {
    var wait = timeout
    while let newcomer = nextConnection(timeout: wait) {
      wait = 0
      try? newcomer.send("The game is full: someone has joined already.\n", timeout: 1_000)
      newcomer.shutDown()
    }
  }

  /// The next connection, waiting at most `timeout` milliseconds or until one of `wake`
  /// is readable.
  private func nextConnection(timeout: Int32, wakingOn wake: [Int32] = []) -> Connection? {
    guard Readiness.wait(for: [descriptor] + wake, timeout: timeout)?.first == true else {
      return nil
    }
    let socket = accept(descriptor, nil, nil)
    return socket >= 0 ? Connection(descriptor: socket) : nil
  }

  private static func localPort(of socket: Int32) -> UInt16 {
    var storage = sockaddr_storage()
    var size = socklen_t(MemoryLayout<sockaddr_storage>.size)
    withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socket, $0, &size) }
    }
    return withUnsafeBytes(of: storage) { bytes in
      // sin_port and sin6_port are both the two bytes after the family, in network order.
      UInt16(bytes[2]) << 8 | UInt16(bytes[3])
    }
  }
}
