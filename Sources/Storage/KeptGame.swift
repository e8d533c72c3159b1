import CSQLite
import Foundation

/// A game kept in the history from its start, with every move, for a game that keeps every
/// game ever started (CodeWord Breaker: `list`, `resume N`, `delete N`).
///
/// Every game that keeps its games shares two tables: `kept_games`, a row per game with its
/// number, status and the session as the game saves it, and `kept_moves`, a row per move
/// with what it got. A game is kept after every move in one transaction with that move
/// (and, once it ends, with its record in the table of finished games), so a kill never
/// loses an answered move; deleting a game deletes its moves with it, and leaves its id in
/// `kept_deleted`, so that a process still playing it is told instead of keeping it again.
public struct KeptGame: Sendable, Equatable {
  public enum Status: String, Sendable {
    case playing, won, lost
  }

  /// The game's number, which the player types (`resume 12`); numbers are never reused.
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
  /// The session, encoded as the game saves it.
  public var session: [UInt8]
  /// Every move, in order, as it was shown.
  public var moves: [KeptMove]
  /// Whether the row breaks the store's own rules (moves not numbered 1…n, a time that is
  /// not a count of seconds): nothing in it can be trusted, nor shown as it stands.
  public var isDamaged: Bool
}

/// What became of a kept game that a process kept after a move.
public enum KeepOutcome: Sendable, Equatable {
  /// It was kept, as game `number`.
  case kept(number: Int)
  /// Another process deleted it: it is not kept again.
  case deletedElsewhere(number: Int)
  /// Another process played it on, or ended it, since this one read it: what this one
  /// holds is not kept over it.
  case playedElsewhere(number: Int)

  /// The game's number.
  public var number: Int {
    switch self {
    case .kept(let number), .deletedElsewhere(let number), .playedElsewhere(let number): number
    }
  }
}

/// One move of a kept game: what was played and what it got (CodeWord Breaker: the
/// attempt and its pegs).
public struct KeptMove: Sendable, Equatable {
  public var text: String
  public var marks: String

  public init(text: String, marks: String) {
    self.text = text
    self.marks = marks
  }
}

/// A game to keep: what the game knows of itself (`KeptGame` less what the history adds).
public struct KeptGameEntry: Sendable {
  public var id: String
  public var status: KeptGame.Status
  public var key: String?
  public var startedAt: Date
  public var secondsSpent: Double
  public var session: [UInt8]
  /// Every move so far, in order; those kept already are left as they are.
  public var moves: [KeptMove]

  public init(
    id: String, status: KeptGame.Status, key: String?, startedAt: Date, secondsSpent: Double,
    session: [UInt8], moves: [KeptMove]
  ) {
    self.id = id
    self.status = status
    self.key = key
    self.startedAt = startedAt
    self.secondsSpent = secondsSpent
    self.session = session
    self.moves = moves
  }
}

/// Which kept games to read.
public enum KeptGameSelection: Sendable {
  /// The game with this number.
  case number(Int)
  /// The game with this key.
  case key(String)
  /// The unfinished game played last, after skipping this many played later.
  case latestUnfinished(skipping: Int = 0)
}

