import Foundation
import Lexicon
import Testing

@testable import Remote

@Suite struct JoinCodeTests {
  @Test func aCodeHasSevenCharactersWithoutLookAlikes() {
    var generator = SplitMix64(seed: 1)
    var seen = Set<String>()
    for _ in 0..<1_000 {
      let code = JoinCode(using: &generator).description
      #expect(code.count == 7)
      #expect(code.allSatisfy { !"0O1ILU".contains($0) && JoinCode.alphabet.contains($0) })
      seen.insert(code)
    }
    #expect(seen.count == 1_000)
    // At least 30 bits, worked out from the alphabet rather than written down.
    #expect(pow(Double(JoinCode.alphabet.count), Double(JoinCode.length)) >= pow(2, 30))
    #expect(Set(JoinCode.alphabet).count == JoinCode.alphabet.count)
  }

  @Test(arguments: [
    ("K7Q2M9A", "K7Q2M9A"), ("k7q2m9a", "K7Q2M9A"), ("K7Q-2M9-A", "K7Q2M9A"),
    (" K7Q 2M9A ", "K7Q2M9A"),
  ])
  func aTypedCodeIsReadInAnyCase(typed: String, code: String) {
    #expect(JoinCode(typed: typed)?.description == code)
  }

  @Test(arguments: ["", "K7Q2M9", "K7Q2M9AB", "K7Q2M0A", "K7Q2MIA", "K7Q2M9É", "K7Q_M9A"])
  func whatCannotBeACodeIsRefused(typed: String) {
    #expect(JoinCode(typed: typed) == nil)
  }
}

@Suite struct NetworkAddressTests {
  @Test(arguments: [
    ("192.168.1.20:40123", "192.168.1.20", 40123), ("[::1]:7", "::1", 7),
    ("pc.local:65535", "pc.local", 65535), ("[fe80::1%eth0]:80", "fe80::1%eth0", 80),
  ])
  func aHostAndPortAreRead(text: String, host: String, port: Int) {
    let address = NetworkAddress(parsing: text)
    #expect(address?.host == host)
    #expect(address.map { Int($0.port) } == port)
    #expect(address?.description == text)
  }

  @Test(arguments: [
    "", "pc", "pc:", ":80", "pc:0", "pc:65536", "pc:-1", "[::1]", "::1:80x", "a b:80", "[[::1]]:80",
  ])
  func whatIsNotAnAddressIsRefused(text: String) {
    #expect(NetworkAddress(parsing: text) == nil)
  }
}

/// Both ends on loopback, the joiner's on a thread of its own.
@Suite(.serialized) struct ConnectionTests {
  static let code = JoinCode(typed: "K7Q2M9A")!

  /// A listener on loopback at a free port.
  func listen(
    _ host: String = "127.0.0.1", codeTimeout: Int32 = Listener.codeTimeout,
    penalty: Duration = .seconds(1)
  ) throws -> Listener {
    try Listener(
      at: NetworkAddress(host: host, port: 0), code: Self.code, codeTimeout: codeTimeout,
      penalty: penalty)
  }

  /// The host's end of a connection that joined `listener` with the code, and then waits.
  func joined(_ listener: Listener) -> Connection? {
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\n")
      _ = connection.receiveLine(timeout: 10_000)
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else { return nil }
    return connection
  }

