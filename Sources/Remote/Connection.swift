import Foundation
import Terminal

/// One TCP connection that carries lines, read as hostile (SPEC §3.5): a line is cut at
/// `LineReader.maximumLineLength` bytes (the rest is read and dropped), a sender faster
/// than a person can type is cut off, and every wait has a timeout.
public final class Connection: Equatable {
  public static func == (left: Connection, right: Connection) -> Bool { left === right }

  /// What waiting for a line gave.
  public enum Received: Equatable, Sendable {
    case line(String)
    /// Nothing complete arrived in time; what part of a line did is kept for the next call.
    case timedOut
    /// The other side closed the connection, or it failed.
    case closed
    /// The other side sent more than a person can type; the connection is closed.
    case flooded
  }

  /// How much a person may send at once, in bytes: a long line pasted whole.
  public static let burst = 2 * LineReader.maximumLineLength
  /// How fast a person may go on sending, in bytes a second, well above anyone's typing.
  public static let bytesPerSecond = 256

  public let descriptor: Int32
  /// The size of the terminal at the other end, if it said.
  public var peerScreen: ScreenSize?
  private let isPerson: Bool
  // Only a line that ends in a line break is one: half a line, then a closed connection, is
  // not a move.
  private lazy var reader = LineReader(keepsUnendedLine: false) { [unowned self] buffer in
    self.fill(&buffer)
  }
  private var isClosed = false
  /// When a wait for a line ends; `nil` waits forever.
  private var deadline: ContinuousClock.Instant?
  private var flooded = false
  /// Whether this wait read something already: past the deadline it reads no more, so that
  /// a line that never ends cannot hold the reader past its timeout.
  private var hasFilled = false
  /// The bytes that may arrive now (a token bucket), and when it was last topped up.
  private var allowance = Double(Connection.burst)
  private var toppedUp = ContinuousClock.now

  /// Takes over an open, connected socket, and has the system probe it while it is silent,
  /// so that a connection cut without a word (a closed lid, a pulled cable) is found closed
  /// within about 11 s; on Darwin, sends on it raise no `SIGPIPE`.
  ///
  /// - Parameter isPerson: Whether a person types what comes: then a flood is cut off. A
  ///   host's screens come as fast as it draws them, a line at most 1 KB all the same.
  public init(descriptor: Int32, isPerson: Bool = true) {
    self.descriptor = descriptor
    self.isPerson = isPerson
    let tcp = Int32(IPPROTO_TCP)
    setOption(of: descriptor, SOL_SOCKET, SO_KEEPALIVE, to: 1)
    #if canImport(Darwin)
      setOption(of: descriptor, SOL_SOCKET, SO_NOSIGPIPE, to: 1)
      setOption(of: descriptor, tcp, TCP_KEEPALIVE, to: 5)
    #else
      setOption(of: descriptor, tcp, TCP_KEEPIDLE, to: 5)
      // Data sent and never acknowledged gives up as soon.
      setOption(of: descriptor, tcp, TCP_USER_TIMEOUT, to: 11_000)
    #endif
    setOption(of: descriptor, tcp, TCP_KEEPINTVL, to: 2)
    setOption(of: descriptor, tcp, TCP_KEEPCNT, to: 3)
  }

  deinit { close(descriptor) }