extension History {
  /// Keeps a game and the moves not kept yet, and its record if it ended, in one
  /// transaction. A new move makes it the game played last.
  ///
  /// A game another process deleted is not kept again, nor one it played on or ended
  /// since: the moves kept must begin the game's, and a game kept as over stays as it is.
  func keep(_ entry: KeptGameEntry, of game: String, record: GameRecord?) throws(DatabaseError)
    -> KeepOutcome
  {
    try database.transaction { () throws(DatabaseError) in
      let row = try database.prepare(
        "SELECT number, status FROM kept_games WHERE game = ? AND game_id = ?"
      ).bind(.text(game), .text(entry.id))
      let number: Int
      let keptMoves: [KeptMove]
      if try row.step() {
        number = row.int("number")
        keptMoves = try readMoves(of: number, with: movesStatement()).moves
        let isOver = row.text("status") != KeptGame.Status.playing.rawValue
        guard entry.moves.starts(with: keptMoves),
          !isOver || (entry.moves == keptMoves && entry.status.rawValue == row.text("status"))
        else { return .playedElsewhere(number: number) }
        try database.prepare(
          "UPDATE kept_games SET status = ?, seconds_spent = ?, session = ? WHERE number = ?"
        ).bind(
          .text(entry.status.rawValue), .real(entry.secondsSpent), .blob(entry.session),
          .integer(number)
        ).run()
      } else {
        let gone = try database.prepare(
          "SELECT number FROM kept_deleted WHERE game = ? AND game_id = ?"
        ).bind(.text(game), .text(entry.id))
        if try gone.step() { return .deletedElsewhere(number: gone.int("number")) }
        let started = entry.startedAt.timeIntervalSince1970
        // A number is taken only here, once: numbers are never reused.
        try database.prepare(
          """
          INSERT INTO kept_games (game, game_id, status, key, started_at, played_at,
            seconds_spent, session)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """
        ).bind(
          .text(game), .text(entry.id), .text(entry.status.rawValue), .text(entry.key),
          .real(started),
          .real(started), .real(entry.secondsSpent), .blob(entry.session)
        ).run()
        number = Int(database.lastInsertedRow)
        keptMoves = []
      }
      let addMove = try database.prepare(
        "INSERT INTO kept_moves (number, move, text, marks) VALUES (?, ?, ?, ?)")
      for (index, move) in entry.moves.enumerated().dropFirst(keptMoves.count) {
        try addMove.bind(
          .integer(number), .integer(index + 1), .text(move.text), .text(move.marks)
        ).run()
      }
      if entry.moves.count > keptMoves.count {
        try database.prepare("UPDATE kept_games SET played_at = ? WHERE number = ?")
          .bind(.real(Date().timeIntervalSince1970), .integer(number)).run()
      }
      if let record { try self.record([record]) }
      return .kept(number: number)
    }
  }

  /// Deletes a kept game with its moves, leaves its id among the deleted games, and adds
  /// `record` (an unfinished game's, as abandoned), in one transaction.
  ///
  /// - Returns: Whether there was such a game.
  func deleteKept(_ number: Int, of game: String, record: GameRecord?) throws(DatabaseError)
    -> Bool
  {
    try database.transaction { () throws(DatabaseError) in
      try database.prepare(
        """
        INSERT INTO kept_deleted (game_id, game, number)
        SELECT game_id, game, number FROM kept_games WHERE game = ? AND number = ?
        """
      ).bind(.text(game), .integer(number)).run()
      try database.prepare("DELETE FROM kept_games WHERE game = ? AND number = ?")
        .bind(.text(game), .integer(number)).run()
      guard database.changes > 0 else { return false }
      if let record { try self.record([record]) }
      return true
    }
  }

  /// The kept games played last first, at most `limit`, and how many there are in all.
  func keptGames(of game: String, limit: Int) throws(DatabaseError) -> ([KeptGame], total: Int) {
    let total = try database.prepare(
      "SELECT count(*) AS total FROM kept_games WHERE game = ?"
    ).bind(.text(game))
    _ = try total.step()
    let rows = try readKept(
      game, where: "TRUE ORDER BY g.played_at DESC, g.number DESC LIMIT ?", .integer(limit))
    return (rows, total.int("total"))
  }

  /// The kept game `selection` names, if there is one.
  func keptGame(of game: String, _ selection: KeptGameSelection) throws(DatabaseError)
    -> KeptGame?
  {
    switch selection {
    case .number(let number):
      return try readKept(game, where: "g.number = ?", .integer(number)).first
    case .key(let key):
      return try readKept(game, where: "g.key = ?", .text(key)).first
    case .latestUnfinished(let skipped):
      return try readKept(
        game,
        where: "g.status = 'playing' ORDER BY g.played_at DESC, g.number DESC LIMIT 1 OFFSET ?",
        .integer(skipped)
      ).first
    }
  }

