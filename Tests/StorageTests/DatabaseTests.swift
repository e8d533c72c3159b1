import CSQLite
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import Storage

/// The thin SQLite layer refuses what SQLite would quietly get wrong.
@Suite struct DatabaseTests {
  let folder: TemporaryFolder
  let database: Database

  init() throws {
    folder = try TemporaryFolder()
    database = try Database(path: folder.url.appendingPathComponent("test.sqlite").path)
    try database.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT, size INTEGER)")
  }

  func texts() throws -> [String] {
    let rows = try database.prepare("SELECT text FROM notes ORDER BY id")
    var texts: [String] = []
    while try rows.step() { texts.append(rows.text("text")) }
    return texts
  }

  @Test func aValueForEveryParameterOrNone() throws {
    defer { folder.remove() }
    let insert = try database.prepare("INSERT INTO notes (text, size) VALUES (?, ?)")
    for values: [Statement.Value] in [[.text("one")], [.text("one"), .integer(1), .integer(2)]] {
      do {
        try insert.bind(values)
        Issue.record("\(values.count) values were bound to 2 parameters")
      } catch {
        #expect(error.code == SQLITE_RANGE)
        #expect(error.message.hasPrefix("\(values.count) values for 2 parameters in INSERT"))
      }
    }
    try insert.bind([.text("one"), .integer(1)]).run()
    #expect(try texts() == ["one"])
  }

  @Test func sqlAfterTheFirstStatementIsRefusedNotDropped() throws {
    defer { folder.remove() }
    #expect(throws: DatabaseError.self) {
      try database.prepare("INSERT INTO notes (text) VALUES ('a'); DELETE FROM notes")
    }
    _ = try database.prepare("SELECT 1 ;  \n")  // a closing semicolon is no second statement
    #expect(try texts().isEmpty)
  }

  @Test func columnsAreReadByName() throws {
    defer { folder.remove() }
    try database.prepare("INSERT INTO notes (text, size) VALUES (?, ?)")
      .bind([.text("a"), .integer(nil)]).run()
    let row = try database.prepare("SELECT size, text, length(text) AS letters FROM notes")
    #expect(try row.step())
    #expect(row.text("text") == "a")
    #expect(row.value("size") == nil)
    #expect(row.int("letters") == 1)
  }

  /// Writes `text`, as a transaction of its own or a part of the one around it.
  func note(_ text: String) throws(DatabaseError) {
    try database.transaction { () throws(DatabaseError) in
      try database.prepare("INSERT INTO notes (text) VALUES (?)").bind([.text(text)]).run()
    }
  }

  @Test func transactionsNestAsSavepoints() throws {
    defer { folder.remove() }
    try database.transaction { () throws(DatabaseError) in
      try note("outer")
      // An inner transaction that fails takes back its own changes only.
      _ = try? database.transaction { () throws(DatabaseError) in
        try note("inner, undone")
        throw DatabaseError(code: SQLITE_ABORT, message: "changed its mind", path: "")
      }
      try note("inner, kept")
    }
    #expect(try texts() == ["outer", "inner, kept"])
    // An outer transaction that fails takes back its inner ones too.
    _ = try? database.transaction { () throws(DatabaseError) in
      try note("committed inside, undone outside")
      throw DatabaseError(code: SQLITE_ABORT, message: "changed its mind", path: "")
    }
    #expect(try texts() == ["outer", "inner, kept"])
  }

  /// Another connection's write lock, let go on another thread once the waiting one asks.
  final class Holder: @unchecked Sendable {
    let database: Database
    let asked = DispatchSemaphore(value: 0)
    let released = Atomic(false)
    init(_ database: Database) { self.database = database }
  }

  @Test func aConnectionWaitsForAnothersLockFromItsFirstStatement() throws {
    defer { folder.remove() }
    let holder = Holder(try Database(path: database.path))
    try holder.database.execute("BEGIN IMMEDIATE")
    Thread.detachNewThread {
      holder.asked.wait()
      for _ in 0..<1_000 { sched_yield() }  // most likely after the other has begun to wait
      holder.released.store(true, ordering: .sequentiallyConsistent)
      try? holder.database.execute("COMMIT")
    }
    // No busy timeout set by hand: a new connection has one already. Without it, asking
    // while the lock is held fails at once ("database is locked").
    let waiting = try Database(path: database.path)
    holder.asked.signal()
    try waiting.execute("BEGIN IMMEDIATE; COMMIT")
    let released = holder.released.load(ordering: .sequentiallyConsistent)
    #expect(released)
  }
}
