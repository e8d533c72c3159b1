import Foundation
import Lexicon
import Storage
import Terminal

/// What every command runs with: the folders and word lists its environment names, and the
/// one console of the process.
public struct Context {
  /// Where the process keeps its files, as its environment names them.
  public let folders: StorageFolders
  public let locator: WordListLocator
  /// The terminal: one for the whole process, so that lines typed ahead are never lost
  /// when one part of the program hands over to another.
  public var console: any Console
  /// Every setting the program has, at its default: `read(from:)` gives the stored values.
  public let settingDefaults: Settings
  /// Every game the program plays, in its order (a challenge code names a game by its place).
  public let games: [any GameCommand.Type]
  /// Whether the command was chosen from the menu, whose player is never told of options.
  public var fromMenu = false
  /// Who answers the next question when two play on two terminals (`RemoteConsole`).
  public let seats = Seats()
  /// What this process read and worked out from its word lists, which every copy shares:
  /// the lists and the ranking read last, the solved Ghost games, the hint searches.
  let memory = WordLists.Memory()
  /// The clock a game's time on screen is measured by: the system's, or a test's.
  public var now: @Sendable () -> ContinuousClock.Instant = { .now }

  /// A context for the program that plays `games`, its word lists found as `environment`
  /// says.
  public init(
    environment: [String: String], console: any Console, games: [any GameCommand.Type]
  ) {
    folders = StorageFolders(environment: environment)
    locator = WordListLocator(environment: environment)
    self.console = console
    self.games = games
    settingDefaults = Settings(games: games)
  }

  /// The context of this process: its environment and its standard streams.
  public static func standard(games: [any GameCommand.Type]) -> Context {
    StandardStreams.reserve()
    let environment = ProcessInfo.processInfo.environment
    let console = StandardConsole(environment: environment)
    return Context(environment: environment, console: console, games: games)
  }

  /// Writes a one-line notice (`wordgames: …`, `wordgames: error: …`) to standard error,
  /// cleaned of what a terminal would act on: a notice may quote a file (a setting's key, a
  /// path), and an error what the player typed, which must not move the cursor or ring.
  public func notice(_ text: String) {
    console.writeError("wordgames: \(text.cleanedForTerminal())\n")
  }

  /// The store of this process's files; its notices go to standard error, one line each.
  public func store() -> Store {
    Store(folders: folders, isEnding: { Signals.isEnding }, report: notice)
  }

  /// The word lists: bundled ones found by the locator, or a `--words` file, each indexed
  /// in the cache folder.
  public var wordLists: WordLists {
    var lists = WordLists(
      locator: locator, memory: memory,
      cache: WordListCache(folder: folders.cache) { try Store.writeAtomically($0, to: $1) })
    if console.isTerminal { lists.announce = { [console] in console.writeLine($0) } }
    return lists
  }
}
