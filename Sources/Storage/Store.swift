import Foundation

/// Everything the program keeps on disk (SPEC §4, §5): the settings, the games in progress
/// and the history of finished games, in the folders `StorageFolders` names.
///
/// Each part follows one recovery policy: the store never stops a game and never loses a
/// file. A damaged or unreadable file is reported in one line and moved aside (a fresh one
/// takes its place); one that cannot even be moved is left alone and never written over. A
/// folder that cannot be written is reported once, and play goes on without saving.
public final class Store {
  public let folders: StorageFolders
  /// `settings.plist` in the config folder.
  public let settingsFile: SettingsFile
  /// The locks of the games this process has open, in the state folder.
  public let openGames: OpenGames
  /// `history.sqlite` in the data folder.
  public let history: HistoryDatabase
  private let recovery: Recovery

  /// Creates a store over these folders; `report` receives one-line notices for the player.
  ///
  /// - Parameters:
  ///   - schemas: How each game of an old `history.plist` reads.
  ///   - isEnding: Whether the program is ending (a signal came): a lock another program
  ///     holds is then waited for no longer than a second.
  public init(
    folders: StorageFolders, schemas: [HistorySchema] = [],
    isEnding: @escaping () -> Bool = { false }, report: @escaping (String) -> Void
  ) {
    self.folders = folders
    recovery = Recovery(report: report)
    settingsFile = SettingsFile(folder: folders.config, recovery: recovery)
    history = HistoryDatabase(
      folder: folders.data, schemas: schemas, recovery: recovery, isEnding: isEnding)
    openGames = OpenGames(folder: folders.state, recovery: recovery)
  }

  /// Passes a one-line notice on to the player, as the store's own are.
  public func report(_ text: String) {
    recovery.report(text)
  }

  /// Passes a notice on unless it was given already.
  public func reportOnce(_ text: String) {
    recovery.reportOnce(text)
  }

  /// Whether `error` is about a file found unusable and reported then, which is left as it
  /// is for the rest of the run: nothing more to say of it.
  public func isLeftAsItIs(_ error: StorageError) -> Bool {
    guard case .unreadable(let path, _) = error else { return false }
    return (try? recovery.checkNotProtected(path)) == nil
  }

  /// Imports the game an earlier version saved as `NAME.plist` in the state folder, once:
  /// `keep` stores it (and says whether it did), and the file is then renamed aside. The
  /// game is held while it is imported; a save whose game another process imported, or the
  /// history holds already (counted before a kill), is only renamed. A damaged one, or one
  /// play could not have reached (`playable` gives it as it is played, or `nil`), is
  /// reported and moved aside, as any damaged file is.
  public func importSavedGame<Game: SavedGame>(
    _ name: String, as type: Game.Type, playable: (Game) -> Game?, into keep: (Game) -> Bool
  ) {
    let file = PropertyListFile<Game>(
      url: folders.state.appendingPathComponent("\(name).plist"), maximumSize: 64 << 20)
    let path = file.file.path
    guard let saved = try? recovery.load(file) else { return }
    guard let game = playable(saved) else {
      let aside = file.file.moveAside().map(Recovery.SetAside.moved) ?? .stuck
      try? recovery.settle(
        .damaged(path: path, reason: "not a game play can reach"), path: path, aside)
      return
    }
    guard openGames.claim(game.id) else { return }
    // Looked at again under the lock: another process may have imported it meanwhile.
    let imported = try? history.read { history throws(DatabaseError) in
      let kept = try history.keptGames(of: name, .id(game.id))
      return try history.contains(id: game.id) || !kept.isEmpty
    }
    guard FileManager.default.fileExists(atPath: path), imported == true || keep(game) else {
      return openGames.release(game.id)
    }
    let aside = file.file.moveAside(label: "imported")
    guard imported != true else { return openGames.release(game.id) }
    report(
      "imported your unfinished game from \(path) into \(history.url.lastPathComponent)"
        + (aside.map { "; the old file is kept as \($0.lastPathComponent)" } ?? ""))
  }

  /// Writes a file that can be rebuilt (a word-list index) whole and atomically, the way
  /// the store writes its own: the chunks one after another. It is not flushed to disk: a
  /// crash can only cost a rebuild, and flushing would slow the first start.
  public static func writeAtomically(_ chunks: [[UInt8]], to url: URL) throws(StorageError) {
    try StoredFile(url: url, maximumSize: .max).write(chunks, durably: false)
  }
}