  /// Connects to `address`, giving up after `timeout` milliseconds.
  public static func connect(
    to address: NetworkAddress, timeout: Int32, isPerson: Bool = true
  ) throws(NetworkError) -> Connection {
    let descriptor = try address.readySocket(
      passive: false, failing: "cannot reach \(address)"
    ) { candidate, socket in
      let flags = fcntl(socket, F_GETFL)
      _ = fcntl(socket, F_SETFL, flags | O_NONBLOCK)
      var result = candidate.connectSocket(socket)
      if result != 0, errno == EINPROGRESS {
        var wait = pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)
        if poll(&wait, 1, timeout) == 1 {
          var error: Int32 = 0
          var size = socklen_t(MemoryLayout<Int32>.size)
          getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &size)
          result = error == 0 ? 0 : -1
          errno = error
        } else {
          errno = ETIMEDOUT
        }
      }
      guard result == 0 else { return false }
      _ = fcntl(socket, F_SETFL, flags)
      return true
    }
    return Connection(descriptor: descriptor, isPerson: isPerson)
  }

  /// Sends `text` whole, waiting at most `timeout` milliseconds for room to send: a side
  /// that stops reading cannot hold the sender.
  public func send(_ text: String, timeout: Int32 = 5_000) throws(NetworkError) {
    guard !isClosed else { throw NetworkError("the connection is closed", errno: EPIPE) }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      var wait = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
      let ready = poll(&wait, 1, timeout)
      if ready < 0, errno == EINTR { continue }
      guard ready == 1 else {
        shutDown()
        throw NetworkError("the other side stopped reading", errno: ETIMEDOUT)
      }
      let sent = bytes.withUnsafeBytes { sendWithoutSignal(descriptor, $0.baseAddress, $0.count) }
      if sent < 0, errno == EINTR || errno == EAGAIN { continue }
      guard sent > 0 else {
        shutDown()
        throw NetworkError("the connection was lost")
      }
      bytes = bytes.dropFirst(sent)
    }
  }

  /// The next line, waiting at most `timeout` milliseconds (forever when negative). A host
  /// that waits on more than this connection (the others at the table, the listener, the
  /// signal pipe) polls them all and reads with no wait (`timeout: 0`).
  public func receiveLine(timeout: Int32) -> Received {
    guard !isClosed else { return .closed }
    // One deadline for the whole line: a sender of a byte at a time cannot stretch it.
    deadline = timeout < 0 ? nil : .now + .milliseconds(timeout)
    hasFilled = false
    switch reader.nextLine() {
    case .success(let line):
      return .line(line)
    case .failure(.interrupted):
      return .timedOut
    case .failure:
      shutDown()
      return flooded ? .flooded : .closed
    }
  }

  /// Ends the connection both ways; the other side sees it closed.
  public func shutDown() {
    guard !isClosed else { return }
    isClosed = true
    shutdown(descriptor, Int32(SHUT_RDWR))
  }

  /// Fills the line reader from the socket, within the deadline and the rate.
  private func fill(_ buffer: inout [UInt8]) -> LineReader.Status? {
    if hasFilled, let deadline, deadline <= .now { return .interrupted }
    hasFilled = true
    guard let ready = Readiness.wait(for: [descriptor], until: deadline) else {
      return errno == EINTR ? .interrupted : .endOfInput
    }
    guard ready[0] else { return .interrupted }  // nothing in time
    if isPerson {
      let now = ContinuousClock.now
      let seconds = (now - toppedUp) / .seconds(1)
      allowance = min(Double(Self.burst), allowance + Double(Self.bytesPerSecond) * seconds)
      toppedUp = now
    }
    // From a person, no more is read than may arrive now: one byte past it is a flood.
    var chunk = [UInt8](repeating: 0, count: isPerson ? max(1, Int(allowance)) : 65536)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count < 0, errno == EINTR || errno == EAGAIN { return .interrupted }
    guard count > 0 else { return .endOfInput }
    if isPerson {
      allowance -= Double(count)
      // The chunk that floods is dropped whole, and the input ends: nothing of it is a line.
      guard allowance >= 0 else {
        flooded = true
        return .endOfInput
      }
    }
    buffer.append(contentsOf: chunk[..<count])
    return nil
  }
}

/// The size of a terminal, written `80x24`, within what a terminal can be.
public struct ScreenSize: Equatable, Sendable, CustomStringConvertible {
  public let columns: Int
  public let rows: Int

  public init?(columns: Int, rows: Int) {
    guard (20...1_000).contains(columns), (5...1_000).contains(rows) else { return nil }
    self.columns = columns
    self.rows = rows
  }

  public init?(_ text: Substring) {
    let sides = text.split(separator: "x").compactMap { Int($0) }
    guard sides.count == 2 else { return nil }
    self.init(columns: sides[0], rows: sides[1])
  }

  public var description: String { "\(columns)x\(rows)" }

  /// The line a joiner sends when their terminal is resized: a control character no move
  /// or command starts with, then the new size (`80x24`).
  public var resizeLine: String { "\u{1}" + description }

  /// The size a joiner's line announces, if it is a resize line.
  public init?(resizeLine line: String) {
    guard line.first == "\u{1}" else { return nil }
    self.init(line.dropFirst())
  }
}

/// `send` without `SIGPIPE` where the system can say so per call (Linux); Darwin's sockets
/// are told once, through `SO_NOSIGPIPE`.
private func sendWithoutSignal(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Darwin)
    send(socket, bytes, count, 0)
  #else
    send(socket, bytes, count, Int32(MSG_NOSIGNAL))
  #endif
}
