import Foundation
import Lexicon
import Testing

@testable import EvilHangmanModel

@Suite struct EvilHangmanTests {
  static let seedWords = FixedLengthWords(
    length: 4, words: ["BEAR", "BOAR", "DEER", "DUCK", "HARE"])

  static let englishList: WordList = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("words/english.plist")
    return try! WordList(contentsOf: url)
  }()

  @Test func followsTheSeedExample() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 6, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    // E splits the words into -E-- (BEAR), -EE- (DEER), ---E (HARE) and ---- (BOAR, DUCK):
    // the largest class is the one without E, so E is a miss.
    game.guess("e", using: &generator)
    #expect(Array(game.candidates) == ["BOAR", "DUCK"])
    #expect(game.pattern == [nil, nil, nil, nil])
    game.guess("R", using: &generator)
    #expect(game.pattern == [nil, nil, nil, "R"])
    #expect(Array(game.candidates) == ["BOAR"])
    #expect(game.misses == ["E"])
    #expect(game.remainingGuesses == 5)
  }

  @Test func refusesRepeatsAndNonLettersWithoutChangingTheGame() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    game.guess("A", using: &generator)
    let before = game
    for letter: Character in ["a", "1", "ø", "-"] { game.guess(letter, using: &generator) }
    #expect(game == before)
  }

  @Test func winsOnlyWhenEveryLetterOfTheLastWordIsShown() {
    var game = EvilHangman(
      words: FixedLengthWords(length: 2, words: ["AB"]), guessLimit: 3, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    game.guess("A", using: &generator)
    #expect(game.pattern == ["A", nil])
    #expect(game.status == .playing)
    game.guess("B", using: &generator)
    #expect(game.status == .won && game.answer == "AB")
    let won = game
    game.guess("C", using: &generator)
    #expect(game == won)
  }

  @Test func losesOnTheLastMissAndNamesAPossibleWord() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    game.guess("E", using: &generator)
    #expect(game.status == .lost)
    #expect(["BOAR", "DUCK"].contains(game.answer ?? ""))
    let lost = game
    game.guess("R", using: &generator)
    #expect(game == lost)
  }

  @Test func aLossNamesTheMostFrequentWordStillPossible() {
    // E is a miss: BOAR and DUCK are left. Ranked DUCK before BOAR, DUCK is named; ranked
    // BOAR first, BOAR; with neither ranked, either.
    for seed in UInt64(1)...8 {
      var generator = SplitMix64(seed: seed)
      for ranked in [["HARE", "DUCK", "BOAR"], ["BOAR", "HARE", "DUCK"]] {
        var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
        let ranking = WordRanking(ranked)
        let named = ranked.first { $0 != "HARE" }!
        game.guess("E", using: &generator, preferring: ranking)
        #expect(game.status == .lost && game.answer == named)
      }
      var unknown = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
      unknown.guess("E", using: &generator, preferring: WordRanking(["HARE"]))
      #expect(unknown.status == .lost)
      #expect(["BOAR", "DUCK"].contains(unknown.answer ?? ""))
    }
  }

  @Test func aWholeWordWinsOnlyAsTheLastWordLeft() throws {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 6, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    game.guess("E", using: &generator)
    #expect(Array(game.candidates) == ["BOAR", "DUCK"])
    // A word that fits but is not the only one left is dropped, and costs a miss.
    game.guess(word: "boar", using: &generator)
    #expect(Array(game.candidates) == ["DUCK"])
    #expect(game.wrongGuesses == ["BOAR"])
    #expect(game.incorrectGuesses == 2)
    game.guess(word: "duck", using: &generator)
    #expect(game.status == .won && game.answer == "DUCK")
    #expect(game.pattern == ["D", "U", "C", "K"])
    #expect(game.guessedWhole)
    #expect(game.guessesUsed == 3)
  }

  @Test func aWholeWordThatCannotBeTheWordCostsNothing() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 6, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    for letter in "ER" { game.guess(letter, using: &generator) }
    #expect(game.pattern == [nil, nil, nil, "R"])
    let before = game
    #expect(game.refusal(ofWhole: "BOA") == .wrongLength(4))
    #expect(game.refusal(ofWhole: "BO-R") == .notLetters)
    #expect(game.refusal(ofWhole: "DUCK") == .doesNotFit(.shown("R", position: 3)))
    #expect(game.refusal(ofWhole: "BEER") == .doesNotFit(.tried("E")))
    for word in ["BOA", "BO-R", "DUCK", "BEER"] { game.guess(word: word, using: &generator) }
    #expect(game == before)
    // A fitting word that is no word of the list still costs a miss, once.
    game.guess(word: "ZZZR", using: &generator)
    #expect(game.wrongGuesses == ["ZZZR"])
    #expect(game.refusal(ofWhole: "zzzr") == .alreadyTried)
    game.guess(word: "zzzr", using: &generator)
    #expect(game.incorrectGuesses == 2)
  }

  @Test func aWrongWholeWordCanLose() throws {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    game.guess(word: "DEER", using: &generator)
    #expect(game.status == .lost)
    let word = try #require(game.answer)
    #expect(word != "DEER" && Self.seedWords.contains(word))
  }

  @Test func largestBreaksTiesAtRandomButReproducibly() {
    // A splits ABC, XAB, XXA into three classes of one word each.
    let words = FixedLengthWords(length: 3, words: ["ABC", "XAB", "XXA"])
    var chosen = Set<String>()
    for seed in 0..<40 {
      var game = EvilHangman(words: words, guessLimit: 3, strategy: .largest)
      var generator = SplitMix64(seed: UInt64(seed))
      game.guess("A", using: &generator)
      var again = EvilHangman(words: words, guessLimit: 3, strategy: .largest)
      var replay = SplitMix64(seed: UInt64(seed))
      again.guess("A", using: &replay)
      #expect(again == game)
      chosen.insert(game.candidates[0])
    }
    #expect(chosen == ["ABC", "XAB", "XXA"])
  }

  @Test func cautiousBreaksTiesTowardRevealingFewerLetters() {
    // E: -E-E (two letters shown) and E--- (one) hold two words each.
    let words = FixedLengthWords(length: 4, words: ["BEBE", "CECE", "EBBB", "ECCC"])
    for seed in 0..<20 {
      var game = EvilHangman(words: words, guessLimit: 3, strategy: .cautious)
      var generator = SplitMix64(seed: UInt64(seed))
      game.guess("E", using: &generator)
      #expect(game.pattern == ["E", nil, nil, nil])
    }
  }

  @Test func lookaheadTakesTheMissThatEndsTheGame() {
    // One guess left: a largest-class host reveals the E (three words); lookahead keeps the
    // single word without it and wins.
    let words = FixedLengthWords(length: 3, words: ["BED", "FED", "LED", "MAD"])
    var largest = EvilHangman(words: words, guessLimit: 1, strategy: .largest)
    var lookahead = EvilHangman(words: words, guessLimit: 1, strategy: .lookahead)
    var generator = SplitMix64(seed: 1)
    largest.guess("E", using: &generator)
    #expect(largest.pattern == [nil, "E", nil])
    lookahead.guess("E", using: &generator)
    #expect(lookahead.status == .lost && lookahead.answer == "MAD")
  }

  @Test func largestAlwaysKeepsALargestClassOnTheRealList() {
    var game = EvilHangman(
      words: Self.englishList.words(ofLength: 7), guessLimit: 26, strategy: .largest)
    var generator = SplitMix64(seed: 7)
    for letter in "ESIARNTOLCDUGPMHBYFKWVZXJQ" where !game.isOver {
      let tried = game.triedLetters.count
      let sizes = LetterClasses(game.candidates, letter: letter.asciiValue!).sizes
      game.guess(letter, using: &generator)
      #expect(game.triedLetters.count == tried + 1)
      #expect(game.candidates.count == sizes.values.max())
    }
  }

  @Test func lookaheadIsReproducibleWithASeed() {
    let words = Self.englishList.words(ofLength: 6)
    func play(seed: UInt64) -> EvilHangman {
      var game = EvilHangman(words: words, guessLimit: 8, strategy: .lookahead)
      var generator = SplitMix64(seed: seed)
      for letter in "EAIOUSRT" { game.guess(letter, using: &generator) }
      return game
    }
    #expect(play(seed: 11) == play(seed: 11))
  }
}
