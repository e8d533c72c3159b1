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

  /// The test's own folder for this process's files (see `TemporaryHome`).
  let home: URL
  var environment: [String: String]

  init() throws {
    home = try TemporaryHome.folder()
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

  /// Writes the small list the Evil Hangman suites play with (BEAR, BOAR, DEER, DUCK and
  /// HARE) and returns its path.
  func writeSeedList() throws -> String {
    try write("bear\nboar\ndeer\nduck\nhare\n", to: "seed.txt")
  }

  /// Every game in the history, as the plist decodes it.
  func history() throws -> [[String: Any]] {
    let url = home.appendingPathComponent("data/history.plist")
    guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
    return try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil) as? [[String: Any]])
  }

  /// Runs `wordgames` with these arguments, typing `input` (one line each) on stdin.
  func run(_ arguments: [String], input: [String] = [], executable: URL = binary) throws -> Run {
    try run(arguments, bytes: Data(input.map { $0 + "\n" }.joined().utf8), executable: executable)
  }

  /// Runs `wordgames` with these arguments and raw bytes on stdin.
  func run(_ arguments: [String], bytes: Data, executable: URL = binary) throws -> Run {
    let running = try start(arguments, executable: executable)
    try running.input.fileHandleForWriting.write(contentsOf: bytes)
    return running.finish()
  }

  /// Starts `wordgames` and leaves it running, for tests that type and wait.
  func start(_ arguments: [String], executable: URL = binary) throws -> RunningProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment
    let running = RunningProcess(process: process)
    process.standardInput = running.input
    process.standardOutput = running.output
    process.standardError = running.errors
    try process.run()
    return running
  }
}
