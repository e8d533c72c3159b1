import CSQLite

/// A compiled SQL statement: bind its parameters, step through its rows, read columns.
final class Statement {
  private let statement: OpaquePointer
  private let database: Database

  init(_ statement: OpaquePointer, in database: Database) {
    self.statement = statement
    self.database = database
  }

  deinit {
    sqlite3_finalize(statement)
  }

  /// A value for a parameter.
  enum Value {
    case integer(Int?)
    case real(Double?)
    case text(String?)
  }

  /// Starts the statement afresh with these values for its parameters, in order.
  @discardableResult
  func bind(_ values: Value...) throws(DatabaseError) -> Statement {
    try bind(values)
  }

  /// Starts the statement afresh with these values for its parameters, in order.
  @discardableResult
  func bind(_ values: [Value]) throws(DatabaseError) -> Statement {
    sqlite3_reset(statement)
    sqlite3_clear_bindings(statement)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let value?): status = sqlite3_bind_int64(statement, index, Int64(value))
      case .real(let value?): status = sqlite3_bind_double(statement, index, value)
      case .text(let value?):
        status = sqlite3_bind_text(statement, index, value, -1, Self.transient)
      case .integer(nil), .real(nil), .text(nil): status = sqlite3_bind_null(statement, index)
      }
      try database.check(status)
    }
    return self
  }

  /// Moves to the next row.
  ///
  /// - Returns: Whether there is a row to read (`false` once the statement is done).
  @discardableResult
  func step() throws(DatabaseError) -> Bool {
    let status = sqlite3_step(statement)
    try database.check(status)
    return status == SQLITE_ROW
  }

  /// Runs the statement to its end, for one that returns no rows.
  func run() throws(DatabaseError) {
    while try step() {}
  }

  func int(_ column: Int32) -> Int {
    Int(sqlite3_column_int64(statement, column))
  }

  func optionalInt(_ column: Int32) -> Int? {
    isNull(column) ? nil : int(column)
  }

  func double(_ column: Int32) -> Double {
    sqlite3_column_double(statement, column)
  }

  func text(_ column: Int32) -> String {
    optionalText(column) ?? ""
  }

  func optionalText(_ column: Int32) -> String? {
    guard let bytes = sqlite3_column_text(statement, column) else { return nil }
    return String(cString: bytes)
  }

  func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement, column) == SQLITE_NULL
  }

  /// SQLite's `SQLITE_TRANSIENT`: copy the bound text now, since Swift's buffer is temporary.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
