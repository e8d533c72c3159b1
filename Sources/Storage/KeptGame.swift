import CSQLite
import Foundation

/// A game kept in the history from its start, with every move, for a game that keeps every
/// game ever started (CodeWord Breaker: `list`, `resume N`, `delete N`).
///
/// A game whose `HistorySchema` says `keepsGames` has two tables of its own, made when the
/// history opens: `<game>_games`, a row per game with its number, status and the session
/// as the game saves it, and `<game>_moves`, a row per move with what it got. A game is
/// kept after every move in one transaction with that move (and, once it ends, with its
/// record in the table of finished games), so a kill never loses an answered move; deleting
/// a game deletes its moves with it.
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
  /// The number of moves made.
  public var moveCount: Int
  /// The last move, as it was shown.
  public var lastMove: KeptMove?
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
  /// The unfinished game played last.
  case latestUnfinished
}

extension History {
  /// The names of a game's tables of kept games and moves.
  private static func tables(_ game: String) -> (games: String, moves: String) {
    precondition(game.unicodeScalars.allSatisfy { ("a"..."z").contains($0) })
    return ("\(game)_games", "\(game)_moves")
  }

  /// Under the write lock: makes the tables of each game that keeps its games, if missing.
  func makeKeptGamesTables() throws(DatabaseError) {
    for schema in schemas where schema.keepsGames {
      let (games, moves) = Self.tables(schema.game)
      try database.execute(
        """
        CREATE TABLE IF NOT EXISTS \(games) (
          number INTEGER PRIMARY KEY AUTOINCREMENT,
          game_id TEXT NOT NULL UNIQUE,
          status TEXT NOT NULL CHECK (status IN ('playing', 'won', 'lost')),
          key TEXT UNIQUE,
          started_at REAL NOT NULL,
          played_at REAL NOT NULL,
          seconds_spent REAL NOT NULL,
          session BLOB NOT NULL
        ) STRICT;
        CREATE INDEX IF NOT EXISTS \(games)_by_play ON \(games) (played_at, number);
        CREATE INDEX IF NOT EXISTS \(games)_by_status ON \(games) (status, played_at)
          WHERE status = 'playing';
        CREATE TABLE IF NOT EXISTS \(moves) (
          number INTEGER NOT NULL REFERENCES \(games) (number) ON DELETE CASCADE,
          move INTEGER NOT NULL,
          text TEXT NOT NULL,
          marks TEXT NOT NULL,
          PRIMARY KEY (number, move)
        ) STRICT, WITHOUT ROWID;
        """)
    }
  }

  /// Keeps a game and the moves not kept yet, and its record if it ended, in one
  /// transaction. A new move makes it the game played last.
  ///
  /// - Returns: The game's number.
  func keep(_ entry: KeptGameEntry, of game: String, record: GameRecord?) throws(DatabaseError)
    -> Int
  {
    let (games, moves) = Self.tables(game)
    return try database.waitingForLocks { () throws(DatabaseError) in
      try database.transaction { () throws(DatabaseError) in
        // An update first, then an insert if there was nothing to update: an upsert would
        // use up a number each time, and numbers are never reused.
        try database.prepare(
          "UPDATE \(games) SET status = ?, seconds_spent = ?, session = ? WHERE game_id = ?"
        ).bind(
          .text(entry.status.rawValue), .real(entry.secondsSpent), .blob(entry.session),
          .text(entry.id)
        ).run()
        if database.changes == 0 {
          let started = entry.startedAt.timeIntervalSince1970
          try database.prepare(
            """
            INSERT INTO \(games) (game_id, status, key, started_at, played_at, seconds_spent,
              session)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """
          ).bind(
            .text(entry.id), .text(entry.status.rawValue), .text(entry.key), .real(started),
            .real(started), .real(entry.secondsSpent), .blob(entry.session)
          ).run()
        }
        let lookup = try database.prepare("SELECT number FROM \(games) WHERE game_id = ?")
          .bind(.text(entry.id))
        _ = try lookup.step()
        let number = lookup.int("number")
        let addMove = try database.prepare(
          """
          INSERT INTO \(moves) (number, move, text, marks) VALUES (?, ?, ?, ?)
          ON CONFLICT DO NOTHING
          """)
        var added = 0
        for (index, move) in entry.moves.enumerated() {
          try addMove.bind(
            .integer(number), .integer(index + 1), .text(move.text), .text(move.marks)
          )
          .run()
          added += database.changes
        }
        if added > 0 {
          try database.prepare("UPDATE \(games) SET played_at = ? WHERE number = ?")
            .bind(.real(Date().timeIntervalSince1970), .integer(number)).run()
        }
        if let record { _ = try insert([record]) }
        return number
      }
    }
  }

