import Lexicon
import Testing

@testable import CodeBreakerModel

/// Between equally good attempts a hint names the more frequent word (SPEC §7).
@Suite struct HintPreferenceTests {
  @Test(arguments: [false, true])
  func aHintNamesTheMoreFrequentOfEquallyGoodAttempts(lookingAhead: Bool) throws {
    // ABC and ABD split the two words alike, and each can be the answer: XYC cannot.
    let words = FixedLengthWords(length: 3, words: ["ABC", "ABD", "XYC", "XYD"])
    let answers = FixedLengthWords(length: 3, words: ["ABC", "ABD"])
    let game = CodeBreaker(secret: "ABC", attemptLimit: 6)
    for (ranking, named) in [(nil, "ABC"), (WordRanking(["XYC", "ABD", "ABC"]), "ABD")] {
      let search = HintSearch(allowed: words, answers: answers, preferring: ranking)
      let possible = search.possible(in: game)
      #expect(
        search.best(for: game, possible: possible, lookingAhead: lookingAhead) == named)
    }
  }

  /// The words a hint may name are apart from those an attempt may be.
  @Test func aHintNamesOnlyItsWordsWhileEveryWordIsAccepted() {
    let accepted = FixedLengthWords(length: 3, words: ["ABC", "ABD", "XYC", "XYD"])
    let named = FixedLengthWords(length: 3, words: ["ABC", "ABD"])
    let search = HintSearch(allowed: named, answers: named, accepted: accepted)
    #expect(search.accepted == accepted && search.allowed == named)
    #expect(HintSearch(allowed: named, answers: named).accepted == named)
  }
}
