import Foundation
import Terminal

/// A host's listening socket, which lets in the joiners who know the code (SPEC §3.5).
///
/// A connection must send the code as its first line within `codeTimeout` milliseconds.
/// The code exchange never blocks: connections whose code is awaited are watched beside the
/// socket (`descriptors`), so the host's prompt goes on meanwhile. Only a code that was
/// sent and is wrong counts as a wrong code; a connection that sends nothing, too slowly,
/// something that is no code, or leaves, is closed without a word. Before anyone has
/// joined, `wrongCodeLimit` wrong codes end the listening; after, the same number from one
/// address slows that address down (as OpenSSH's per-source penalties do): each further
/// wrong code from it turns it away for twice as long, from a second to a minute, and the
/// game goes on for everyone.
public final class Listener {
  public static let codeTimeout: Int32 = 10_000
  public static let wrongCodeLimit = 5

  /// The listening socket, or -1 once the listening has ended.
  public private(set) var descriptor: Int32
  /// The port listened on: the one asked for, or the one the system chose.
  public let port: UInt16
  public let code: JoinCode
  public private(set) var wrongCodes = 0
  /// Whether a joiner may still come in: the listening has not ended.
  public var isListening: Bool { descriptor >= 0 }
  /// How long a connection may take to send its code, in milliseconds.
  private let codeTimeout: Int32
  /// How long an address that sent too many wrong codes is first turned away.
  private let penalty: Duration
  /// Whether someone has joined: from then on, wrong codes only slow their source down.
  public private(set) var hasJoined = false
  /// The connections whose code is awaited, each with where it comes from and its deadline.
  private var waiting:
    [(connection: Connection, source: String, deadline: ContinuousClock.Instant)] = []
  /// The wrong codes each address sent, and until when it is turned away.
  private var penalties: [String: (wrongCodes: Int, until: ContinuousClock.Instant)] = [:]
  /// The most connections whose code may be awaited at once; the oldest makes room.
  private static let waitingLimit = 16

  /// Listens at `address`: a host of `nil` is every interface, IPv6 and IPv4 both where the
  /// system has IPv6; a port of 0 is any free one.
  public init(
    at address: NetworkAddress, code: JoinCode = JoinCode(),
    codeTimeout: Int32 = Listener.codeTimeout, penalty: Duration = .seconds(1)
  ) throws(NetworkError) {
    self.code = code
    self.codeTimeout = codeTimeout
    self.penalty = penalty
    let listening = try address.readySocket(
      passive: true, failing: "cannot listen at \(address)"
    ) { candidate, socket in
      setOption(of: socket, SOL_SOCKET, SO_REUSEADDR, to: 1)
      if candidate.family == AF_INET6, address.host == nil {
        setOption(of: socket, Int32(IPPROTO_IPV6), IPV6_V6ONLY, to: 0)
      }
      return candidate.bindSocket(socket) == 0 && listen(socket, 8) == 0
    }
    descriptor = listening
    port = SocketAddress.written { _ = getsockname(listening, $0, $1) }.port
  }

  deinit { stopListening() }

  /// What to watch for someone arriving: the socket, and the connections whose code is
  /// awaited; none once the listening has ended.
  public var descriptors: [Int32] {
    isListening ? [descriptor] + waiting.map(\.connection.descriptor) : []
  }

  /// When the first connection whose code is awaited has waited too long: a wait that
  /// watches `descriptors` ends then, for `awaitJoiner` to close it.
  public var nextDeadline: ContinuousClock.Instant? { waiting.map(\.deadline).min() }

  /// What came of waiting for a joiner.
  public enum Arrival: Equatable {
    case joined(Connection)
    /// Someone sent a wrong code, and was sent away; listening goes on (`wrongCodes` says
    /// how many so far).
    case refused
    /// Someone who connected went without a code (in silence, too slowly, with a line that
    /// is no code, or turned away for earlier wrong codes): it is no wrong code, and
    /// listening goes on.
    case left
    /// Nobody came in time (or a wake descriptor was readable); listening goes on.
    case timedOut
    /// The last wrong code allowed before anyone joined: listening has ended, and the
    /// socket is closed.
    case closedAfterWrongCodes
  }

