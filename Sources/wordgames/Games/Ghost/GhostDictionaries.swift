import Foundation
import GameMachinery
import GhostModel
import Lexicon

/// The Ghost dictionaries of a process: each list's solved game, of either variant, read
/// from the cache folder when a sound copy for this version of the list is there, else
/// built the first time a move needs it (not before the first prompt), kept in the cache
/// for the next run, and then kept by the process's word lists (`WordLists[kept:]`).
///
/// Plain Ghost keeps the list's prefix tree with its solution (`GhostSolver`); SuperGhost
/// keeps its infix tree with its solution (`SuperGhostSolver`), read from the cache a page
/// at a time, since the Dutch one has millions of nodes.
enum GhostDictionaries {
  /// A list checked but not read until a move needs its solved game; then only the solved
  /// game (with its tree) is kept.
  private enum Entry: Sendable {
    case unsolved(URL)
    case solved(any SolvedGhost)
  }

  private struct Key: Hashable, Sendable {
    let source: WordSource
    let superGhost: Bool
    /// Whether the key is of the mark that the list's cached game turned out damaged in
    /// play (solved afresh, not read again), rather than of its entry.
    var isDamaged = false

    /// The kind of the cached tree files: the tree and the solved game.
    var cacheKind: String { superGhost ? "superghost" : "ghost" }
  }

  /// Loads the solved game of `source` from the cache, or else checks its list (the header
  /// of its index, or a parse that writes one), so that a game can refuse a missing or
  /// broken list before it starts; the words are read, and the tree built, when a move
  /// needs them.
  static func load(_ source: WordSource, superGhost: Bool = false, from lists: WordLists)
    throws(WordListError)
  {
    let key = Key(source: source, superGhost: superGhost)
    guard lists[kept: key] as Entry? == nil else { return }
    let url = try lists.url(file: source.language.largeListFile, override: source.path)
    if lists[kept: Key(source: source, superGhost: superGhost, isDamaged: true)] as Bool? == nil,
      let solved = cached(
        url, kind: key.cacheKind, superGhost: superGhost, alphabet: source.language.alphabet,
        in: lists.cache)
    {
      lists[kept: key] = Entry.solved(solved)
      return
    }
    _ = try lists.load(url, in: source.language, lengths: 0...0)
    lists[kept: key] = Entry.unsolved(url)
  }

  private static func cached(
    _ url: URL, kind: String, superGhost: Bool, alphabet: Alphabet, in cache: WordListCache
  ) -> (any SolvedGhost)? {
    if superGhost {
      guard let (tree, solution) = cache.cachedInfixTree(for: url, kind: kind, alphabet: alphabet)
      else { return nil }
      return SuperGhostSolver(tree: tree, solution: solution)
    }
    guard let (tree, solution) = cache.cachedTree(for: url, kind: kind, alphabet: alphabet)
    else { return nil }
    return GhostSolver(tree: tree, solution: solution)
  }

  /// Forgets the solved game of `source`'s list, whose cache file turned out damaged in
  /// play: the next `solver(for:)` solves the list again and keeps the game in the cache
  /// anew.
  static func forget(_ source: WordSource, superGhost: Bool, from lists: WordLists) {
    lists[kept: Key(source: source, superGhost: superGhost)] = Entry?.none
    lists[kept: Key(source: source, superGhost: superGhost, isDamaged: true)] = true
  }

  /// The solved game of `source`'s list (its tree comes with it).
  static func solver(for source: WordSource, superGhost: Bool = false, from lists: WordLists)
    throws(WordListError) -> any SolvedGhost
  {
    try load(source, superGhost: superGhost, from: lists)
    let key = Key(source: source, superGhost: superGhost)
    let entry: Entry? = lists[kept: key]
    switch entry! {
    case .solved(let solver):
      return solver
    case .unsolved(let url):
      let list = try lists.load(url, in: source.language)
      let game = superGhost ? "SuperGhost" : "Ghost"
      lists.announce(
        "Solving \(game) on the \(source.displayName) list, once: it is kept for next time…")
      let solver: any SolvedGhost
      if superGhost {
        let solved = SuperGhostSolver(consume list)
        lists.cache.storeInfixTree(
          solved.tree, bytes: solved.solution, for: url, kind: key.cacheKind)
        solver = solved
      } else {
        let solved = GhostSolver(consume list)
        lists.cache.storeTree(solved.tree, bytes: solved.solution, for: url, kind: key.cacheKind)
        solver = solved
      }
      lists[kept: key] = Entry.solved(solver)
      return solver
    }
  }
}
