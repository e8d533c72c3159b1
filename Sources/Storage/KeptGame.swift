import Foundation

/// A game in progress, or a game kept whole once it ended (CodeWord Breaker: `list`,
/// `resume N`, `delete N`), as the history database holds it (SPEC §4).
///
/// Every game keeps its games in progress in one table, `kept_games`: a row per game with
/// its number, status and the session as the game encodes it, written in one transaction
/// after every move (and, once the game ends, with its record in the table of finished
/// games), so a kill never loses an answered move. Who may write a row is settled by the
/// lock of the process that has the game open (`OpenGames`), not here.
public struct KeptGame: Sendable, Equatable {
  public enum Status: String, Sendable {
    case playing, won, lost
  }

  /// The game's number among its game's (`resume 12`), from 1; numbers are never reused.
  public var number: Int
  /// The session's id (the id of its record once it ends).
  public var id: String
  public var status: Status
  /// A name for a game there may be only one of (the daily word of a date and length).
  public var key: String?
  public var startedAt: Date
  /// When the last move was made, or the game started if none was.
  public var playedAt: Date
  public var secondsSpent: Double
  /// How many moves were made.
  public var moves: Int
  /// The session, encoded as the game saves it.
  public var session: [UInt8]
  /// Whether the row breaks the store's own rules (a status it does not know, a time that
  /// is not a count of seconds): nothing in it can be trusted, nor shown as it stands.
  public var isDamaged = false
}

extension KeptGame {
  /// A game to keep, as the game knows itself: the history gives it its number, and its
  /// time of play from the moves.
  public init(
    id: String, status: Status, key: String?, startedAt: Date, secondsSpent: Double,
    moves: Int, session: [UInt8]
  ) {
    self.init(
      number: 0, id: id, status: status, key: key, startedAt: startedAt, playedAt: startedAt,
      secondsSpent: secondsSpent, moves: moves, session: session)
  }
}

/// Which kept games to read.
public enum KeptGameSelection: Sendable {
  /// The game with this key.
  case key(String)
  /// The game with this id.
  case id(String)
  /// Every unfinished game, played last first.
  case unfinished
  /// The games with these numbers.
  case numbers([Int])
}

extension History {
  /// Keeps a game: the row is made, or brought up to date. A new move makes it the game
  /// played last.
  ///
  /// - Returns: The game's number, or `nil` if its key is another game's.
  public func keep(_ entry: KeptGame, of game: String) throws(DatabaseError) -> Int? {
    let now = Date().timeIntervalSince1970
    let updated = try database.prepare(
      """
      UPDATE kept_games SET status = ?, seconds_spent = ?, session = ?,
        played_at = iif(moves != ?, ?, played_at), moves = ?
      WHERE game_id = ? RETURNING number
      """
    ).bind([
      .text(entry.status.rawValue), .real(entry.secondsSpent), .blob(entry.session),
      .integer(entry.moves), .real(now), .integer(entry.moves), .text(entry.id),
    ])
    if try updated.step() { return updated.int("number") }
    // A number is given only when the row is made: the game's next, past the last one given
    // (numbers are never reused) and any of its games has (whatever that last one says).
    let started = entry.startedAt.timeIntervalSince1970
    let inserted = try database.prepare(
      """
      INSERT INTO kept_games (number, game, game_id, status, key, started_at, played_at,
        seconds_spent, moves, session)
      VALUES (
        1 + max(
          coalesce((SELECT last FROM kept_game_numbers WHERE game = ?1), 0),
          coalesce((SELECT max(number) FROM kept_games WHERE game = ?1), 0)),
        ?1, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (game, key) DO NOTHING RETURNING number
      """
    ).bind([
      .text(game), .text(entry.id), .text(entry.status.rawValue), .text(entry.key),
      .real(started), .real(entry.moves > 0 ? now : started), .real(entry.secondsSpent),
      .integer(entry.moves), .blob(entry.session),
    ])
    // None for a game whose key another game has (the day's word, started elsewhere).
    guard try inserted.step() else { return nil }
    let number = inserted.int("number")
    try database.prepare(
      """
      INSERT INTO kept_game_numbers (game, last) VALUES (?, ?)
      ON CONFLICT (game) DO UPDATE SET last = excluded.last
      """
    ).bind([.text(game), .integer(number)]).run()
    return number
  }

