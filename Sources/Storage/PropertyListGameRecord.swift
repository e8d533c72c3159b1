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

  /// The game as the database records it. A record from before ids gets one made of what
  /// it holds, so that importing it twice still counts it once.
  var record: GameRecord {
    var record = GameRecord(
      id: id
        ?? "imported-\(game)-\(startedAt.timeIntervalSince1970)-\(endedAt.timeIntervalSince1970)",
      game: game, language: language, outcome: outcome,
      length: options["length"].flatMap { Int($0) },
      guessLimit: options["guesses"].flatMap { Int($0) },
      difficulty: options["difficulty"].flatMap { Int($0) }, guesses: guesses,
      incorrectGuesses: incorrectGuesses, word: word, startedAt: startedAt, endedAt: endedAt,
      secondsSpent: secondsSpent)
    switch game {
    case "evil":
      record.details = .evilHangman(.init(strategy: options["strategy"] ?? "largest"))
    case "ghost":
      let players = (options["players"] ?? "").split(separator: ",").map(String.init)
      let ghost = GameRecord.Ghost(
        players: players.count == 2 ? players : ["Player 1", "Player 2"],
        winner: options["winner"], computer: options["computer"],
        hints: options["hints"].flatMap { Int($0) } ?? 0, isInMatch: options["match"] == "on",
        matchWinner: options["match winner"])
      record.details = .ghost(ghost)
      // Rounds between two people were all recorded as won; now the first player's side.
      if let winner = ghost.winner, record.outcome != .abandoned {
        record.outcome = winner == ghost.players[0] ? .won : .lost
      }
    default:
      break
    }
    return record
  }
}
