import Foundation

/// Games in progress, one property list per game in the state folder (`evil.plist`).
///
/// Two processes may show the same saved game. Each remembers what a slot held when it
/// last read or wrote it, and writes or removes it only if it still holds that, under the
/// slot's lock: a game another process played on, ended or replaced meanwhile is never
/// written over unseen (`SlotWrite.changedElsewhere`).
public final class SaveSlots {
  private let folder: URL
  private let recovery: Recovery
  private let history: HistoryDatabase
  /// Each slot's bytes as this process last read or wrote them, `nil` for no file.
  private var lastSeen: [String: Data?] = [:]

  init(folder: URL, recovery: Recovery, history: HistoryDatabase) {
    self.folder = folder
    self.recovery = recovery
    self.history = history
  }

  /// What became of a write to a slot.
  public enum SlotWrite: Sendable {
    case saved
    /// It could not be written (which was reported once).
    case notSaved
    /// The slot no longer holds what this process last saw there: nothing was written.
    case changedElsewhere
    /// The slot is empty, and the history does not hold this game: its save was removed by
    /// hand, or dropped unplayed by another process. Nothing was written.
    case removedElsewhere
  }

  private func file<Game>(_ name: String, _ type: Game.Type) -> PropertyListFile<Game> {
    PropertyListFile(url: folder.appendingPathComponent("\(name).plist"), maximumSize: 64 << 20)
  }

  /// The saved game called `name`, if there is one that can be read and whose game is not
  /// in the history already. (A kill between recording a game and removing its save
  /// leaves such a save; it is removed here rather than played and counted twice.) With a
  /// history that cannot be read, the save is played: nothing shows it was counted.
  public func game<Game: SavedGame>(_ name: String, as type: Game.Type) -> Game? {
    guard let (checked, bytes) = (try? recovery.load(file(name, Checked<Game>.self))) ?? nil
    else {
      // Nothing there, or a damaged file moved aside (or protected, never written).
      lastSeen.updateValue(nil, forKey: name)
      return nil
    }
    lastSeen[name] = bytes
    guard (try? history.hasRecorded(id: checked.game.id)) != true else {
      remove(name)
      return nil
    }
    return checked.game
  }

  /// Saves the game in progress called `name`, replacing the previous save.
  @discardableResult
  public func save<Game: SavedGame>(_ game: Game, as name: String) -> SlotWrite {
    let file = file(name, Game.self)
    var conflict: SlotWrite?
    let saved = recovery.perform { () throws(StorageError) in
      try recovery.checkNotProtected(file.file.path)
      try file.file.withLock { () throws(StorageError) in
        conflict = self.conflict(in: name, id: game.id)
        if conflict == nil { lastSeen[name] = try file.write(game) }
      }
    }
    return conflict ?? (saved ? .saved : .notSaved)
  }

  /// Ends the game saved as `name`: records it, then removes its save. A kill between the
  /// two steps costs nothing, since the record carries the game's id (see `game`). A game
  /// whose save was removed meanwhile, and which nobody recorded, is recorded all the same.
  @discardableResult
  public func finish(_ record: GameRecord, savedAs name: String) -> SlotWrite {
    locked(name) {
      let conflict = conflict(in: name, id: record.id)
      guard conflict == nil || conflict == .removedElsewhere else { return .changedElsewhere }
      history.record(record)
      removeFile(name)
      return .saved
    }
  }

  /// Removes the saved game called `name`, if it is the one this process last saw there.
  public func remove(_ name: String) {
    locked(name) {
      if conflict(in: name, id: nil) == nil { removeFile(name) }
    }
  }

  private func removeFile(_ name: String) {
    let file = file(name, Data.self).file
    guard !recovery.isProtected(file.path) else { return }
    file.remove()
    lastSeen.updateValue(nil, forKey: name)
  }

  /// Why slot `name` is not this process's to write, or `nil` if it holds what this process
  /// last read or wrote there (or this process never looked): `removedElsewhere` if it is
  /// empty and the history does not hold game `id`, else `changedElsewhere`.
  private func conflict(in name: String, id: String?) -> SlotWrite? {
    guard let seen = lastSeen[name] else { return nil }
    let current: Data?
    do {
      current = try file(name, Data.self).file.read()
    } catch {
      return .changedElsewhere  // there, but unreadable: left as it is
    }
    guard current != seen else { return nil }
    guard current == nil, let id, (try? history.hasRecorded(id: id)) == false else {
      return .changedElsewhere
    }
    return .removedElsewhere
  }

  /// `body`, under the slot's lock where there is one to take (in a state folder that does
  /// not exist, or cannot be written, there is nothing to change).
  private func locked<Result>(_ name: String, _ body: () -> Result) -> Result {
    let lock = file(name, Data.self).file.lock()
    defer { withExtendedLifetime(lock) {} }
    return body()
  }
}