  /// Deletes the kept game with this id.
  ///
  /// - Returns: Whether there was such a game.
  @discardableResult
  public func deleteKept(id: String, of game: String) throws(DatabaseError) -> Bool {
    try database.prepare("DELETE FROM kept_games WHERE game = ? AND game_id = ? RETURNING 1")
      .bind([.text(game), .text(id)]).step()
  }

  /// The kept games played last first, at most `limit` (from 1), and how many there are in
  /// all.
  public func keptGames(of game: String, limit: Int) throws(DatabaseError) -> (
    [KeptGame], total: Int
  ) {
    // The count comes with every row, read off the index once (none without a row: `limit`
    // is 1 or more); a window's `count(*) OVER ()` would copy every row, session and all,
    // before the limit.
    let rows = try database.prepare(
      """
      SELECT *, (SELECT count(*) FROM kept_games WHERE game = ?1) AS total FROM kept_games
      WHERE game = ?1 ORDER BY played_at DESC, number DESC LIMIT ?
      """
    ).bind([.text(game), .integer(limit)]).rows { (Self.keptGame($0), total: $0.int("total")) }
    return (rows.map(\.0), rows.first?.total ?? 0)
  }

  /// The kept games `selection` names.
  public func keptGames(of game: String, _ selection: KeptGameSelection) throws(DatabaseError)
    -> [KeptGame]
  {
    try selectKept("*", selection, of: game).rows(Self.keptGame)
  }

  /// The numbers of the game's unfinished games, played last first: a walk over many reads
  /// them a few at a time (`.numbers`), not all at once.
  public func unfinishedNumbers(of game: String) throws(DatabaseError) -> [Int] {
    try selectKept("number", .unfinished, of: game).rows { $0.int("number") }
  }

  /// The statement reading `columns` of the game's kept games that `selection` names,
  /// played last first.
  private func selectKept(_ columns: String, _ selection: KeptGameSelection, of game: String)
    throws(DatabaseError) -> Statement
  {
    let (condition, value): (String, Statement.Value) =
      switch selection {
      case .key(let key): ("key = ?", .text(key))
      case .id(let id): ("game_id = ?", .text(id))
      case .unfinished: ("status = ?", .text(KeptGame.Status.playing.rawValue))
      case .numbers(let numbers):
        (
          "number IN (SELECT value FROM json_each(?))",
          .text("[" + numbers.map(String.init).joined(separator: ",") + "]")
        )
      }
    // Rows picked by number are looked up by it, and the few sorted: `+played_at` keeps
    // SQLite from walking every row of the game in play order instead.
    let order = if case .numbers = selection { "+played_at" } else { "played_at" }
    let rows = "SELECT \(columns) FROM kept_games WHERE game = ? AND \(condition)"
    return try database.prepare(rows + " ORDER BY \(order) DESC, number DESC")
      .bind([.text(game), value])
  }

  /// The kept game a row of `kept_games` holds.
  private static func keptGame(_ row: Statement) -> KeptGame {
    let times = ["started_at", "played_at", "seconds_spent"].map(row.double)
    let status = KeptGame.Status(rawValue: row.text("status"))
    return KeptGame(
      number: row.int("number"), id: row.text("game_id"), status: status ?? .playing,
      key: row.optionalText("key"), startedAt: Date(timeIntervalSince1970: times[0]),
      playedAt: Date(timeIntervalSince1970: times[1]), secondsSpent: times[2],
      moves: row.int("moves"), session: row.blob("session"),
      isDamaged: status == nil || !times.allSatisfy(\.isFinite) || times[2] < 0)
  }
}
