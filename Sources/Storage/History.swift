import CSQLite
import Foundation

/// The history of finished and abandoned games: an SQLite database (SPEC §4).
///
/// One row per game in `games`: the fields every game has, the ones `stats` filters by,
/// and each game's own fields as typed columns of their own, named after the game and left
/// empty (NULL) for the others, so that `stats` filters and sums any of them in one pass
/// over one table. The schema's number is the database's `user_version`; `migrations[n]`
/// takes a database from version `n` to `n + 1`. A game's own columns come from its
/// `HistorySchema`: one the table lacks is added when the history opens. (The first games'
/// columns were made by the first migrations, which stay as they shipped.)
///
/// The journal is a write-ahead log, every commit is flushed, and a connection waits for
/// another process's lock rather than failing: concurrent processes all get recorded, and
/// a kill at any moment leaves every game committed before it.
final class History {
  let database: Database
  /// The columns of the table of games.
  private(set) var columns: Set<String> = []
  /// What each game keeps beyond the fields every game has.
  let schemas: [HistorySchema]

  /// The columns every game fills in (`id`, SQLite's row number, aside).
  static let commonColumns = [
    "game_id", "game", "language", "outcome", "length", "guess_limit", "difficulty", "guesses",
    "incorrect_guesses", "word", "started_at", "ended_at", "seconds_spent",
  ]

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
  /// Every step waits for other processes' locks, however SQLite reports them, so that any
  /// number of processes opening the file at once, a new one or an old one, all get it.
  ///
  /// - Throws: `DatabaseError`; one whose `isDamage` is true means the file is not a
  ///   database, is damaged, or holds another program's tables.
  init(_ database: Database, schemas: [HistorySchema] = []) throws(DatabaseError) {
    self.database = database
    self.schemas = schemas
    try database.waitingForLocks { () throws(DatabaseError) in
      // Another program's database is left exactly as it was found, journal mode and all.
      try Self.checkIsOurs(database)
      try Self.useWriteAheadLog(database)
      try database.transaction { () throws(DatabaseError) in
        columns = try Self.setUp(database)
        try addGamesColumns()
        try makeKeptGamesTables()
      }
    }
  }

  /// Reads a history that cannot be written (a folder nobody may write to): nothing is
  /// set up or migrated.
  ///
  /// - Throws: `DatabaseError`; `isDamage` for a file that is not this program's history,
  ///   `SQLITE_READONLY` for an older one that cannot be brought up to date here.
  init(reading database: Database, schemas: [HistorySchema] = []) throws(DatabaseError) {
    self.database = database
    self.schemas = schemas
    try database.waitingForLocks { () throws(DatabaseError) in
      columns = try Self.checkIsOurs(database)
      try checkKeptGamesTables()
      guard try database.userVersion() >= Self.migrations.count, missingColumns.isEmpty else {
        throw DatabaseError(
          code: SQLITE_READONLY, message: "an older history cannot be updated where it is",
          path: database.path)
      }
    }
  }

  /// The games' declared columns the table lacks.
  private var missingColumns: [HistoryColumn] {
    schemas.flatMap(\.columns).filter { !columns.contains($0.name) }
  }

  /// Under the write lock: adds each game's columns that the table lacks.
  private func addGamesColumns() throws(DatabaseError) {
    for column in missingColumns {
      try database.execute("ALTER TABLE games ADD COLUMN \(column.name) \(column.kind.rawValue)")
      columns.insert(column.name)
    }
  }

  /// Switches the journal to a write-ahead log, unless it is one already. If another
  /// process holds the file, the switch may not take; the next opening tries again, and
  /// meanwhile the rollback journal works, only slower.
  private static func useWriteAheadLog(_ database: Database) throws(DatabaseError) {
    try database.execute("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON")
    guard try database.journalMode() != "wal" else { return }
    try database.execute("PRAGMA journal_mode = WAL")
  }

  /// Under the write lock: refuses another program's database, and brings the schema up
  /// to date, so that two processes opening an old (or new) file at
  /// once migrate it once. A schema newer than this program's is left alone: its migrations
  /// only ever add, so the rows this program writes still fit.
  ///
  /// - Returns: The columns of the table of games.
  private static func setUp(_ database: Database) throws(DatabaseError) -> Set<String> {
    let version = try database.userVersion()
    if version == 0, try database.hasSchema() {
      throw DatabaseError.notOurs(path: database.path)  // made by another program meanwhile
    }
    if version < migrations.count {
      for migration in migrations[version...] {
        try database.execute(migration)
      }
      try database.execute("PRAGMA user_version = \(migrations.count)")
    }
    return try checkColumns(database)
  }

  /// Throws `notOurs` for a database that is not empty and not a history of this program's
  /// (or of a later version's): one without a schema number that holds tables, or one
  /// whose table of games lacks a column its schema number promises.
  ///
  /// - Returns: The columns of the table of games (none in an empty database).
  @discardableResult
  private static func checkIsOurs(_ database: Database) throws(DatabaseError) -> Set<String> {
    // One snapshot for every look, so that a history another process makes meanwhile is
    // seen whole or not at all.
    try database.reading { () throws(DatabaseError) in
      let version = try database.userVersion()
      if version == 0 {
        guard try !database.hasSchema() else { throw DatabaseError.notOurs(path: database.path) }
        return []
      }
      return try checkColumns(database, afterMigrations: min(version, migrations.count))
    }
  }

