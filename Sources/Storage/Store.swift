import Foundation

/// Settings, games in progress and the history of finished games, on disk (SPEC §4, §5).
///
/// The store never stops a game and never loses a file: a damaged or unreadable file is
/// reported in one line and moved aside (a fresh one takes its place); one that cannot
/// even be moved is left alone and never written over. A folder that cannot be written is
/// reported once, and play goes on without saving.
public final class Store {
  public let folders: StorageFolders
  private let report: (String) -> Void
  private var reportedUnwritable = false
  /// Files that could not be read nor moved aside: kept as they are for the whole run.
  private var protectedPaths: Set<String> = []
  /// The settings as changed during this run, when they could not be written: a change
  /// made with `/settings` still reaches the next game of the run.
  private var unsavedSettings: [String: String]?

  /// Creates a store over these folders; `report` receives one-line notices for the player.
  public init(folders: StorageFolders, report: @escaping (String) -> Void) {
    self.folders = folders
    self.report = report
  }

  private var settingsFile: PropertyListFile<[String: String]> {
    PropertyListFile(
      url: folders.config.appendingPathComponent("settings.plist"), maximumSize: 1 << 20)
  }

  private var historyFile: PropertyListFile<[GameRecord]> {
    PropertyListFile(
      url: folders.data.appendingPathComponent("history.plist"), maximumSize: 256 << 20)
  }

  private func savedGameFile<Game>(_ name: String, _ type: Game.Type) -> PropertyListFile<Game> {
    PropertyListFile(
      url: folders.state.appendingPathComponent("\(name).plist"), maximumSize: 64 << 20)
  }

  // MARK: Settings

  /// The stored settings, by key, as text; missing keys have their registered default.
  public func storedSettings() -> [String: String] {
    unsavedSettings ?? (try? load(settingsFile)) ?? [:]
  }

  /// Changes the stored settings under the lock, so that concurrent changes all land.
  ///
  /// - Returns: Whether the change was written. If it was not (reported already), it still
  ///   holds for the rest of this run.
  @discardableResult
  public func updateSettings(_ change: (inout [String: String]) -> Void) -> Bool {
    let file = settingsFile
    var applied: [String: String]?
    let written = perform { () throws(StorageError) in
      try file.file.withLock { () throws(StorageError) in
        var settings: [String: String]
        if let unsavedSettings {
          settings = unsavedSettings
        } else {
          settings = try load(file) ?? [:]
        }
        change(&settings)
        applied = settings
        try file.write(settings)
      }
    }
    if !written {
      if applied == nil {
        var settings = storedSettings()
        change(&settings)
        applied = settings
      }
      unsavedSettings = applied
    }
    return written
  }

  // MARK: Games in progress

  /// The saved game called `name`, if there is one that can be read and whose game is not
  /// in the history already. (A kill between recording a game and removing its save
  /// leaves such a save; it is removed here rather than played and counted twice.)
  public func savedGame<Game: SavedGame>(_ name: String, as type: Game.Type) -> Game? {
    guard let game = try? load(savedGameFile(name, type)) else { return nil }
    guard !hasRecorded(id: game.id) else {
      removeSavedGame(name)
      return nil
    }
    return game
  }

  /// Saves the game in progress called `name`, replacing the previous save.
  ///
  /// - Returns: Whether it was saved (a failure is reported once).
  @discardableResult
  public func saveGame<Game: Codable>(_ game: Game, as name: String) -> Bool {
    let file = savedGameFile(name, Game.self)
    return perform { () throws(StorageError) in
      guard !protectedPaths.contains(file.file.path) else { throw .protected(path: file.file.path) }
      try file.write(game)
    }
  }

  /// Ends the game saved as `name`: records it, then removes its save. A kill between the
  /// two steps costs nothing, since the record carries the game's id (see `savedGame`).
  public func finishGame(_ record: GameRecord, savedAs name: String) {
    self.record(record)
    removeSavedGame(name)
  }

  /// Removes the saved game called `name`.
  public func removeSavedGame(_ name: String) {
    let file = savedGameFile(name, Data.self).file
    guard !protectedPaths.contains(file.path) else { return }
    file.remove()
  }

  // MARK: History

  /// Every recorded game, oldest first.
  public func history() -> [GameRecord] {
    (try? load(historyFile)) ?? []
  }

  /// Whether a game with this id is in the history.
  public func hasRecorded(id: String) -> Bool {
    history().contains { $0.id == id }
  }

  /// Adds a game to the history, unless a game with its id is there already, so that a game
  /// recorded just before a kill is not counted again. Two processes recording at once
  /// both land: the read-modify-write happens under an exclusive lock.
  public func record(_ game: GameRecord) {
    let file = historyFile
    perform { () throws(StorageError) in
      try file.file.withLock { () throws(StorageError) in
        let games = try load(file) ?? []
        if let id = game.id, games.contains(where: { $0.id == id }) { return }
        try file.write(games + [game])
      }
    }
  }

  // MARK: Rebuildable files

  /// Writes a file that can be rebuilt (a word-list index) whole and atomically, the way
  /// the store writes its own: the chunks one after another. It is not flushed to disk: a
  /// crash can only cost a rebuild, and flushing would slow the first start.
  public static func writeAtomically(_ chunks: [[UInt8]], to url: URL) throws(StorageError) {
    try StoredFile(url: url, maximumSize: .max).write(chunks, durably: false)
  }

  // MARK: Recovery

  /// Reads a file. One that cannot be read or decoded is reported and moved aside, and
  /// reads as absent; if it cannot be moved, it is protected from every later write.
  ///
  /// - Throws: `StorageError.protected` for a file that is there but could not be used, so
  ///   that a read-modify-write leaves it alone.
  private func load<Value>(_ file: PropertyListFile<Value>) throws(StorageError) -> Value? {
    guard !protectedPaths.contains(file.file.path) else { throw .protected(path: file.file.path) }
    do {
      return try file.read()
    } catch {
      if let aside = file.file.moveAside() {
        report("\(error); moved it to \(aside.lastPathComponent) and started afresh")
        return nil
      }
      protectedPaths.insert(file.file.path)
      report("\(error); leaving it as it is, and not saving over it")
      throw .protected(path: file.file.path)
    }
  }

  /// Runs a write; the first failure is reported, later ones are silent.
  ///
  /// - Returns: Whether the write succeeded.
  @discardableResult
  private func perform(_ write: () throws(StorageError) -> Void) -> Bool {
    do {
      try write()
      return true
    } catch {
      if case .protected = error { return false }  // reported when it was read
      guard !reportedUnwritable else { return false }
      reportedUnwritable = true
      report("\(error); going on without saving")
      return false
    }
  }
}
