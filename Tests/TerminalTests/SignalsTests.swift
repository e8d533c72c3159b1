import Foundation
import Testing

@testable import Terminal

/// A caught signal always ends the wait for input, however it lands (SPEC §5).
@Suite(.serialized) struct SignalsTests {
  @Test func aSignalCaughtJustBeforeTheWaitBeginsStillEndsIt() {
    Signals.catchInterruptions()
    _ = Signals.takeCaught()
    // The signal lands after the last look at the flag and before the wait: the window a
    // plain `read` and its `EINTR` leave open, here made certain. Its byte in the wake-up
    // pipe, which the console's wait for input watches, ends that wait at once.
    raise(SIGTERM)
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
