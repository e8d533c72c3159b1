import Foundation
import Storage
import Terminal

/// What every game command starts with: the console, with colour from `--color` or the
/// `color` setting, the store, and signals turned into events.
struct GameSetup {
  let console: any Console
  let store: Store
  /// The settings as they were when the command started.
  let settings: Settings

  init(_ command: ParsedCommand, context: Context) throws {
    store = context.store(reportingTo: context.console(color: .never))
    settings = Settings(store)
    let color = try command.choice("color") ?? ColorMode(rawValue: settings.value(of: "color"))!
    console = context.console(color: color)
    Signals.catchInterruptions()
  }
}

extension Context {
  /// The store of this process's files; notices go to standard error as one line each.
  func store(reportingTo console: any Console) -> Store {
    Store(folders: StorageFolders(environment: environment)) {
      console.writeError("wordgames: \($0)\n")
    }
  }
}
