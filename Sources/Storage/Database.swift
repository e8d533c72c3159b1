import CSQLite

/// One connection to an SQLite database: the thin layer the history is written with.
///
/// Values only ever reach SQL as bound parameters (`Statement.bind`); `execute` takes SQL
/// with no values in it, for the schema and pragmas.
final class Database {
  let path: String
  private let connection: OpaquePointer

  /// Opens the database at `path`, creating it if `create` is true.
  ///
  /// Opening reads nothing yet: a file that is not a database is found out by the first
  /// statement, which then throws an error whose `isDamage` is true.
  init(path: String, create: Bool = true) throws(DatabaseError) {
    self.path = path
    var connection: OpaquePointer?
    let flags =
      (create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE)
      | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    let status = sqlite3_open_v2(path, &connection, flags, nil)
    guard status == SQLITE_OK, let connection else {
      let message = connection.map { String(cString: sqlite3_errmsg($0)) }
      sqlite3_close_v2(connection)
      throw DatabaseError(
        code: status & 0xFF, message: message ?? String(cString: sqlite3_errstr(status)),
        path: path)
    }
    self.connection = connection
  }

  deinit {
    sqlite3_close_v2(connection)
  }

  /// Waits up to `milliseconds` for another connection's lock rather than failing at once.
  func setBusyTimeout(milliseconds: Int32) {
    sqlite3_busy_timeout(connection, milliseconds)
  }

  /// Runs SQL that takes no values (the schema, pragmas), one statement after another.
  func execute(_ sql: String) throws(DatabaseError) {
    try check(sqlite3_exec(connection, sql, nil, nil, nil))
  }

  /// Compiles one statement, whose `?` parameters are then bound.
  func prepare(_ sql: String) throws(DatabaseError) -> Statement {
    var statement: OpaquePointer?
    try check(sqlite3_prepare_v3(connection, sql, -1, 0, &statement, nil))
    guard let statement else { throw error(SQLITE_MISUSE) }
    return Statement(statement, in: self)
  }

  /// Runs `body` in one transaction that takes the write lock at once (so two writers never
  /// deadlock on upgrading), committing if it returns and rolling back if it throws.
  func transaction<Result>(
    _ body: () throws(DatabaseError) -> Result
  ) throws(DatabaseError) -> Result {
    try execute("BEGIN IMMEDIATE")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      try? execute("ROLLBACK")
      throw error
    }
  }

  /// The schema number the database keeps in its header (`PRAGMA user_version`).
  func userVersion() throws(DatabaseError) -> Int {
    let statement = try prepare("PRAGMA user_version")
    return try statement.step() ? statement.int(0) : 0
  }

  /// The rows the last statement inserted, changed or deleted.
  var changes: Int { Int(sqlite3_changes(connection)) }

  /// Throws the connection's error for a status other than success.
  func check(_ status: Int32) throws(DatabaseError) {
    guard status == SQLITE_OK || status == SQLITE_ROW || status == SQLITE_DONE else {
      throw error(status)
    }
  }

  func error(_ status: Int32) -> DatabaseError {
    DatabaseError(
      code: status & 0xFF, message: String(cString: sqlite3_errmsg(connection)), path: path)
  }
}
