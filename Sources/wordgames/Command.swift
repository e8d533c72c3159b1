import Foundation
import Lexicon
import Storage
import Terminal

/// A subcommand: what it accepts, and what it does.
protocol Command: Sendable {
  static var spec: CommandSpec { get }
  /// Runs the command and returns the exit status.
  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32
}

/// What every command runs with: the environment and the way to the terminal.
struct Context {
  let environment: [String: String]
  let locator: WordListLocator
  private let makeConsole: (ColorMode) -> any Console

  init(
    environment: [String: String], locator: WordListLocator,
    makeConsole: @escaping (ColorMode) -> any Console
  ) {
    self.environment = environment
    self.locator = locator
    self.makeConsole = makeConsole
  }

  /// The context of this process: its environment and its standard streams.
  static func standard() -> Context {
    StandardStreams.reserve()
    let environment = ProcessInfo.processInfo.environment
    return Context(environment: environment, locator: WordListLocator(environment: environment)) {
      StandardConsole(color: $0, environment: environment)
    }
  }

  /// The terminal, with colour as `mode` says.
  func console(color mode: ColorMode = .auto) -> any Console {
    makeConsole(mode)
  }

  /// Loads the list a command asked for: the `--words` file if given, else the bundled
  /// list `file` found by the locator; an index in the cache folder speeds up the next load.
  func loadWordList(file: String, override path: String?) throws(WordListError) -> WordList {
    let url = if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
    let cache = WordListCache(folder: StorageFolders(environment: environment).cache) {
      chunks, url in try Store.writeAtomically(chunks, to: url)
    }
    return try WordList(contentsOf: url, cache: cache)
  }
}

/// The process's exit statuses (`sysexits.h` where one fits).
enum ExitStatus {
  static let success: Int32 = 0
  static let usage: Int32 = 64
  static let software: Int32 = 70
  /// A file the command was asked to store could not be written (`EX_CANTCREAT`).
  static let cannotCreate: Int32 = 73
}
