import Foundation

import Storage

/// Reading the history back whole, which only tests do: the program reads it by figures.
extension History {
  /// Every recorded game, in the order they ended.
  public func records() throws(DatabaseError) -> [GameRecord] {
    let rows = try database.prepare("SELECT * FROM games ORDER BY ended_at, id")
    let fields = try FieldReader(database)
    var records: [GameRecord] = []
    while try rows.step() {
      var record = GameRecord(
        id: rows.text("game_id"), game: rows.text("game"), language: rows.text("language"),
        outcome: GameRecord.Outcome(rawValue: rows.text("outcome")) ?? .abandoned,
        guesses: rows.int("guesses"),
        startedAt: Date(timeIntervalSince1970: rows.double("started_at")),
        endedAt: Date(timeIntervalSince1970: rows.double("ended_at")),
        secondsSpent: rows.double("seconds_spent"))
      record.length = rows.value("length")?.integer
      record.guessLimit = rows.value("guess_limit")?.integer
      record.difficulty = rows.value("difficulty")?.integer
      record.incorrectGuesses = rows.int("incorrect_guesses")
      record.word = rows.optionalText("word")
      record.fields = try fields.read(rows.text("details"))
      records.append(record)
    }
    return records
  }

  /// Reads a game's own fields out of its `details`, by SQLite's `json_each` (which tells
  /// a whole number from a real one as it was written), each distinct object once.
  private final class FieldReader {
    private let statement: Statement
    private var read: [String: [String: HistoryValue]] = [:]

    init(_ database: Database) throws(DatabaseError) {
      statement = try database.prepare("SELECT key, value FROM json_each(?)")
    }

    func read(_ details: String) throws(DatabaseError) -> [String: HistoryValue] {
      if let fields = read[details] { return fields }
      var fields: [String: HistoryValue] = [:]
      try statement.bind([.text(details)])
      while try statement.step() {
        fields[statement.text("key")] = statement.value("value")
      }
      read[details] = fields
      return fields
    }
  }
}
