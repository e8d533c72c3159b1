import EvilHangmanModel
import Terminal

/// Draws an Evil Hangman game: the gallows on the left, what the player needs on the right,
/// or the gallows above the text when the terminal is too narrow for both.
enum EvilScreen {
  /// The columns the gallows and the gap after it take.
  private static let gallowsWidth = 13

  static func render(_ game: EvilHangman, source: WordSource, view: GameView) -> String {
    let style = view.style
    let header = TextLayout.wrap(
      [
        style.paint("EVIL HANGMAN", .title), source.displayName, game.length.counted("letter"),
        "\(game.guessLimit.counted("incorrect guess", plural: "incorrect guesses")) allowed",
        game.strategy.rawValue,
      ], separator: " · ", width: view.width)
    let gallows = Gallows.drawing(misses: game.misses.count, limit: game.guessLimit)
    let beside = rows(of: game, style: style, width: view.width - gallowsWidth)
    let lines =
      beside.count == gallows.count
      ? TextLayout.beside(gallows, beside, width: view.width)
      : gallows + [""] + rows(of: game, style: style, width: view.width)
    return "\n\(header.joined(separator: "\n"))\n\n\(lines.joined(separator: "\n"))\n\n"
  }

  /// The text beside (or below) the gallows, each row wrapped to `width` columns.
  private static func rows(of game: EvilHangman, style: TextStyle, width: Int) -> [String] {
    let misses =
      game.misses.isEmpty
      ? [style.paint("none yet", .dim)] : game.misses.map { style.paint(String($0), .bad) }
    let left = game.remainingGuesses
    let guesses = "\(left.counted("incorrect guess", plural: "incorrect guesses")) left"
    let board = LetterBoard.letters(
      hits: Set(game.triedLetters).subtracting(game.misses), misses: Set(game.misses),
      style: style)
    let rows: [(String, [String])] = [
      ("Word     ", word(of: game, style: style)), ("", []), ("Misses   ", misses),
      ("Left     ", [style.paint(guesses, left == 1 ? .warning : .emphasis)]), ("", []),
      ("Letters  ", board), ("", []),
    ]
    return rows.flatMap { label, tokens in
      tokens.isEmpty ? [""] : TextLayout.wrap(label: label, tokens, width: width)
    }
  }

  /// The word row: the letters shown and a `_` for each hidden one; after a loss, the word
  /// named, with the letters the player never found in red, or in lower case without
  /// colour.
  static func word(of game: EvilHangman, style: TextStyle) -> [String] {
    guard game.status == .lost, let answer = game.answer else {
      return game.pattern.map { $0.map { style.paint(String($0), .emphasis) } ?? "_" }
    }
    return zip(answer, game.pattern).map { letter, shown in
      if shown != nil { return style.paint(String(letter), .emphasis) }
      return style.enabled ? style.paint(String(letter), .bad) : letter.lowercased()
    }
  }

  /// One line with the word and the guesses left, to keep them in view after a refusal.
  static func reminder(_ game: EvilHangman, view: GameView) -> String {
    let left = game.remainingGuesses
    let word = game.pattern.map { $0.map(String.init) ?? "_" }
    let guesses = "\(left.counted("incorrect guess", plural: "incorrect guesses")) left"
    return TextLayout.wrap(word + ["· " + guesses], width: view.width)
      .map { view.style.paint($0, .dim) }.joined(separator: "\n")
  }

  /// The answer to a guess: what the letter did, then, if it ended the game, how.
  static func answer(to letter: Character, outcome: GuessOutcome, style: TextStyle) -> String {
    switch outcome {
    case .won(let word):
      found(letter, count: word.count { $0 == letter }) + "\n"
        + style.paint("You won! The word is \(word). You beat a computer that cheats.", .good)
    case .lost(let word):
      "No, there is no \(letter).\n"
        + style.paint("You lost. The word was \(word). Better luck next time!", .bad)
    case .revealed(let letter, let positions):
      found(letter, count: positions.count)
    case .missed(let letter):
      "No, there is no \(letter)."
    case .alreadyTried(let letter):
      "You already tried \(letter)."
    case .notALetter, .gameOver:
      ""
    }
  }

  private static func found(_ letter: Character, count: Int) -> String {
    count == 1 ? "Yes, there is one \(letter)." : "Yes, there are \(count) \(letter)'s."
  }
}
