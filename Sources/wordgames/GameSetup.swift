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
  /// Reports a one-line notice on standard error, as the store does.
  let notice: (String) -> Void

  init(_ command: ParsedCommand, context: Context) throws {
    let errors = context.console(color: .never)
    notice = { errors.writeError("wordgames: \($0)\n") }
    store = context.store(reportingTo: errors)
    settings = Settings(store)
    settings.problems.forEach(notice)
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