  /// Waits at most `timeout` milliseconds (forever when negative), or until one of `wake`
  /// is readable (`Signals.wakeDescriptors`), for what a connection brings: a code, or its
  /// leaving. A connection that has sent part of its code is waited for on later calls.
  public func awaitJoiner(timeout: Int32, wakingOn wake: [Int32] = []) -> Arrival {
    let end = timeout < 0 ? nil : ContinuousClock.now + .milliseconds(timeout)
    repeat {
      guard isListening else { return .closedAfterWrongCodes }
      // Whoever has not sent a code in time is closed, without a word.
      let now = ContinuousClock.now
      if closeWaiting(where: { $0 <= now }) { return .left }
      let watched = descriptors
      let next = ([end] + waiting.map(\.deadline)).compactMap { $0 }.min()
      // No readiness at all: a signal came.
      guard let ready = Readiness.wait(for: watched + wake, until: next) else { return .timedOut }
      if ready[watched.count...].contains(true) { return .timedOut }
      if ready[0], let arrival = admitNewcomer() { return arrival }
      for (socket, isReady) in zip(watched, ready).dropFirst() where isReady {
        if let arrival = readCode(from: socket) { return arrival }
      }
    } while end.map { ContinuousClock.now < $0 } ?? true
    return .timedOut
  }

  /// Accepts whoever connected, to wait for their code; one from an address turned away for
  /// its wrong codes is told so and closed.
  private func admitNewcomer() -> Arrival? {
    guard let (connection, source) = acceptNext() else { return nil }
    if let until = penalties[source]?.until, until > .now {
      let seconds = Int(((until - .now) / .seconds(1)).rounded(.up))
      try? connection.send(
        "Too many wrong codes from your address; try again in \(seconds) s.\n", timeout: 1_000)
      connection.shutDown()
      return .left
    }
    if waiting.count >= Self.waitingLimit { waiting.removeFirst().connection.shutDown() }
    waiting.append((connection, source, .now + .milliseconds(codeTimeout)))
    return nil
  }

  /// The code a waiting connection sent, if it sent a whole line: the joiner, or a wrong
  /// code; `.left` if it closed; `nil` while its line is not whole.
  private func readCode(from socket: Int32) -> Arrival? {
    guard let index = waiting.firstIndex(where: { $0.connection.descriptor == socket }) else {
      return nil
    }
    let (connection, source, _) = waiting[index]
    let received = connection.receiveLine(timeout: 0)
    if received == .timedOut { return nil }
    waiting.remove(at: index)
    // The code, and the size of the joiner's terminal if it is one: "K7Q2M9A 80x24".
    guard case .line(let line) = received else { return .left }
    let words = line.split(separator: " ", maxSplits: 1)
    // A line that is no code at all (a scanner's probe, another protocol's greeting) cannot
    // guess the code: it is closed without a word and counts as no wrong code.
    guard let sent = JoinCode(typed: String(words.first ?? "")) else {
      connection.shutDown()
      return .left
    }
    if sent == code {
      connection.peerScreen = words.dropFirst().first.flatMap(ScreenSize.init)
      hasJoined = true
      return .joined(connection)
    }
    wrongCodes += 1
    var record = penalties[source] ?? (0, .now)
    record.wrongCodes += 1
    let beyond = record.wrongCodes - Self.wrongCodeLimit
    if beyond >= 0 { record.until = .now + min(penalty * (1 << min(beyond, 6)), .seconds(60)) }
    penalties[source] = record
    try? connection.send("The code is wrong.\n", timeout: 1_000)
    connection.shutDown()
    guard hasJoined || wrongCodes < Self.wrongCodeLimit else {
      stopListening()
      return .closedAfterWrongCodes
    }
    return .refused
  }

  /// Closes the connections whose code is awaited that `isClosed` picks by their deadline.
  ///
  /// - Returns: Whether it closed any.
  @discardableResult
  private func closeWaiting(where isClosed: (ContinuousClock.Instant) -> Bool) -> Bool {
    let closed = waiting.filter { isClosed($0.deadline) }
    for (connection, _, _) in closed { connection.shutDown() }
    waiting.removeAll { isClosed($0.deadline) }
    return !closed.isEmpty
  }

  /// Closes the connections whose code is awaited: once every seat is taken, nothing of
  /// theirs is watched any more (left waiting, one kept the host's prompt from being read).
  public func closeWaitingCodes() { closeWaiting { _ in true } }

  /// Ends the listening: the socket is closed (the port no longer listens), and so are the
  /// connections whose code was awaited.
  public func stopListening() {
    guard isListening else { return }
    close(descriptor)
    descriptor = -1
    closeWaiting { _ in true }
  }

  /// Tells one who came with the code when every seat is taken that the game is full, and
  /// closes them.
  public static func turnAway(_ newcomer: Connection) {
    try? newcomer.send("The game is full: every seat is taken.\n", timeout: 1_000)
    newcomer.shutDown()
  }

  /// The connection waiting to be accepted, and the address it comes from.
  private func acceptNext() -> (Connection, source: String)? {
    var socket: Int32 = -1
    let source = SocketAddress.written { socket = accept(descriptor, $0, $1) }
    guard socket >= 0 else { return nil }
    return (Connection(descriptor: socket), source.host ?? "?")
  }
}
