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
    defer { for end in ends { close(end) } }
    // The signal lands after the last look at the flag and before the read: the window a
    // plain `read` and its `EINTR` leave open, here made certain.
    raise(SIGTERM)
    // Were the signal missed, the read would wait for this line, typed a while later on
    // copies of the pipe's ends that the typing thread owns and closes itself (never the
    // test's, which are closed when it ends, and whose numbers may be reused by then).
    let (readEnd, writer) = (dup(ends[0]), dup(ends[1]))
    Thread.detachNewThread {
      sleep(3)
      _ = "late\n".withCString { write(writer, $0, 5) }
      close(writer)
      close(readEnd)
    }
    var reader = LineReader(fileDescriptor: ends[0], wakingOn: { Signals.wakeDescriptor })
    let result = reader.nextLine()
    #expect(result == .failure(LineReader.StatusError(status: .interrupted)))
    #expect(Signals.takeCaught() == SIGTERM)
    #expect(Signals.takeCaught() == nil)
  }

  @Test func aLineInterruptedHalfwayIsKeptForTheNextRead() {
    var events: [[UInt8]?] = [Array("ab".utf8), nil, Array("c\nd\n".utf8)]
    var reader = LineReader { buffer in
      guard !events.isEmpty else { return .endOfInput }
      guard let bytes = events.removeFirst() else { return .interrupted }
      buffer.append(contentsOf: bytes)
      return nil
    }
    #expect(reader.nextLine() == .failure(LineReader.StatusError(status: .interrupted)))
    #expect(reader.nextLine() == .success("abc"))
    #expect(reader.nextLine() == .success("d"))
  }
}
