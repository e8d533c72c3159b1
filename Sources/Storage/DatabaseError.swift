import CSQLite

/// A failure reported by SQLite, with its message and the database it concerns.
public struct DatabaseError: Error, Equatable, CustomStringConvertible {
  /// SQLite's primary result code (`SQLITE_CORRUPT`, `SQLITE_BUSY`, …).
  public let code: Int32
  /// SQLite's own message: "file is not a database", "database is locked", …
  public let message: String
  /// The database file.
  public let path: String

  /// Whether the file itself is at fault: not a database, or damaged.
  public var isDamage: Bool { code == SQLITE_CORRUPT || code == SQLITE_NOTADB }

  public var description: String { "\(path): \(message)" }

  /// A database that holds another program's tables, or lacks this one's: as good as
  /// damaged for the history, which is set aside and started afresh.
  static func notOurs(
    path: String, reason: String = "its tables are not this program's"
  ) -> DatabaseError {
    DatabaseError(code: SQLITE_NOTADB, message: reason, path: path)
  }
}
