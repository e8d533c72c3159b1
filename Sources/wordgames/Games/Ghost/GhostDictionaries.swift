import CommandLineKit
import GameMachinery
import GhostModel
import Lexicon
import Synchronization

/// The Ghost dictionaries of this process: each list's prefix tree and solved game, built
/// the first time a move needs them (not before the first prompt) and then kept.
enum GhostDictionaries {
  /// A list until a move needs its solved game; then only the solved game (with its tree)
  /// is kept, and the list's memory goes back.
  private enum Entry {
    case list(WordList)
    case solved(GhostSolver)
  }

  private static let entries = Mutex<[WordSource: Entry]>([:])

  /// Loads the list of `source`, so that a game can refuse a missing or broken list before
  /// it starts; the tree is built later.
  static func load(_ source: WordSource, from lists: WordLists) throws(WordListError) {
    guard entries.withLock({ $0[source] }) == nil else { return }
    let list = try lists.load(file: source.language.fullListFile, override: source.path)
    entries.withLock { $0[source] = .list(list) }
  }

  /// The solved game of `source`'s list (its tree comes with it).
  static func solver(for source: WordSource, from lists: WordLists) throws(WordListError)
    -> GhostSolver
  {
    try load(source, from: lists)
    return entries.withLock { entries in
      switch entries[source]! {
      case .solved(let solver):
        return solver
      case .list(let list):
        entries[source] = nil  // the list's last reference goes before the tree is built
        let solver = GhostSolver(PrefixTree(consume list))
        entries[source] = .solved(solver)
        return solver
      }
    }
  }
}
