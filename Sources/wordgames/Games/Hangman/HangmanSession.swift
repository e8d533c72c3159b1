import Foundation
import GameMachinery
import HangmanModel
import Lexicon
import Storage
import Terminal

/// A game of Hangman in progress.
struct HangmanSession: GallowsSession {
  /// Where the secret came from, which decides whether the game is scored.
  enum Mode: String, Sendable {
    case word, phrase
    case twoPlayer = "two-player"
  }

  /// The secret drawn or typed; a friend's also as they wrote it, where folding it to the
  /// alphabet changed it (ÉTÉ for ETE): the end shows it so (SPEC §7).
  struct Opening: Codable {
    var secret: String
    var written: String?
  }

  var basics: SessionBasics
  var options: HangmanOptions
  let opening: Opening
  var game: Hangman

  /// A saved game's secret, once it is one a new game could have: a word of the
  /// difficulty's tier of the language's common list, a phrase as the list holds them, or a
  /// secret player one could have typed, as the options say.
  init(opening: Opening, options: HangmanOptions, basics: SessionBasics, words: WordLists)
    throws
  {
    let secret = opening.secret
    let alphabet = options.source.language.alphabet
    let isSecret: Bool
    switch options.mode {
    case .word:
      let length = secret.count
      guard (1...WordList.maximumWordLength).contains(length) else { throw SaveDamaged() }
      // A word of the difficulty's tier of its length, as `start` draws one.
      let list = try words.load(\.commonListFile, of: options.source, lengths: length...length)
      let all = list.words(ofLength: length)
      let tier = DifficultyRanking.indices(
        inTier: options.difficulty, misses: words.cache.guesserMisses(of: all))
      isSecret = tier.contains { all[$0] == secret }
    case .phrase:
      let url = try words.url(file: "phrases.plist", override: options.common.words)
      isSecret = try PhraseList(contentsOf: url).phrases.contains(secret)
    case .twoPlayer:
      isSecret =
        (try? HangmanCommand.secret(opening.written ?? secret, in: alphabet).get().secret)
        == secret
    }
    guard isSecret, opening.written == nil || options.mode == .twoPlayer else {
      throw SaveDamaged()
    }
    self.init(drawn: opening, options: options, basics: basics)
  }

  /// A game of the secret a new game drew, or player one typed: one the options make, with
  /// nothing to check.
  init(drawn opening: Opening, options: HangmanOptions, basics: SessionBasics) {
    self.basics = basics
    self.options = options
    self.opening = opening
    game = Hangman(secret: opening.secret, guessLimit: options.guesses)
  }

  /// The difficulty the word was drawn at; `nil` for a phrase or a friend's secret.
  var difficulty: Int? { options.mode == .word ? options.difficulty : nil }

  /// The words' language: the phrases are English, whatever the options' language.
  static func source(of options: HangmanOptions) -> WordSource {
    guard options.phrases else { return options.source }
    return WordSource(language: Language("en") ?? .first, path: options.common.words)
  }

  var source: WordSource { Self.source(of: options) }

  /// Player two guesses a friend's secret; played on two terminals, from the joiner's.
  var seat: Int { options.mode == .twoPlayer ? 1 : 0 }

  /// A word, not a phrase (a friend's secret may be either).
  var endingWord: String? { game.secret.allSatisfy(\.isLetter) ? game.secret : nil }
  /// A friend's secret is guessed by player two, whom the prompt names: on two terminals
  /// the host, who set it, sees whose move it is.
  var prompt: String? {
    options.mode == .twoPlayer
      ? "Player two's guess (a letter, or the whole \(noun)): "
      : "Guess a letter, or the whole \(noun): "
  }
  var rules: String {
    "Guess one letter at a time, \(source.language.alphabet.named("or")), or the whole \(noun) "
      + "at once: right wins, wrong costs "
      + "one miss. " + (options.mode == .word ? Self.scoreRule : "This game is not scored.")
  }

  static let scoreRule =
    "A win scores 10 points per letter, 20 per level of difficulty, 5 for each miss fewer "
    + "than 26 allowed and 5 for each guess fewer than 26 used."

  /// The secret as written ending a sentence: with a full stop, unless it ends with its own
  /// mark.
  private var sentenceEnd: String {
    let secret = opening.written ?? game.secret
    return ".!?".contains(secret.last ?? " ") ? secret : secret + "."
  }

  var noun: String { options.mode == .phrase || game.secret.contains(" ") ? "phrase" : "word" }

  /// What the game is, in parts: `["English", "difficulty 5", "7 letters"]`, `["a phrase",
  /// "12 letters"]`; the title separates them with `·`, a summary with commas.
  private var kind: [String] {
    let what: [String] =
      switch options.mode {
      case .word: [source.displayName, "difficulty \(options.difficulty)"]
      case .phrase: ["a phrase"]
      case .twoPlayer: ["a friend's secret"]
      }
    return what + [game.letterCount.counted("letter")]
  }

  var summary: String { (kind + [game.missesOfLimit]).joined(separator: ", ") }

  /// The score of a won single-player word game.
  var score: HangmanScore? {
    guard let difficulty, game.status == .won else { return nil }
    return HangmanScore(game, difficulty: difficulty)
  }

  func screen(_ view: GameView) -> String {
    GallowsBoard.render(
      title: "HANGMAN", kind, game: game, word: game.secret, alphabet: source.language.alphabet,
      view: view)
  }

  mutating func play(_ move: HangmanGuess, view: GameView) -> String {
    switch move {
    case .letter(let letter): game.guess(letter: letter)
    case .whole(let text): game.guess(word: text)
    }
    // Two players both see the end, at one keyboard or two terminals: the seats are named.
    let answer =
      options.mode == .twoPlayer
      ? self.answer(
        to: move, won: "Player two wins! The \(noun) is \(sentenceEnd)",
        lost: "Player one wins. The \(noun) was \(sentenceEnd)", view: view)
      : self.answer(
        to: move, won: "You won! The \(noun) is \(sentenceEnd)",
        lost: "You lost. The \(noun) was \(sentenceEnd) Better luck next time!", view: view)
    guard let score else { return answer }
    let parts = score.parts.map { "\($0.points) \($0.reason)" }
    return answer + "\nScore: \(score.total) = " + parts.joined(separator: " + ") + "."
  }

  func fillIn(_ record: inout GameRecord) {
    record.length = options.mode == .word ? game.letterCount : nil
    record.guessLimit = game.guessLimit
    record.difficulty = difficulty
    record.incorrectGuesses = game.incorrectGuesses
    record.word = game.secret
    record[HangmanCommand.modeColumn] = .text(options.mode.rawValue)
    record[HangmanCommand.scoreColumn] = score.map { .integer($0.total) }
  }
}
