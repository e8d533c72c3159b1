import CSQLite
import Foundation

/// The history of finished and abandoned games, on disk: `history.sqlite` in the data
/// folder, opened on first use (created, brought up to date, an old `history.plist`
/// imported), and set aside when it turns out damaged (SPEC §4, §5).
public final class HistoryDatabase {
  /// The database file.
  public let url: URL
  let recovery: Recovery
  /// How each game of an old `history.plist` reads.
  private let schemas: [HistorySchema]
  /// The history, once opened.
  private var openedHistory: History?

  init(folder: URL, schemas: [HistorySchema], recovery: Recovery) {
    url = folder.appendingPathComponent("history.sqlite")
    self.schemas = schemas
    self.recovery = recovery
  }

  /// The history as earlier versions kept it, imported once into the database.
  private var propertyListHistoryFile: PropertyListFile<[PropertyListGameRecord]> {
    PropertyListFile(
      url: url.deletingLastPathComponent().appendingPathComponent("history.plist"),
      maximumSize: 256 << 20)
  }

  /// Every recorded game, in the order they ended (none before the first is recorded).
  ///
  /// A damaged history is reported, moved aside, and reads as the fresh one it leaves.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read.
  public func records() throws(StorageError) -> [GameRecord] {
    guard hasHistory else { return [] }
    return try withHistory(reading: true) { history throws(DatabaseError) in
      try history.records()
    }
  }

  /// Whether a game with this id is in the history.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read.
  public func hasRecorded(id: String) throws(StorageError) -> Bool {
    guard hasHistory else { return false }
    return try withHistory(reading: true) { history throws(DatabaseError) in
      try history.contains(id: id)
    }
  }

  /// Adds a game to the history, unless a game with its id is there already, so that a game
  /// recorded just before a kill is not counted again. Processes recording at once all land:
  /// each waits for the others' transactions.
  public func record(_ game: GameRecord) {
    record(contentsOf: [game])
  }

  /// Adds many games in one transaction (those whose ids are recorded already are skipped).
  ///
  /// - Returns: Whether they were written (a failure is reported once).
  @discardableResult
  public func record(contentsOf games: [GameRecord]) -> Bool {
    let sound = games.filter { game in
      guard let reason = game.outOfRange else { return true }
      recovery.report("a game's record was not kept: \(reason)")
      return false
    }
    return recovery.perform { () throws(StorageError) in
      _ = try withHistory { history throws(DatabaseError) in try history.record(sound) }
    } && sound.count == games.count
  }