  /// Runs `body` with a raw connection to `port` on another thread.
  func joiner(
    _ host: String = "127.0.0.1", port: UInt16,
    _ body: @escaping @Sendable (Connection) throws -> Void
  ) {
    let thread = Thread {
      let connection: Connection
      do {
        connection = try Connection.connect(
          to: NetworkAddress(host: host, port: port), timeout: 5_000)
      } catch {
        return
      }
      try? body(connection)
    }
    thread.start()
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func linesGoBothWaysOnceTheCodeIsRight(host: String) throws {
    let listener = try listen(host)
    #expect(listener.port > 0)
    joiner(host, port: listener.port) { connection in
      try connection.send("k7q-2m9-a\nHELLO\n")
      if case .line(let line) = connection.receiveLine(timeout: 10_000) {
        try connection.send("got \(line)\n")
      }
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("nobody joined")
      return
    }
    #expect(connection.receiveLine(timeout: 10_000) == .line("HELLO"))
    try connection.send("WELCOME\n")
    #expect(connection.receiveLine(timeout: 10_000) == .line("got WELCOME"))
    #expect(connection.receiveLine(timeout: 10_000) == .closed)
  }

  @Test(arguments: [
    ("K7Q2M9A 40x20", ScreenSize(columns: 40, rows: 20)), ("K7Q2M9A", nil),
    ("K7Q2M9A 19x20", nil), ("K7Q2M9A 40x4", nil), ("K7Q2M9A 40x20x3", nil),
    ("K7Q2M9A wide", nil), ("K7Q2M9A 99999999999999999999x20", nil),
  ])
  func theJoinersScreenComesWithTheCodeIfItIsOne(line: String, screen: ScreenSize?) throws {
    let listener = try listen()
    joiner(port: listener.port) { connection in
      try connection.send(line + "\n")
      _ = connection.receiveLine(timeout: 10_000)
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("nobody joined")
      return
    }
    #expect(connection.peerScreen == screen)
    connection.shutDown()
  }

  @Test(arguments: [
    ("\u{1}40x20", ScreenSize(columns: 40, rows: 20)), ("40x20", nil), ("\u{1}", nil),
    ("\u{1}19x20", nil), ("\u{1}40x20x3", nil), ("\u{1}\u{1}40x20", nil),
    ("\u{1}99999999999999999999x20", nil), ("\u{1}-40x20", nil), ("/quit", nil),
  ])
  func aResizeLineNamesASizeATerminalCanHave(line: String, screen: ScreenSize?) {
    #expect(ScreenSize(resizeLine: line) == screen)
    #expect(screen.map { ScreenSize(resizeLine: $0.resizeLine) == $0 } ?? true)
  }

  /// Issue 50: `u` without a line break, then a closed connection, is no line (it was
  /// played as the joiner's move).
  @Test func halfALineThenAClosedConnectionIsNoLine() throws {
    let listener = try listen()
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\nWHOLE\nu")
      connection.shutDown()
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("nobody joined")
      return
    }
    #expect(connection.receiveLine(timeout: 10_000) == .line("WHOLE"))
    #expect(connection.receiveLine(timeout: 10_000) == .closed)
  }

