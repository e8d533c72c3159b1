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

extension Date {
  /// A date and time for messages, in the local time zone: `2026-11-22 18:05`.
  var shortDescription: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: self)
  }
}

extension [Int] {
  /// Sorted numbers as ranges: `1–22, 24`.
  var rangesDescription: String {
    var parts: [String] = []
    var index = startIndex
    while index < endIndex {
      var end = index
      while end + 1 < endIndex, self[end + 1] == self[end] + 1 { end += 1 }
      parts.append(index == end ? "\(self[index])" : "\(self[index])–\(self[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }
}
