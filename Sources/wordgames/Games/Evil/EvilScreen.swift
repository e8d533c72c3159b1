import EvilHangmanModel
import GameMachinery
import Terminal

/// Draws an Evil Hangman game on the gallows board both hangman games share.
enum EvilScreen {
  static func render(_ game: EvilHangman, source: WordSource, view: GameView) -> String {
    GallowsBoard(
      title: "EVIL HANGMAN", [source.displayName, game.length.counted("letter")],
      more: ["strategy: \(game.strategy.rawValue)"], game: game, word: game.answer,
      alphabet: game.candidates.alphabet, style: view.style
    ).render(view)
  }

  /// The answer to a guess: what it did, then, if it ended the game, how.
  static func answer(to move: HangmanGuess, outcome: GuessOutcome, style: TextStyle) -> String {
    switch outcome {
    case .won(let word):
      let count = if case .letter(let letter) = move { word.count { $0 == letter } } else { 1 }
      return GallowsBoard.answer(to: move, found: count) + "\n"
        + style.paint("You won! The word is \(word). You beat a computer that cheats.", .good)
    case .lost(let word):
      return GallowsBoard.answer(to: move, found: 0) + "\n"
        + style.paint("You lost. The word was \(word). Better luck next time!", .bad)
    case .revealed(_, let positions):
      return GallowsBoard.answer(to: move, found: positions.count)
    case .missed, .wrongWord:
      return GallowsBoard.answer(to: move, found: 0)
    case .alreadyTried, .notALetter, .refused, .gameOver:
      // Refused before it was played.
      return ""
    }
  }
}