  /// Deletes a kept game with its moves, and adds `record` (an unfinished game's, as
  /// abandoned), in one transaction.
  ///
  /// - Returns: Whether there was such a game.
  func deleteKept(_ number: Int, of game: String, record: GameRecord?) throws(DatabaseError)
    -> Bool
  {
    let (games, _) = Self.tables(game)
    return try database.waitingForLocks { () throws(DatabaseError) in
      try database.transaction { () throws(DatabaseError) in
        try database.prepare("DELETE FROM \(games) WHERE number = ?").bind(.integer(number)).run()
        guard database.changes > 0 else { return false }
        if let record { _ = try insert([record]) }
        return true
      }
    }
  }

  /// The kept games played last first, at most `limit`, and how many there are in all.
  func keptGames(of game: String, limit: Int) throws(DatabaseError) -> ([KeptGame], total: Int) {
    try database.waitingForLocks { () throws(DatabaseError) in
      guard try hasKeptTables(game) else { return ([], 0) }
      let (games, _) = Self.tables(game)
      let total = try database.prepare("SELECT count(*) AS total FROM \(games)")
      _ = try total.step()
      let rows = try readKept(
        game, where: "TRUE ORDER BY g.played_at DESC, g.number DESC LIMIT ?", .integer(limit))
      return (rows, total.int("total"))
    }
  }

  /// The kept game `selection` names, if there is one.
  func keptGame(of game: String, _ selection: KeptGameSelection) throws(DatabaseError)
    -> KeptGame?
  {
    try database.waitingForLocks { () throws(DatabaseError) in
      guard try hasKeptTables(game) else { return nil }
      switch selection {
      case .number(let number):
        return try readKept(game, where: "g.number = ?", .integer(number)).first
      case .key(let key):
        return try readKept(game, where: "g.key = ?", .text(key)).first
      case .latestUnfinished:
        return try readKept(
          game, where: "g.status = 'playing' ORDER BY g.played_at DESC, g.number DESC LIMIT 1"
        ).first
      }
    }
  }

  /// Whether the game's tables are there (a history opened for reading only may lack them).
  private func hasKeptTables(_ game: String) throws(DatabaseError) -> Bool {
    try !database.columns(of: Self.tables(game).games).isEmpty
  }

  private func readKept(
    _ game: String, where condition: String, _ values: Statement.Value...
  ) throws(DatabaseError) -> [KeptGame] {
    let (games, moves) = Self.tables(game)
    let rows = try database.prepare(
      """
      SELECT g.*, (SELECT count(*) FROM \(moves) m WHERE m.number = g.number) AS move_count,
        l.text AS last_text, l.marks AS last_marks
      FROM \(games) g LEFT JOIN \(moves) l ON l.number = g.number
        AND l.move = (SELECT max(move) FROM \(moves) m WHERE m.number = g.number)
      WHERE \(condition)
      """
    ).bind(values)
    var kept: [KeptGame] = []
    while try rows.step() {
      kept.append(
        KeptGame(
          number: rows.int("number"), id: rows.text("game_id"),
          status: KeptGame.Status(rawValue: rows.text("status")) ?? .playing,
          key: rows.optionalText("key"),
          startedAt: Date(timeIntervalSince1970: rows.double("started_at")),
          playedAt: Date(timeIntervalSince1970: rows.double("played_at")),
          secondsSpent: rows.double("seconds_spent"), session: rows.blob("session"),
          moveCount: rows.int("move_count"),
          lastMove: rows.optionalText("last_text").map {
            KeptMove(text: $0, marks: rows.text("last_marks"))
          }))
    }
    return kept
  }
}

extension HistoryDatabase {
  /// Keeps a game of `game` (one whose schema keeps its games) after a move: the game, the
  /// moves not kept yet and, once it ended, its `record`, in one transaction.
  ///
  /// - Returns: The game's number, or `nil` if it could not be kept (reported once).
  @discardableResult
  public func keep(_ entry: KeptGameEntry, of game: String, record: GameRecord? = nil) -> Int? {
    var number: Int?
    recovery.perform { () throws(StorageError) in
      number = try withHistory { history throws(DatabaseError) in
        try history.keep(entry, of: game, record: record)
      }
    }
    return number
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
