import CSQLite
import Foundation
import HistorySamples
import TestSupport
import Testing

@testable import Storage

@Suite struct HistoryTests {
  let folder: TemporaryFolder
  let store: Store
  let notices: StoreTests.Notices

  init() throws {
    folder = try TemporaryFolder()
    let notices = StoreTests.Notices()
    self.notices = notices
    store = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
    ) {
      notices.lines.append($0)
    }
  }

  /// The folders of `store`.
  var folders: StorageFolders { StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path]) }
  var data: URL { folders.data }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: data.path).sorted()
  }

  // MARK: Recording and reading

  @Test func recordsEveryGamesOwnFieldsAndReadsThemBack() throws {
    defer { folder.remove() }
    var generator = HistoryGenerator(seed: 7)
    let games = generator.records(count: 60)
    for game in games { store.history.record(game) }
    #expect(try store.history.records() == games)
    #expect(notices.lines.isEmpty)
    let database = try Database(path: store.history.url.path)
    let version = try database.prepare("PRAGMA user_version")
    #expect(try version.step() && version.int("user_version") == History.version)
    let mode = try database.prepare("PRAGMA journal_mode")
    #expect(try mode.step() && mode.text("journal_mode") == "wal")
  }

  /// A history of today's schema is opened and read while another process holds its write
  /// lock: reading never waits on a writer.
  @Test func aHistoryIsReadWhileAnotherProcessWrites() throws {
    defer { folder.remove() }
    store.history.record(StoreTests.record(1))
    let writer = try Database(path: store.history.url.path)
    try writer.execute("BEGIN IMMEDIATE")
    defer { try? writer.execute("ROLLBACK") }
    let reader = Store(folders: folders) { _ in }
    #expect(try reader.history.records() == [StoreTests.record(1)])
  }

  @Test func aGameRecordedAgainIsCountedOnce() throws {
    defer { folder.remove() }
    let game = StoreTests.record(1)
    store.history.record(game)
    store.history.record(game)
    #expect(try store.history.records() == [game])
    #expect(try store.history.hasRecorded(id: game.id))
    #expect(try !store.history.hasRecorded(id: "another"))
  }

  @Test func nothingIsCreatedUntilAGameIsRecorded() throws {
    defer { folder.remove() }
    #expect(try store.history.records().isEmpty)
    #expect(try !store.history.hasRecorded(id: "x"))
    #expect(try store.history.tallies(HistoryFilter()) == nil)
    #expect(!FileManager.default.fileExists(atPath: store.history.url.path))
  }

  func entry(_ id: String) -> KeptGame {
    KeptGame(
      id: id, status: .playing, key: nil, startedAt: Date(), secondsSpent: 0, moves: 0,
      session: [])
  }

  @Test func aNewerSchemaIsLeftAsItIsAndStillRecordedIn() throws {
    defer { folder.remove() }
    store.history.record(StoreTests.record(1))
    let database = try Database(path: store.history.url.path)
    try database.execute("ALTER TABLE games ADD COLUMN later INTEGER; PRAGMA user_version = 99")
    let later = Store(folders: folders) { _ in }
    later.history.record(StoreTests.record(2))
    #expect(try later.history.records().map(\.id) == ["game-1", "game-2"])
    let version = try database.prepare("PRAGMA user_version")
    #expect(try version.step() && version.int("user_version") == 99)
  }

  // MARK: Statistics, checked against a plain count over the records

  @Test(arguments: [
    HistoryFilter(),
    HistoryFilter(game: "hangman"),
    HistoryFilter(game: "evil"),
    HistoryFilter(length: 5),
    HistoryFilter(guessLimit: 6),
    HistoryFilter(difficulty: 3),
    HistoryFilter(language: "nl"),
    HistoryFilter(since: Date(timeIntervalSince1970: 200 * 60)),
    HistoryFilter(game: "hangman", length: 4, guessLimit: 5, language: "en"),
    HistoryFilter(difficulty: 7, language: "nl"),
  ])
  func talliesAndGroupsAgreeWithACountOverTheRecords(_ filter: HistoryFilter) throws {
    defer { folder.remove() }
    var generator = HistoryGenerator(seed: 11)
    let games = generator.records(count: 400)
    for game in games { store.history.record(game) }
    let (tallies, groups) = try #require(
      try store.history.read { history throws(DatabaseError) in
        (
          try history.tallies(of: HistoryGenerator.games, keepingEveryGame: [], filter),
          try history.groups(
            of: "hangman", by: [HistoryGenerator.mode, .outcome],
            figures: [
              .count, .sum(HistoryGenerator.score), .maximum(HistoryGenerator.score),
              .minimum(.guesses),
            ], filter)
        )
      })
    #expect(tallies == HistoryGenerator.tallies(of: games, filter))
    let expected = HistoryGenerator.hangmanGroups(of: games, filter)
    #expect(groups.count == expected.count)
    #expect(Set(groups) == Set(expected))
  }

  @Test func streaksCountWinsInARowAndAnAbandonedGameBreaksOne() throws {
    defer { folder.remove() }
    let outcomes: [GameRecord.Outcome] = [.won, .won, .won, .lost, .won, .abandoned, .won, .won]
    for (number, outcome) in outcomes.enumerated() {
      var game = StoreTests.record(number + 1)
      game.outcome = outcome
      store.history.record(game)
    }
    let evil = try #require(try store.history.tallies(HistoryFilter())?["evil"])
    #expect([evil.tally.won, evil.tally.lost, evil.tally.abandoned] == [6, 1, 1] as [Int])
    #expect(evil.currentStreak == 2)
    #expect(evil.bestStreak == 3)
    // In a game that keeps every game, an abandoned one was deleted later, not given up:
    // it counts as played, and the wins on either side of it are one streak.
    let kept = try #require(
      try store.history.read { history throws(DatabaseError) in
        try history.tallies(of: ["evil"], keepingEveryGame: ["evil"], HistoryFilter())
      }?["evil"])
    #expect(kept.tally == evil.tally)
    #expect(kept.currentStreak == 3)
    #expect(kept.bestStreak == 3)
  }

  // MARK: Faults

  @Test(arguments: ["not a database", "truncated"])
  func aDamagedDatabaseIsMovedAsideWithItsJournalAndReplaced(_ damage: String) throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    let path = store.history.url.path
    let bytes: Data
    if damage == "truncated" {
      let earlier = Store(folders: folders) { _ in }
      for number in 1...200 { earlier.history.record(StoreTests.record(number)) }
      let database = try Database(path: path)
      try database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
      let whole = try Data(contentsOf: store.history.url)
      bytes = whole.prefix(whole.count / 2)
    } else {
      bytes = Data(repeating: 0x41, count: 8192)
    }
    try bytes.write(to: store.history.url)
    try Data("wal".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
    try Data("shm".utf8).write(to: URL(fileURLWithPath: path + "-shm"))

    store.history.record(StoreTests.record(1))
    // A truncated file can still open; the damage shows when it is read in full.
    _ = try store.history.tallies(HistoryFilter())
    let fresh = Store(folders: folders) { _ in }
    #expect(try fresh.history.records().map(\.id) == ["game-1"])
    #expect(notices.lines.count == 1)
    let line = try #require(notices.lines.first)
    #expect(line.hasPrefix("\(path) is damaged ("))
    #expect(line.contains("moved it to history.sqlite.damaged-"))
    let aside = try #require(
      try files().first {
        $0.hasPrefix("history.sqlite.damaged-") && !$0.contains("-wal") && !$0.contains("-shm")
      })
    #expect(try Data(contentsOf: data.appendingPathComponent(aside)) == bytes)
    #expect(try Data(contentsOf: data.appendingPathComponent(aside + "-wal")) == Data("wal".utf8))
    // The -shm is SQLite's index of the -wal, rewritten by whoever opens the file: it
    // follows the database, but its bytes are not the history's.
    #expect(
      FileManager.default.fileExists(atPath: data.appendingPathComponent(aside + "-shm").path))
  }

  @Test func anUnwritableDataFolderIsReportedOnceAndPlayGoesOn() throws {
    defer { folder.remove() }
    try Data().write(to: data)  // a file where the folder should be
    store.history.record(StoreTests.record(1))
    store.history.record(StoreTests.record(2))
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("history.sqlite") == true)
    #expect(notices.lines.first?.hasSuffix("going on without saving") == true)
  }

  @Test(arguments: [
    ("CREATE TABLE games (x)", "its tables are not this program's"),
    ("CREATE TABLE notes (x); PRAGMA user_version = 7", "its table games lacks"),
    (
      History.schema + "; ALTER TABLE games DROP COLUMN word; PRAGMA user_version = 1",
      "its table games lacks word"
    ),
    (
      History.schema + "; ALTER TABLE kept_games DROP COLUMN moves; PRAGMA user_version = 1",
      "its table kept_games lacks moves"
    ),
  ])
  func anotherProgramsDatabaseIsSetAsideAndReplaced(_ schema: String, _ reason: String) throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
    do { try Database(path: store.history.url.path).execute(schema) }
    let bytes = try Data(contentsOf: store.history.url)

    store.history.record(StoreTests.record(1))
    #expect(notices.lines.count == 1, "\(notices.lines)")
    let line = try #require(notices.lines.first)
    #expect(line.hasPrefix("\(store.history.url.path) is damaged (\(reason)"))
    #expect(line.contains("moved it to history.sqlite.damaged-"))
    let aside = try #require(try files().first { $0.hasPrefix("history.sqlite.damaged-") })
    #expect(try Data(contentsOf: data.appendingPathComponent(aside)) == bytes)
    // The fresh history is this program's: nothing more to report, and the game is in it.
    let again = StoreTests.Notices()
    let later = Store(folders: folders) { again.lines.append($0) }
    #expect(try later.history.records().map(\.id) == ["game-1"])
    #expect(again.lines.isEmpty)
  }

  // MARK: The write-ahead log

  /// The files a process killed after recording `count` games leaves: the database, and
  /// its write-ahead log holding those games, not yet copied into the database.
  func killedAfterRecording(_ count: Int) throws -> (database: Data, log: Data) {
    let earlier = Store(folders: folders) { _ in }
    for number in 1...count { earlier.history.record(StoreTests.record(number)) }
    // `earlier` is still open: closing it would copy the log into the database.
    let files = try (
      Data(contentsOf: store.history.url),
      Data(contentsOf: URL(fileURLWithPath: store.history.url.path + "-wal"))
    )
    withExtendedLifetime(earlier) {}
    return files
  }

  /// A second home holding `database` and `log` as a killed process left them.
  func home(database: Data, log: Data) throws -> (Store, StoreTests.Notices, TemporaryFolder) {
    let other = try TemporaryFolder()
    let notices = StoreTests.Notices()
    let store = Store(folders: StorageFolders(environment: ["WORDGAMES_HOME": other.url.path])) {
      notices.lines.append($0)
    }
    try FileManager.default.createDirectory(
      at: store.history.url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try database.write(to: store.history.url)
    try log.write(to: URL(fileURLWithPath: store.history.url.path + "-wal"))
    return (store, notices, other)
  }

  @Test func aWholeLogIsReplayedWithoutAWord() throws {
    defer { folder.remove() }
    let (database, log) = try killedAfterRecording(10)
    let (other, otherNotices, otherFolder) = try home(database: database, log: log)
    defer { otherFolder.remove() }
    #expect(try other.history.records().count == 10)
    #expect(otherNotices.lines.isEmpty)
  }

  /// SQLite owns its log: what it cannot replay it drops, by design, and the history goes
  /// on recording, with no word and nothing of the log's cut or copied behind its back.
  @Test(arguments: ["a damaged header", "a cut-off last frame", "a damaged frame"])
  func aDamagedLogIsSQLitesToReplayAndRecordingGoesOn(_ damage: String) throws {
    defer { folder.remove() }
    let (database, whole) = try killedAfterRecording(10)
    var log = whole
    switch damage {
    case "a damaged header": log.replaceSubrange(0..<8, with: Data("garbage!".utf8))
    case "a cut-off last frame": log.removeLast(100)
    default: log[log.count - 200] ^= 0xFF
    }
    let (other, otherNotices, otherFolder) = try home(database: database, log: log)
    defer { otherFolder.remove() }
    // SQLite drops what it cannot replay: the last game at least.
    let replayed = try other.history.records().count
    #expect(replayed < 10)
    #expect(otherNotices.lines.isEmpty)
    other.history.record(StoreTests.record(12))
    #expect(try other.history.records().count == replayed + 1)
    let folder = other.history.url.deletingLastPathComponent()
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).allSatisfy {
        !$0.contains("damaged")
      })
  }

  @Test func framesOfAnEarlierGenerationOfTheLogAreNotDamage() throws {
    defer { folder.remove() }
    let earlier = Store(folders: folders) { _ in }
    for number in 1...10 { earlier.history.record(StoreTests.record(number)) }
    // Copy the log into the database; the next game then writes the log again from its
    // start, over the first of the old frames, leaving the others behind it.
    try Database(path: store.history.url.path).execute("PRAGMA wal_checkpoint(RESTART)")
    earlier.history.record(StoreTests.record(11))
    let files = try (
      Data(contentsOf: store.history.url),
      Data(contentsOf: URL(fileURLWithPath: store.history.url.path + "-wal"))
    )
    withExtendedLifetime(earlier) {}
    let (other, otherNotices, otherFolder) = try home(database: files.0, log: files.1)
    defer { otherFolder.remove() }
    #expect(try other.history.records().count == 11)
    #expect(otherNotices.lines.isEmpty)
  }
}

extension HistoryDatabase {
  /// Every game's tally and streaks; `nil` when nothing was ever recorded.
  func tallies(_ filter: HistoryFilter) throws -> [String: GameStatistics]? {
    try read { history throws(DatabaseError) in
      try history.tallies(of: HistoryGenerator.games, keepingEveryGame: [], filter)
    }
  }
}
