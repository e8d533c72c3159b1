import CSQLite

/// A failure reported by SQLite, with its message and the database it concerns.
public struct DatabaseError: Error, Equatable, CustomStringConvertible {
  /// SQLite's primary result code (`SQLITE_CORRUPT`, `SQLITE_BUSY`, …).
  public let code: Int32
  /// SQLite's own message: "file is not a database", "database is locked", …
  public let message: String
  /// The database file.
  public let path: String

  /// Whether the file is not this program's history (another program's tables, a folder),
  /// whatever SQLite makes of it.
  var isForeign = false

  /// Whether the file itself is at fault: SQLite finds it not a database or damaged, or it
  /// is not this program's history.
  public var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB || isForeign }

  public var description: String { "\(path): \(message)" }
}

extension DatabaseError {
  /// A file that is not this program's history (another program's tables, a folder): as
  /// good as damaged, it is set aside and the history started afresh.
  init(damage reason: String, path: String) {
    self.init(code: SQLITE_ERROR, message: reason, path: path, isForeign: true)
  }
}
