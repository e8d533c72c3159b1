import Foundation
import Testing

@testable import Terminal

/// A caught signal always ends the wait for input, however it lands (SPEC §5).
@Suite(.serialized) struct SignalsTests {
  @Test func aSignalCaughtJustBeforeTheWaitBeginsStillEndsIt() throws {
    Signals.catchInterruptions()
    _ = Signals.takeCaught()
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    // The signal lands after the last look at the flag and before the wait: the window a
    // plain `read` and its `EINTR` leave open, here made certain. Its byte in the wake-up
    // pipe, which the console's wait for input watches, ends that wait at once.
    raise(SIGTERM)
    // Were the signal missed, the read would find the end of input, the writer being
    // closed: the test would fail, never hang.
    close(ends[1])
    var reader = LineReader { StandardConsole.fill(&$0, from: ends[0]) }
    #expect(reader.nextLine() == .failure(.interrupted))
    #expect(Readiness.wait(for: Signals.wakeDescriptors, until: .now) == [true])
    #expect(Signals.takeCaught() == SIGTERM)
    #expect(Signals.takeCaught() == nil)
    // Taken, it leaves nothing to end the next wait.
    #expect(Readiness.wait(for: Signals.wakeDescriptors, until: .now) == [false])
  }

  @Test func aLineInterruptedHalfwayIsKeptForTheNextRead() {
    var events: [[UInt8]?] = [Array("ab".utf8), nil, Array("c\nd\n".utf8)]
    var reader = LineReader { buffer in
      guard !events.isEmpty else { return .endOfInput }
      guard let bytes = events.removeFirst() else { return .interrupted }
      buffer.append(contentsOf: bytes)
      return nil
    }
    #expect(reader.nextLine() == .failure(.interrupted))
    #expect(reader.nextLine() == .success("abc"))
    #expect(reader.nextLine() == .success("d"))
  }
}