  /// Once every seat is taken, whoever else was sending a code is closed: nothing of theirs is
  /// watched any more (a connection left waiting kept the host's prompt from being read).
  @Test func aJoinClosesTheConnectionsStillSendingACode() throws {
    let listener = try listen()
    let told = Told()
    joiner(port: listener.port) { connection in
      try connection.send("K7Q")  // half a code, then silence
      told.set(connection.receiveLine(timeout: 10_000))
    }
    #expect(listener.awaitJoiner(timeout: 200) == .timedOut)
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\n")
      _ = connection.receiveLine(timeout: 10_000)
    }
    var arrival = listener.awaitJoiner(timeout: 10_000)
    while arrival == .timedOut { arrival = listener.awaitJoiner(timeout: 10_000) }
    guard case .joined(let joined) = arrival else {
      Issue.record("nobody joined: \(arrival)")
      return
    }
    // The table has one seat: it is full.
    listener.closeWaitingCodes()
    #expect(listener.descriptors == [listener.descriptor])
    told.wait(for: 1)
    #expect(told.values == [.closed])
    joined.shutDown()
  }

  @Test func wrongCodesAreTurnedAwayAndTheFifthEndsTheListening() throws {
    let listener = try listen()
    for _ in 0..<Listener.wrongCodeLimit {
      joiner(port: listener.port) { connection in
        try connection.send("AAAAAAA\n")
        _ = connection.receiveLine(timeout: 10_000)
      }
    }
    var arrivals: [Listener.Arrival] = []
    for _ in 0..<Listener.wrongCodeLimit { arrivals.append(listener.awaitJoiner(timeout: 10_000)) }
    #expect(arrivals == Array(repeating: .refused, count: 4) + [.closedAfterWrongCodes])
    #expect(listener.wrongCodes == Listener.wrongCodeLimit)
    #expect(listener.awaitJoiner(timeout: 10_000) == .closedAfterWrongCodes)
  }

  @Test func aWrongCodeIsToldSoAndTheRightOneGetsInAfter() throws {
    let listener = try listen()
    let told = Told()
    let port = listener.port
    joiner(port: port) { connection in
      try connection.send("AAAAAAA\n")
      told.set(connection.receiveLine(timeout: 10_000))
      let again = try Connection.connect(
        to: NetworkAddress(host: "127.0.0.1", port: port), timeout: 5_000)
      try again.send("\(Self.code)\n")
      _ = again.receiveLine(timeout: 10_000)
    }
    #expect(listener.awaitJoiner(timeout: 10_000) == .refused)
    guard case .joined = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("the second try did not get in")
      return
    }
    #expect(listener.wrongCodes == 1)
    #expect(told.values == [.line("The code is wrong.")])
  }

  /// Issue 50: a connection that sends nothing is no wrong code (five of them, a port
  /// scan, ended the listening), and it holds nobody while its code is awaited.
  @Test func aConnectionThatSendsNoCodeIsNoWrongCode() throws {
    let listener = try listen(codeTimeout: 50)
    for _ in 0..<Listener.wrongCodeLimit {
      joiner(port: listener.port) { connection in
        _ = connection.receiveLine(timeout: 10_000)  // sends nothing until it is closed
      }
      #expect(listener.awaitJoiner(timeout: 10_000) == .left)
    }
    #expect(listener.wrongCodes == 0 && listener.isListening)
    // Nor does one that closes without a code, nor one waiting: the call returns at once.
    joiner(port: listener.port) { connection in connection.shutDown() }
    #expect(listener.awaitJoiner(timeout: 10_000) == .left)
    #expect(listener.wrongCodes == 0)
  }

  /// A service scan's probes (an HTTP request, a blank line, TLS-like bytes) are no code
  /// at all: they cannot guess it, so they end nothing (five of them ended the listening),
  /// and are closed without a word.
  @Test func aLineThatIsNoCodeIsNoWrongCode() throws {
    let listener = try listen()
    let told = Told()
    let probes = ["GET / HTTP/1.0", "", "HELP", "\u{16}\u{03}\u{01}\u{02}", "AAAAAA", "AAAAAAAA"]
    for probe in probes {
      joiner(port: listener.port) { connection in
        try connection.send(probe + "\n")
        told.set(connection.receiveLine(timeout: 10_000))
      }
      #expect(listener.awaitJoiner(timeout: 10_000) == .left)
    }
    #expect(listener.wrongCodes == 0 && listener.isListening)
    told.wait(for: probes.count)
    #expect(told.values == Array(repeating: .closed, count: probes.count))
  }

  @Test func aCodeSentAByteAtATimeMustStillArriveInTime() throws {
    let listener = try listen(codeTimeout: 100)
    joiner(port: listener.port) { connection in
      // Each byte well within the wait, the whole code well after it.
      for byte in "\(Self.code)\n" {
        try connection.send(String(byte))
        usleep(40_000)
      }
    }
    #expect(listener.awaitJoiner(timeout: 10_000) == .left)
    #expect(listener.wrongCodes == 0)
  }

  /// Issue 50: once someone has joined, wrong codes end nothing: the address that sends
  /// too many is turned away for a while, and told so.
  @Test func afterAJoinWrongCodesSlowTheirAddressDownAndEndNothing() throws {
    let listener = try listen(penalty: .seconds(3_600))
    let first = try #require(joined(listener))
    for _ in 0..<Listener.wrongCodeLimit {
      joiner(port: listener.port) { connection in
        try connection.send("AAAAAAA\n")
        _ = connection.receiveLine(timeout: 10_000)
      }
      #expect(listener.awaitJoiner(timeout: 10_000) == .refused)
    }
    #expect(listener.isListening && listener.wrongCodes == Listener.wrongCodeLimit)
    let told = Told()
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\n")
      told.set(connection.receiveLine(timeout: 10_000))
    }
    #expect(listener.awaitJoiner(timeout: 10_000) == .left)
    told.wait(for: 1)
    guard case .line(let line) = told.values.first else {
      Issue.record("the address was not told")
      return
    }
    #expect(line.hasPrefix("Too many wrong codes from your address; try again in "))
    first.shutDown()
  }

  @Test func aSecondJoinerIsToldTheGameIsFull() throws {
    let listener = try listen()
    let told = Told()
    let first = try #require(joined(listener))
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\n")
      told.set(connection.receiveLine(timeout: 10_000))
    }
    guard case .joined(let second) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("the second joiner's code was not read")
      return
    }
    Listener.turnAway(second)
    told.wait(for: 1)
    #expect(told.values == [.line("The game is full: every seat is taken.")])
    first.shutDown()
  }

  @Test func aLongLineIsCutAndAFloodIsCutOff() throws {
    let listener = try listen()
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\n" + String(repeating: "A", count: 1_500) + "\n")
      // Then 100 MB: the host cuts it off long before, and this send fails.
      let megabyte = String(repeating: "B", count: 1 << 20)
      for _ in 0..<100 { try connection.send(megabyte, timeout: 10_000) }
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("nobody joined")
      return
    }
    #expect(connection.receiveLine(timeout: 10_000) == .line(String(repeating: "A", count: 1_024)))
    #expect(connection.receiveLine(timeout: 10_000) == .flooded)
    #expect(connection.receiveLine(timeout: 10_000) == .closed)
  }

  @Test func aSilentJoinerTimesOutAndWhatItStartedIsKept() throws {
    let listener = try listen()
    let told = Told()
    joiner(port: listener.port) { connection in
      try connection.send("\(Self.code)\nHAL")
      told.wait(for: 1)
      try connection.send("F\n")
      _ = connection.receiveLine(timeout: 10_000)
    }
    guard case .joined(let connection) = listener.awaitJoiner(timeout: 10_000) else {
      Issue.record("nobody joined")
      return
    }
    #expect(connection.receiveLine(timeout: 50) == .timedOut)
    told.set(.timedOut)
    #expect(connection.receiveLine(timeout: 10_000) == .line("HALF"))
  }

  /// Junk of every kind from many connections, seeded: the host gets lines, timeouts, closes
  /// and floods, and nothing else, whatever arrives.
  @Test func junkNeverCrashesNorHangsTheHost() throws {
    var listener = try listen(codeTimeout: 2_000, penalty: .zero)
    var generator = SplitMix64(seed: 35)
    var outcomes: [String: Int] = [:]
    for round in 0..<200 {
      let size = [0, 1, 7, 100, 1_023, 1_025, 5_000, 70_000][
        Int.random(in: 0..<8, using: &generator)]
      let junk = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
      // The code, a wrong one, or junk alone (which is no code at all).
      let first = ["\(Self.code)\n", "AAAAAAA\n", ""][round % 3]
      joiner(port: listener.port) { connection in
        let bytes = Array(first.utf8) + junk
        _ = try? connection.send(String(decoding: bytes, as: UTF8.self), timeout: 2_000)
        connection.shutDown()
      }
      switch listener.awaitJoiner(timeout: 10_000) {
      case .joined(let connection):
        var received = connection.receiveLine(timeout: 2_000)
        while case .line = received { received = connection.receiveLine(timeout: 2_000) }
        outcomes["\(received)", default: 0] += 1
      case .refused:
        outcomes["refused", default: 0] += 1
      case .left:
        outcomes["left", default: 0] += 1
      case .timedOut, .closedAfterWrongCodes:
        outcomes["\(listener.wrongCodes) wrong codes and nobody joined", default: 0] += 1
      }
      if listener.wrongCodes == Listener.wrongCodeLimit - 1 {
        listener = try listen(codeTimeout: 2_000, penalty: .zero)
      }
    }
    #expect(outcomes.values.reduce(0, +) == 200)
    #expect(outcomes.keys.sorted() == ["closed", "flooded", "left", "refused"], "\(outcomes)")
  }
}

