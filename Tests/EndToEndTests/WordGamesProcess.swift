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

  /// The most frequent word of a language's `frequent` list (most frequent first) that
  /// `isWanted` takes: the word a game names where several would do, found here by reading
  /// the list in order, not by the game's ranking.
  static func mostFrequentWord(
    of language: String = "english", where isWanted: (String) -> Bool
  ) throws -> String? {
    let data = try Data(
      contentsOf: wordsFolder.appendingPathComponent("\(language)-frequent.plist"))
    let words = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String]
    return words?.first(where: isWanted)
  }

  /// The test's own folder for this process's files (see `TemporaryHome`).
  var home: URL
  var environment: [String: String]

  init() throws {
    // A game may leave before it has read all it was given: writing on is then an error to
    // ignore, not a signal that ends the tests.
    signal(SIGPIPE, SIG_IGN)
    home = try TemporaryHome.folder()
    try Self.linkWarmCache(into: home.appendingPathComponent("cache"))
    // A terminal that can clear its screen (a pseudo-terminal's board is drawn over the last),
    // without colour unless a test asks for it.
    environment = [
      "WORDGAMES_HOME": home.path, "PATH": "/usr/bin:/bin", "TERM": "xterm", "NO_COLOR": "1",
    ]
    // The game's day is the tests' day: a test that names today or tomorrow works out the
    // date in this process, in its time zone.
    environment["TZ"] = ProcessInfo.processInfo.environment["TZ"]
  }

  /// A home of the test run's own, in which the program made, once, the indexes of every
  /// bundled list and of the meanings; removed when the tests end.
  private static let warmHome: URL = {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-warm-cache-\(getpid())")
    let languages = ["en", "nl", "de", "fr", "es"]
    let runs =
      languages.flatMap { language in
        ["evil", "hangman", "codebreaker", "ghost"].map { [$0, "--lang", language] }
      } + [["define", "cat"]]
    for arguments in runs {
      let process = Process()
      process.executableURL = binary
      process.arguments = arguments
      process.environment = ["WORDGAMES_HOME": home.path, "PATH": "/usr/bin:/bin"]
      (process.standardInput, process.standardOutput, process.standardError) = (
        FileHandle.nullDevice, FileHandle.nullDevice, FileHandle.nullDevice
      )
      try? process.run()
      process.waitUntilExit()
    }
    atexit { try? FileManager.default.removeItem(at: WordGamesProcess.warmHome) }
    return home
  }()

  /// Starts the cache folder `cache` with links to the warm home's list indexes, so that
  /// no test pays the one decoding of each list (the program replaces a cache file by
  /// renaming a new one over it, never writing into it, so a linked file never changes);
  /// what is worked out from a list (a solved game) is left for each test to make.
  private static func linkWarmCache(into cache: URL) throws {
    let warm = warmHome.appendingPathComponent("cache")
    try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    for name in (try? FileManager.default.contentsOfDirectory(atPath: warm.path)) ?? []
    where [".index", ".ranking", ".meanings"].contains(where: name.hasSuffix) {
      // A second process of the same home finds the links there already.
      try? FileManager.default.linkItem(
        at: warm.appendingPathComponent(name), to: cache.appendingPathComponent(name))
    }
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

  /// The history database in the home.
  var database: Database {
    get throws { try Database(path: home.appendingPathComponent("data/history.sqlite").path) }
  }

  /// The session of the unfinished game of `game` played last, as JSON with its keys in
  /// order (the form a test reads and changes), or `nil` if there is none.
  func savedSession(of game: String) throws -> String? {
    guard
      FileManager.default.fileExists(
        atPath: home.appendingPathComponent("data/history.sqlite").path)
    else { return nil }
    let row = try database.prepare(
      "SELECT session FROM kept_games WHERE game = ? AND status = 'playing' "
        + "ORDER BY played_at DESC, number DESC"
    ).bind([.text(game)])
    guard try row.step() else { return nil }
    let value = try JSONSerialization.jsonObject(with: Data(row.blob("session")))
    let json = try JSONSerialization.data(withJSONObject: value, options: .sortedKeys)
    return String(decoding: json, as: UTF8.self)
  }

  /// Replaces the session of the unfinished game of `game` played last with `session`, as
  /// no play could.
  func replaceSavedSession(of game: String, with session: String) throws {
    try database.prepare(
      """
      UPDATE kept_games SET session = ? WHERE rowid = (
        SELECT rowid FROM kept_games WHERE game = ? AND status = 'playing'
        ORDER BY played_at DESC, number DESC LIMIT 1)
      """
    ).bind([.blob(Array(session.utf8)), .text(game)]).run()
  }

  /// Forgets every unfinished game of `game`, as if none was ever saved.
  func removeSavedGames(of game: String) throws {
    try database.prepare("DELETE FROM kept_games WHERE game = ? AND status = 'playing'")
      .bind([.text(game)]).run()
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
