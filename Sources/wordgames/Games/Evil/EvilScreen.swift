import EvilHangmanModel
import GameMachinery
import Terminal

/// Draws an Evil Hangman game on the gallows board both hangman games share.
enum EvilScreen {
  static func render(_ game: EvilHangman, source: WordSource, view: GameView) -> String {
    let style = view.style
    return GallowsBoard(
      header: [
        style.paint("EVIL HANGMAN", .title), source.displayName, game.length.counted("letter"),
        "\(game.guessLimit.counted("miss", plural: "misses")) allowed",
        "strategy: \(game.strategy.rawValue)",
      ],
      game: game, lostTo: game.status == .lost ? game.answer : nil,
      alphabet: game.candidates.alphabet
    ).render(view)
  }

  /// The answer to a guess: what it did, then, if it ended the game, how.
  static func answer(to move: HangmanGuess, outcome: GuessOutcome, style: TextStyle) -> String {
    let missed =
      switch move {
      case .letter(let letter): "No, there is no \(letter)."
      case .whole(let word): "No, it isn't \(word.uppercased())."
      }
    switch outcome {
    case .won(let word):
      let found =
        switch move {
        case .letter(let letter): GallowsBoard.found(letter, count: word.count { $0 == letter })
        case .whole: "Yes, that's it!"
        }
      return found + "\n"
        + style.paint("You won! The word is \(word). You beat a computer that cheats.", .good)
    case .lost(let word):
      return missed + "\n"
        + style.paint("You lost. The word was \(word). Better luck next time!", .bad)
    case .revealed(let letter, let positions):
      return GallowsBoard.found(letter, count: positions.count)
    case .missed, .wrongWord:
      return missed
    case .alreadyTried, .notALetter, .refused, .gameOver:
      // Refused before it was played.
      return ""
    }
  }
}
