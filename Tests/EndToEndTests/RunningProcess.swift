import Foundation
import Terminal
import Testing

/// A `wordgames` process still running, with its pipes.
final class RunningProcess {
  let process: Process
  let input = Pipe()
  let output = Pipe()
  let errors = Pipe()
  private var seen = Data()

  init(process: Process) {
    self.process = process
  }

  /// Types a line.
  func type(_ line: String) throws {
    try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
  }

  /// Reads output until it contains `text`, for at most `seconds`.
  func waitForOutput(containing text: String, seconds: Double = 10) throws {
    guard waitForOutput(seconds: seconds, until: { $0.contains(text) }) else {
      Issue.record("no '\(text)' in: \(shown)")
      return
    }
  }

  /// Everything the process has written to its output so far, as far as it was read.
  var shown: String { String(decoding: seen, as: UTF8.self) }

  /// Reads output until `isDone` holds for all of it, for at most `seconds`, or until the
  /// process ends.
  ///
  /// - Returns: Whether `isDone` came to hold.
  func waitForOutput(seconds: Double = 10, until isDone: (String) -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !isDone(shown), Date() < deadline {
      // What an ended process wrote last is still to read: read it, then look once more.
      let running = process.isRunning
      // Waits a little at a time, so that a process that goes quiet cannot hang the test.
      let output = output.fileHandleForReading
      let ready = Readiness.wait(
        for: [output.fileDescriptor], until: .now + .milliseconds(running ? 100 : 0))
      let data = ready?.first == true ? output.availableData : Data()
      seen.append(data)
      if data.isEmpty, !running { break }
    }
    return isDone(shown)
  }

  /// Waits for the process to end and collects what it wrote.
  ///
  /// A process that has not ended after five minutes (no test comes near that) is killed,
  /// and the test fails, so that a program that hangs fails its test instead of hanging
  /// the whole suite.
  func finish() -> Run {
    try? input.fileHandleForWriting.close()
    let pid = process.processIdentifier
    let limit = Duration.seconds(300)
    let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + 300, execute: watchdog)
    var errorData = Data()
    let waited = ContinuousClock().measure {
      seen.append(output.fileHandleForReading.readDataToEndOfFile())
      errorData = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
    }
    watchdog.cancel()
    if waited >= limit { Issue.record("\(process.arguments ?? []) did not end within \(limit)") }
    return Run(
      status: process.terminationStatus, output: String(decoding: seen, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
