import EvilHangmanModel
import GameMachinery
import Lexicon
import Storage
import Terminal

/// An Evil Hangman game in progress.
struct EvilSession: GallowsSession {
  /// The length played: the one asked for, or the nearest the list has where it has none.
  struct Opening: Codable {
    var length: Int
  }

  var basics: SessionBasics
  var options: EvilOptions
  let opening: Opening
  var game: EvilHangman

  /// A game over every word of the length; the host's words are worked out from the list.
  init(opening: Opening, options: EvilOptions, basics: SessionBasics, words: WordLists) throws {
    let length = opening.length
    guard (1...LetterClasses.maximumLength).contains(length) else { throw SaveDamaged() }
    // The list's words less the language's offensive words (SPEC §7: the seed's list stays
    // the universe, less these).
    let host = try words.load(\.fullListFile, of: options.source, lengths: length...length)
      .words(ofLength: length).subtracting(words.offensive(of: options.source, length: length))
    guard !host.isEmpty else { throw SaveDamaged() }
    // Another length than the one asked for is played only where that one has no words.
    let asked = options.length
    if length != asked,
      try words.load(\.fullListFile, of: options.source, lengths: asked...asked).count > 0
    {
      throw SaveDamaged()
    }
    self.basics = basics
    self.options = options
    self.opening = opening
    game = EvilHangman(words: host, guessLimit: options.guesses, strategy: options.strategy)
  }

  var endingWord: String? { game.answer }
  var prompt: String? { "Guess a letter, or the whole word: " }
  var rules: String {
    let rules =
      "Guess one letter at a time, \(source.language.alphabet.named("or")), or the whole word: "
      + "the only word left wins, any other costs one miss. The computer keeps every word it can."
    guard game.strategy != .planner else { return rules }
    return rules + " For the hardest game: wordgames evil --strategy planner."
  }

  var summary: String {
    "\(source.displayName), \(game.length.counted("letter")), \(game.missesOfLimit)"
  }

  func screen(_ view: GameView) -> String {
    guard options.showRemaining, !hasMoves else {
      return EvilScreen.render(game, source: source, view: view)
    }
    // The board leaves a row for the count under it.
    var board = view
    board.height = view.height.map { $0 - 1 }
    return EvilScreen.render(game, source: source, view: board)
      + view.style.paint("\(game.candidates.count.counted("word")) possible.", .dim) + "\n"
  }

  mutating func play(_ move: HangmanGuess, view: GameView) -> String {
    let ranking = game.remainingGuesses == 1 ? view.words.ranking(of: source) : nil
    switch move {
    case .letter(let letter): game.guess(letter, using: &basics.generator, preferring: ranking)
    case .whole(let word): game.guess(word: word, using: &basics.generator, preferring: ranking)
    }
    // A game ends naming its word: the one left, or one still possible at a loss.
    let word = game.answer ?? ""
    let answer = self.answer(
      to: move, won: "You won! The word is \(word). You beat a computer that cheats.",
      lost: "You lost. The word was \(word). Better luck next time!", view: view)
    guard options.showRemaining, !isOver else { return answer }
    let count = game.candidates.count
    return answer + "\n"
      + view.style.paint("\(count.counted("word")) \(count == 1 ? "remains" : "remain").", .dim)
  }

  func fillIn(_ record: inout GameRecord) {
    record.length = game.length
    record.guessLimit = game.guessLimit
    record.incorrectGuesses = game.incorrectGuesses
    record.word = game.answer
    record[EvilCommand.strategyColumn] = .text(game.strategy.rawValue)
  }
}