  /// The statement that reads a game's moves, for `readMoves`.
  private func movesStatement() throws(DatabaseError) -> Statement {
    try database.prepare("SELECT move, text, marks FROM kept_moves WHERE number = ? ORDER BY move")
  }

  /// A game's moves in order, and whether they are numbered 1…n as they are kept.
  private func readMoves(of number: Int, with statement: Statement) throws(DatabaseError) -> (
    moves: [KeptMove], isNumbered: Bool
  ) {
    let rows = try statement.bind(.integer(number))
    var read: [KeptMove] = []
    var isNumbered = true
    while try rows.step() {
      isNumbered = isNumbered && rows.int("move") == read.count + 1
      read.append(KeptMove(text: rows.text("text"), marks: rows.text("marks")))
    }
    return (read, isNumbered)
  }

  private func readKept(
    _ game: String, where condition: String, _ values: Statement.Value...
  ) throws(DatabaseError) -> [KeptGame] {
    let rows = try database.prepare(
      "SELECT g.* FROM kept_games g WHERE g.game = ? AND \(condition)"
    ).bind([.text(game)] + values)
    let readingMoves = try movesStatement()
    var kept: [KeptGame] = []
    while try rows.step() {
      let number = rows.int("number")
      let (moves, isNumbered) = try readMoves(of: number, with: readingMoves)
      let times = ["started_at", "played_at", "seconds_spent"].map(rows.double)
      let status = KeptGame.Status(rawValue: rows.text("status"))
      kept.append(
        KeptGame(
          number: number, id: rows.text("game_id"), status: status ?? .playing,
          key: rows.optionalText("key"), startedAt: Date(timeIntervalSince1970: times[0]),
          playedAt: Date(timeIntervalSince1970: times[1]), secondsSpent: times[2],
          session: rows.blob("session"), moves: moves,
          isDamaged: !isNumbered || status == nil || !times.allSatisfy(\.isFinite)
            || times[2] < 0))
    }
    return kept
  }
}

extension HistoryDatabase {
  /// Keeps a game of `game` after a move: the game, the
  /// moves not kept yet and, once it ended, its `record`, in one transaction.
  ///
  /// - Returns: What became of it (with its number), or `nil` if it could not be kept
  ///   (reported once).
  @discardableResult
  public func keep(_ entry: KeptGameEntry, of game: String, record: GameRecord? = nil)
    -> KeepOutcome?
  {
    var outcome: KeepOutcome?
    recovery.perform { () throws(StorageError) in
      outcome = try withHistory { history throws(DatabaseError) in
        try history.keep(entry, of: game, record: record)
      }
    }
    return outcome
  }

  /// Deletes kept game `number` of `game` with its moves, recording `record` with it.
  ///
  /// - Returns: Whether there was such a game.
  /// - Throws: `StorageError` if the history cannot be written.
  public func deleteKept(_ number: Int, of game: String, record: GameRecord?) throws(StorageError)
    -> Bool
  {
    try withHistory { history throws(DatabaseError) in
      try history.deleteKept(number, of: game, record: record)
    }
  }

  /// The kept games of `game` played last first (at most `limit`), and how many there are.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read.
  public func keptGames(of game: String, limit: Int) throws(StorageError) -> (
    [KeptGame], total: Int
  ) {
    guard hasHistory else { return ([], 0) }
    return try withHistory(reading: true) { history throws(DatabaseError) in
      try history.keptGames(of: game, limit: limit)
    }
  }

  /// The kept game of `game` that `selection` names, if there is one.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read.
  public func keptGame(of game: String, _ selection: KeptGameSelection) throws(StorageError)
    -> KeptGame?
  {
    guard hasHistory else { return nil }
    return try withHistory(reading: true) { history throws(DatabaseError) in
      try history.keptGame(of: game, selection)
    }
  }
}
