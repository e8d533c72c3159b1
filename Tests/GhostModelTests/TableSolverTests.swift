import Foundation
import Lexicon
import TestSupport
import Testing

@testable import GhostModel

/// Perfect play at a table of more than two (SPEC §3.3): the others play as one side
/// against the seat to move. Checked against a search written from the rules alone, without
/// the trees or the layers: a seat is made to lose from a position when, at its move, every
/// safe letter leads where the others can make it lose (with none safe it loses at once),
/// and at the others' move some safe letter does (with none safe, the one of them to move
/// loses, not it).
@Suite struct TableSolverTests {
  /// Fifty words of the English list, spread over it, of three to seven letters: a small
  /// game with every kind of position.
  static let fiftyWords = Result { () throws -> [String] in
    let list = try WordList(
      contentsOf: GhostRoundTests.words.appendingPathComponent("english-large.plist"))
    let words = list.words(withPrefix: "").filter { (3...7).contains($0.count) }.sorted()
    return stride(from: 0, to: words.count, by: words.count / 50).prefix(50).map { words[$0] }
  }

  /// The rules, for a list of words and a variant.
  struct Rules {
    let words: Set<String>
    let long: [String]
    let superGhost: Bool
    let seats: Int
    private var memo: [String: Bool] = [:]

    init(_ words: [String], superGhost: Bool, seats: Int) {
      self.words = Set(words)
      long = words.filter { $0.count >= GhostRound.minimumWordLength }
      self.superGhost = superGhost
      self.seats = seats
    }

    /// The fragments a safe move makes of `fragment`: a word can still grow from them, and
    /// they are no word of four letters or more.
    func safeMoves(from fragment: String) -> Set<String> {
      let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
      let next = letters.map { fragment + $0 } + (superGhost ? letters.map { $0 + fragment } : [])
      return Set(
        next.filter { next in
          long.contains { superGhost ? $0.contains(next) : $0.hasPrefix(next) }
            && !(next.count >= GhostRound.minimumWordLength && words.contains(next))
        })
    }

    /// Whether the others can make the seat lose from `fragment`, `toGo` moves before its
    /// turn (0: its move).
    mutating func isForcedLoss(_ fragment: String, toGo: Int) -> Bool {
      let key = "\(fragment) \(toGo)"
      if let known = memo[key] { return known }
      let moves = safeMoves(from: fragment)
      let result =
        toGo == 0
        ? moves.allSatisfy { isForcedLoss($0, toGo: seats - 1) }
        : moves.contains { isForcedLoss($0, toGo: toGo - 1) }
      memo[key] = result
      return result
    }
  }

  /// Every fragment play reaches on `rules`, the empty one first.
  static func reachable(_ rules: Rules) -> [String] {
    var seen: Set<String> = [""]
    var queue = [""]
    while let fragment = queue.popLast() {
      for next in rules.safeMoves(from: fragment) where seen.insert(next).inserted {
        queue.append(next)
      }
    }
    return seen.sorted()
  }

  /// The solver and the rules agree at every fragment: the moves that do not lose at once,
  /// whether each leaves the mover safe from the others, and whether the mover is.
  func expectAgreement(_ solver: GhostSolver, _ rules: Rules) {
    var rules = rules
    let fragments = Self.reachable(rules)
    #expect(fragments.count > 20)
    for fragment in fragments {
      let options = solver.options(after: fragment)
      #expect(Set(options.map(\.fragment)) == rules.safeMoves(from: fragment), "at '\(fragment)'")
      for option in options {
        let isSafe = !rules.isForcedLoss(option.fragment, toGo: rules.seats - 1)
        #expect(
          option.wins == isSafe, "\(rules.seats) seats, '\(fragment)' to '\(option.fragment)'")
      }
      #expect(
        solver.wins(from: fragment) == !rules.isForcedLoss(fragment, toGo: 0),
        "\(rules.seats) seats, at '\(fragment)'")
    }
  }

  @Test(arguments: [2, 3, 4])
  func aTableOfGhostAgreesWithTheRulesAtEveryPosition(seats: Int) throws {
    let words = try Self.fiftyWords.get()
    let solver = GhostSolver(WordList(words), seats: seats)
    expectAgreement(solver, Rules(words, superGhost: false, seats: seats))
  }

  @Test(arguments: [2, 3, 4])
  func aTableOfSuperGhostAgreesWithTheRulesAtEveryPosition(seats: Int) throws {
    let words = Array(try Self.fiftyWords.get().prefix(20))
    let solver = GhostSolver(WordList(words), superGhost: true, seats: seats)
    expectAgreement(solver, Rules(words, superGhost: true, seats: seats))
  }

  /// A table of two is the two-player game: the rules' search for two agrees with the
  /// two-player solver on a whole bundled list's openings, and the layers are one.
  @Test func aTableOfTwoIsTheTwoPlayerGame() throws {
    let words = try Self.fiftyWords.get()
    var rules = Rules(words, superGhost: false, seats: 2)
    let solver = GhostSolver(WordList(words))
    for fragment in Self.reachable(rules) {
      #expect(solver.wins(from: fragment) == !rules.isForcedLoss(fragment, toGo: 0))
    }
    #expect(solver.solution.count == solver.dictionary.nodeCount)
    let table = GhostSolver(WordList(words), seats: 3)
    #expect(table.solution.count == 3 * solver.dictionary.nodeCount)
  }

  /// The perfect computer at a table never loses a round the others could not force it to
  /// lose: from every position it is safe in, the easy computers in the other seats, playing
  /// at random, never make it lose, over many seeded rounds.
  @Test(arguments: [3, 4])
  func thePerfectComputerNeverLosesARoundItIsSafeIn(seats: Int) throws {
    let list = try GhostRoundTests.list(of: .first)
    let table = GhostSolver(list, seats: seats)
    let anyTable = GhostSolver(list)
    var generator = SplitMix64(seed: UInt64(seats))
    var playedSafe = 0
    for _ in 0..<100 {
      var round = GhostRound(seats: Array(0..<seats))
      let perfect = Int(generator.next() % UInt64(seats))
      var wasSafe: Bool?
      while !round.isOver {
        let isPerfect = round.playerToMove == perfect
        if isPerfect, wasSafe == nil { wasSafe = table.wins(from: round.fragment) }
        let move =
          isPerfect
          ? GhostComputer.perfect.move(after: round.fragment, in: table, using: &generator)
          : GhostComputer.easy.move(after: round.fragment, in: anyTable, using: &generator)
        _ = round.play(move, in: table.dictionary)
      }
      if wasSafe == true {
        playedSafe += 1
        #expect(round.ending?.loser != perfect, "lost at '\(round.fragment)'")
      }
    }
    #expect(playedSafe > 10)
  }
}
