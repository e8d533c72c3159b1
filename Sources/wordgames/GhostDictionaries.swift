import GhostModel
import Lexicon
import Synchronization

/// The Ghost dictionaries of this process: each list's prefix tree and solved game, built
/// the first time a move needs them (not before the first prompt) and then kept.
enum GhostDictionaries {
  private struct Entry {
    var list: WordList
    var solver: GhostSolver?
  }

  private static let entries = Mutex<[WordSource: Entry]>([:])

  /// Loads the list of `source`, so that a game can refuse a missing or broken list before
  /// it starts; the tree is built later.
  static func load(_ source: WordSource, context: Context) throws(WordListError) {
    guard entries.withLock({ $0[source] }) == nil else { return }
    let list = try context.loadWordList(file: source.language.fullListFile, override: source.path)
    entries.withLock { $0[source] = Entry(list: list) }
  }

  /// The solved game of `source`'s list (its tree comes with it).
  static func solver(for source: WordSource, context: Context) throws(WordListError)
    -> GhostSolver
  {
    try load(source, context: context)
    return entries.withLock { entries in
      if let solver = entries[source]!.solver { return solver }
      let solver = GhostSolver(PrefixTree(entries[source]!.list))
      entries[source]!.solver = solver
      return solver
    }
  }
}
