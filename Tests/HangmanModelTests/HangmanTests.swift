import Foundation
import Testing

@testable import HangmanModel

@Suite struct HangmanTests {
  @Test func aRepeatedLetterShowsEveryPlaceAtOnce() {
    var game = Hangman(secret: "letter", guessLimit: 6)
    #expect(game.secret == "LETTER")
    game.guess(letter: "t")
    #expect(game.pattern == [nil, nil, "T", "T", nil, nil])
    game.guess(letter: "E")
    #expect(game.pattern == [nil, "E", "T", "T", "E", nil])
    game.guess(letter: "x")
    #expect(game.misses == ["X"])
    game.guess(letter: "L")
    game.guess(letter: "r")
    #expect(game.status == .won)
    let won = game
    game.guess(letter: "q")
    #expect(game == won)
    #expect(game.guessesUsed == 5)
  }

  @Test func refusedLettersCostNothing() {
    var game = Hangman(secret: "cat", guessLimit: 1)
    game.guess(letter: "c")
    #expect(game.pattern == ["C", nil, nil])
    let before = game
    for letter: Character in ["C", "!", "7"] { game.guess(letter: letter) }
    #expect(game == before)
    #expect(game.remainingGuesses == 1)
    game.guess(letter: "z")
    #expect(game.status == .lost)
  }

  @Test func aPhraseShowsItsSpacesAndPunctuationFromTheStart() {
    var game = Hangman(secret: "Rock 'n' roll!", guessLimit: 6)
    #expect(
      game.pattern == [nil, nil, nil, nil, " ", "'", nil, "'", " ", nil, nil, nil, nil, "!"])
    #expect(game.letterCount == 9)
    for letter in "rockn" { game.guess(letter: letter) }
    #expect(game.status == .playing)
    game.guess(letter: "l")
    #expect(game.status == .won)
  }

  @Test func aRightWholeGuessWinsAndAWrongOneCostsOneGuess() {
    var game = Hangman(secret: "house", guessLimit: 2)
    game.guess(word: "mouse")
    #expect(game.wrongGuesses == ["MOUSE"])
    #expect(game.incorrectGuesses == 1)
    #expect(game.refusal(ofWhole: "MOUSE") == .alreadyTried)
    game.guess(word: "MOUSE")
    #expect(game.incorrectGuesses == 1)
    game.guess(word: " House ".trimmingCharacters(in: .whitespaces))
    #expect(game.status == .won && game.guessedWhole)
    #expect(game.pattern.allSatisfy { $0 != nil })
    #expect(game.guessesUsed == 2)

    var losing = Hangman(secret: "house", guessLimit: 1)
    losing.guess(word: "horse")
    #expect(losing.status == .lost)
  }

  @Test func wholeGuessesOfTheWrongLengthOrWithOtherCharactersAreRefused() {
    var game = Hangman(secret: "ice-cream", guessLimit: 3)
    #expect(game.refusal(ofWhole: "icecreams") == .wrongLength(8))
    #expect(game.refusal(ofWhole: "ice_cream") == .notLetters)
    #expect(game.refusal(ofWhole: "ice cream") == .notLetters)
    #expect(game.refusal(ofWhole: "nice4you") == .notLetters)
    for text in ["icecreams", "ice_cream", "ice cream", "nice4you"] { game.guess(word: text) }
    #expect(game.incorrectGuesses == 0)
    // Spaces and punctuation the secret has may be typed or left out.
    #expect(game.refusal(ofWhole: "ice-cream") == nil)
    game.guess(word: "icecream")
    #expect(game.status == .won)
  }

  @Test func aWholeGuessThatCannotBeRightCostsNothing() {
    var game = Hangman(secret: "budgerigar", guessLimit: 6)
    for letter in "eriaz" { game.guess(letter: letter) }
    #expect(game.pattern.map { $0.map(String.init) ?? "_" }.joined() == "____ERI_AR")
    // A shown letter elsewhere, or a tried letter where nothing is shown, cannot be right.
    #expect(game.refusal(ofWhole: "budgerigrr") == .doesNotFit(.shown("A", position: 8)))
    #expect(game.refusal(ofWhole: "zudgerigar") == .doesNotFit(.tried("Z")))
    #expect(game.refusal(ofWhole: "budgeriear") == .doesNotFit(.tried("E")))
    #expect(game.refusal(ofWhole: "budgerigor") == .doesNotFit(.shown("A", position: 8)))
    for text in ["budgerigrr", "zudgerigar", "budgeriear", "budgerigor"] {
      game.guess(word: text)
    }
    #expect(game.incorrectGuesses == 1)
    // One that fits but is wrong still costs an incorrect guess.
    game.guess(word: "cudgerigar")
    #expect(game.incorrectGuesses == 2)
    game.guess(word: "budgerigar")
    #expect(game.status == .won)
  }
}

@Suite struct HangmanScoreTests {
  func won(_ secret: String, limit: Int, guesses: String) -> Hangman {
    var game = Hangman(secret: secret, guessLimit: limit)
    for letter in guesses { game.guess(letter: letter) }
    return game
  }

  @Test func isMadeOfItsFourParts() {
    let game = won("cat", limit: 6, guesses: "xcat")
    let score = HangmanScore(game, difficulty: 4)
    #expect(score.parts.map(\.points) == [30, 80, 100, 110])
    #expect(score.total == 320)
    #expect(score.parts.map(\.reason).first == "for 3 letters")
    // One of each is said in the singular.
    let one = HangmanScore(won("i", limit: 1, guesses: "i"), difficulty: 4).parts.map(\.reason)
    #expect(
      one == [
        "for 1 letter", "for difficulty 4", "for allowing only 1 miss", "for using only 1 guess",
      ])
  }

  @Test func rewardsLongerHarderWordsSmallerLimitsAndFewerGuesses() {
    let base = HangmanScore(won("cat", limit: 6, guesses: "cat"), difficulty: 5).total
    #expect(HangmanScore(won("cart", limit: 6, guesses: "cart"), difficulty: 5).total > base)
    #expect(HangmanScore(won("cat", limit: 6, guesses: "cat"), difficulty: 6).total > base)
    #expect(HangmanScore(won("cat", limit: 5, guesses: "cat"), difficulty: 5).total > base)
    #expect(HangmanScore(won("cat", limit: 6, guesses: "xcat"), difficulty: 5).total < base)
  }
}
