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
    #expect(game.guess("e", using: &generator) == .missed("E"))
    #expect(Array(game.candidates) == ["BOAR", "DUCK"])
    #expect(game.pattern == [nil, nil, nil, nil])
    #expect(game.guess("R", using: &generator) == .revealed("R", positions: [3]))
    #expect(Array(game.candidates) == ["BOAR"])
    #expect(game.misses == ["E"])
    #expect(game.remainingGuesses == 5)
  }

  @Test func refusesRepeatsAndNonLettersWithoutChangingTheGame() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    _ = game.guess("A", using: &generator)
    let before = game
    #expect(game.guess("a", using: &generator) == .alreadyTried("A"))
    #expect(game.guess("1", using: &generator) == .notALetter("1"))
    #expect(game.guess("ø", using: &generator) == .notALetter("ø"))
    #expect(game.guess("-", using: &generator) == .notALetter("-"))
    #expect(game == before)
  }

  @Test func winsOnlyWhenEveryLetterOfTheLastWordIsShown() {
    var game = EvilHangman(
      words: FixedLengthWords(length: 2, words: ["AB"]), guessLimit: 3, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    #expect(game.guess("A", using: &generator) == .revealed("A", positions: [0]))
    #expect(game.status == .playing)
    #expect(game.guess("B", using: &generator) == .won(word: "AB"))
    #expect(game.status == .won)
    #expect(game.guess("C", using: &generator) == .gameOver)
  }

  @Test func losesOnTheLastMissAndNamesAPossibleWord() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    guard case .lost(let word) = game.guess("E", using: &generator) else {
      Issue.record("expected a loss")
      return
    }
    #expect(["BOAR", "DUCK"].contains(word))
    #expect(game.answer == word)
    #expect(game.status == .lost)
    #expect(game.guess("R", using: &generator) == .gameOver)
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
        #expect(game.guess("E", using: &generator, preferring: ranking) == .lost(word: named))
      }
      var unknown = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
      let none = WordRanking(["HARE"])
      guard case .lost(let word) = unknown.guess("E", using: &generator, preferring: none) else {
        Issue.record("expected a loss")
        continue
      }
      #expect(["BOAR", "DUCK"].contains(word))
    }
  }

  @Test func aWholeWordWinsOnlyAsTheLastWordLeft() throws {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 6, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    _ = game.guess("E", using: &generator)
    #expect(Array(game.candidates) == ["BOAR", "DUCK"])
    // A word that fits but is not the only one left is dropped, and costs a miss.
    #expect(game.guess(word: "boar", using: &generator) == .wrongWord("BOAR"))
    #expect(Array(game.candidates) == ["DUCK"])
    #expect(game.wrongGuesses == ["BOAR"])
    #expect(game.incorrectGuesses == 2)
    #expect(game.guess(word: "duck", using: &generator) == .won(word: "DUCK"))
    #expect(game.pattern == ["D", "U", "C", "K"])
    #expect(game.guessedWhole)
    #expect(game.guessesUsed == 3)
  }

  @Test func aWholeWordThatCannotBeTheWordCostsNothing() {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 6, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    for letter in "ER" { _ = game.guess(letter, using: &generator) }
    #expect(game.pattern == [nil, nil, nil, "R"])
    let before = game
    #expect(game.guess(word: "BOA", using: &generator) == .refused(.wrongLength(4)))
    #expect(game.guess(word: "BO-R", using: &generator) == .refused(.notLetters))
    #expect(
      game.guess(word: "DUCK", using: &generator) == .refused(.doesNotFit(.shown("R", position: 3)))
    )
    #expect(game.guess(word: "BEER", using: &generator) == .refused(.doesNotFit(.tried("E"))))
    #expect(game == before)
    // A fitting word that is no word of the list still costs a miss, once.
    #expect(game.guess(word: "ZZZR", using: &generator) == .wrongWord("ZZZR"))
    #expect(game.guess(word: "zzzr", using: &generator) == .refused(.alreadyTried))
    #expect(game.incorrectGuesses == 2)
  }

  @Test func aWrongWholeWordCanLose() throws {
    var game = EvilHangman(words: Self.seedWords, guessLimit: 1, strategy: .largest)
    var generator = SplitMix64(seed: 1)
    guard case .lost(let word) = game.guess(word: "DEER", using: &generator) else {
      Issue.record("expected a loss")
      return
    }
    #expect(word != "DEER" && Self.seedWords.contains(word))
    #expect(game.answer == word)
  }

  @Test func largestBreaksTiesAtRandomButReproducibly() {
    // A splits ABC, XAB, XXA into three classes of one word each.
    let words = FixedLengthWords(length: 3, words: ["ABC", "XAB", "XXA"])
    var chosen = Set<String>()
    for seed in 0..<40 {
      var game = EvilHangman(words: words, guessLimit: 3, strategy: .largest)
      var generator = SplitMix64(seed: UInt64(seed))
      _ = game.guess("A", using: &generator)
      var again = EvilHangman(words: words, guessLimit: 3, strategy: .largest)
      var replay = SplitMix64(seed: UInt64(seed))
      _ = again.guess("A", using: &replay)
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
      #expect(game.guess("E", using: &generator) == .revealed("E", positions: [0]))
    }
  }

  @Test func lookaheadTakesTheMissThatEndsTheGame() {
    // One guess left: a largest-class host reveals the E (three words); lookahead keeps the
    // single word without it and wins.
    let words = FixedLengthWords(length: 3, words: ["BED", "FED", "LED", "MAD"])
    var largest = EvilHangman(words: words, guessLimit: 1, strategy: .largest)
    var lookahead = EvilHangman(words: words, guessLimit: 1, strategy: .lookahead)
    var generator = SplitMix64(seed: 1)
    #expect(largest.guess("E", using: &generator) == .revealed("E", positions: [1]))
    #expect(lookahead.guess("E", using: &generator) == .lost(word: "MAD"))
  }

  @Test func largestAlwaysKeepsALargestClassOnTheRealList() {
    var game = EvilHangman(
      words: Self.englishList.words(ofLength: 7), guessLimit: 26, strategy: .largest)
    var generator = SplitMix64(seed: 7)
    for letter in "ESIARNTOLCDUGPMHBYFKWVZXJQ" where !game.isOver {
      let tried = game.triedLetters.count
      let sizes = LetterClasses(game.candidates, letter: letter.asciiValue!).sizes
      _ = game.guess(letter, using: &generator)
      #expect(game.triedLetters.count == tried + 1)
      #expect(game.candidates.count == sizes.values.max())
    }
  }

  @Test func lookaheadIsReproducibleWithASeed() {
    let words = Self.englishList.words(ofLength: 6)
    func play(seed: UInt64) -> EvilHangman {
      var game = EvilHangman(words: words, guessLimit: 8, strategy: .lookahead)
      var generator = SplitMix64(seed: seed)
      for letter in "EAIOUSRT" { _ = game.guess(letter, using: &generator) }
      return game
    }
    #expect(play(seed: 11) == play(seed: 11))
  }
}
