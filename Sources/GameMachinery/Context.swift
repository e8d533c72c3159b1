import CommandLineKit
import Foundation
import Lexicon
import Storage
import Terminal

/// What every command runs with: the environment, the word lists and the one console of
/// the process.
public struct Context {
  public let environment: [String: String]
  public let locator: WordListLocator
  /// The terminal: one for the whole process, so that lines typed ahead are never lost
  /// when one part of the program hands over to another.
  public let console: any Console
  /// Every setting the program has, and how a value is checked.
  public let catalogue: SettingsCatalogue

  public init(
    environment: [String: String], locator: WordListLocator, console: any Console,
    catalogue: SettingsCatalogue
  ) {
    self.environment = environment
    self.locator = locator
    self.console = console
    self.catalogue = catalogue
  }

  /// The context of this process: its environment and its standard streams.
  public static func standard(catalogue: SettingsCatalogue) -> Context {
    StandardStreams.reserve()
    let environment = ProcessInfo.processInfo.environment
    return Context(
      environment: environment, locator: WordListLocator(environment: environment),
      console: StandardConsole(color: .never, environment: environment), catalogue: catalogue)
  }

  /// Writes a one-line notice (`wordgames: …`) to standard error.
  public func notice(_ text: String) {
    console.writeError("wordgames: \(text)\n")
  }

  /// The store of this process's files; its notices go to standard error, one line each.
  public func store() -> Store {
    Store(folders: StorageFolders(environment: environment)) { [console] in
      console.writeError("wordgames: \($0)\n")
    }
  }

  /// Loads the list a command asked for: the `--words` file if given, else the bundled
  /// list `file` found by the locator; an index in the cache folder speeds up the next load.
  public func loadWordList(file: String, override path: String?) throws(WordListError) -> WordList {
    let url = if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
    return try WordList(contentsOf: url, cache: wordListCache)
  }

  /// The cache folder's word-list indexes, and what is worked out from a list once (the
  /// reference guesser's misses).
  public var wordListCache: WordListCache {
    WordListCache(folder: StorageFolders(environment: environment).cache) { chunks, url in
      try Store.writeAtomically(chunks, to: url)
    }
  }
}
