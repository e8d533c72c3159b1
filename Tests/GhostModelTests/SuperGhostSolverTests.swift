import Foundation
import Lexicon
import Testing

@testable import GhostModel

/// SuperGhost solved, checked against searches written without the infix tree.
@Suite struct SuperGhostSolverTests {
  /// SuperGhost by plain recursion over strings, with a memo: the infixes of the words of
  /// 4+ letters are found by hashing every substring, and words by the list's own search.
  struct ReferenceSearch {
    let list: WordList
    let infixes: Set<UInt64>
    var memo: [String: Bool] = [:]
    /// The positions the search has solved.
    var visited: Int { memo.count }

    init(_ list: WordList) {
      self.list = list
      var infixes = Set<UInt64>()
      list.forEachWordAlphabetically { word in
        guard word.count >= GhostRound.minimumWordLength else { return }
        for start in word.indices {
          var hash = Self.seed
          for letter in word[start...] {
            hash = Self.hash(hash, letter)
            infixes.insert(hash)
          }
        }
      }
      self.infixes = infixes
    }

    static let seed: UInt64 = 0xCBF2_9CE4_8422_2325
    static func hash(_ hash: UInt64, _ letter: UInt8) -> UInt64 {
      (hash ^ UInt64(letter)) &* 0x100_0000_01B3
    }

    /// Whether `fragment` is inside a word of 4+ letters.
    func isInfix(_ fragment: String) -> Bool {
      infixes.contains((list.alphabet.codes(of: fragment) ?? []).reduce(Self.seed, Self.hash))
    }

    /// Whether `move` on `fragment` does not lose at once.
    func isSafe(_ next: String) -> Bool {
      isInfix(next) && !(next.count >= GhostRound.minimumWordLength && list.contains(next))
    }

    /// The fragments the moves from `fragment` make, both ends, that do not lose at once.
    func safeNext(_ fragment: String) -> [String] {
      let letters = list.alphabet.letters.map(String.init)
      let next =
        letters.map { fragment + $0 } + (fragment.isEmpty ? [] : letters.map { $0 + fragment })
      return Array(Set(next)).filter(isSafe)
    }

    /// Whether the player to move wins: it stops at the first winning move.
    mutating func wins(_ fragment: String) -> Bool {
      if let known = memo[fragment] { return known }
      var result = false
      for next in safeNext(fragment) where !wins(next) {
        result = true
        break
      }
      memo[fragment] = result
      return result
    }
  }

  static let smallLists: [[String]] = [
    ["cat", "cats", "scatter", "dog", "dogma", "zebra", "zeal", "banana", "bandana"],
    ["aaaa", "aaaaa", "abab", "baba", "babab", "abba"],
    ["hdtv", "fiets", "fietsen", "fier", "mississippi", "tsar"],
  ]

  @Test(arguments: smallLists)
  func agreesWithTheReferenceAtEveryFragment(_ words: [String]) throws {
    let list = WordList(words)
    let tree = InfixTree(list, minimumLength: GhostRound.minimumWordLength)
    let solver = GhostSolver(tree)
    var reference = ReferenceSearch(list)
    var checked = 0
    for node in 0..<tree.nodeCount {
      let fragment = InfixTreeWalk.infix(of: node, in: tree)
      #expect(solver.wins(at: node) == reference.wins(fragment), "at '\(fragment)'")
      #expect(solver.wins(from: fragment) == solver.wins(at: node))
      let options = solver.options(after: fragment)
      #expect(Set(options.map(\.fragment)) == Set(reference.safeNext(fragment)), "at '\(fragment)'")
      for option in options {
        #expect(option.wins == !reference.wins(option.fragment))
      }
      checked += 1
    }
    #expect(checked > 10)
  }

