import Foundation
import Lexicon
import TestSupport
import Testing

@testable import GhostModel

/// The solver, checked against two methods written without the prefix tree, at every
/// fragment play reaches: the solver's tree holds those fragments alone.
@Suite struct GhostSolverTests {
  /// Whether `fragment`, just made by a letter, loses at once: it is a word of four or more
  /// letters, or no such word starts with it.
  static func losesAtOnce(_ fragment: String, in list: WordList) -> Bool {
    let minimum = GhostRound.minimumWordLength
    return (fragment.count >= minimum && list.contains(fragment))
      || !list.hasWord(withPrefix: fragment, minimumLength: minimum)
  }

  /// Whether the player to move from `fragment` wins, by trying every letter, with the
  /// binary searches of the list's words (`hasWord(withPrefix:)`): brute force.
  static func bruteForceWins(_ fragment: String, in list: WordList) -> Bool {
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ".contains { letter in
      let next = fragment + String(letter)
      return !losesAtOnce(next, in: list) && !bruteForceWins(next, in: list)
    }
  }

  static let smallLists: [[String]] = [
    ["cat", "cats", "catalog", "dog", "do", "dove", "dogma", "zebra", "zeal", "ax", "axe"],
    ["aa", "aaa", "aaaa", "ab", "abba", "abbey", "b", "ba", "bab", "babe", "baby"],
    ["hd", "hdtv", "fiets", "fietsen", "fier", "fiere", "fiet", "pea", "peafowl", "peak"],
  ]

  @Test(arguments: smallLists)
  func agreesWithBruteForceAtEveryFragment(_ words: [String]) {
    let list = WordList(words)
    let solver = GhostSolver(list)
    var fragments: [(fragment: String, node: Int)] = [("", PrefixTree.root)]
    while let (fragment, node) = fragments.popLast() {
      #expect(
        solver.wins(at: node) == Self.bruteForceWins(fragment, in: list), "at '\(fragment)'")
      let safe = solver.dictionary.safeMoves(after: fragment)
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".filter {
        !Self.losesAtOnce(fragment + String($0), in: list)
      }
      #expect(safe.map(\.move.letter) == Array(letters), "at '\(fragment)'")
      fragments += safe.map { ($0.move.applied(to: fragment), $0.node) }
    }
  }

  /// A position of a plain search: whether the player to move wins, the moves the round
  /// lasts, and the letters that do not lose at once.
  struct Position: Equatable {
    let wins: Bool
    let movesLeft: Int
    let safe: [Character]
  }

  /// Every position play reaches on a whole list, by a plain recursive search over its
  /// sorted words (no tree): a range of words sharing a prefix is a position.
  static func plainSearch(of list: WordList) -> [String: Position] {
    var words: [[UInt8]] = []
    list.forEachWordAlphabetically { words.append(Array($0)) }
    let minimum = GhostRound.minimumWordLength
    var positions: [String: Position] = [:]

    /// Solves `fragment`, of `depth` letters, whose words are `words[range]`.
    @discardableResult
    func solve(_ fragment: String, _ range: Range<Int>, depth: Int) -> Position {
      var start = range.lowerBound
      if start < range.upperBound, words[start].count == depth { start += 1 }  // the prefix
      var safe: [Character] = []
      var quickestWin: Int?
      var longestLoss = 0
      while start < range.upperBound {
        let letter = words[start][depth]
        var end = start
        while end < range.upperBound, words[end][depth] == letter { end += 1 }
        let isWord = words[start].count == depth + 1
        let longest = words[start..<end].map(\.count).max()!
        if longest >= minimum, !(isWord && depth + 1 >= minimum) {
          safe.append(list.alphabet.letter(letter))
          let next = solve(
            fragment + String(list.alphabet.letter(letter)), start..<end, depth: depth + 1)
          if next.wins {
            longestLoss = max(longestLoss, next.movesLeft)
          } else {
            quickestWin = min(quickestWin ?? .max, next.movesLeft)
          }
        }
        start = end
      }
      let position = Position(
        wins: quickestWin != nil, movesLeft: (quickestWin ?? longestLoss) + 1, safe: safe)
      positions[fragment] = position
      return position
    }

    solve("", 0..<words.count, depth: 0)
    return positions
  }

  @Test func agreesWithAPlainRecursiveSearchOnWebster() throws {
    let list = try WordList(
      contentsOf: GhostRoundTests.words.appendingPathComponent("english.plist"))
    agreesWithAPlainRecursiveSearch(list)
  }

  @Test(arguments: Language.all)
  func agreesWithAPlainRecursiveSearch(in language: Language) throws {
    agreesWithAPlainRecursiveSearch(try GhostRoundTests.list(of: language))
  }

  /// The solver answers as a plain search of the whole list at every fragment play reaches,
  /// and its tree has every one of them.
  func agreesWithAPlainRecursiveSearch(_ list: WordList) {
    let solver = GhostSolver(list)
    let plain = Self.plainSearch(of: list)
    var fragments: [(fragment: String, node: Int)] = [("", PrefixTree.root)]
    var checked = 0
    var wrong: [String] = []
    while let (fragment, node) = fragments.popLast() {
      let safe = solver.dictionary.safeMoves(after: fragment)
      let solved = Position(
        wins: solver.wins(at: node), movesLeft: solver.movesLeft(at: node),
        safe: safe.map(\.move.letter))
      if plain[fragment] != solved { wrong.append(fragment) }
      fragments += safe.map { ($0.move.applied(to: fragment), $0.node) }
      checked += 1
    }
    #expect(wrong.isEmpty, "at \(wrong.prefix(5))")
    #expect(checked == plain.count && checked > 10_000)
  }

  @Test func thePerfectComputerNeverLosesAWonPosition() throws {
    let tree = try GhostRoundTests.english.get()
    let solver = GhostSolver(tree)
    var generator = SplitMix64(seed: 42)
    var played = 0
    while played < 200 {
      // A random position a few safe letters in, where the player to move wins.
      var round = GhostRound(seats: [0, 1])
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let move = GhostComputer.easy.move(after: round.fragment, in: solver, using: &generator)
        guard round.play(move, in: tree) == nil else { break }
      }
      guard !round.isOver, let node = tree.node(forPrefix: round.fragment),
        solver.wins(at: node)
      else { continue }
      let perfect = round.playerToMove
      while !round.isOver {
        let level: GhostComputer = round.playerToMove == perfect ? .perfect : .easy
        _ = round.play(level.move(after: round.fragment, in: solver, using: &generator), in: tree)
      }
      #expect(round.winner == perfect, "lost from '\(round.fragment)'")
      played += 1
    }
  }

  @Test func aLosingPerfectComputerMakesTheRoundLastLongest() {
    // Both words have an odd number of letters, so the first player forms either one: every
    // opening loses, and B's word keeps the round going two moves longer than A's.
    let tree = PrefixTree(WordList(["abcde", "bcdefgh"]))
    let solver = GhostSolver(tree)
    let moves = tree.safeMoves(after: "")
    #expect(moves.map(\.move.letter) == ["A", "B"])
    #expect(!solver.wins(at: PrefixTree.root))
    #expect(moves.map { solver.movesLeft(at: $0.node) } == [4, 6])
    for seed in 1...5 {
      var generator = SplitMix64(seed: UInt64(seed))
      #expect(
        GhostComputer.perfect.move(after: "", in: solver, using: &generator) == GhostMove("B"))
    }
  }
}

/// What the solution says of one node, read straight from its bytes: the game asks by
/// fragment (`options(after:)`), the tests check every node.
extension GhostSolver {
  /// The game solved for `list` at a table of `seats`, plain or SuperGhost, over the
  /// fragments play can reach.
  init(_ list: WordList, superGhost: Bool = false, seats: Int = 2) {
    let length = GhostRound.minimumWordLength
    if superGhost {
      self.init(InfixTree(list, minimumLength: length), seats: seats)
    } else {
      self.init(PrefixTree(list, endingAtWordsOf: length), seats: seats)
    }
  }

  /// Whether the player to move at `node` wins with perfect play (at a table of more than
  /// two, cannot be made to lose by the others): the node's layer 0.
  func wins(at node: Int) -> Bool {
    GhostResult.wins(solution[node * GhostResult.Table(seats: seats).layers])
  }

  /// The moves the round lasts from `node` with perfect play (see `GhostOption.movesLeft`).
  func movesLeft(at node: Int) -> Int {
    GhostResult.movesLeft(solution[node * GhostResult.Table(seats: seats).layers])
  }
}
