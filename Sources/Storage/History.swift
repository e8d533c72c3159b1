import CSQLite
import Foundation

/// The history of finished and abandoned games: an SQLite database (SPEC §4).
///
/// One row per game in `games`: the fields every game has, among them the ones `stats`
/// filters by, and the game's own fields in `details`, a JSON object that SQLite writes and
/// reads (`json_object`, `json_each`), so that Storage knows no game. Every game's games in
/// progress, and CodeWord Breaker's games kept whole, are rows of `kept_games` (see
/// `KeptGame`).
///
/// The schema's number is the database's `user_version`: an empty database gets `schema`, and
/// one of a later version is used as it is, since later versions only add (nothing was
/// released before version 1, so there is nothing to bring up). The journal is a write-ahead
/// log, every commit is flushed, and a connection waits for another process's lock rather
/// than failing: concurrent processes all get recorded, and a kill at any moment leaves every
/// game committed before it.
///
/// Games read it through `HistoryDatabase.read`, at one moment: every figure `stats` shows
/// comes from one reading.
public final class History {
  package let database: Database

  static let version = 1

  /// The columns every game fills in (`id`, SQLite's row number, aside).
  static let commonColumns = [
    "game_id", "game", "language", "outcome", "length", "guess_limit", "difficulty", "guesses",
    "incorrect_guesses", "word", "started_at", "ended_at", "seconds_spent",
  ]

  /// The columns of `kept_games`, in the order of its schema.
  static let keptGameColumns = [
    "number", "game", "game_id", "status", "key", "started_at", "played_at", "seconds_spent",
    "session", "moves",
  ]

  /// Today's schema, made in an empty database.
  static let schema = """
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
      details TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details))
    ) STRICT;
    -- Each game's outcomes in the order they ended, with every column a filter reads: the
    -- tallies and streaks are read off the index.
    CREATE INDEX games_by_game ON games (
      game, ended_at, id, outcome, length, guess_limit, difficulty, language);
    -- Every column a game's figures group by or filter on: the groups are read off the index.
    CREATE INDEX games_by_details ON games (
      game, outcome, details, guesses, length, guess_limit, difficulty, language, ended_at);
    CREATE INDEX games_by_end ON games (ended_at);
    -- The kept games, each numbered within its game from 1 (`resume 3` is a game's third):
    -- kept_game_numbers holds each game's last number, so that none is ever reused.
    CREATE TABLE kept_games (
      number INTEGER NOT NULL,
      game TEXT NOT NULL,
      game_id TEXT NOT NULL UNIQUE,
      status TEXT NOT NULL CHECK (status IN ('playing', 'won', 'lost')),
      key TEXT,
      started_at REAL NOT NULL,
      played_at REAL NOT NULL,
      seconds_spent REAL NOT NULL,
      session BLOB NOT NULL,
      moves INTEGER NOT NULL DEFAULT 0,
      UNIQUE (game, number),
      UNIQUE (game, key)
    ) STRICT;
    CREATE INDEX kept_games_by_play ON kept_games (game, played_at, number);
    CREATE INDEX kept_games_unfinished ON kept_games (game, status, played_at)
      WHERE status = 'playing';
    CREATE TABLE IF NOT EXISTS kept_game_numbers (game TEXT PRIMARY KEY, last INTEGER NOT NULL)
      STRICT;
    """

  /// The columns each table of `schema` has: a history must have them, and a table that
  /// lacks one is another program's.
  static let tables = [
    ("games", commonColumns + ["details"]), ("kept_games", keptGameColumns),
    ("kept_game_numbers", ["game", "last"]),
  ]

