import Lexicon
import Testing

@testable import EvilHangmanModel

@Suite struct ExactSolverTests {
  /// The misses a host can force on a perfect guesser against `words`, solved exactly.
  static func forcedMisses(_ words: [String]) -> Int? {
    let words = FixedLengthWords(length: words[0].count, words: words.sorted())
    var solver = ExactSolver(LetterClasses.forEveryLetter(of: words), budget: 100_000)
    return solver.forcedMisses()
  }

  /// The same, found the slow way: every letter at every turn, every class the host may
  /// keep, with no bit sets, no memo and no cut-off.
  static func bruteForce(_ words: [String]) -> Int {
    guard words.count > 1 else { return 0 }
    var best = Int.max
    for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
      let classes = Dictionary(grouping: words) { word in
        word.enumerated().filter { $0.element == letter }.map(\.offset)
      }
      // A letter every word has in the same places (or none has) tells nothing.
      guard classes.count > 1 else { continue }
      let worst = classes.map { places, kept in bruteForce(kept) + (places.isEmpty ? 1 : 0) }
      best = min(best, worst.max()!)
    }
    return best
  }

  @Test func countsTheMissesTheHostCanForceBeforeOneWordIsLeft() {
    #expect(Self.forcedMisses(["CAT"]) == 0)
    // BAT, CAT, HAT: every letter that splits them leaves a class without it, and the host
    // keeps that class each time until one word is left: two misses, then the word.
    #expect(Self.forcedMisses(["BAT", "CAT", "HAT"]) == 2)
    // AB, BA: A splits them by place, with no class that lacks it.
    #expect(Self.forcedMisses(["AB", "BA"]) == 0)
  }

  /// Every class of 2 to 6 words that two guesses (a vowel, then another vowel, R, S or T)
  /// leave of the real list's words of 3 and 4 letters, solved both ways.
  @Test(arguments: [3, 4])
  func agreesWithABruteForceOnEverySmallClassOfTheRealList(length: Int) throws {
    let words = Array(EvilHangmanTests.englishList.words(ofLength: length))
    var classes: [[String]] = []
    let pairs = "AEIOU".flatMap { first in
      "AEIOURST".filter { $0 != first }.map { (String(first), String($0)) }
    }
    for (first, second) in pairs {
      let afterFirst = Dictionary(grouping: words) { (word: String) in
        word.enumerated().filter { String($0.element) == first }.map(\.offset)
      }
      for kept in afterFirst.values {
        let afterSecond = Dictionary(grouping: kept) { (word: String) in
          word.enumerated().filter { String($0.element) == second }.map(\.offset)
        }
        classes += afterSecond.values.filter { (2...6).contains($0.count) }
      }
    }
    #expect(classes.count > 150)  // 185 of 3 letters, more of 4
    for words in classes {
      #expect(Self.forcedMisses(words) == Self.bruteForce(words), "\(words)")
    }
  }
}
