import CSQLite

/// A failure reported by SQLite, with its message and the database it concerns.
public struct DatabaseError: Error, Equatable, CustomStringConvertible {
  /// SQLite's primary result code (`SQLITE_CORRUPT`, `SQLITE_BUSY`, …).
  public let code: Int32
  /// SQLite's own message: "file is not a database", "database is locked", …
  public let message: String
  /// The database file.
  public let path: String

  /// Whether the file itself is at fault: SQLite finds it not a database or damaged, or it
  /// is not this program's history (`init(damage:path:)`).
  public var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

  public var description: String { "\(path): \(message)" }
}

extension DatabaseError {
  /// A file that is not this program's history (another program's tables, a folder),
  /// whatever SQLite makes of it: not a database of this program's (`SQLITE_NOTADB`), as good
  /// as damaged, it is set aside and the history started afresh.
  init(damage reason: String, path: String) {
    self.init(code: SQLITE_NOTADB, message: reason, path: path)
  }
}
