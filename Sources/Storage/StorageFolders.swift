import Foundation

/// Where each kind of file lives (SPEC §4): the XDG Base Directory folders, or one folder
/// for everything when `WORDGAMES_HOME` is set.
public struct StorageFolders: Sendable, Equatable {
  /// Settings: `$XDG_CONFIG_HOME/wordgames`.
  public let config: URL
  /// Finished-game history: `$XDG_DATA_HOME/wordgames`.
  public let data: URL
  /// Games in progress: `$XDG_STATE_HOME/wordgames`.
  public let state: URL
  /// Anything that can be rebuilt: `$XDG_CACHE_HOME/wordgames`.
  public let cache: URL

  /// Reads the folders from the environment. An unset, empty or relative XDG variable means
  /// its default under the home folder, which is looked up only then (it may take asking
  /// the system's user database).
  public init(environment: [String: String]) {
    if let root = environment["WORDGAMES_HOME"], !root.isEmpty {
      let base = URL(fileURLWithPath: root, isDirectory: true)
      config = base.appendingPathComponent("config", isDirectory: true)
      data = base.appendingPathComponent("data", isDirectory: true)
      state = base.appendingPathComponent("state", isDirectory: true)
      cache = base.appendingPathComponent("cache", isDirectory: true)
      return
    }
    // `$HOME` when it is set and absolute (as the XDG spec reads it), else the one the
    // system's user database names.
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
    func folder(_ variable: String, _ fallback: String) -> URL {
      let value = environment[variable] ?? ""
      let base = value.hasPrefix("/") ? value : home + "/" + fallback
      return URL(fileURLWithPath: base, isDirectory: true)
        .appendingPathComponent("wordgames", isDirectory: true)
    }
    config = folder("XDG_CONFIG_HOME", ".config")
    data = folder("XDG_DATA_HOME", ".local/share")
    state = folder("XDG_STATE_HOME", ".local/state")
    cache = folder("XDG_CACHE_HOME", ".cache")
  }
}
