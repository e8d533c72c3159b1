import Testing

@testable import GameMachinery

/// The one rule for the word lengths a game plays (Hangman's range, Evil Hangman's length).
@Suite struct PlayableLengthsTests {
  @Test func theLengthsAskedForThatHaveWords() {
    let playable = PlayableLengths(asked: 4...9, defaults: 4...12, available: [2, 5, 8, 13])
    #expect(playable == PlayableLengths(lengths: [5, 8], isFallback: false))
  }

  @Test func elseTheDefaultsLengthsThatHaveWords() {
    let playable = PlayableLengths(asked: 30...30, defaults: 4...12, available: [2, 5, 8, 13])
    #expect(playable == PlayableLengths(lengths: [5, 8], isFallback: true))
  }

  @Test func elseTheOneLengthNearestTheDefaultsTheLowerOnATie() {
    #expect(PlayableLengths(asked: 30...30, defaults: 7...7, available: [2, 9]).lengths == [9])
    #expect(PlayableLengths(asked: 30...30, defaults: 7...7, available: [5, 9]).lengths == [5])
    #expect(PlayableLengths(asked: 1...1, defaults: 4...12, available: [2, 14]).lengths == [2])
    #expect(PlayableLengths(asked: 1...1, defaults: 4...12, available: []).lengths.isEmpty)
  }
}
