import EvilHangmanModel
import GameMachinery
import Terminal

/// Draws an Evil Hangman game on the gallows board both hangman games share.
enum EvilScreen {
  static func render(_ game: EvilHangman, source: WordSource, view: GameView) -> String {
    GallowsBoard.render(
      title: "EVIL HANGMAN", [source.displayName, game.length.counted("letter")],
      more: ["strategy: \(game.strategy.rawValue)"], game: game, word: game.answer,
      alphabet: game.candidates.alphabet, view: view)
  }
}
