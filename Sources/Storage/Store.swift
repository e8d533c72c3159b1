import Foundation

/// Everything the program keeps on disk (SPEC §4, §5): the settings, the games in progress
/// and the history of finished games, in the folders `StorageFolders` names.
///
/// Each part follows one recovery policy: the store never stops a game and never loses a
/// file. A damaged or unreadable file is reported in one line and moved aside (a fresh one
/// takes its place); one that cannot even be moved is left alone and never written over. A
/// folder that cannot be written is reported once, and play goes on without saving.
public final class Store {
  /// `settings.plist` in the config folder.
  public let settingsFile: SettingsFile
  /// The locks of the games this process has open, in the state folder.
  public let openGames: OpenGames
  /// `history.sqlite` in the data folder.
  public let history: HistoryDatabase
  /// The policy every part follows when something goes wrong, which passes the store's
  /// notices on to the player (and the program's, to be said the same way).
  public let recovery: Recovery

  /// Creates a store over these folders; `report` receives one-line notices for the player.
  ///
  /// - Parameters:
  ///   - isEnding: Whether the program is ending (a signal came): a lock another program
  ///     holds is then waited for no longer than a second.
  public init(
    folders: StorageFolders,
    isEnding: @escaping () -> Bool = { false }, report: @escaping (String) -> Void
  ) {
    recovery = Recovery(report: report)
    settingsFile = SettingsFile(folder: folders.config, recovery: recovery)
    history = HistoryDatabase(folder: folders.data, recovery: recovery, isEnding: isEnding)
    openGames = OpenGames(folder: folders.state, recovery: recovery)
  }

  /// Writes a file that can be rebuilt (a word-list index) whole and atomically, the way
  /// the store writes its own: the chunks one after another. It is not flushed to disk: a
  /// crash can only cost a rebuild, and flushing would slow the first start.
  public static func writeAtomically(_ chunks: [[UInt8]], to url: URL) throws(StorageError) {
    try StoredFile(url: url).write(chunks, durably: false)
  }
}
