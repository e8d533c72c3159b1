import Foundation
import GameMachinery
import GhostModel
import Lexicon

/// The Ghost dictionaries of a process: each list's solved game, of either variant and
/// for each size of table played, read
/// from the cache folder when a sound copy for this version of the list is there, else
/// built the first time a move needs it (not before the first prompt), kept in the cache
/// for the next run, and then kept by the process's word lists (`WordLists[kept:]`).
///
/// Plain Ghost keeps the list's prefix tree with its solution (`GhostSolver`); SuperGhost
/// keeps its infix tree with its solution (`SuperGhostSolver`), read from the cache a page
/// at a time, since the Dutch one has millions of nodes.
enum GhostDictionaries {
  /// A list checked but not read until a move needs its solved game (or whose cached game
  /// turned out damaged in play, to be solved afresh, not read again); then only the solved
  /// game (with its tree) is kept.
  private enum Entry: Sendable {
    case unsolved(URL)
    case solved(any SolvedGhost)
  }

  private struct Key: Hashable, Sendable {
    let source: WordSource
    let superGhost: Bool
    /// The seats at the table the game is solved for.
    let seats: Int

    /// The kind of the cached tree files: the tree and the solved game (`ghost`,
    /// `superghost3` for a table of three).
    var cacheKind: String { (superGhost ? "superghost" : "ghost") + (seats > 2 ? "\(seats)" : "") }
  }

  /// Loads the solved game of `source` from the cache, or else checks its list (the header
  /// of its index, or a parse that writes one), so that a game can refuse a missing or
  /// broken list before it starts; the words are read, and the tree built, when a move
  /// needs them.
  static func load(
    _ source: WordSource, superGhost: Bool = false, seats: Int = 2, from lists: WordLists
  ) throws(WordListError) {
    let key = Key(source: source, superGhost: superGhost, seats: seats)
    guard lists[kept: key] as Entry? == nil else { return }
    let url = try lists.url(file: source.language.largeListFile, override: source.path)
    if let solved = cached(url, key: key, in: lists.cache) {
      lists[kept: key] = Entry.solved(solved)
      return
    }
    _ = try lists.load(url, in: source.language, lengths: 0...0)
    lists[kept: key] = Entry.unsolved(url)
  }

  private static func cached(_ url: URL, key: Key, in cache: WordListCache) -> (any SolvedGhost)? {
    let (kind, alphabet) = (key.cacheKind, key.source.language.alphabet)
    guard key.superGhost else {
      return cache.cachedTree(for: url, kind: kind, alphabet: alphabet).flatMap {
        GhostSolver(tree: $0.tree, seats: key.seats, solution: NodeColumn($0.bytes))
      }
    }
    return cache.cachedInfixTree(for: url, kind: kind, alphabet: alphabet).flatMap {
      SuperGhostSolver(tree: $0.tree, seats: key.seats, solution: $0.bytes)
    }
  }

  /// Forgets the solved game of `source`'s list, whose cache file turned out damaged in
  /// play: the next `solver(for:)` solves the list again and keeps the game in the cache
  /// anew.
  static func forget(_ source: WordSource, superGhost: Bool, seats: Int, from lists: WordLists) {
    let url = try? lists.url(file: source.language.largeListFile, override: source.path)
    lists[kept: Key(source: source, superGhost: superGhost, seats: seats)] =
      url.map(Entry.unsolved)
  }

  /// The solved game of `source`'s list (its tree comes with it).
  static func solver(
    for source: WordSource, superGhost: Bool = false, seats: Int = 2, from lists: WordLists
  ) throws(WordListError) -> any SolvedGhost {
    try load(source, superGhost: superGhost, seats: seats, from: lists)
    let key = Key(source: source, superGhost: superGhost, seats: seats)
    let entry: Entry? = lists[kept: key]
    switch entry! {
    case .solved(let solver):
      return solver
    case .unsolved(let url):
      let list = try lists.load(url, in: source.language)
      let game = (superGhost ? "SuperGhost" : "Ghost") + (seats > 2 ? " for \(seats) players" : "")
      lists.announce(
        "Solving \(game) on the \(source.displayName) list, once: it is kept for next time…")
      let solver: any SolvedGhost
      if superGhost {
        let solved = SuperGhostSolver(consume list, seats: seats)
        lists.cache.storeInfixTree(
          solved.tree, bytes: solved.solution, for: url, kind: key.cacheKind)
        solver = solved
      } else {
        let solved = GhostSolver(consume list, seats: seats)
        lists.cache.storeTree(
          solved.tree, bytes: solved.solution.values, for: url, kind: key.cacheKind)
        solver = solved
      }
      lists[kept: key] = Entry.solved(solver)
      return solver
    }
  }
}
