import CSQLite
import Foundation

/// The history of finished and abandoned games, and every game in progress, on disk:
/// `history.sqlite` in the data folder, opened on first use (created if there is none), and
/// set aside when SQLite finds it damaged (SPEC §4, §5).
///
/// Games read it with `read` and change it with `update` (or `write`, which reports a
/// failure and goes on), each in one transaction.
public final class HistoryDatabase {
  /// The database file.
  public let url: URL
  let recovery: Recovery
  /// The history, once opened.
  private var openedHistory: History?
  /// Whether to go on waiting for a lock another program holds on the history, after how
  /// long: up to `Database.lockTimeout`, said to the player after a second; 1 s at most
  /// once the program is ending (a signal came), so that it ends.
  private let waiting: (Duration) -> Bool
  /// Whether the program is ending (a signal came).
  private let isEnding: () -> Bool

  init(folder: URL, recovery: Recovery, isEnding: @escaping () -> Bool) {
    url = folder.appendingPathComponent("history.sqlite")
    self.recovery = recovery
    self.isEnding = isEnding
    waiting = { [path = url.path] waited in
      guard waited >= .seconds(1) else { return true }
      guard !isEnding() else { return false }
      if waited == .seconds(1) {
        recovery.reportOnce("\(path) is in use by another program; waiting for it")
      }
      return true
    }
  }

  /// Reads the history at one moment, in one read transaction: every figure `body` works
  /// out comes from the same games. `nil` when nothing was ever recorded.
  ///
  /// - Throws: `StorageError` when there is a history that cannot be read (a damaged one is
  ///   also reported, moved aside, and read as empty), or a file where its folder should be.
  public func read<Result>(
    _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result? {
    guard hasHistory else {
      let folder = url.deletingLastPathComponent()
      // A file where the folder (or one above it) should be: no history, nor an empty one.
      guard !StoredFile.nearestExisting(folder).isFolder else { return nil }
      throw .unreadable(path: url.path, reason: StoredFile.folderReason(folder))
    }
    do {
      return try withHistory { history throws(DatabaseError) in
        try history.database.reading { () throws(DatabaseError) in try body(history) }
      }
    } catch .unwritable(let path, let reason) {
      throw .unreadable(path: path, reason: reason)
    } catch .protected(let path) {
      throw .unreadable(path: path, reason: "it could not be read nor moved aside")
    }
  }

  /// Changes the history in one transaction: all of `body`'s changes are kept, or none.
  /// Processes writing at once all land: each waits for the others' transactions.
  ///
  /// - Throws: `StorageError` if the history cannot be written.
  @discardableResult
  public func update<Result>(
    _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    try withHistory { history throws(DatabaseError) in
      try history.database.transaction { () throws(DatabaseError) in try body(history) }
    }
  }

  /// `update`, for a change play goes on without: a failure is reported once.
  ///
  /// - Returns: `body`'s result, or `nil` if nothing was written.
  @discardableResult
  public func write<Result>(_ body: (History) throws(DatabaseError) -> Result) -> Result? {
    var result: Result?
    recovery.perform(
      { () throws(StorageError) in result = try update(body) },
      then: isEnding() ? "not saved" : "going on without saving")
    return result
  }

  /// Whether there is a history to read.
  private var hasHistory: Bool {
    openedHistory != nil || FileManager.default.fileExists(atPath: url.path)
  }

  /// Runs `body` on the history, opening it first. A history SQLite finds damaged (or one
  /// that is not this program's, or one this user may not open) is reported, moved aside
  /// whole with its `-wal` and `-shm`, and `body` runs again on a fresh one. Any other
  /// failure is SQLite's to tell.
  private func withHistory<Result>(
    _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    try recovery.checkNotProtected(url.path)
    for isRetry in [false, true] {
      do throws(DatabaseError) {
        if let history = openedHistory { return try body(history) }
        return try body(try openHistory())
      } catch {
        // A history this user may not open is as good as damaged (SPEC §5): it is moved
        // aside, kept as it is, and a fresh one started.
        let isUnreadable =
          error.code == SQLITE_CANTOPEN && access(url.path, R_OK | W_OK) != 0 && errno == EACCES
        guard error.isDamage || isUnreadable else {
          throw .unwritable(path: url.path, reason: reason(for: error))
        }
        let failure: StorageError =
          isUnreadable
          ? .unreadable(path: url.path, reason: StoredFile.systemReason())
          : .damaged(path: url.path, reason: error.message)
        guard !isRetry else { throw failure }
        openedHistory?.database.closeWithoutCheckpoint()
        openedHistory = nil
        try setAside(failure)
      }
    }
    throw .unwritable(path: url.path, reason: "it was damaged again once replaced")
  }

  /// Why the history could not be used, in SQLite's words, or the folder's when there is
  /// no history to open (SQLite only says it could not open one).
  private func reason(for error: DatabaseError) -> String {
    switch error.code {
    case SQLITE_CANTOPEN where !FileManager.default.fileExists(atPath: url.path):
      StoredFile.folderReason(url.deletingLastPathComponent())
    case SQLITE_READONLY:
      // SQLite writes beside a history even to read it (its `-shm`).
      "\(error.message): it, its -shm or its folder cannot be written"
    default: error.message
    }
  }

  private func openHistory() throws(DatabaseError) -> History {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Processes open the history one at a time: SQLite's own locks leave windows while a
    // new database is made, switched to its write-ahead log and given its schema, in which
    // another process can find it half made ("file is not a database"). The lock is the
    // one `setAside` takes, and it is let go before anything is set aside.
    let lock = StoredFile(url: url, maximumSize: .max).lock()
    defer { withExtendedLifetime(lock) {} }
    let database = try open(url.path)
    let history: History
    do throws(DatabaseError) {
      history = try History(database)
    } catch {
      if error.isDamage { database.closeWithoutCheckpoint() }
      throw error
    }
    openedHistory = history
    return history
  }

  /// A connection to the database at `path`. Only a regular file (or none) is handed to
  /// SQLite, which would wait forever on a FIFO.
  private func open(_ path: String) throws(DatabaseError) -> Database {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw DatabaseError(damage: "it is not a regular file", path: path)
    }
    return try Database(path: path, waiting: waiting)
  }

  /// Reports a damaged database and moves it aside, with its `-wal` and `-shm` files.
  ///
  /// Every process that finds the file damaged comes here, under one lock; only the first
  /// moves it. A later one finds the history that process started in its place (one of
  /// this program's, which SQLite checks whole), and leaves it be.
  ///
  /// - Throws: `StorageError.protected` if it could not be moved (it is then left alone).
  private func setAside(_ error: StorageError) throws(StorageError) {
    let file = StoredFile(url: url, maximumSize: .max)
    let decide = { () -> Recovery.SetAside in
      if let database = try? self.open(file.path) {
        defer { database.closeWithoutCheckpoint() }
        if History.isSound(database) { return .movedByAnother }
      }
      return file.moveAside(companions: ["-wal", "-shm"]).map(Recovery.SetAside.moved) ?? .stuck
    }
    // A folder where not even the lock can be made is one where nothing can be moved.
    let outcome = (try? file.withLock(decide)) ?? decide()
    try recovery.settle(error, path: file.path, outcome)
  }
}