  /// Sets up (and creates) the history in an open database.
  ///
  /// Processes that open the file at once all get it: each waits for the others' locks,
  /// and the schema is made under the write lock, once.
  ///
  /// A history opened only to be read (`isReadOnly`) is read as it is, of any version: one
  /// with no schema yet cannot be read.
  ///
  /// - Throws: `DatabaseError`; one whose `isDamage` is true means the file is not a
  ///   database, is damaged, or holds another program's tables.
  init(_ database: Database, isReadOnly: Bool = false) throws(DatabaseError) {
    self.database = database
    // Another program's database is left exactly as it was found, journal mode and all.
    // A history of today's schema is only read to be opened, so that opening it never
    // waits on another process's write.
    let version = try Self.checkIsOurs(database)
    guard !isReadOnly else {
      guard version >= 1 else {
        throw DatabaseError(
          code: SQLITE_READONLY, message: "it has no tables yet, and cannot be given them",
          path: database.path)
      }
      return
    }
    try database.execute("PRAGMA synchronous = FULL; PRAGMA journal_mode = WAL")
    guard version == 0 else { return }
    try database.transaction { () throws(DatabaseError) in
      // Made by another process meanwhile, it is not made again.
      guard try Self.checkTables(database) == 0 else { return }
      try database.execute(Self.schema + "PRAGMA user_version = \(Self.version)")
    }
  }

  /// Throws a damage error for a database that is not empty and not a history of this
  /// program's (of any version): one without a schema number that holds tables, or one
  /// whose tables lack a column they must have.
  ///
  /// - Returns: The schema's number, 0 for an empty database.
  private static func checkIsOurs(_ database: Database) throws(DatabaseError) -> Int {
    // One snapshot for every look, so that a history another process makes meanwhile is
    // seen whole or not at all.
    try database.reading { () throws(DatabaseError) in try checkTables(database) }
  }

  /// `checkIsOurs` within a transaction.
  private static func checkTables(_ database: Database) throws(DatabaseError) -> Int {
    // The schema number the database keeps in its header.
    let header = try database.prepare("PRAGMA user_version")
    let version = try header.step() ? header.int("user_version") : 0
    guard version > 0 else {
      guard try !database.prepare("SELECT 1 FROM sqlite_schema").step() else {
        throw DatabaseError(damage: "its tables are not this program's", path: database.path)
      }
      return 0
    }
    // A table's columns, none if there is no such table.
    let names = try database.prepare("SELECT name FROM pragma_table_info(?)")
    for (table, columns) in tables {
      let present = try names.bind([.text(table)]).rows { $0.text("name") }
      let missing = Set(columns).subtracting(present)
      guard missing.isEmpty else {
        throw DatabaseError(
          damage: "its table \(table) lacks \(missing.sorted().joined(separator: ", "))",
          path: database.path)
      }
    }
    return version
  }

  // MARK: Writing

  /// Adds the games that are not recorded yet (by id), in the caller's transaction; one
  /// holding a value out of range (not `GameRecord.isInRange`) is left out.
  public func record(_ records: [GameRecord]) throws(DatabaseError) {
    // Numbers are bounded where they are stored: a record out of range is not kept.
    for record in records where record.isInRange {
      let own = record.fields.sorted { $0.key < $1.key }
      try prepareInsert(fields: own.count).bind(
        [
          .text(record.id), .text(record.game), .text(record.language),
          .text(record.outcome.rawValue), .integer(record.length), .integer(record.guessLimit),
          .integer(record.difficulty), .integer(record.guesses),
          .integer(record.incorrectGuesses), .text(record.word),
          .real(record.startedAt.timeIntervalSince1970),
          .real(record.endedAt.timeIntervalSince1970), .real(record.secondsSpent),
        ] + own.flatMap { [.text($0.key), Statement.Value($0.value)] }
      ).run()
    }
  }

  /// The statement that adds a game with this many own fields, unless its id is recorded.
  private func prepareInsert(fields: Int) throws(DatabaseError) -> Statement {
    let values = Array(repeating: "?", count: Self.commonColumns.count)
    let pairs = Array(repeating: "?, ?", count: fields)
    return try database.prepare(
      """
      INSERT INTO games (\(Self.commonColumns.joined(separator: ", ")), details)
      VALUES (\(values.joined(separator: ", ")), json_object(\(pairs.joined(separator: ", "))))
      ON CONFLICT (game_id) DO NOTHING
      """)
  }

  /// Whether the database is a history of this program's (or empty) that SQLite finds whole:
  /// every page, and every index agreeing with its table (`integrity_check`). Slow on a large
  /// history: for a history found damaged, not for every start.
  static func isSound(_ database: Database) -> Bool {
    guard (try? checkIsOurs(database)) != nil,
      let check = try? database.prepare("PRAGMA integrity_check")
    else { return false }
    return (try? check.step()) == true && check.text("integrity_check") == "ok"
  }
}