  /// The columns `games` has once the first `count` migrations have run, read off a
  /// database made in memory.
  static func columns(afterMigrations count: Int) -> Set<String> {
    guard let scratch = try? Database(path: ":memory:"),
      (try? scratch.execute(migrations[..<count].joined())) != nil,
      let names = try? scratch.columns(of: "games")
    else { return [] }
    return Set(names)
  }

  /// The columns of today's schema, worked out once.
  private static let latestColumns = columns(afterMigrations: migrations.count)

  /// Throws `notOurs` unless `games` has every column the first `count` migrations make.
  ///
  /// - Returns: The columns `games` has.
  private static func checkColumns(
    _ database: Database, afterMigrations count: Int = migrations.count
  ) throws(DatabaseError) -> Set<String> {
    let expected = count == migrations.count ? latestColumns : columns(afterMigrations: count)
    let present = Set(try database.columns(of: "games"))
    let missing = expected.subtracting(present)
    guard missing.isEmpty else {
      throw DatabaseError.notOurs(
        path: database.path,
        reason: "its table of games lacks \(missing.sorted().joined(separator: ", "))")
    }
    return present
  }

  // MARK: Writing

  /// Adds the games that are not recorded yet (by id), all in one transaction.
  ///
  /// - Returns: How many were added.
  @discardableResult
  func record(_ records: [GameRecord]) throws(DatabaseError) -> Int {
    try database.waitingForLocks { () throws(DatabaseError) in
      try insert(records)
    }
  }

  func insert(_ records: [GameRecord]) throws(DatabaseError) -> Int {
    try database.transaction { () throws(DatabaseError) in
      // One statement for each set of own fields: a game's records all share one.
      var inserts: [[String]: Statement] = [:]
      var added = 0
      for record in records {
        let own = record.fields.keys.sorted()
        if let unknown = own.first(where: { !columns.contains($0) || Self.isCommon($0) }) {
          throw DatabaseError(
            code: SQLITE_ERROR, message: "the table of games has no own column \(unknown)",
            path: database.path)
        }
        let insert: Statement
        if let prepared = inserts[own] {
          insert = prepared
        } else {
          insert = try prepareInsert(own)
          inserts[own] = insert
        }
        try insert.bind(
          [
            .text(record.id), .text(record.game), .text(record.language),
            .text(record.outcome.rawValue), .integer(record.length), .integer(record.guessLimit),
            .integer(record.difficulty), .integer(record.guesses),
            .integer(record.incorrectGuesses), .text(record.word),
            .real(record.startedAt.timeIntervalSince1970),
            .real(record.endedAt.timeIntervalSince1970), .real(record.secondsSpent),
          ] + own.map { Statement.Value(record.fields[$0]) }
        ).run()
        added += database.changes
      }
      return added
    }
  }

  /// The statement that adds a game with these own columns, unless its id is recorded.
  private func prepareInsert(_ own: [String]) throws(DatabaseError) -> Statement {
    let names = Self.commonColumns + own
    return try database.prepare(
      """
      INSERT INTO games (\(names.joined(separator: ", ")))
      VALUES (\(Array(repeating: "?", count: names.count).joined(separator: ", ")))
      ON CONFLICT (game_id) DO NOTHING
      """)
  }

  /// Whether `column` is one every game fills in (or SQLite's row number).
  static func isCommon(_ column: String) -> Bool {
    column == "id" || commonColumns.contains(column)
  }

  // MARK: Reading

  /// Whether a game with this id is recorded.
  func contains(id: String) throws(DatabaseError) -> Bool {
    try database.waitingForLocks { () throws(DatabaseError) in
      try database.prepare("SELECT 1 FROM games WHERE game_id = ?").bind(.text(id)).step()
    }
  }

  /// Every recorded game, in the order they ended.
  func records() throws(DatabaseError) -> [GameRecord] {
    try database.waitingForLocks(readRecords)
  }

  private func readRecords() throws(DatabaseError) -> [GameRecord] {
    let rows = try database.prepare("SELECT * FROM games ORDER BY ended_at, id")
    let own = rows.columnNames.filter { !Self.isCommon($0) }
    var records: [GameRecord] = []
    while try rows.step() {
      var record = GameRecord(
        id: rows.text("game_id"), game: rows.text("game"), language: rows.text("language"),
        outcome: GameRecord.Outcome(rawValue: rows.text("outcome")) ?? .abandoned,
        length: rows.optionalInt("length"), guessLimit: rows.optionalInt("guess_limit"),
        difficulty: rows.optionalInt("difficulty"), guesses: rows.int("guesses"),
        incorrectGuesses: rows.int("incorrect_guesses"), word: rows.optionalText("word"),
        startedAt: Date(timeIntervalSince1970: rows.double("started_at")),
        endedAt: Date(timeIntervalSince1970: rows.double("ended_at")),
        secondsSpent: rows.double("seconds_spent"))
      for column in own {
        record.fields[column] = rows.value(column)
      }
      records.append(record)
    }
    return records
  }
}
