import Foundation

/// The history of finished and abandoned games: an SQLite database (SPEC §4).
///
/// One row per game in `games`: the fields every game has, the ones `stats` filters by,
/// and each game's own fields as typed columns of their own, named after the game and left
/// empty (NULL) for the others, so that `stats` filters and sums any of them in one pass
/// over one table. The schema's number is the database's `user_version`; `migrations[n]`
/// takes a database from version `n` to `n + 1`, and a game added later brings its columns
/// as a new migration (`ALTER TABLE games ADD COLUMN …`).
///
/// The journal is a write-ahead log, every commit is flushed, and a connection waits for
/// another process's lock rather than failing: concurrent processes all get recorded, and
/// a kill at any moment leaves every game committed before it.
final class History {
  let database: Database

  /// The schema, one migration per version, oldest first. Never edit one that has shipped:
  /// add another.
  static let migrations = [
    """
    CREATE TABLE games (
      id INTEGER PRIMARY KEY,
      game_id TEXT NOT NULL UNIQUE,
      game TEXT NOT NULL,
      language TEXT NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'abandoned')),
      length INTEGER,
      guess_limit INTEGER,
      difficulty INTEGER,
      guesses INTEGER NOT NULL,
      incorrect_guesses INTEGER NOT NULL,
      word TEXT,
      started_at REAL NOT NULL,
      ended_at REAL NOT NULL,
      seconds_spent REAL NOT NULL,
      evil_strategy TEXT,
      ghost_player_one TEXT,
      ghost_player_two TEXT,
      ghost_winner TEXT,
      ghost_computer TEXT,
      ghost_hints INTEGER,
      ghost_in_match INTEGER,
      ghost_match_winner TEXT
    ) STRICT;
    CREATE INDEX games_by_game ON games (game, ended_at, id, outcome);
    CREATE INDEX games_by_evil_strategy ON games (evil_strategy, outcome)
      WHERE evil_strategy IS NOT NULL;
    CREATE INDEX games_by_ghost_players ON games (
      ghost_player_one, ghost_player_two, ghost_winner, ghost_computer, outcome,
      ghost_match_winner, ghost_hints)
      WHERE ghost_player_one IS NOT NULL;
    CREATE INDEX games_by_end ON games (ended_at);
    CREATE INDEX games_by_length ON games (length, guess_limit);
    CREATE INDEX games_by_difficulty ON games (difficulty) WHERE difficulty IS NOT NULL;
    CREATE INDEX games_by_language ON games (language);
    """,
    """
    ALTER TABLE games ADD COLUMN hangman_mode TEXT;
    ALTER TABLE games ADD COLUMN hangman_score INTEGER;
    CREATE INDEX games_by_hangman_mode ON games (hangman_mode, outcome, hangman_score, guesses)
      WHERE hangman_mode IS NOT NULL;
    """,
  ]

  /// Sets up (and creates, or brings up to date) the history in an open database.
  ///
  /// - Throws: `DatabaseError`; one whose `isDamage` is true means the file is not a
  ///   database or is damaged.
  init(_ database: Database) throws(DatabaseError) {
    self.database = database
    database.setBusyTimeout(milliseconds: 30_000)
    try database.execute("PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL")
    try database.execute("PRAGMA foreign_keys = ON")
    try migrate()
  }

  /// Brings the schema up to date, under the write lock, so that two processes opening an
  /// old (or new) file at once migrate it once. A schema newer than this program's is left
  /// alone: its migrations only ever add, so the rows this program writes still fit.
  private func migrate() throws(DatabaseError) {
    let latest = Self.migrations.count
    guard try database.userVersion() < latest else { return }
    try database.transaction { () throws(DatabaseError) in
      let version = try database.userVersion()
      guard version < latest else { return }
      for migration in Self.migrations[version...] {
        try database.execute(migration)
      }
      try database.execute("PRAGMA user_version = \(latest)")
    }
  }

  // MARK: Writing

