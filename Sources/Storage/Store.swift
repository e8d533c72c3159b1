import Foundation

/// Settings, games in progress and the history of finished games, on disk (SPEC §4, §5).
///
/// The store never stops a game: a damaged file is reported in one line, moved aside and
/// replaced by a fresh one; a folder that cannot be written is reported once, and play
/// goes on without saving.
public final class Store {
  public let folders: StorageFolders
  private let report: (String) -> Void
  private var reportedUnwritable = false

  /// Creates a store over these folders; `report` receives one-line notices for the player.
  public init(folders: StorageFolders, report: @escaping (String) -> Void) {
    self.folders = folders
    self.report = report
  }

  private var settingsFile: PropertyListFile<[String: String]> {
    PropertyListFile(url: folders.config.appendingPathComponent("settings.plist"))
  }

  private var historyFile: PropertyListFile<[GameRecord]> {
    PropertyListFile(url: folders.data.appendingPathComponent("history.plist"))
  }

  private func savedGameFile<Game>(_ name: String, _ type: Game.Type) -> PropertyListFile<Game> {
    PropertyListFile(url: folders.state.appendingPathComponent("\(name).plist"))
  }

  // MARK: Settings

  /// The stored settings, by key, as text; missing keys have their registered default.
  public func storedSettings() -> [String: String] {
    read(settingsFile) ?? [:]
  }

  /// Changes the stored settings under the lock, so that concurrent changes all land.
  public func updateSettings(_ change: (inout [String: String]) -> Void) {
    let file = settingsFile
    perform(file) { () throws(StorageError) in
      try file.withLock { () throws(StorageError) in
        var settings = read(file) ?? [:]
        change(&settings)
        try file.write(settings)
      }
    }
  }

  // MARK: Games in progress

  /// The saved game called `name`, if there is one that can be read.
  public func savedGame<Game: Codable>(_ name: String, as type: Game.Type) -> Game? {
    read(savedGameFile(name, type))
  }

  /// Saves the game in progress called `name`, replacing the previous save.
  public func saveGame<Game: Codable>(_ game: Game, as name: String) {
    let file = savedGameFile(name, Game.self)
    perform(file) { () throws(StorageError) in try file.write(game) }
  }

  /// Removes the saved game called `name`.
  public func removeSavedGame(_ name: String) {
    savedGameFile(name, Data.self).remove()
  }

  // MARK: History

  /// Every recorded game, oldest first.
  public func history() -> [GameRecord] {
    read(historyFile) ?? []
  }

  /// Adds a game to the history. Two processes recording at once both land: the
  /// read-modify-write happens under an exclusive lock.
  public func record(_ game: GameRecord) {
    let file = historyFile
    perform(file) { () throws(StorageError) in
      try file.withLock { () throws(StorageError) in
        try file.write((read(file) ?? []) + [game])
      }
    }
  }

  // MARK: Recovery

  /// Reads a file; a damaged one is reported, moved aside, and read as absent.
  private func read<Value>(_ file: PropertyListFile<Value>) -> Value? {
    do {
      return try file.read()
    } catch {
      let aside = file.moveAside()
      let moved = aside.map { "moved it to \($0.lastPathComponent)" } ?? "could not move it"
      report("\(error); \(moved) and started afresh")
      return nil
    }
  }

  /// Runs a write; the first failure is reported, later ones are silent.
  private func perform<Value>(
    _ file: PropertyListFile<Value>, _ write: () throws(StorageError) -> Void
  ) {
    do {
      try write()
    } catch {
      guard !reportedUnwritable else { return }
      reportedUnwritable = true
      report("\(error); playing on without saving")
    }
  }
}
