import Foundation
import Testing

@testable import Storage

/// Games kept from their start with every move (CodeWord Breaker's), in tables of their own.
@Suite struct KeptGameTests {
  let folder: TemporaryFolder
  let store: Store
  let notices = StoreTests.Notices()

  init() throws {
    folder = try TemporaryFolder()
    let notices = notices
    store = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path]),
      schemas: [HistorySchema(game: "kept", keepsGames: true)]
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
    let first = try #require(history.keep(entry("one", []), of: "kept"))
    let second = try #require(history.keep(entry("two", ["CRANE"]), of: "kept"))
    #expect(history.keep(entry("one", ["TRACE", "BRAKE"]), of: "kept") == first)
    let (games, total) = try history.keptGames(of: "kept", limit: 10)
    #expect(total == 2)
    #expect(games.map(\.number) == [first, second])
    #expect(games[0].moveCount == 2 && games[0].lastMove?.text == "BRAKE")
    #expect(games[0].session == Array("one".utf8) && games[0].secondsSpent == 2)
    #expect(try history.keptGame(of: "kept", .latestUnfinished)?.number == first)
    #expect(try history.keptGames(of: "kept", limit: 1).0.map(\.number) == [first])
    #expect(notices.lines.isEmpty)
  }

  @Test func aGameThatEndsIsRecordedWithItsLastMove() throws {
    defer { folder.remove() }
    let history = store.history
    let number = try #require(history.keep(entry("one", ["CRANE"], key: "daily"), of: "kept"))
    history.keep(
      entry("one", ["CRANE", "GLAZE"], status: .won), of: "kept", record: record("one", .won))
    let game = try #require(try history.keptGame(of: "kept", .key("daily")))
    #expect(game.number == number && game.status == .won && game.moveCount == 2)
    #expect(try history.keptGame(of: "kept", .latestUnfinished) == nil)
    #expect(try history.records().map(\.id) == ["one"])
  }

  @Test func deletingAGameDeletesItsMovesAndNumbersAreNeverReused() throws {
    defer { folder.remove() }
    let history = store.history
    _ = history.keep(entry("one", []), of: "kept")
    let second = try #require(history.keep(entry("two", ["CRANE", "TRACE"]), of: "kept"))
    #expect(try history.deleteKept(second, of: "kept", record: record("two", .abandoned)))
    #expect(try !history.deleteKept(second, of: "kept", record: nil))
    let third = try #require(history.keep(entry("three", []), of: "kept"))
    #expect(third > second)
    #expect(try history.keptGame(of: "kept", .number(second)) == nil)
    #expect(try history.records().map(\.outcome) == [.abandoned])
    let database = try Database(path: history.url.path)
    let moves = try database.prepare("SELECT count(*) AS n FROM kept_moves")
    _ = try moves.step()
    #expect(moves.int("n") == 0)
  }
}