  /// Adds the games that are not recorded yet (by id), all in one transaction.
  ///
  /// - Returns: How many were added.
  @discardableResult
  func record(_ records: [GameRecord]) throws(DatabaseError) -> Int {
    try database.transaction { () throws(DatabaseError) in
      let insert = try database.prepare(
        """
        INSERT INTO games (game_id, game, language, outcome, length, guess_limit, difficulty,
          guesses, incorrect_guesses, word, started_at, ended_at, seconds_spent, evil_strategy,
          ghost_player_one, ghost_player_two, ghost_winner, ghost_computer, ghost_hints,
          ghost_in_match, ghost_match_winner, hangman_mode, hangman_score)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (game_id) DO NOTHING
        """)
      var added = 0
      for record in records {
        var hangman: GameRecord.Hangman?
        var evil: GameRecord.EvilHangman?
        var ghost: GameRecord.Ghost?
        switch record.details {
        case .hangman(let details): hangman = details
        case .evilHangman(let details): evil = details
        case .ghost(let details): ghost = details
        case nil: break
        }
        try insert.bind(
          .text(record.id), .text(record.game), .text(record.language),
          .text(record.outcome.rawValue), .integer(record.length), .integer(record.guessLimit),
          .integer(record.difficulty), .integer(record.guesses),
          .integer(record.incorrectGuesses), .text(record.word),
          .real(record.startedAt.timeIntervalSince1970),
          .real(record.endedAt.timeIntervalSince1970), .real(record.secondsSpent),
          .text(evil?.strategy), .text(ghost?.players.first),
          .text(ghost?.players.dropFirst().first), .text(ghost?.winner), .text(ghost?.computer),
          .integer(ghost?.hints), .integer(ghost.map { $0.isInMatch ? 1 : 0 }),
          .text(ghost?.matchWinner), .text(hangman?.mode), .integer(hangman?.score)
        ).run()
        added += database.changes
      }
      return added
    }
  }

  // MARK: Reading

  /// Whether a game with this id is recorded.
  func contains(id: String) throws(DatabaseError) -> Bool {
    try database.prepare("SELECT 1 FROM games WHERE game_id = ?").bind(.text(id)).step()
  }

  /// Every recorded game, in the order they ended.
  func records() throws(DatabaseError) -> [GameRecord] {
    let rows = try database.prepare(
      """
      SELECT game_id, game, language, outcome, length, guess_limit, difficulty, guesses,
        incorrect_guesses, word, started_at, ended_at, seconds_spent, evil_strategy,
        ghost_player_one, ghost_player_two, ghost_winner, ghost_computer, ghost_hints,
        ghost_in_match, ghost_match_winner, hangman_mode, hangman_score
      FROM games ORDER BY ended_at, id
      """)
    var records: [GameRecord] = []
    while try rows.step() {
      var details: GameRecord.Details?
      if let mode = rows.optionalText(21) {
        details = .hangman(.init(mode: mode, score: rows.optionalInt(22)))
      } else if let strategy = rows.optionalText(13) {
        details = .evilHangman(.init(strategy: strategy))
      } else if let playerOne = rows.optionalText(14) {
        details = .ghost(
          .init(
            players: [playerOne, rows.text(15)], winner: rows.optionalText(16),
            computer: rows.optionalText(17), hints: rows.int(18), isInMatch: rows.int(19) != 0,
            matchWinner: rows.optionalText(20)))
      }
      records.append(
        GameRecord(
          id: rows.text(0), game: rows.text(1), language: rows.text(2),
          outcome: GameRecord.Outcome(rawValue: rows.text(3)) ?? .abandoned,
          length: rows.optionalInt(4), guessLimit: rows.optionalInt(5),
          difficulty: rows.optionalInt(6), guesses: rows.int(7), incorrectGuesses: rows.int(8),
          word: rows.optionalText(9), startedAt: Date(timeIntervalSince1970: rows.double(10)),
          endedAt: Date(timeIntervalSince1970: rows.double(11)), secondsSpent: rows.double(12),
          details: details))
    }
    return records
  }
}
