import EvilHangmanModel
import Terminal

/// Draws an Evil Hangman game: the gallows on the left, what the player needs on the right.
enum EvilScreen {
  static func render(_ game: EvilHangman, style: TextStyle) -> String {
    let title = style.paint("EVIL HANGMAN", .title)
    let header =
      "\(title) · \(game.length) letters · \(game.guessLimit) incorrect guess"
      + (game.guessLimit == 1 ? "" : "es") + " allowed · \(game.strategy.rawValue)"
    let word = game.pattern.map { $0.map { style.paint(String($0), .emphasis) } ?? "_" }
      .joined(separator: " ")
    let misses =
      game.misses.isEmpty
      ? style.paint("none yet", .dim)
      : game.misses.map { style.paint(String($0), .bad) }.joined(separator: " ")
    let left = game.remainingGuesses
    let guesses = "\(left) incorrect guess\(left == 1 ? "" : "es") left"
    let board = LetterBoard.line(
      hits: Set(game.triedLetters).subtracting(game.misses), misses: Set(game.misses),
      style: style)
    let info = [
      "Word     \(word)", "", "Misses   \(misses)",
      "Left     \(style.paint(guesses, left == 1 ? .warning : .emphasis))",
      "", "Letters  \(board)", "",
    ]
    let gallows = Gallows.drawing(misses: game.misses.count, limit: game.guessLimit)
    let rows = zip(gallows, info).map { drawing, text in
      text.isEmpty ? drawing.trimmingTrailingSpaces : "\(drawing)    \(text)"
    }
    return "\n\(header)\n\n\(rows.joined(separator: "\n"))\n\n"
  }

  /// The line after a guess.
  static func message(for outcome: GuessOutcome, style: TextStyle) -> String {
    switch outcome {
    case .revealed(let letter, let positions):
      positions.count == 1
        ? "Yes, there is one \(letter)." : "Yes, there are \(positions.count) \(letter)'s."
    case .missed(let letter):
      "No, there is no \(letter)."
    case .won(let word):
      style.paint("You won! The word is \(word). You beat a computer that cheats.", .good)
    case .lost(let word):
      style.paint("You lost. The word was \(word). Better luck next time!", .bad)
    case .alreadyTried(let letter):
      "You already tried \(letter)."
    case .notALetter, .gameOver:
      ""
    }
  }
}
