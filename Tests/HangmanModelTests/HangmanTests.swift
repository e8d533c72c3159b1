import Foundation
import Testing

@testable import HangmanModel

@Suite struct HangmanTests {
  @Test func aRepeatedLetterShowsEveryPlaceAtOnce() {
    var game = Hangman(secret: "letter", guessLimit: 6)
    #expect(game.secret == "LETTER")
    #expect(game.guess(letter: "t") == .found(2))
    #expect(game.pattern == [nil, nil, "T", "T", nil, nil])
    #expect(game.guess(letter: "E") == .found(2))
    #expect(game.guess(letter: "x") == .missed)
    #expect(game.misses == ["X"])
    #expect(game.guess(letter: "L") == .found(1))
    #expect(game.guess(letter: "r") == .won)
    #expect(game.status == .won)
    #expect(game.guess(letter: "q") == .gameOver)
    #expect(game.guessesUsed == 5)
  }

  @Test func refusedLettersCostNothing() {
    var game = Hangman(secret: "cat", guessLimit: 1)
    #expect(game.guess(letter: "c") == .found(1))
    #expect(game.guess(letter: "C") == .refused(.alreadyTried))
    #expect(game.guess(letter: "!") == .refused(.notALetter))
    #expect(game.guess(letter: "7") == .refused(.notALetter))
    #expect(game.remainingGuesses == 1)
    #expect(game.guess(letter: "z") == .lost)
    #expect(game.status == .lost)
  }

  @Test func aPhraseShowsItsSpacesAndPunctuationFromTheStart() {
    var game = Hangman(secret: "Rock 'n' roll!", guessLimit: 6)
    #expect(
      game.pattern == [nil, nil, nil, nil, " ", "'", nil, "'", " ", nil, nil, nil, nil, "!"])
    #expect(game.letterCount == 9)
    for letter in "rockn" { _ = game.guess(letter: letter) }
    #expect(game.guess(letter: "l") == .won)
  }

  @Test func aRightWholeGuessWinsAndAWrongOneCostsOneGuess() {
    var game = Hangman(secret: "house", guessLimit: 2)
    #expect(game.guess(word: "mouse") == .missed)
    #expect(game.incorrectGuesses == 1)
    #expect(game.guess(word: "MOUSE") == .refused(.alreadyTried))
    #expect(game.guess(word: " House ".trimmingCharacters(in: .whitespaces)) == .won)
    #expect(game.pattern.allSatisfy { $0 != nil })
    #expect(game.guessesUsed == 2)

    var losing = Hangman(secret: "house", guessLimit: 1)
    #expect(losing.guess(word: "horse") == .lost)
  }

  @Test func wholeGuessesOfTheWrongLengthOrWithOtherCharactersAreRefused() {
    var game = Hangman(secret: "ice-cream", guessLimit: 3)
    #expect(game.guess(word: "icecreams") == .refused(.wrongLength(8)))
    #expect(game.guess(word: "ice_cream") == .refused(.notLetters))
    #expect(game.guess(word: "ice cream") == .refused(.notLetters))
    #expect(game.guess(word: "nice4you") == .refused(.notLetters))
    #expect(game.incorrectGuesses == 0)
    // Spaces and punctuation the secret has may be typed or left out.
    #expect(game.guess(word: "icecream") == .won)
  }

  @Test func aWholeGuessThatCannotBeRightCostsNothing() {
    var game = Hangman(secret: "budgerigar", guessLimit: 6)
    for letter in "eriaz" { _ = game.guess(letter: letter) }
    #expect(game.pattern.map { $0.map(String.init) ?? "_" }.joined() == "____ERI_AR")
    // A shown letter elsewhere, or a tried letter where nothing is shown, cannot be right.
    #expect(game.guess(word: "budgerigrr") == .refused(.doesNotFit(.shown("A", position: 8))))
    #expect(game.guess(word: "zudgerigar") == .refused(.doesNotFit(.tried("Z"))))
    #expect(game.guess(word: "budgeriear") == .refused(.doesNotFit(.tried("E"))))
    #expect(game.guess(word: "budgerigor") == .refused(.doesNotFit(.shown("A", position: 8))))
    #expect(game.incorrectGuesses == 1)
    // One that fits but is wrong still costs an incorrect guess.
    #expect(game.guess(word: "cudgerigar") == .missed)
    #expect(game.incorrectGuesses == 2)
    #expect(game.guess(word: "budgerigar") == .won)
  }
}

@Suite struct HangmanScoreTests {
  func won(_ secret: String, limit: Int, guesses: String) -> Hangman {
    var game = Hangman(secret: secret, guessLimit: limit)
    for letter in guesses { _ = game.guess(letter: letter) }
    return game
  }

  @Test func isMadeOfItsFourParts() {
    let game = won("cat", limit: 6, guesses: "xcat")
    let score = HangmanScore(game, difficulty: 4)
    #expect(score.parts.map(\.1) == [30, 80, 100, 110])
    #expect(score.total == 320)
    #expect(score.parts.map(\.0).first == "for 3 letters")
    // One of each is said in the singular.
    let one = HangmanScore(won("i", limit: 1, guesses: "i"), difficulty: 4).parts.map(\.0)
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
