import Foundation

/// A game as `history.plist` held it before the history moved into SQLite: the fields every
/// game has, and the game's own as text in `options`. Read once, to import the old history.
struct PropertyListGameRecord: Codable {
  var id: String?
  var game: String
  var options: [String: String]
  var language: String
  var outcome: GameRecord.Outcome
  var guesses: Int
  var incorrectGuesses: Int
  var word: String?
  var startedAt: Date
  var endedAt: Date
  var secondsSpent: Double

  /// The game as the database records it, its own fields read by its game's schema. A
  /// record from before ids gets one made of what it holds, so that importing it twice
  /// still counts it once.
  func record(schemas: [HistorySchema]) -> GameRecord {
    var record = GameRecord(
      id: id
        ?? "imported-\(game)-\(startedAt.timeIntervalSince1970)-\(endedAt.timeIntervalSince1970)",
      game: game, language: language, outcome: outcome,
      length: options["length"].flatMap { Int($0) },
      guessLimit: options["guesses"].flatMap { Int($0) },
      difficulty: options["difficulty"].flatMap { Int($0) }, guesses: guesses,
      incorrectGuesses: incorrectGuesses, word: word, startedAt: startedAt, endedAt: endedAt,
      secondsSpent: secondsSpent)
    schemas.first { $0.game == game }?.importing(options, &record)
    return record
  }
}
