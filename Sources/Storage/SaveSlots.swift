import Foundation

/// Games in progress, one property list per game in the state folder (`evil.plist`).
public final class SaveSlots {
  private let folder: URL
  private let recovery: Recovery
  private let history: HistoryDatabase

  init(folder: URL, recovery: Recovery, history: HistoryDatabase) {
    self.folder = folder
    self.recovery = recovery
    self.history = history
  }

  private func file<Game>(_ name: String, _ type: Game.Type) -> PropertyListFile<Game> {
    PropertyListFile(url: folder.appendingPathComponent("\(name).plist"), maximumSize: 64 << 20)
  }

  /// The saved game called `name`, if there is one that can be read and whose game is not
  /// in the history already. (A kill between recording a game and removing its save
  /// leaves such a save; it is removed here rather than played and counted twice.) With a
  /// history that cannot be read, the save is played: nothing shows it was counted.
  public func game<Game: SavedGame>(_ name: String, as type: Game.Type) -> Game? {
    guard let game = try? recovery.load(file(name, Checked<Game>.self))?.game else { return nil }
    guard (try? history.hasRecorded(id: game.id)) != true else {
      remove(name)
      return nil
    }
    return game
  }

  /// Saves the game in progress called `name`, replacing the previous save.
  ///
  /// - Returns: Whether it was saved (a failure is reported once).
  @discardableResult
  public func save<Game: Codable>(_ game: Game, as name: String) -> Bool {
    let file = file(name, Game.self)
    return recovery.perform { () throws(StorageError) in
      try recovery.checkNotProtected(file.file.path)
      try file.write(game)
    }
  }

  /// Ends the game saved as `name`: records it, then removes its save. A kill between the
  /// two steps costs nothing, since the record carries the game's id (see `game`).
  public func finish(_ record: GameRecord, savedAs name: String) {
    history.record(record)
    remove(name)
  }

  /// Removes the saved game called `name`.
  public func remove(_ name: String) {
    let file = file(name, Data.self).file
    guard !recovery.isProtected(file.path) else { return }
    file.remove()
  }
}