/// Values handed from a joiner's thread to the test, and a wait for them.
final class Told: @unchecked Sendable {
  private let condition = NSCondition()
  private var received: [Connection.Received] = []

  var values: [Connection.Received] {
    condition.lock()
    defer { condition.unlock() }
    return received
  }

  func set(_ value: Connection.Received) {
    condition.lock()
    received.append(value)
    condition.broadcast()
    condition.unlock()
  }

  func wait(for count: Int) {
    condition.lock()
    while received.count < count { condition.wait() }
    condition.unlock()
  }
}

@Suite struct FrameTests {
  @Test(arguments: [
    Frame.line("Word _ _ _"), .line(""), .prompt("Guess a letter: "), .asked,
    .record(#"{"game":"ghost"}"#), .ended(saved: false), .ended(saved: true),
    .notice("The code is wrong."),
  ])
  func aFrameReadsBackAsItWasSent(_ frame: Frame) {
    #expect(Frame(frame.encoded) == frame)
  }

  /// A mark with more after it than its frame holds is no frame of the game: it is text.
  @Test(arguments: ["?x", ".", ",,", "..", ""])
  func aLineNoFrameMeansIsANotice(_ line: String) {
    #expect(Frame(line) == (line == "." ? .ended(saved: false) : .notice(line)))
  }
}
