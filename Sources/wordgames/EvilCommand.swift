import EvilHangmanModel
import Foundation
import Lexicon
import Storage
import Terminal

/// `wordgames evil`: Evil Hangman (SPEC §3.2).
enum EvilCommand: Command {
  static let spec = CommandSpec(
    name: "evil", summary: "play Evil Hangman, where the computer cheats",
    options: [
      OptionSpec(name: "length", valueName: "N", summary: "word length (default 7)"),
      OptionSpec(
        name: "guesses", valueName: "N", summary: "incorrect guesses allowed, 1–26 (default 6)"),
      OptionSpec(
        name: "strategy", valueName: "S",
        summary: "how the computer cheats: largest (default), cautious or lookahead"),
      OptionSpec(
        name: "show-remaining", valueName: nil,
        summary: "say how many words remain after each guess"),
    ] + SharedOptions.game,
    discussion: """
      The computer never picks a word. It keeps every word of the length that fits what it
      has shown, and answers each guess with whatever keeps the most words possible
      (lookahead also plans for your next reply). You win only by pinning it down to one
      word and showing every letter of it.

      An unfinished game is saved after every guess; 'wordgames evil' continues it unless
      --new or an option that defines a game (--length, --guesses, --strategy, --lang,
      --words, --seed) is given.
      """)

  /// The options that define a game rather than how it is shown.
  static let definingOptions = ["length", "guesses", "strategy", "lang", "words", "seed"]

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let setup = try GameSetup(command, context: context)
    let store = setup.store
    let options = try EvilOptions(command, settings: setup.settings)
    let saved = store.savedGame("evil", as: EvilSession.self)
    var session: EvilSession
    if let saved, !command.flag("new"),
      !definingOptions.contains(where: { command.string($0) != nil })
    {
      setup.console.writeLine(
        "Continuing your unfinished game from \(saved.startedAt.shortDescription). "
          + "(Use --new for a fresh one.)")
      session = saved
    } else {
      let source = WordSource(
        language: try command.language() ?? .english, path: command.string("words"))
      var generator = try command.seed().map(SplitMix64.init(seed:)) ?? SplitMix64()
      session = try EvilSession(options, source: source, context: context, generator: &generator)
      // Only once the new game is sure to start is the old one given up.
      if let saved {
        store.record(saved.record(outcome: .abandoned))
        store.removeSavedGame("evil")
      }
    }

    let loop = EvilLoop(
      console: setup.console, store: store, showRemaining: options.showRemaining,
      context: context, command: command)
    return try loop.play(&session)
  }
}

/// The options of a new Evil Hangman game: the command line over the settings.
struct EvilOptions {
  var length: Int
  var guesses: Int
  var strategy: EvilStrategy
  var showRemaining: Bool

  /// The options of `command`, with the settings for what it does not give. A setting in
  /// `preferred` (changed during this run) beats the command line.
  init(_ command: ParsedCommand, settings: Settings, preferred: Set<String> = []) throws {
    func given<Value>(_ key: String, _ option: Value?) -> Value? {
      preferred.contains(key) ? nil : option
    }
    length =
      try given("evil.length", command.integer("length", in: 1...LetterLimit.evilLength))
      ?? settings.integer("evil.length")
    guesses =
      try given("evil.guesses", command.integer("guesses", in: 1...26))
      ?? settings.integer("evil.guesses")
    strategy =
      try given("evil.strategy", command.choice("strategy") as EvilStrategy?)
      ?? EvilStrategy(rawValue: settings.value(of: "evil.strategy"))!
    showRemaining =
      given("evil.show-remaining", command.flag("show-remaining") ? true : nil)
      ?? settings.flag("evil.show-remaining")
  }
}

/// Where the words come from: a bundled language, or a file given with `--words`.
struct WordSource: Codable, Equatable {
  var language: Language
  var path: String?

  /// How the history names the dictionary: `en`, `nl`, or the file's path.
  var name: String { path ?? language.rawValue }
}

