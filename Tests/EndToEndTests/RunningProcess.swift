import Foundation
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

  /// Reads output until it contains `text`, for at most ten seconds.
  func waitForOutput(containing text: String) throws {
    let deadline = Date().addingTimeInterval(10)
    while !String(decoding: seen, as: UTF8.self).contains(text) {
      guard Date() < deadline, process.isRunning else {
        Issue.record("no '\(text)' in: \(String(decoding: seen, as: UTF8.self))")
        return
      }
      seen.append(output.fileHandleForReading.availableData)
    }
  }

  /// Waits for the process to end and collects what it wrote.
  func finish() -> Run {
    try? input.fileHandleForWriting.close()
    seen.append(output.fileHandleForReading.readDataToEndOfFile())
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, output: String(decoding: seen, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }
}
