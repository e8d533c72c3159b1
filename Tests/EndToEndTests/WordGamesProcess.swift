import Foundation
import TestSupport
import Testing

@testable import Storage

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
    // The tests sit beside the products: a bundle on Darwin, the main executable on Linux.
    let tests = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
    let folder = tests?.bundleURL.deletingLastPathComponent() ?? Bundle.main.bundleURL
    return folder.appendingPathComponent("wordgames")
  }()

  /// The repository's `words/` folder.
  static let wordsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  /// The test's own folder for this process's files (see `TemporaryHome`).
  var home: URL
  var environment: [String: String]

  init() throws {
    // A game may leave before it has read all it was given: writing on is then an error to
    // ignore, not a signal that ends the tests.
    signal(SIGPIPE, SIG_IGN)
    home = try TemporaryHome.folder()
    environment = ["WORDGAMES_HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "dumb"]
    // The game's day is the tests' day: a test that names today or tomorrow works out the
    // date in this process, in its time zone.
    environment["TZ"] = ProcessInfo.processInfo.environment["TZ"]
  }

  /// Another player's: the same binary with a home of its own, `name` inside this one's.
  func otherPlayer(_ name: String) throws -> WordGamesProcess {
    var other = self
    other.home = home.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: other.home, withIntermediateDirectories: true)
    other.environment["WORDGAMES_HOME"] = other.home.path
    return other
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

  /// The row of a table in `output` that starts with `name`, its cells split on spaces.
  static func row(_ name: String, in output: String) -> [String]? {
    output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
      .first { $0.first == name || $0.prefix(2).joined(separator: " ") == name }
  }

  /// SQLite's own check of a history in the home (`ok`, or what is wrong), or `nil` if
  /// there is none.
  func integrity(of path: String = "data/history.sqlite") throws -> String? {
    let url = home.appendingPathComponent(path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    let check = try Database(path: url.path).prepare("PRAGMA integrity_check")
    return try check.step() ? check.text("integrity_check") : nil
  }

  /// The store of the home folder; a notice it gives is an issue.
  var store: Store {
    Store(folders: StorageFolders(environment: ["WORDGAMES_HOME": home.path])) { notice in
      Issue.record("unexpected notice reading the history: \(notice)")
    }
  }

  /// Every game in the history database, in the order they ended.
  func history() -> [GameRecord] {
    do {
      return try store.history.records()
    } catch {
      Issue.record("the history cannot be read: \(error)")
      return []
    }
  }

  /// Every kept game of `game` (CodeWord Breaker's), played last first.
  func keptGames(of game: String) -> [KeptGame] {
    do {
      return try store.history.keptGames(of: game, limit: Int.max).0
    } catch {
      Issue.record("the kept games cannot be read: \(error)")
      return []
    }
  }

  /// Runs `wordgames` with these arguments, typing `input` (one line each) on stdin.
  func run(_ arguments: [String], input: [String] = [], executable: URL = binary) throws -> Run {
    try run(arguments, bytes: Data(input.map { $0 + "\n" }.joined().utf8), executable: executable)
  }

  /// Runs `wordgames` with these arguments and raw bytes on stdin.
  func run(_ arguments: [String], bytes: Data, executable: URL = binary) throws -> Run {
    let running = try start(arguments, executable: executable)
    try? running.input.fileHandleForWriting.write(contentsOf: bytes)
    return running.finish()
  }

  /// Starts `wordgames` and leaves it running, for tests that type and wait.
  func start(
    _ arguments: [String], executable: URL = binary, environment: [String: String]? = nil
  ) throws -> RunningProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = environment ?? self.environment
    let running = RunningProcess(process: process)
    process.standardInput = running.input
    process.standardOutput = running.output
    process.standardError = running.errors
    try process.run()
    return running
  }
}
