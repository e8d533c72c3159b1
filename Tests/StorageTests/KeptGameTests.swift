import Foundation
import TestSupport
import Testing

@testable import Storage

/// Games in progress, and games kept whole (CodeWord Breaker's), in one table, each held by
/// the process that has it open.
@Suite struct KeptGameTests {
  let folder: TemporaryFolder
  let store: Store
  let notices = StoreTests.Notices()

  init() throws {
    folder = try TemporaryFolder()
    let notices = notices
    store = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
    ) {
      notices.lines.append($0)
    }
  }

  func entry(
    _ id: String, _ moves: Int, status: KeptGame.Status = .playing, key: String? = nil
  ) -> KeptGame {
    KeptGame(
      id: id, status: status, key: key, startedAt: Date(timeIntervalSince1970: 1_000),
      secondsSpent: Double(moves), moves: moves, session: Array(id.utf8))
  }

  func record(_ id: String, _ outcome: GameRecord.Outcome) -> GameRecord {
    var record = GameRecord(
      id: id, game: "kept", language: "en", outcome: outcome, guesses: 2,
      startedAt: Date(timeIntervalSince1970: 1_000), endedAt: Date(), secondsSpent: 2)
    record.incorrectGuesses = 1
    record.word = "CRANE"
    return record
  }

  @Test func keepsGamesPlayedLastFirstUnderTheNumberTheyFirstGot() throws {
    defer { folder.remove() }
    let history = store.history
    let first = try #require(history.keep(entry("one", 0), of: "kept"))
    let second = try #require(history.keep(entry("two", 1), of: "kept"))
    #expect(history.keep(entry("one", 2), of: "kept") == first)
    let (games, total) = try history.keptGames(of: "kept", limit: 10)
    #expect(total == 2)
    #expect(games.map(\.number) == [first, second])
    #expect(games[0].moves == 2 && !games[0].isDamaged)
    #expect(games[0].session == Array("one".utf8) && games[0].secondsSpent == 2)
    #expect(try history.keptGames(of: "kept", .unfinished).map(\.number) == [first, second])
    #expect(try history.keptGames(of: "kept", limit: 1).0.map(\.number) == [first])
    #expect(try history.keptGames(of: "other", .unfinished).isEmpty)
    #expect(notices.lines.isEmpty)
  }

  /// Each game numbers its kept games from 1, and never gives a number twice, not even that
  /// of a game deleted.
  @Test func eachGameNumbersItsOwnGamesAndNeverReusesANumber() throws {
    defer { folder.remove() }
    let history = store.history
    #expect(history.keep(entry("h1", 1), of: "hangman") == 1)
    #expect(history.keep(entry("c1", 1), of: "codebreaker") == 1)
    #expect(history.keep(entry("c2", 1), of: "codebreaker") == 2)
    let deleted = history.write { history throws(DatabaseError) in
      try history.deleteKept(id: "c2", of: "codebreaker")
    }
    #expect(deleted == true)
    #expect(history.keep(entry("c3", 1), of: "codebreaker") == 3)
    #expect(history.keep(entry("h2", 1), of: "hangman") == 2)
    #expect(try history.keptGames(of: "codebreaker", .numbers([1])).map(\.id) == ["c1"])
    #expect(try history.keptGames(of: "hangman", .numbers([1, 2])).count == 2)
    #expect(notices.lines.isEmpty)
  }

  /// Saving a game again without a move (leaving it) does not make it the game played last.
  @Test func onlyAMoveMakesAGameThePlayedLast() throws {
    defer { folder.remove() }
    let history = store.history
    let first = try #require(history.keep(entry("one", 1), of: "kept"))
    let second = try #require(history.keep(entry("two", 1), of: "kept"))
    history.keep(entry("one", 1), of: "kept")
    #expect(try history.keptGames(of: "kept", .unfinished).map(\.number) == [second, first])
  }

  @Test func aGameThatEndsIsRecordedWithItsLastMove() throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", 1, key: "daily"), of: "kept"))
    history.keep(entry("one", 2, status: .won), of: "kept", record: record("one", .won))
    let game = try #require(try history.keptGames(of: "kept", .key("daily")).first)
    #expect(game.number == number && game.status == .won && game.moves == 2)
    #expect(try history.keptGames(of: "kept", .unfinished).isEmpty)
    #expect(try history.records().map(\.id) == ["one"])
  }

  @Test func aGameInProgressThatEndsIsRecordedAndForgottenAtOnce() throws {
    defer { folder.remove() }
    let history = store.history
    history.keep(entry("one", 1), of: "kept")
    #expect(history.record(record("one", .lost), forgetting: "one", of: "kept"))
    #expect(try history.keptGames(of: "kept", limit: 10).total == 0)
    #expect(try history.records().map(\.outcome) == [.lost])
  }

  @Test func deletingAGameRecordsItOnceAndNumbersAreNeverReused() throws {
    defer { folder.remove() }
    let history = store.history
    _ = history.keep(entry("one", 0), of: "kept")
    let second = try #require(history.keep(entry("two", 2), of: "kept"))
    #expect(try history.deleteKept(id: "two", of: "kept", record: record("two", .abandoned)))
    #expect(try !history.deleteKept(id: "two", of: "kept", record: nil))
    let third = try #require(history.keep(entry("three", 0), of: "kept"))
    #expect(third > second)
    #expect(try history.keptGames(of: "kept", .numbers([second])).isEmpty)
    #expect(try history.records().map(\.outcome) == [.abandoned])
  }

  // Only Linux has locks of an open file (`F_OFD_SETLK`) to stand in for another process's.
  #if os(Linux)
    /// Another process's lock, as the kernel keeps it: a lock on the game's lock file that
    /// belongs to its open file (Linux's `F_OFD_SETLK`, 37), not to this process, so that
    /// this process's own record lock meets it as it would another process's.
    func lockedElsewhere(_ id: String) throws -> Int32 {
      let path = store.openGames.folder.appendingPathComponent("\(id).lock").path
      try FileManager.default.createDirectory(
        at: store.openGames.folder, withIntermediateDirectories: true)
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      var lock = flock()
      lock.l_type = Int16(F_WRLCK)
      lock.l_whence = Int16(SEEK_SET)
      try #require(descriptor >= 0 && fcntl(descriptor, 37, &lock) == 0)
      return descriptor
    }

    @Test func aGameOpenInAnotherProcessIsNotThisOnesUntilThatOneLetsGo() throws {
      defer { folder.remove() }
      let games = store.openGames
      let descriptor = try lockedElsewhere("one")
      #expect(!games.claim("one") && !games.claim("one"))
      #expect(games.claim("two") && games.claim("two"))
      // The kernel lets a lock go with its process, however it ends.
      close(descriptor)
      #expect(games.claim("one"))
      // Every store of this process shares its locks.
      let folders = StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
      let other = Store(folders: folders) { _ in }
      #expect(other.openGames.claim("one"))
      games.release("one", removing: true)
      games.release("two")
      let left = try FileManager.default.contentsOfDirectory(atPath: games.folder.path)
      #expect(left == ["two.lock"])
      let again = try lockedElsewhere("two")
      #expect(!games.claim("two"))
      close(again)
    }

    /// A lock file removed by hand while its game is open kept nobody out: another process
    /// may have opened the game since, so this one no longer has it (even once the other
    /// lets it go), says so once, and leaves the new lock file alone.
    @Test func aGameWhoseLockFileWasRemovedWhileHeldIsThisProcessesNoMore() throws {
      defer { folder.remove() }
      let games = store.openGames
      let path = games.folder.appendingPathComponent("one.lock").path
      #expect(games.claim("one"))
      unlink(path)
      let taken = try lockedElsewhere("one")
      #expect(!games.claim("one"))
      close(taken)
      #expect(!games.claim("one"))
      #expect(notices.lines.count == 1)
      #expect(notices.lines.first?.contains("what is played here from now on is not saved") == true)
      games.release("one", removing: true)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  #endif

  @Test func whereNoLockCanBeMadeTheGameIsThisProcessesAndThatIsSaidOnce() throws {
    defer { folder.remove() }
    // A file where the state folder should be.
    try Data().write(to: folder.url.appendingPathComponent("state"))
    #expect(store.openGames.claim("one") && store.openGames.claim("two"))
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("cannot hold the locks of games in progress") == true)
    #expect(notices.lines.first?.contains("is a file, not a folder") == true)
  }

  @Test func aFolderInALockFilesPlaceIsNamed() throws {
    defer { folder.remove() }
    let lock = store.openGames.folder.appendingPathComponent("one.lock")
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    #expect(store.openGames.claim("one"))
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("\(lock.path) cannot be opened for writing") == true)
  }

  @Test(arguments: [
    "UPDATE kept_games SET started_at = 9e999", "UPDATE kept_games SET seconds_spent = -1",
    "UPDATE kept_games SET seconds_spent = 9e999", "UPDATE kept_games SET played_at = -9e999",
  ])
  func aRowThatBreaksTheStoresRulesReadsAsDamaged(_ change: String) throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", 2), of: "kept"))
    try Database(path: history.url.path).execute(change)
    #expect(try history.keptGames(of: "kept", .numbers([number])).first?.isDamaged == true)
  }

  @Test(arguments: [
    "DROP TABLE kept_games; CREATE TABLE kept_games (y)",
    "ALTER TABLE kept_games DROP COLUMN moves",
  ])
  func anotherProgramsTableIsKeptAsideOnceAndTheGamesStartAfresh(_ change: String) throws {
    defer { folder.remove() }
    let history = store.history
    _ = history.keep(entry("one", 1), of: "kept")
    try Database(path: history.url.path).execute(change)
    let fresh = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
    ) {
      notices.lines.append($0)
    }
    #expect(try fresh.history.keptGames(of: "kept", limit: 10).total == 0)
    #expect(fresh.history.keep(entry("two", 1), of: "kept") != nil)
    #expect(try fresh.history.keptGames(of: "kept", limit: 10).total == 1)
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("is damaged (its table kept_") == true)
    let files = try FileManager.default.contentsOfDirectory(
      atPath: history.url.deletingLastPathComponent().path)
    #expect(
      files.filter {
        $0.hasPrefix("history.sqlite.damaged-") && $0.split(separator: "-").count == 3
      }.count == 1)
  }
}
