import Foundation
import Testing

/// The result of one run of the built `wordgames` binary.
struct Run {
  let status: Int32
  let output: String
  let errors: String
}

/// Runs the built `wordgames` binary with a scripted standard input and its own temporary
/// `WORDGAMES_HOME`, as a player at a pipe would.
struct WordGamesProcess {
  /// The binary SwiftPM built beside the test bundle.
  static let binary: URL = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("wordgames")
  }()

  /// The repository's `words/` folder.
  static let wordsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  /// A fresh folder for this process's files, removed by `cleanUp()`.
  let home: URL
  var environment: [String: String]

  init() throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    environment = ["WORDGAMES_HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
  }

  /// Writes a file in the home folder and returns its path.
  func write(_ contents: String, to name: String) throws -> String {
    let url = home.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// Runs `wordgames` with these arguments, typing `input` (one line each) on stdin.
  func run(_ arguments: [String], input: [String] = [], executable: URL = binary) throws -> Run {
    try run(arguments, bytes: Data(input.map { $0 + "\n" }.joined().utf8), executable: executable)
  }

  /// Runs `wordgames` with these arguments and raw bytes on stdin.
  func run(_ arguments: [String], bytes: Data, executable: URL = binary) throws -> Run {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(bytes)
    try input.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      errors: String(decoding: errorData, as: UTF8.self))
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: home)
  }
}
