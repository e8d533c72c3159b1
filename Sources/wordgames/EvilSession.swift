import EvilHangmanModel
import Foundation
import Lexicon
import Storage
import Terminal

/// An Evil Hangman game in progress, as saved between runs.
struct EvilSession: GameSession {
  var id: String
  var game: EvilHangman
  var generator: SplitMix64
  var source: WordSource
  var startedAt: Date
  var secondsSpent: Double

  /// A new game; its generator is seeded from `generator`.
  init(game: EvilHangman, source: WordSource, generator: inout SplitMix64) {
    self.game = game
    self.generator = SplitMix64(seed: generator.next())
    self.source = source
    id = UUID().uuidString
    startedAt = Date()
    secondsSpent = 0
  }

  var isOver: Bool { game.isOver }
  var outcome: GameRecord.Outcome { game.status == .won ? .won : .lost }
  var prompt: String? { "Guess a letter: " }
  var rules: String { "Guess one letter at a time, A to Z. The computer keeps every word it can." }

  func screen(_ view: GameView) -> String {
    EvilScreen.render(game, style: view.style)
  }

  func parse(_ line: String) -> Result<Character, Refusal> {
    LetterGuess.parse(line, tried: game.triedLetters)
  }

  mutating func play(_ letter: Character, view: GameView) -> String {
    let outcome = game.guess(letter, using: &generator)
    let answer = EvilScreen.message(for: outcome, style: view.style)
    guard !game.isOver, view.options[EvilCommand.showRemaining] else { return answer }
    let count = game.candidates.count
    return answer + "\n"
      + view.style.paint("\(count.counted("word")) \(count == 1 ? "remains" : "remain").", .dim)
  }

  func record(outcome: GameRecord.Outcome) -> GameRecord {
    GameRecord(
      id: id, game: EvilCommand.name,
      options: [
        EvilCommand.length.name: String(game.length),
        EvilCommand.guesses.name: String(game.guessLimit),
        EvilCommand.strategy.name: game.strategy.rawValue,
      ],
      language: source.name, outcome: outcome, guesses: game.triedLetters.count,
      incorrectGuesses: game.misses.count, word: game.answer, startedAt: startedAt,
      endedAt: Date(), secondsSpent: secondsSpent)
  }
}
