import EvilGuessers
import Foundation
import Lexicon
import Testing

@testable import EvilHangmanModel

@Suite struct PlannerTests {
  /// A game of `planner` against a guesser of the panel, played to its end.
  static func play(
    length: Int, limit: Int, guesser: EvilGuesser, seed: UInt64, strategy: EvilStrategy = .planner
  ) -> EvilHangman {
    var game = EvilHangman(
      words: EvilHangmanTests.englishList.words(ofLength: length), guessLimit: limit,
      strategy: strategy)
    var generator = SplitMix64(seed: seed)
    while !game.isOver {
      let tried = game.triedLetters.count
      game.guess(guesser.nextGuess(in: game)!, using: &generator)
      // The guesser only plays untried letters.
      guard game.triedLetters.count == tried + 1 else {
        Issue.record("a guess that changed nothing")
        break
      }
    }
    return game
  }

  static let games: [(length: Int, limit: Int, guesser: EvilGuesser)] = [4, 6, 8].flatMap {
    length in
    EvilGuesser.allCases.map { (length, length == 8 ? 6 : 8, $0) }
  }

  /// Checks that the word the host names at the end fits every answer it gave: each letter
  /// tried shown where the word has it and nowhere else, and a miss where it has none.
  @Test func theNamedWordFitsEveryAnswerTheHostGave() throws {
    for (length, limit, guesser) in Self.games {
      let game = Self.play(length: length, limit: limit, guesser: guesser, seed: 5)
      let word = Array(try #require(game.answer))
      #expect(game.candidates.contains(String(word)))
      for letter in game.triedLetters {
        let shown = game.pattern.indices.filter { game.pattern[$0] == letter }
        #expect(word.indices.filter { word[$0] == letter } == shown, "\(word) \(letter)")
        #expect(game.misses.contains(letter) == shown.isEmpty, "\(word) \(letter)")
      }
    }
  }

  @Test func aSeedReplaysTheSameGame() {
    for (length, limit, guesser) in Self.games.prefix(6) {
      let first = Self.play(length: length, limit: limit, guesser: guesser, seed: 9)
      let again = Self.play(length: length, limit: limit, guesser: guesser, seed: 9)
      #expect(first == again)
    }
  }

  @Test func takesTheMissThatEndsTheGame() {
    let words = FixedLengthWords(length: 3, words: ["BED", "FED", "LED", "MAD"])
    var game = EvilHangman(words: words, guessLimit: 1, strategy: .planner)
    var generator = SplitMix64(seed: 1)
    game.guess("E", using: &generator)
    #expect(game.status == .lost && game.answer == "MAD")
  }

  @Test func keepsAClassThePerfectGuesserCannotWinFromWhenThereIsOne() {
    // E splits the words into BAT, CAT, HAT, MAT (no E) and BEE, FEE, SEE, TEE (-EE), four
    // each. Either way a perfect guesser is then made to miss three times before one word
    // is left, so only the class without E, which costs a miss of its own, uses up the
    // guesser's four: planner keeps it, where largest picks either at random.
    let words = FixedLengthWords(
      length: 3, words: ["BAT", "BEE", "CAT", "FEE", "HAT", "MAT", "SEE", "TEE"])
    var game = EvilHangman(words: words, guessLimit: 4, strategy: .planner)
    var generator = SplitMix64(seed: 1)
    game.guess("E", using: &generator)
    #expect(game.misses == ["E"])
    #expect(Array(game.candidates) == ["BAT", "CAT", "HAT", "MAT"])
  }

  /// The search's estimate of the misses a host can force lies between the exact answer
  /// and the reference guesser's most misses: it is an upper bound on what a perfect
  /// guesser concedes, and no looser than the reference walk it refines.
  @Test func theSearchIsBetweenTheExactAnswerAndTheReferenceWalk() {
    var checked = 0
    for length in [3, 4] {
      for (words, _) in EvilGuesserTests.candidateSets(length: length)
      where (8...20).contains(words.count) {
        let candidates = FixedLengthWords(length: length, words: words.sorted())
        let table = candidates
        var solver = ExactSolver(LetterClasses.forEveryLetter(of: candidates), budget: 100_000)
        guard let exact = solver.forcedMisses() else { continue }
        var work = 0
        let reference = ReferenceWalk.mostMisses(table, table.allIndices, work: &work)
        for depth in 0...3 {
          var planner = Planner(remainingGuesses: 26)
          let searched = planner.forcedMisses(table, table.allIndices, atMost: 26, depth: depth)!
          #expect(exact <= searched && searched <= reference, "\(words) at depth \(depth)")
        }
        checked += 1
      }
    }
    #expect(checked > 20)
  }
}
