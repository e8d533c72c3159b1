import Lexicon
import Testing

@testable import GhostModel

/// Between equally good moves the computer plays toward frequent words, and a dead
/// fragment names the most frequent word it could have become (SPEC §7).
@Suite struct GhostPreferenceTests {
  static let words = ["cat", "cats", "catalog", "dog", "do", "dove", "dogma", "zebra", "zeal"]

  /// Every winning opening (or, where none wins, every longest one) is the one played when
  /// the ranking's first word grows from it, whatever the seed.
  @Test func theComputerPlaysTowardTheMostFrequentWordAmongEquallyGoodMoves() {
    let solver = GhostSolver(WordList(Self.words))
    let options = solver.options(after: "")
    let winning = options.filter(\.wins)
    let longest = options.map(\.movesLeft).max()!
    let best = winning.isEmpty ? options.filter { $0.movesLeft == longest } : winning
    #expect(best.count >= 2)
    for option in best {
      let word = Self.words.first { $0.uppercased().hasPrefix(option.fragment) && $0.count >= 4 }!
      let ranking = WordRanking([word] + Self.words)
      for seed in 1...6 {
        var generator = SplitMix64(seed: UInt64(seed))
        let move = GhostComputer.perfect.move(
          after: "", in: solver, preferring: ranking, using: &generator)
        #expect(move == option.move)
      }
    }
  }

  @Test func aDeadFragmentNamesTheMostFrequentWordItCouldHaveBecome() {
    let tree = PrefixTree(WordList(Self.words))
    for (ranking, named) in [
      (WordRanking(["CATS", "CATALOG"]), "CATS"), (WordRanking(["DOG"]), "CATALOG"),
      (nil, "CATALOG"),
    ] {
      var round = GhostRound(seats: [0, 1])
      _ = round.play(GhostMove("C"), in: tree, preferring: ranking)
      _ = round.play(GhostMove("A"), in: tree, preferring: ranking)
      let play = round.play(GhostMove("X"), in: tree, preferring: ranking)
      #expect(play == GhostRound.Ending(loser: 0, reason: .deadFragment(couldHaveBecome: named)))
    }
  }
}
