import CSQLite
import Foundation

/// One connection to an SQLite database: the thin layer the history is written with.
///
/// Values only ever reach SQL as bound parameters (`Statement.bind`); `execute` takes SQL
/// with no values in it, for the schema and pragmas. Every connection waits for another
/// process's lock from its first statement on (SQLite's busy handler, `waiting`); writers take the
/// write lock when they begin, so no two of them ever wait on each other.
package final class Database {
  let path: String
  private let connection: OpaquePointer

  /// How long a connection waits for another's lock before giving up: long enough for any
  /// number of games being recorded at once, short enough that a stuck lock is reported.
  static let lockTimeout: Duration = .seconds(30)

  /// Asked every 10 ms while another connection holds a lock this one needs, with how long
  /// it has waited: whether to go on waiting (never past `lockTimeout`).
  private let waiting: (Duration) -> Bool

  /// Opens the database at `path` to read and write it, creating it.
  ///
  /// Opening reads nothing yet: a file that is not a database is found out by the first
  /// statement, which then throws an error whose `isDamage` is true. The wait for another's
  /// lock is set before that first statement, so that none of them fails on a lock held
  /// briefly.
  ///
  /// - Parameter reading: How to open it only to be read, as SQLite's URI parameters
  ///   (`mode=ro`, or `immutable=1` where not even a `-shm` can be made), or `nil` to
  ///   read and write it.
  init(
    path: String, reading: String? = nil, waiting: @escaping (Duration) -> Bool = { _ in true }
  ) throws(DatabaseError) {
    self.path = path
    var connection: OpaquePointer?
    // SQLite reads a name as a URI only where it starts with `file:`: a history opened only
    // to be read. A path, always absolute, is read as a path.
    let flags =
      SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_URI
      | (reading == nil ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READONLY)
    let name = reading.map {
      "file:\(path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)?\($0)"
    }
    let status = sqlite3_open_v2(name ?? path, &connection, flags, nil)
    guard status == SQLITE_OK, let connection else {
      let error = Self.error(status, of: connection, path: path)
      sqlite3_close_v2(connection)
      throw error
    }
    self.connection = connection
    self.waiting = waiting
    let handler: @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32 = { database, count in
      let waited = Duration.milliseconds(10) * Int(count)
      guard waited < Database.lockTimeout,
        let database, Unmanaged<Database>.fromOpaque(database).takeUnretainedValue().waiting(waited)
      else { return 0 }
      usleep(10_000)
      return 1
    }
    sqlite3_busy_handler(connection, handler, Unmanaged.passUnretained(self).toOpaque())
  }

  deinit {
    sqlite3_close_v2(connection)
  }

  /// Runs SQL that takes no values (the schema, pragmas), one statement after another.
  func execute(_ sql: String) throws(DatabaseError) {
    try check(sqlite3_exec(connection, sql, nil, nil, nil))
  }

  /// Compiles one statement, whose `?` parameters are then bound.
  ///
  /// - Throws: `DatabaseError` with `SQLITE_MISUSE` if `sql` goes on past its first
  ///   statement (SQLite would compile the first and drop the rest without a word).
  package func prepare(_ sql: String) throws(DatabaseError) -> Statement {
    var statement: OpaquePointer?
    var rest = ""
    let status = sql.withCString { text in
      var tail: UnsafePointer<CChar>?
      let status = sqlite3_prepare_v3(connection, text, -1, 0, &statement, &tail)
      rest = tail.map { String(cString: $0) } ?? ""
      return status
    }
    try check(status)
    guard let statement else { throw Self.error(SQLITE_MISUSE, of: connection, path: path) }
    let compiled = Statement(statement, in: self)
    guard rest.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
      throw DatabaseError(
        code: SQLITE_MISUSE, message: "SQL after the first statement: \(rest)", path: path)
    }
    return compiled
  }

  /// Runs `body` in one transaction, committing if it returns and rolling back if it
  /// throws. Outside a transaction it takes the write lock at once (so two writers never
  /// deadlock on upgrading); inside one, it is a savepoint, so that transactions nest: the
  /// inner one's changes stand or fall with the outer one's.
  func transaction<Result>(
    _ body: () throws(DatabaseError) -> Result
  ) throws(DatabaseError) -> Result {
    // Savepoints may share a name: RELEASE and ROLLBACK TO take the innermost of it.
    let isNested = isInTransaction
    try execute(isNested ? "SAVEPOINT nested" : "BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute(isNested ? "RELEASE nested" : "COMMIT")
      return result
    } catch {
      try? execute(isNested ? "ROLLBACK TO nested; RELEASE nested" : "ROLLBACK")
      throw error
    }
  }

  /// Runs `body` in one read transaction: every statement in it sees the database as it
  /// was at the first, whatever other connections commit meanwhile.
  func reading<Result>(
    _ body: () throws(DatabaseError) -> Result
  ) throws(DatabaseError) -> Result {
    try execute("BEGIN")
    defer { try? execute("COMMIT") }
    return try body()
  }

  /// Whether a transaction is open.
  var isInTransaction: Bool { sqlite3_get_autocommit(connection) == 0 }

  /// Makes the connection close without a checkpoint, which would delete the `-wal` and
  /// `-shm` by their names: for a damaged database, whose journal is kept with it, and
  /// whose names may be a fresh history's by the time it closes.
  func closeWithoutCheckpoint() {
    csqlite_no_checkpoint_on_close(connection)
  }

  /// Throws the connection's error for a status other than success.
  func check(_ status: Int32) throws(DatabaseError) {
    guard status == SQLITE_OK || status == SQLITE_ROW || status == SQLITE_DONE else {
      throw Self.error(status, of: connection, path: path)
    }
  }

  /// SQLite's failure on a connection, in its words and, where the system would not open a
  /// file, the system's ("unable to open database file: Permission denied"); in the words of
  /// its code where SQLite could not make the connection.
  private static func error(_ status: Int32, of connection: OpaquePointer?, path: String)
    -> DatabaseError
  {
    let code = status & 0xFF
    guard let connection else {
      return DatabaseError(code: code, message: String(cString: sqlite3_errstr(status)), path: path)
    }
    let system = code == SQLITE_CANTOPEN ? sqlite3_system_errno(connection) : 0
    return DatabaseError(
      code: code,
      message: String(cString: sqlite3_errmsg(connection))
        + (system == 0 ? "" : ": " + String(cString: strerror(system))),
      path: path)
  }
}
