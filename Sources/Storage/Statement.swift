import CSQLite

/// A compiled SQL statement: bind its parameters, step through its rows, read columns by
/// name.
package final class Statement {
  private let statement: OpaquePointer
  private let database: Database
  /// The result columns' names, in order (`AS` gives a computed column one): a statement
  /// has a few, so a column is found faster by looking along them than by hashing.
  private let names: [String]

  init(_ statement: OpaquePointer, in database: Database) {
    self.statement = statement
    self.database = database
    names = (0..<sqlite3_column_count(statement)).map {
      String(cString: sqlite3_column_name(statement, $0))
    }
  }

  deinit {
    sqlite3_finalize(statement)
  }

  /// A value for a parameter.
  package enum Value {
    case integer(Int?)
    case real(Double?)
    case text(String?)
    case blob([UInt8]?)

    /// A game's own field.
    init(_ value: HistoryValue) {
      switch value {
      case .integer(let integer): self = .integer(integer)
      case .real(let real): self = .real(real)
      case .text(let text): self = .text(text)
      }
    }
  }

  /// Starts the statement afresh with these values for its parameters, in order.
  ///
  /// - Throws: `DatabaseError` with `SQLITE_RANGE` unless there is exactly one value for
  ///   each parameter (SQLite would take a missing one as NULL).
  @discardableResult
  package func bind(_ values: [Value]) throws(DatabaseError) -> Statement {
    let parameters = Int(sqlite3_bind_parameter_count(statement))
    guard values.count == parameters else {
      throw DatabaseError(
        code: SQLITE_RANGE,
        message: "\(values.count) values for \(parameters) parameters in \(sql)",
        path: database.path)
    }
    sqlite3_reset(statement)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let status: Int32
      switch value {
      case .integer(let value?): status = sqlite3_bind_int64(statement, index, Int64(value))
      case .real(let value?): status = sqlite3_bind_double(statement, index, value)
      case .text(let value?):
        status = sqlite3_bind_text(statement, index, value, -1, Self.transient)
      case .blob(let bytes?):
        status = bytes.withUnsafeBytes {
          sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), Self.transient)
        }
      case .integer(nil), .real(nil), .text(nil), .blob(nil):
        status = sqlite3_bind_null(statement, index)
      }
      try database.check(status)
    }
    return self
  }

  /// Moves to the next row.
  ///
  /// - Returns: Whether there is a row to read (`false` once the statement is done).
  @discardableResult
  package func step() throws(DatabaseError) -> Bool {
    let status = sqlite3_step(statement)
    try database.check(status)
    return status == SQLITE_ROW
  }

  /// Runs the statement to its end, for one that returns no rows.
  func run() throws(DatabaseError) {
    while try step() {}
  }

  /// Runs the statement to its end, reading each row it returns with `read`.
  func rows<Row>(_ read: (Statement) -> Row) throws(DatabaseError) -> [Row] {
    var rows: [Row] = []
    while try step() { rows.append(read(self)) }
    return rows
  }

  /// The statement's text, for messages.
  var sql: String { String(cString: sqlite3_sql(statement)) }

  /// The position of the result column called `name`. Asking for a column the statement
  /// does not have is a mistake in the program, not in the data.
  private func position(_ name: String) -> Int32 {
    guard let position = names.firstIndex(of: name) else {
      preconditionFailure("no column \(name) in \(sql)")
    }
    return Int32(position)
  }

  package func int(_ column: String) -> Int {
    Int(sqlite3_column_int64(statement, position(column)))
  }

  package func double(_ column: String) -> Double {
    sqlite3_column_double(statement, position(column))
  }

  package func text(_ column: String) -> String {
    optionalText(column) ?? ""
  }

  package func optionalText(_ column: String) -> String? {
    sqlite3_column_text(statement, position(column)).map { String(cString: $0) }
  }

  /// A column's bytes (none for NULL).
  func blob(_ column: String) -> [UInt8] {
    let position = position(column)
    guard let bytes = sqlite3_column_blob(statement, position) else { return [] }
    let count = Int(sqlite3_column_bytes(statement, position))
    return Array(UnsafeRawBufferPointer(start: bytes, count: count))
  }

  /// A column's value, whatever its type; `nil` for NULL.
  package func value(_ column: String) -> HistoryValue? {
    switch sqlite3_column_type(statement, position(column)) {
    case SQLITE_INTEGER: .integer(int(column))
    case SQLITE_FLOAT: .real(double(column))
    case SQLITE_NULL: nil
    default: .text(text(column))
    }
  }

  /// SQLite's `SQLITE_TRANSIENT`: copy the bound text now, since Swift's buffer is temporary.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