  /// Reads the history at one moment, in one read transaction: every figure `body` works
  /// out comes from the same games. `nil` when nothing was ever recorded.
  ///
  /// - Throws: `StorageError` when there is a history that cannot be read (a damaged one is
  ///   also reported, moved aside, and read as empty).
  public func read<Result>(
    _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result? {
    guard hasHistory else { return nil }
    do {
      return try withHistory(reading: true) { history throws(DatabaseError) in
        try history.database.reading { () throws(DatabaseError) in
          try body(history)
        }
      }
    } catch .unwritable(let path, let reason) {
      throw .unreadable(path: path, reason: reason)
    } catch .protected(let path) {
      throw .unreadable(path: path, reason: "it could not be read nor moved aside")
    }
  }

  /// Whether there is a history to read: the database, or an old one to import.
  var hasHistory: Bool {
    openedHistory != nil
      || [url, propertyListHistoryFile.file.url].contains {
        FileManager.default.fileExists(atPath: $0.path)
      }
  }

  /// Runs `body` on the history database, opening it first (creating it, importing an old
  /// `history.plist`). A database that turns out damaged or not a database is reported,
  /// moved aside with its journal files, and `body` runs again on a fresh one.
  ///
  /// With `reading`, a history that cannot be opened for writing (its folder or file may
  /// not be written) is read as it is instead, without a word: reading needs no more.
  func withHistory<Result>(
    reading: Bool = false, _ body: (History) throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    let path = url.path
    try recovery.checkNotProtected(path)
    // A folder, FIFO or device where the database or its journal should be is never handed
    // to SQLite: the database is moved aside with its journal files.
    if openedHistory == nil, let reason = Self.notRegularFiles(path) {
      try setAside(.damaged(path: path, reason: reason), opened: Self.identity(of: path))
    }
    // A file found damaged is set aside once, and the fresh one in its place opened.
    for isRetry in [false, true] {
      // The connection stays open until the file is moved aside: closing the last one would
      // delete a `-wal` and `-shm` it cannot use, and they are part of what is kept.
      var database: Database?
      let opened = Self.identity(of: path)
      do throws(DatabaseError) {
        guard let history = openedHistory else { return try body(openHistory(on: &database)) }
        return try body(history)
      } catch {
        let failure = Self.storageError(error)
        if reading, !error.isDamage, let history = try? readOnlyHistory(at: path) {
          return try Self.storageResult { () throws(DatabaseError) in try body(history) }
        }
        // A damaged or unreadable file is set aside once; a folder that cannot be written
        // is the store's to report.
        if case .unwritable = failure { throw failure }
        guard !isRetry else { throw failure }
        try setAside(failure, opened: opened)
        openedHistory = nil
        withExtendedLifetime(database) {}
      }
    }
    throw .unwritable(path: path, reason: "it was damaged again once replaced")
  }

  private func openHistory(on database: inout Database?) throws(DatabaseError) -> History {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    // Processes open the history one at a time: SQLite's own locks leave windows while a
    // new database is made, switched to its write-ahead log and given its schema, in which
    // another process can find it half made ("file is not a database"). The lock is the
    // one `setAside` takes, and it is let go before anything is set aside.
    let lock = StoredFile(url: url, maximumSize: .max).lock()
    defer { withExtendedLifetime(lock) {} }
    let connection = try Database(path: url.path)
    database = connection
    let history = try History(connection)
    openedHistory = history
    importPropertyListHistory(into: history)
    return history
  }

  /// The history opened for reading only: through SQLite's locks if it can, or else as
  /// the file stands (in a folder where not even SQLite's shared index can be made).
  private func readOnlyHistory(at path: String) throws(DatabaseError) -> History {
    do {
      return try History(reading: Database(path: path, readingAs: "mode=ro"))
    } catch let error where !error.isDamage {
      return try History(reading: Database(path: path, readingAs: "immutable=1"))
    }
  }

  /// `body`'s result, with a database failure as the store reports it.
  private static func storageResult<Result>(
    _ body: () throws(DatabaseError) -> Result
  ) throws(StorageError) -> Result {
    do throws(DatabaseError) {
      return try body()
    } catch {
      throw storageError(error)
    }
  }

  /// Imports `history.plist` from an earlier version in one transaction, then renames it
  /// aside (never deletes it). A kill between the two costs nothing: importing again adds
  /// only the games not in the database yet.
  private func importPropertyListHistory(into history: History) {
    let file = propertyListHistoryFile
    guard let records = try? recovery.load(file) else { return }
    do {
      let added = try history.record(records.map { $0.record(schemas: schemas) })
      let aside = file.file.moveAside(label: "imported")
      recovery.report(
        "imported \(added) of \(records.count) games from \(file.file.path) into "
          + url.lastPathComponent
          + (aside.map { "; the old file is kept as \($0.lastPathComponent)" } ?? ""))
    } catch {
      recovery.report("could not import \(file.file.path) (\(error.message)); it is left as it is")
    }
  }

  /// Reports a damaged database and moves it aside, with its `-wal` and `-shm` files.
  ///
  /// Every process that finds the file damaged comes here, under one lock; only the first
  /// moves it. `opened` is the file this process found damaged: if another file stands at
  /// the path by now, another process has moved the damaged one and started afresh, and
  /// that fresh history is opened as it is, never moved aside in its turn.
  ///
  /// - Throws: `StorageError.protected` if it could not be moved (it is then left alone).
  private func setAside(_ error: StorageError, opened: FileIdentity?) throws(StorageError) {
    let file = StoredFile(url: url, maximumSize: .max)
    let decide = { () -> Recovery.SetAside in
      guard opened == Self.identity(of: file.path) else { return .movedByAnother }
      return file.moveAside(companions: ["-wal", "-shm"]).map(Recovery.SetAside.moved) ?? .stuck
    }
    // A folder where not even the lock can be made is one where nothing can be moved.
    let outcome = (try? file.withLock(decide)) ?? decide()
    try recovery.settle(error, path: file.path, outcome)
  }

  /// Which file stands at a path: its device and inode, or `nil` if none does.
  private struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64
  }

  private static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// Why the database at `path`, or its `-wal` or `-shm` file, is not a file SQLite can use
  /// (following links), or `nil` if each is a regular file or absent.
  private static func notRegularFiles(_ path: String) -> String? {
    for (suffix, name) in [("", "it"), ("-wal", "its -wal"), ("-shm", "its -shm")] {
      var info = stat()
      guard stat(path + suffix, &info) == 0 else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFREG: continue
      case S_IFDIR: return "\(name) is a folder"
      default: return "\(name) is not a regular file"
      }
    }
    return nil
  }

  /// What a failure of the database means for the player.
  private static func storageError(_ error: DatabaseError) -> StorageError {
    if error.isDamage { return .damaged(path: error.path, reason: error.message) }
    if let reason = unreadableReason(error) { return .unreadable(path: error.path, reason: reason) }
    return .unwritable(path: error.path, reason: error.message)
  }

  /// Why the file could not be opened, in the system's words, if it is there but cannot be
  /// read; `nil` if it is missing or readable (the fault is then elsewhere: the folder).
  private static func unreadableReason(_ error: DatabaseError) -> String? {
    guard error.code == SQLITE_CANTOPEN else { return nil }
    let descriptor = open(error.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor < 0 else {
      close(descriptor)
      return nil
    }
    // No file, or a file where a folder on the way should be: either way nothing is there.
    return errno == ENOENT || errno == ENOTDIR ? nil : String(cString: strerror(errno))
  }
}
