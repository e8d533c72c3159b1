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
    let root = environment["WORDGAMES_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    // `$HOME` when it is set and absolute (as the XDG spec reads it), else the one the
    // system's user database names.
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    /// `name` in `WORDGAMES_HOME`, or else `wordgames` in the folder `variable` names, or in
    /// `fallback` under the home folder.
    func folder(_ name: String, variable: String, fallback: String) -> URL {
      let value = environment[variable] ?? ""
      let base =
        root ?? (value.hasPrefix("/") ? value : (home ?? NSHomeDirectory()) + "/" + fallback)
      return URL(fileURLWithPath: base, isDirectory: true)
        .appendingPathComponent(root == nil ? "wordgames" : name, isDirectory: true)
    }
    config = folder("config", variable: "XDG_CONFIG_HOME", fallback: ".config")
    data = folder("data", variable: "XDG_DATA_HOME", fallback: ".local/share")
    state = folder("state", variable: "XDG_STATE_HOME", fallback: ".local/state")
    cache = folder("cache", variable: "XDG_CACHE_HOME", fallback: ".cache")
  }
}