  // The slowest test (2 s for English, 18 s for Dutch, 12 s for German on a quiet machine), and
  // worth it: the reference is a plain search of the whole game, the second method that
  // --solve's answers on the shipped lists are checked by, and a faster one would share
  // the solver's shortcuts.
  @Test(arguments: Language.all)
  func agreesWithTheReferenceOnTheRealLists(in language: Language) throws {
    let list = try GhostRoundTests.list(of: language)
    let solver = GhostSolver(list, superGhost: true)
    var reference = ReferenceSearch(list)
    #expect(solver.wins(from: "") == reference.wins(""))
    // Every opening, and the winning replies to each losing one: what --solve prints.
    for opening in solver.options(after: "") {
      #expect(opening.wins == !reference.wins(opening.fragment), "\(opening.fragment)")
      guard !opening.wins else { continue }
      for reply in solver.options(after: opening.fragment) {
        #expect(reply.wins == !reference.wins(reply.fragment), "\(reply.fragment)")
      }
    }
    #expect(reference.visited > 1000)
  }

  @Test func thePerfectComputerNeverLosesAWonPosition() throws {
    let list = try WordList(
      contentsOf: GhostRoundTests.words.appendingPathComponent("english-large.plist"))
    let solver = GhostSolver(list, superGhost: true)
    var generator = SplitMix64(seed: 7)
    var played = 0
    while played < 200 {
      var round = GhostRound(seats: [0, 1])
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        let move = GhostComputer.easy.move(after: round.fragment, in: solver, using: &generator)
        guard round.play(move, in: solver.dictionary) == nil else { break }
      }
      guard !round.isOver, solver.wins(from: round.fragment) else { continue }
      let perfect = round.playerToMove
      while !round.isOver {
        let level: GhostComputer = round.playerToMove == perfect ? .perfect : .easy
        _ = round.play(
          level.move(after: round.fragment, in: solver, using: &generator), in: solver.dictionary)
      }
      #expect(round.winner == perfect, "lost from '\(round.fragment)'")
      played += 1
    }
  }

  @Test func aLetterAtTheStartEndsTheRoundLikeOneAtTheEnd() {
    let tree = InfixTree(WordList(["scatter", "cats", "zebra"]), minimumLength: 4)
    var round = GhostRound(seats: [0, 1])
    #expect(round.play(GhostMove("A"), in: tree) == nil)
    #expect(round.play(GhostMove("C", on: .start), in: tree) == nil)
    #expect(round.fragment == "CA")
    #expect(round.lastMove == GhostMove("C", on: .start))
    #expect(round.play(GhostMove("T"), in: tree) == nil)
    #expect(
      round.play(GhostMove("S"), in: tree)
        == GhostRound.Ending(loser: 1, reason: .formedWord("CATS")))
    var dead = GhostRound(seats: [0, 1])
    _ = dead.play(GhostMove("E"), in: tree)
    let play = dead.play(GhostMove("Q", on: .start), in: tree)
    #expect(play == GhostRound.Ending(loser: 1, reason: .deadFragment(couldHaveBecome: "SCATTER")))
    let plain = PrefixTree(WordList(["cats"]))
    #expect(plain.sides == [.end])
    #expect(tree.sides == [.end, .start])
  }

  @Test func aMoveReadsAsAPlayerTypesIt() throws {
    let move = GhostMove("s", on: .start)
    #expect(move.description == "<S")
    #expect(GhostMove("q").description == "Q")
    #expect(move.applied(to: "CAT") == "SCAT")
  }
}

/// Reads a node's infix back by walking down from the root.
enum InfixTreeWalk {
  static func infix(of target: Int, in tree: InfixTree) -> String {
    var infixes = [0: ""]
    var queue = [InfixTree.root]
    while let node = queue.first {
      queue.removeFirst()
      if node == target { return infixes[node]! }
      for child in tree.children(of: node) {
        infixes[child] = infixes[node]! + String(UnicodeScalar(tree.letter(of: child)))
        queue.append(child)
      }
    }
    return ""
  }
}
