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
  /// Why the history is open only to be read, while it is: it can be read but not written
  /// (a read-only disk, a full one, a home of another user), and is read as it is.
  private var readOnlyReason: String?
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
      // Said once a run: the first time a wait reaches a second.
      recovery.reportOnce("\(path) is in use by another program; waiting for it")
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
    guard openedHistory != nil || FileManager.default.fileExists(atPath: url.path) else {
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
      // An empty file, all SQLite could make where it could not go on, holds no games.
      let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
      guard size != 0 else { return nil }
      throw .unreadable(path: path, reason: reason)
    } catch .protected(let path) {
      throw .unreadable(path: path, reason: "it could not be read nor moved aside")
    }
  }

  /// Changes the history in one transaction: all of `body`'s changes are kept, or none.
  /// Processes writing at once all land: each waits for the others' transactions.
  ///
  /// - Throws: `StorageError` if the history cannot be written.
  public func update<Result>(
    _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    // A history open only to be read is tried again for writing, so that space that came
    // back (or a disk mounted to be written again) is used.
    if readOnlyReason != nil, openedHistory?.database.isInTransaction == false {
      openedHistory = nil
    }
    return try withHistory { history throws(DatabaseError) in
      if let readOnlyReason {
        throw DatabaseError(code: SQLITE_READONLY, message: readOnlyReason, path: url.path)
      }
      return try history.database.transaction { () throws(DatabaseError) in try body(history) }
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

  /// Moves a kept game that cannot be read out of the history into a file of its own beside
  /// it, `GAME-game-NUMBER.save.damaged-…`, kept whole for inspection: it is reported once,
  /// and never again in the way of play (SPEC §5).
  ///
  /// - Returns: The file it went to, or `nil` if it could not be moved (it stays as it is).
  public func moveAside(_ kept: KeptGame, of game: String) -> URL? {
    let folder = url.deletingLastPathComponent()
    let file = StoredFile(url: folder.appendingPathComponent("\(game)-game-\(kept.number).save"))
    guard (try? file.write([kept.session])) != nil, let aside = file.moveAside() else {
      return nil
    }
    let moved = try? update { history throws(DatabaseError) in
      try history.deleteKept(id: kept.id, of: game)
    }
    guard moved != nil else {
      try? FileManager.default.removeItem(at: aside)
      return nil
    }
    return aside
  }

  /// Runs `body` on the history, opening it first. A history SQLite finds damaged (or one
  /// that is not this program's, or one this user may not open) is reported, moved aside
  /// whole with its `-wal` and `-shm`, and `body` runs again on a fresh one (`isRetry`),
  /// whose damage, if that is damaged too, is thrown. Any other failure is SQLite's to tell.
  private func withHistory<Result>(
    isRetry: Bool = false, _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    try recovery.checkNotProtected(url.path)
    do throws(DatabaseError) {
      if let history = openedHistory { return try body(history) }
      return try body(try openHistory())
    } catch {
      // A history this user may not read is as good as damaged (SPEC §5): it is moved
      // aside, kept as it is, and a fresh one started.
      let isUnreadable =
        error.code == SQLITE_CANTOPEN && access(url.path, R_OK) != 0 && errno == EACCES
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
      return try withHistory(isRetry: true, body)
    }
  }

  /// Why the history could not be used, in SQLite's words, or the folder's when there is
  /// no history to open (SQLite only says it could not open one).
  private func reason(for error: DatabaseError) -> String {
    let isWriting = [SQLITE_FULL, SQLITE_READONLY, SQLITE_IOERR, SQLITE_CANTOPEN].contains(
      error.code)
    switch error.code {
    case _ where error.message == readOnlyReason: return error.message
    case _ where isWriting && unwritableReason != nil: return unwritableReason ?? error.message
    case SQLITE_CANTOPEN where !FileManager.default.fileExists(atPath: url.path):
      return StoredFile.folderReason(url.deletingLastPathComponent())
    case SQLITE_READONLY:
      // SQLite writes beside a history even to read it (its `-shm`).
      return "\(error.message): it, its -shm or its folder cannot be written"
    default: return error.message
    }
  }

  /// Why the history, or its folder, cannot be written, where the system tells.
  private var unwritableReason: String? {
    StoredFile.unwritableReason(url.path)
      ?? StoredFile.unwritableReason(url.deletingLastPathComponent().path)
  }

  private func openHistory() throws(DatabaseError) -> History {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Processes open the history one at a time: SQLite's own locks leave windows while a
    // new database is made, switched to its write-ahead log and given its schema, in which
    // another process can find it half made ("file is not a database"). The lock is the
    // one `setAside` takes, and it is let go before anything is set aside.
    let lock = StoredFile(url: url).lock()
    defer { withExtendedLifetime(lock) {} }
    let history: History
    do throws(DatabaseError) {
      let database = try open(url.path)
      do throws(DatabaseError) {
        history = try History(database)
      } catch {
        if error.isDamage { database.closeWithoutCheckpoint() }
        throw error
      }
      readOnlyReason = nil
    } catch {
      guard let (readOnly, reason) = openReadOnly(after: error) else { throw error }
      history = readOnly
      readOnlyReason = reason
    }
    openedHistory = history
    return history
  }

  /// The history opened only to be read, and why it could not be written, when it can be
  /// read but not written: SQLite needs its `-shm` even to read, so where none can be made
  /// (a read-only disk), it reads the file as it is (`immutable=1`, which reads no `-wal`).
  private func openReadOnly(after error: DatabaseError) -> (History, reason: String)? {
    guard !error.isDamage, error.code != SQLITE_BUSY, !isEnding(), access(url.path, R_OK) == 0,
      let reason = unwritableReason ?? (error.code == SQLITE_FULL ? error.message : nil)
    else { return nil }
    for reading in ["mode=ro", "immutable=1"] {
      if let database = try? open(url.path, reading: reading),
        let history = try? History(database, isReadOnly: true)
      {
        return (history, reason)
      }
    }
    return nil
  }

  /// A connection to the database at `path`. Only a regular file (or none) is handed to
  /// SQLite, which would wait forever on a FIFO.
  private func open(_ path: String, reading: String? = nil) throws(DatabaseError) -> Database {
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw DatabaseError(damage: "it is not a regular file", path: path)
    }
    return try Database(path: path, reading: reading, waiting: waiting)
  }

  /// Reports a damaged database and moves it aside, with its `-wal` and `-shm` files.
  ///
  /// Every process that finds the file damaged comes here, under one lock; only the first
  /// moves it. A later one finds the history that process started in its place (one of
  /// this program's, which SQLite checks whole), and leaves it be.
  ///
  /// - Throws: `StorageError.protected` if it could not be moved (it is then left alone).
  private func setAside(_ error: StorageError) throws(StorageError) {
    let file = StoredFile(url: url)
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
