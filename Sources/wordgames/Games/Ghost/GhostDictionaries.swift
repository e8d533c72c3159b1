import CommandLineKit
import Foundation
import GameMachinery
import GhostModel
import Lexicon
import Synchronization

/// The Ghost dictionaries of this process: each list's prefix tree and solved game, read
/// from the cache folder when a sound copy for this version of the list is there, else
/// built the first time a move needs them (not before the first prompt), kept in the
/// cache for the next run, and then kept in memory.
enum GhostDictionaries {
  /// A list until a move needs its solved game; then only the solved game (with its tree)
  /// is kept, and the list's memory goes back.
  private enum Entry {
    case list(WordList, URL)
    case solved(GhostSolver)
  }

  private static let entries = Mutex<[WordSource: Entry]>([:])

  /// The kind of the cached tree files: the tree and the solved game.
  private static let cacheKind = "ghost"

  /// Loads the solved game of `source` from the cache, or else its list, so that a game can
  /// refuse a missing or broken list before it starts; the tree is built later.
  static func load(_ source: WordSource, from lists: WordLists) throws(WordListError) {
    guard entries.withLock({ $0[source] }) == nil else { return }
    let url = try lists.url(file: source.language.largeListFile, override: source.path)
    if let (tree, solution) = lists.cache.cachedTree(for: url, kind: cacheKind),
      let solver = GhostSolver(tree: tree, solution: solution)
    {
      entries.withLock { $0[source] = .solved(solver) }
      return
    }
    let list = try lists.load(url)
    entries.withLock { $0[source] = .list(list, url) }
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
      case .list(let list, let url):
        entries[source] = nil  // the list's last reference goes before the tree is built
        let solver = GhostSolver(consume list)
        entries[source] = .solved(solver)
        lists.cache.storeTree(solver.tree, bytes: solver.solution, for: url, kind: cacheKind)
        return solver
      }
    }
  }
}