/// A game in progress, as saved between runs.
struct EvilSession: Codable {
  var game: EvilHangman
  var generator: SplitMix64
  var source: WordSource
  var startedAt: Date
  var secondsSpent: Double

  /// Starts a game; the words are checked against the list the game will use.
  init(
    _ options: EvilOptions, source: WordSource, context: Context,
    generator: inout SplitMix64
  ) throws {
    let list = try context.loadWordList(file: source.language.fullListFile, override: source.path)
    let longest = min(list.longestLength, LetterLimit.evilLength)
    guard options.length <= longest else {
      throw UsageError.invalidValue(
        option: "length", value: String(options.length),
        allowed: "a whole number from 1 to \(longest)")
    }
    let words = list.words(ofLength: options.length)
    guard !words.isEmpty else {
      throw UsageError.invalidValue(
        option: "length", value: String(options.length),
        allowed:
          "a length that has words: \(list.lengths.filter { $0 <= longest }.rangesDescription)")
    }
    game = EvilHangman(words: words, guessLimit: options.guesses, strategy: options.strategy)
    self.generator = SplitMix64(seed: generator.next())
    self.source = source
    startedAt = Date()
    secondsSpent = 0
  }

  /// The history entry for this game, ended now.
  func record(outcome: GameRecord.Outcome) -> GameRecord {
    GameRecord(
      game: "evil",
      options: [
        "length": String(game.length), "guesses": String(game.guessLimit),
        "strategy": game.strategy.rawValue,
      ],
      language: source.name, outcome: outcome, guesses: game.triedLetters.count,
      incorrectGuesses: game.misses.count, word: game.answer, startedAt: startedAt,
      endedAt: Date(), secondsSpent: secondsSpent)
  }
}

/// Connects an Evil Hangman session to the terminal and the store.
struct EvilLoop {
  let console: any Console
  let store: Store
  let showRemaining: Bool
  let context: Context
  let command: ParsedCommand

  func play(_ session: inout EvilSession) throws -> Int32 {
    let style = console.style
    let prompt = GamePrompt(
      console: console, store: store,
      rules: "Guess one letter at a time, A to Z. The computer keeps every word it can.")
    while true {
      console.write(EvilScreen.render(session.game, style: style))
      let tried = session.game.triedLetters
      let (event, seconds) = prompt.readMove("Guess a letter: ") {
        LetterGuess.parse($0, tried: tried)
      }
      session.secondsSpent += seconds
      switch event {
      case .leave(let status):
        store.saveGame(session, as: "evil")
        return status
      case .newGame:
        store.record(session.record(outcome: .abandoned))
        store.removeSavedGame("evil")
        session = try nextSession(after: session, prompt: prompt)
      case .move(let letter):
        let outcome = session.game.guess(letter, using: &session.generator)
        guard session.game.isOver else {
          console.writeLine(EvilScreen.message(for: outcome, style: style))
          if showRemaining {
            let count = session.game.candidates.count
            console.writeLine(
              style.paint("\(count.grouped) word\(count == 1 ? "" : "s") remain.", .dim))
          }
          store.saveGame(session, as: "evil")
          continue
        }
        store.record(session.record(outcome: session.game.status == .won ? .won : .lost))
        store.removeSavedGame("evil")
        console.write(EvilScreen.render(session.game, style: style))
        console.writeLine(EvilScreen.message(for: outcome, style: style))
        switch prompt.askToPlayAgain() {
        case .success(true):
          session = try nextSession(after: session, prompt: prompt)
        case .success(false):
          return ExitStatus.success
        case .failure(let leave):
          return leave.code
        }
      }
    }
  }

  /// A new game with the options of this run over the settings as they are now.
  private func nextSession(after session: EvilSession, prompt: GamePrompt) throws -> EvilSession {
    var generator = session.generator
    let options = try EvilOptions(
      command, settings: Settings(store), preferred: prompt.changedSettings)
    return try EvilSession(options, source: session.source, context: context, generator: &generator)
  }
}
