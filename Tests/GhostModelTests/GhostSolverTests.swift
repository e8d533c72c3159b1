import Foundation
import Lexicon
import TestSupport
import Testing

@testable import GhostModel

/// The solver, checked against two methods written without the prefix tree.
@Suite struct GhostSolverTests {
  /// Whether the player to move from `fragment` wins, by trying every letter, with the
  /// binary searches of the list's words (`hasWord(withPrefix:)`): brute force.
  static func bruteForceWins(_ fragment: String, in list: WordList) -> Bool {
    let minimum = GhostRound.minimumWordLength
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
      let next = fragment + String(letter)
      let losesAtOnce =
        (next.count >= minimum && list.contains(next))
        || !list.hasWord(withPrefix: next, minimumLength: minimum)
      if !losesAtOnce, !bruteForceWins(next, in: list) { return true }
    }
    return false
  }

  static let smallLists: [[String]] = [
    ["cat", "cats", "catalog", "dog", "do", "dove", "dogma", "zebra", "zeal", "ax", "axe"],
    ["aa", "aaa", "aaaa", "ab", "abba", "abbey", "b", "ba", "bab", "babe", "baby"],
    ["hd", "hdtv", "fiets", "fietsen", "fier", "fiere", "fiet", "pea", "peafowl", "peak"],
  ]

  @Test(arguments: smallLists)
  func agreesWithBruteForceAtEveryFragment(_ words: [String]) {
    let list = WordList(words)
    let solver = GhostSolver(PrefixTree(list))
    var fragments: Set<String> = [""]
    for word in list.words(withPrefix: "") {
      for end in word.indices { fragments.insert(String(word[...end])) }
    }
    for fragment in fragments {
      let node = solver.tree.node(forPrefix: fragment)!
      #expect(
        solver.wins(at: node) == Self.bruteForceWins(fragment, in: list), "at '\(fragment)'")
    }
  }

  /// The openings of a whole list by a plain recursive search over its sorted words (no
  /// tree): a range of words sharing a prefix is a position.
  static func openings(of list: WordList) -> [Character: Bool] {
    var words: [[UInt8]] = []
    list.forEachWordAlphabetically { words.append(Array($0)) }
    let minimum = GhostRound.minimumWordLength

    /// Whether the player to move wins when `words[range]` are the words with the prefix
    /// of length `depth`.
    func wins(_ range: Range<Int>, depth: Int) -> Bool {
      var start = range.lowerBound
      if start < range.upperBound, words[start].count == depth { start += 1 }  // the prefix
      while start < range.upperBound {
        let letter = words[start][depth]
        var end = start
        while end < range.upperBound, words[end][depth] == letter { end += 1 }
        let isWord = words[start].count == depth + 1
        let longest = words[start..<end].map(\.count).max()!
        let safe = longest >= minimum && !(isWord && depth + 1 >= minimum)
        if safe, !wins(start..<end, depth: depth + 1) { return true }
        start = end
      }
      return false
    }

    var result: [Character: Bool] = [:]
    var start = 0
    while start < words.count {
      let letter = words[start][0]
      var end = start
      while end < words.count, words[end][0] == letter { end += 1 }
      let longest = words[start..<end].map(\.count).max()!
      if longest >= minimum {
        result[list.alphabet.letter(letter)] = !wins(start..<end, depth: 1)
      }
      start = end
    }
    return result
  }

  @Test func agreesWithAPlainRecursiveSearchOnTheOpeningsOfWebster() throws {
    let list = try WordList(
      contentsOf: GhostRoundTests.words.appendingPathComponent("english.plist"))
    try agreesWithAPlainRecursiveSearchOnTheOpenings(list)
  }

  @Test(arguments: Language.all)
  func agreesWithAPlainRecursiveSearchOnTheOpenings(in language: Language) throws {
    try agreesWithAPlainRecursiveSearchOnTheOpenings(GhostRoundTests.list(of: language))
  }

  func agreesWithAPlainRecursiveSearchOnTheOpenings(_ list: WordList) throws {
    let solver = GhostSolver(list)
    let winningOpenings = Dictionary(
      uniqueKeysWithValues: solver.safeMoves(from: PrefixTree.root, depth: 0).map {
        ($0.letter, !solver.wins(at: $0.node))
      })
    #expect(winningOpenings == Self.openings(of: list))
  }

  /// The tree of the fragments play can reach answers as the whole tree does, at every
  /// fragment it has, and has every fragment play can reach.
  @Test(arguments: ["english-large.plist", "dutch.plist"])
  func theReachableTreeAnswersAsTheWholeTree(_ file: String) throws {
    let list = try WordList(contentsOf: GhostRoundTests.words.appendingPathComponent(file))
    let whole = GhostSolver(PrefixTree(list))
    let reachable = GhostSolver(list)
    #expect(reachable.tree.nodeCount < whole.tree.nodeCount)
    var fragments: [(fragment: String, node: Int)] = [("", PrefixTree.root)]
    var checked = 0
    while let (fragment, node) = fragments.popLast() {
      let wholeNode = try #require(whole.tree.node(forPrefix: fragment))
      #expect(reachable.wins(at: node) == whole.wins(at: wholeNode), "at '\(fragment)'")
      #expect(reachable.movesLeft(at: node) == whole.movesLeft(at: wholeNode))
      let safe = reachable.safeMoves(from: node, depth: fragment.count)
      #expect(
        safe.map(\.letter) == whole.safeMoves(from: wholeNode, depth: fragment.count).map(\.letter))
      fragments += safe.map { (fragment + String($0.letter), $0.node) }
      checked += 1
    }
    #expect(checked > 10_000)
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
        guard round.play(move, in: tree) == .continues else { break }
      }
      guard !round.isOver, let node = solver.tree.node(forPrefix: round.fragment),
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
    let moves = solver.safeMoves(from: PrefixTree.root, depth: 0)
    #expect(moves.map(\.letter) == ["A", "B"])
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
extension SolvedGhost {
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
