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
/// keeps its infix tree with its solution, read from the cache a page at a time, since the
/// Dutch one has millions of nodes.
enum GhostDictionaries {
  /// A list checked but not read until a move needs its solved game (or whose cached game
  /// turned out damaged in play, to be solved afresh, not read again); then only the solved
  /// game (with its tree) is kept.
  private enum Entry: Sendable {
    case unsolved(URL)
    case solved(GhostSolver)
  }

  /// A solved game the process keeps: a list's, in one variant, for one size of table.
  struct Game: Hashable, Sendable {
    let source: WordSource
    let superGhost: Bool
    /// The seats at the table the game is solved for.
    var seats = 2

    /// The variant's name: Ghost or SuperGhost.
    var variant: String { superGhost ? "SuperGhost" : "Ghost" }

    /// The kind of the cached tree files: the tree and the solved game (`ghost`,
    /// `superghost3` for a table of three).
    var cacheKind: String { variant.lowercased() + (seats > 2 ? "\(seats)" : "") }

    /// The game as the cache keeps it for the list at `url`, if there is a sound copy.
    fileprivate func cached(for url: URL, in cache: WordListCache) -> GhostSolver? {
      let alphabet = source.language.alphabet
      guard superGhost else {
        return cache.cachedTree(for: url, kind: cacheKind, alphabet: alphabet).flatMap {
          GhostSolver(tree: $0.tree, seats: seats, solution: NodeColumn($0.bytes))
        }
      }
      return cache.cachedInfixTree(for: url, kind: cacheKind, alphabet: alphabet).flatMap {
        GhostSolver(tree: $0.tree, seats: seats, solution: $0.bytes)
      }
    }

    /// The game solved on the list at `url`, and kept in the cache for next time.
    fileprivate func solved(from url: URL, in lists: WordLists) throws(WordListError)
      -> GhostSolver
    {
      let list = try lists.load(url, in: source.language)
      let name = variant + (seats > 2 ? " for \(seats) players" : "")
      lists.announce(
        "Solving \(name) on the \(source.displayName) list, once: it is kept for next time…")
      let length = GhostRound.minimumWordLength
      guard superGhost else {
        let tree = PrefixTree(consume list, endingAtWordsOf: length)
        let solved = GhostSolver(tree, seats: seats)
        lists.cache.storeTree(tree, bytes: solved.solution.values, for: url, kind: cacheKind)
        return solved
      }
      let tree = InfixTree(consume list, minimumLength: length)
      let solved = GhostSolver(tree, seats: seats)
      lists.cache.storeInfixTree(tree, bytes: solved.solution, for: url, kind: cacheKind)
      return solved
    }
  }

  /// Loads the solved `game` from the cache, or else checks its list (the header of its
  /// index, or a parse that writes one), so that a game can refuse a missing or broken list
  /// before it starts; the words are read, and the tree built, when a move needs them.
  static func load(_ game: Game, from lists: WordLists) throws(WordListError) {
    guard lists[kept: game] as Entry? == nil else { return }
    let url = try lists.url(file: game.source.language.largeListFile, override: game.source.path)
    if let solved = game.cached(for: url, in: lists.cache) {
      lists[kept: game] = Entry.solved(solved)
      return
    }
    _ = try lists.load(url, in: game.source.language, lengths: 0...0)
    lists[kept: game] = Entry.unsolved(url)
  }

  /// Forgets the solved `game`, whose cache file turned out damaged in play: the next
  /// `solver(for:)` solves the list again and keeps the game in the cache anew.
  static func forget(_ game: Game, from lists: WordLists) {
    let url = try? lists.url(file: game.source.language.largeListFile, override: game.source.path)
    lists[kept: game] = url.map(Entry.unsolved)
  }

  /// The solved `game` (its tree comes with it).
  static func solver(for game: Game, from lists: WordLists) throws(WordListError)
    -> GhostSolver
  {
    try load(game, from: lists)
    let entry: Entry? = lists[kept: game]
    switch entry! {
    case .solved(let solver):
      return solver
    case .unsolved(let url):
      let solver = try game.solved(from: url, in: lists)
      lists[kept: game] = Entry.solved(solver)
      return solver
    }
  }
}
