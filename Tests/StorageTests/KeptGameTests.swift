import Foundation
import TestSupport
import Testing

@testable import Storage

/// Games kept from their start with every move (CodeWord Breaker's), in the shared tables.
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
    _ id: String, _ moves: [String], status: KeptGame.Status = .playing, key: String? = nil
  )
    -> KeptGameEntry
  {
    KeptGameEntry(
      id: id, status: status, key: key, startedAt: Date(timeIntervalSince1970: 1_000),
      secondsSpent: Double(moves.count), session: Array(id.utf8),
      moves: moves.map { KeptMove(text: $0, marks: "20110") })
  }

  func record(_ id: String, _ outcome: GameRecord.Outcome) -> GameRecord {
    GameRecord(
      id: id, game: "kept", language: "en", outcome: outcome, guesses: 2, incorrectGuesses: 1,
      word: "CRANE", startedAt: Date(timeIntervalSince1970: 1_000), endedAt: Date(),
      secondsSpent: 2)
  }

  @Test func keepsGamesWithTheirMovesPlayedLastFirst() throws {
    defer { folder.remove() }
    let history = store.history
    let first = try #require(history.keep(entry("one", []), of: "kept")?.number)
    let second = try #require(history.keep(entry("two", ["CRANE"]), of: "kept")?.number)
    #expect(history.keep(entry("one", ["TRACE", "BRAKE"]), of: "kept") == .kept(number: first))
    let (games, total) = try history.keptGames(of: "kept", limit: 10)
    #expect(total == 2)
    #expect(games.map(\.number) == [first, second])
    #expect(games[0].moves.map(\.text) == ["TRACE", "BRAKE"] && !games[0].isDamaged)
    #expect(games[0].session == Array("one".utf8) && games[0].secondsSpent == 2)
    #expect(try history.keptGame(of: "kept", .latestUnfinished())?.number == first)
    #expect(try history.keptGame(of: "kept", .latestUnfinished(skipping: 1))?.number == second)
    #expect(try history.keptGame(of: "kept", .latestUnfinished(skipping: 2)) == nil)
    #expect(try history.keptGames(of: "kept", limit: 1).0.map(\.number) == [first])
    #expect(notices.lines.isEmpty)
  }

  @Test func aGameThatEndsIsRecordedWithItsLastMove() throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(
      history.keep(entry("one", ["CRANE"], key: "daily"), of: "kept")?.number)
    history.keep(
      entry("one", ["CRANE", "GLAZE"], status: .won), of: "kept", record: record("one", .won))
    let game = try #require(try history.keptGame(of: "kept", .key("daily")))
    #expect(game.number == number && game.status == .won && game.moves.count == 2)
    #expect(try history.keptGame(of: "kept", .latestUnfinished()) == nil)
    #expect(try history.records().map(\.id) == ["one"])
  }

  @Test func deletingAGameDeletesItsMovesAndNumbersAreNeverReused() throws {
    defer { folder.remove() }
    let history = store.history
    _ = history.keep(entry("one", []), of: "kept")
    let second = try #require(history.keep(entry("two", ["CRANE", "TRACE"]), of: "kept")?.number)
    #expect(try history.deleteKept(second, of: "kept", record: record("two", .abandoned)))
    #expect(try !history.deleteKept(second, of: "kept", record: nil))
    let third = try #require(history.keep(entry("three", []), of: "kept")?.number)
    #expect(third > second)
    #expect(try history.keptGame(of: "kept", .number(second)) == nil)
    #expect(try history.records().map(\.outcome) == [.abandoned])
    let database = try Database(path: history.url.path)
    let moves = try database.prepare("SELECT count(*) AS n FROM kept_moves")
    _ = try moves.step()
    #expect(moves.int("n") == 0)
  }

  @Test func aGameDeletedElsewhereIsNeverKeptNorRecordedAgain() throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", ["CRANE"]), of: "kept")?.number)
    #expect(try history.deleteKept(number, of: "kept", record: record("one", .abandoned)))
    #expect(
      history.keep(entry("one", ["CRANE", "TRACE"]), of: "kept")
        == .deletedElsewhere(number: number))
    #expect(
      history.keep(
        entry("one", ["CRANE", "GLAZE"], status: .won), of: "kept", record: record("one", .won))
        == .deletedElsewhere(number: number))
    #expect(try history.keptGames(of: "kept", limit: 10).total == 0)
    #expect(try history.records().map(\.outcome) == [.abandoned])
  }

  @Test func aGamePlayedOnElsewhereIsNotKeptOverWhatItBecame() throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", ["CRANE", "TRACE"]), of: "kept")?.number)
    // Another process had it open at CRANE, and played BRAKE there.
    #expect(
      history.keep(entry("one", ["CRANE", "BRAKE"]), of: "kept") == .playedElsewhere(number: number)
    )
    history.keep(
      entry("one", ["CRANE", "TRACE", "GLAZE"], status: .won), of: "kept",
      record: record("one", .won))
    // Nor is a game kept as over changed, even by a copy that played on from it.
    #expect(
      history.keep(entry("one", ["CRANE", "TRACE", "GLAZE", "CRANE"]), of: "kept")
        == .playedElsewhere(number: number))
    #expect(
      history.keep(entry("one", ["CRANE", "TRACE", "GLAZE"], status: .won), of: "kept")
        == .kept(number: number))
    let game = try #require(try history.keptGame(of: "kept", .number(number)))
    #expect(game.status == .won && game.moves.map(\.text) == ["CRANE", "TRACE", "GLAZE"])
  }

  @Test(arguments: [
    "UPDATE kept_moves SET move = 3 WHERE move = 2", "UPDATE kept_games SET seconds_spent = -1",
    "UPDATE kept_games SET seconds_spent = 9e999", "UPDATE kept_games SET played_at = -9e999",
  ])
  func aRowThatBreaksTheStoresRulesReadsAsDamaged(_ change: String) throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", ["CRANE", "TRACE"]), of: "kept")?.number)
    try Database(path: history.url.path).execute(change)
    #expect(try history.keptGame(of: "kept", .number(number))?.isDamaged == true)
  }

  @Test(arguments: [
    "DROP TABLE kept_moves; CREATE TABLE kept_moves (x)",
    "DROP TABLE kept_moves; DROP TABLE kept_games; CREATE TABLE kept_games (y)",
    "DROP TABLE kept_deleted; CREATE TABLE kept_deleted (game_id, n)",
    "DROP TABLE kept_deleted; CREATE TABLE kept_deleted (game_id, number)",
  ])
  func anotherProgramsTableIsKeptAsideOnceAndTheGamesStartAfresh(_ change: String) throws {
    defer { folder.remove() }
    let history = store.history
    _ = history.keep(entry("one", ["CRANE"]), of: "kept")
    try Database(path: history.url.path).execute(change)
    let fresh = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
    ) {
      notices.lines.append($0)
    }
    #expect(try fresh.history.keptGames(of: "kept", limit: 10).total == 0)
    #expect(fresh.history.keep(entry("two", ["CRANE"]), of: "kept") != nil)
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
