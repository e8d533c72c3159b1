import Foundation
import Lexicon
import Testing

@testable import GhostModel

/// The crib, proved by playing it against every move the other player has.
@Suite struct GhostCribTests {
  /// Plays the crib's player by the crib alone against every move of the other player,
  /// and returns the words the other player is left to form; records an issue wherever the
  /// crib has no reply, or its reply loses at once.
  static func play(_ crib: GhostCrib, in game: GhostSolver) -> Set<String> {
    let replies = Dictionary(crib.replies.map { ($0.fragment, $0.move) }) { first, _ in first }
    var words: Set<String> = []
    var used: Set<String> = []
    var stack = [crib.opening.map { $0.applied(to: "") } ?? ""]
    while let fragment = stack.popLast() {
      let moves = game.options(after: fragment)
      if moves.isEmpty {
        // Every move loses at once; one of them forms a word the crib names.
        let formed = GhostMove.all(on: game.dictionary.sides, in: game.dictionary.alphabet).map {
          $0.applied(to: fragment)
        }
        .filter { game.dictionary.isWord($0) }
        #expect(formed.contains { crib.words.contains($0) }, "no word after \(fragment)")
        words.formUnion(formed.filter { crib.words.contains($0) })
      }
      for move in moves {
        guard let reply = replies[move.fragment] else {
          Issue.record("no reply to \(move.fragment)")
          continue
        }
        used.insert(move.fragment)
        let next = reply.applied(to: move.fragment)
        #expect(
          game.options(after: move.fragment).contains { $0.fragment == next },
          "\(reply) on \(move.fragment) loses at once")
        stack.append(next)
      }
    }
    #expect(used == Set(replies.keys), "every reply is played")
    return words
  }

  static func list(_ file: String) throws -> WordList {
    try WordList(contentsOf: GhostRoundTests.words.appendingPathComponent(file))
  }

  @Test(arguments: ["english-large.plist", "dutch.plist"])
  func aGhostCribNeverLosesAndItsWordsAreTheWholeStrategy(_ file: String) throws {
    let list = try Self.list(file)
    let solver = GhostSolver(list)
    let crib = GhostCrib(solver)
    #expect(crib.opening != nil, "the first player wins plain Ghost on both lists")
    #expect(Self.play(crib, in: solver) == Set(crib.words))
    // The words alone say what to play: the crib's words that start with a fragment the
    // crib's player moves from all go on with the same letter, the reply's.
    for reply in crib.replies {
      let next = Set(
        crib.words.filter { $0.hasPrefix(reply.fragment) }.map {
          Array($0)[reply.fragment.count]
        })
      #expect(next == [reply.move.letter], "after \(reply.fragment)")
      #expect(reply.word.hasPrefix(reply.move.applied(to: reply.fragment)))
    }
    // The opening is the one that needs fewest words: no other winning opening does better.
    for opening in solver.options(after: "").filter(\.wins) where opening.move != crib.opening {
      let other = Self.cribWords(from: opening.fragment, in: solver)
      #expect(other >= crib.words.count, "\(opening.fragment) needs \(other)")
    }
  }

  /// The fewest words a crib from `fragment` (the other player to move) needs, by a search
  /// of its own: every move of theirs, the best reply of ours.
  static func cribWords(from fragment: String, in game: GhostSolver) -> Int {
    let moves = game.options(after: fragment)
    guard !moves.isEmpty else { return 1 }
    return moves.reduce(0) { total, move in
      total
        + game.options(after: move.fragment).filter(\.wins).map {
          cribWords(from: $0.fragment, in: game)
        }.min()!
    }
  }

  @Test(arguments: ["english-large.plist", "dutch.plist"])
  func aSuperGhostCribNeverLoses(_ file: String) throws {
    let solver = GhostSolver(try Self.list(file), superGhost: true)
    let crib = GhostCrib(solver)
    // The first player wins English SuperGhost and loses Dutch: the crib is the winner's.
    #expect((crib.opening != nil) == solver.wins(from: ""))
    #expect(Self.play(crib, in: solver) == Set(crib.words))
    for reply in crib.replies {
      #expect(reply.word.contains(reply.move.applied(to: reply.fragment)))
    }
  }
}
