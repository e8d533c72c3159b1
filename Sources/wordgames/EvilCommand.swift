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
      session = try EvilSession(
        options, source: source, context: context, generator: &generator, report: setup.notice)
      // Only once the new game is sure to start is the old one given up.
      if let saved { store.finishGame(saved.record(outcome: .abandoned), savedAs: "evil") }
    }

    let loop = EvilLoop(
      console: setup.console, store: store, showRemaining: options.showRemaining,
      context: context, command: command, notice: setup.notice)
    return try loop.play(&session)
  }
}

/// The options of a new Evil Hangman game: the command line over the settings.
struct EvilOptions {
  var length: Int
  /// Where `length` came from, so that a length the list lacks is blamed on the right one.
  var lengthOrigin: SettingOrigin
  /// The length played when the one asked for has no words: this, or the nearest to it.
  var defaultLength: Int
  var guesses: Int
  var strategy: EvilStrategy
  var showRemaining: Bool

  /// The options of `command`, with the settings for what it does not give. A setting in
  /// `preferred` (changed during this run) beats the command line.
  init(_ command: ParsedCommand, settings: Settings, preferred: Set<String> = []) throws {
    func given<Value>(_ key: String, _ option: Value?) -> Value? {
      preferred.contains(key) ? nil : option
    }
    if let length = try given("evil.length", command.integer("length")) {
      self.length = length
      lengthOrigin = .commandLine
    } else {
      length = settings.integer("evil.length")
      lengthOrigin = settings.isSet("evil.length") ? .setting : .default
    }
    defaultLength = settings.defaultInteger("evil.length")
    guesses =
      try given("evil.guesses", command.integer("guesses", in: EvilHangman.guessLimits))
      ?? settings.integer("evil.guesses")
    strategy =
      try given("evil.strategy", command.choice("strategy") as EvilStrategy?)
      ?? EvilStrategy(rawValue: settings.value(of: "evil.strategy"))!
    showRemaining =
      given("evil.show-remaining", command.flag("show-remaining") ? true : nil)
      ?? settings.flag("evil.show-remaining")
  }
}

/// Where an option's value came from.
enum SettingOrigin {
  case commandLine, setting, `default`
}

/// Where the words come from: a bundled language, or a file given with `--words`.
struct WordSource: Codable, Equatable {
  var language: Language
  var path: String?

  /// How the history names the dictionary: `en`, `nl`, or the file's path.
  var name: String { path ?? language.rawValue }

  /// How the player reads it: `English`, `Dutch`, or the file's name.
  var displayName: String {
    path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? language.name
  }
}

/// A game in progress, as saved between runs.
struct EvilSession: SavedGame {
  var id: String
  var game: EvilHangman
  var generator: SplitMix64
  var source: WordSource
  var startedAt: Date
  var secondsSpent: Double

  /// Starts a game; the words are checked against the list the game will use.
  ///
  /// A length the list lacks is a usage error when it was typed on the command line; from
  /// a setting, or the default, it is reported through `report` and the nearest length
  /// the list has (the default if it has that) is played instead: a setting made for one
  /// dictionary never keeps a game from starting with another.
  init(
    _ options: EvilOptions, source: WordSource, context: Context,
    generator: inout SplitMix64, report: (String) -> Void
  ) throws {
    let list = try context.loadWordList(file: source.language.fullListFile, override: source.path)
    let lengths = list.lengths
    var length = options.length
    if !lengths.contains(length) {
      let has = "\(source.displayName) has words of \(lengths.rangesDescription) letters"
      guard options.lengthOrigin != .commandLine else {
        let longest = list.longestLength
        throw UsageError.invalidValue(
          option: "length", value: String(length),
          allowed: (1...longest).contains(length)
            ? "a length that has words: \(lengths.rangesDescription)"
            : "a whole number from 1 to \(longest)")
      }
      let target = options.defaultLength
      let fallback = lengths.min { abs($0 - target) < abs($1 - target) }!
      report(
        options.lengthOrigin == .setting
          ? "the setting evil.length is \(length), but \(has); playing \(fallback) letters "
            + "(change it with 'wordgames settings set evil.length N')"
          : "\(has); playing \(fallback) letters")
      length = fallback
    }
    game = EvilHangman(
      words: list.words(ofLength: length), guessLimit: options.guesses, strategy: options.strategy)
    self.generator = SplitMix64(seed: generator.next())
    self.source = source
    id = UUID().uuidString
    startedAt = Date()
    secondsSpent = 0
  }

  /// The history entry for this game, ended now.
  func record(outcome: GameRecord.Outcome) -> GameRecord {
    GameRecord(
      id: id, game: "evil",
      options: [
        "length": String(game.length), "guesses": String(game.guessLimit),
        "strategy": game.strategy.rawValue,
      ],
      language: source.name, outcome: outcome, guesses: game.triedLetters.count,
      incorrectGuesses: game.misses.count, word: game.answer, startedAt: startedAt,
      endedAt: Date(), secondsSpent: secondsSpent)
  }
}

extension EvilSession {
  private enum CodingKeys: String, CodingKey {
    case id, game, generator, source, startedAt, secondsSpent
  }

  /// Decodes a saved game, which must be one still in play (a finished game is recorded,
  /// never saved) with a sound time spent; a save from before ids gets a new one.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? UUID().uuidString
    game = try container.decode(EvilHangman.self, forKey: .game)
    generator = try container.decode(SplitMix64.self, forKey: .generator)
    source = try container.decode(WordSource.self, forKey: .source)
    startedAt = try container.decode(Date.self, forKey: .startedAt)
    secondsSpent = try container.decode(Double.self, forKey: .secondsSpent)
    guard !game.isOver, secondsSpent.isFinite, secondsSpent >= 0, source.path?.isEmpty != true
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a game in play"))
    }
  }
}

/// Connects an Evil Hangman session to the terminal and the store.
struct EvilLoop {
  let console: any Console
  let store: Store
  let showRemaining: Bool
  let context: Context
  let command: ParsedCommand
  /// Reports a one-line notice (a setting that cannot be used) on standard error.
  let notice: (String) -> Void

  func play(_ session: inout EvilSession) throws -> Int32 {
    let style = console.style
    let prompt = GamePrompt(
      console: console, store: store, context: context,
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
        // The new game is made first: if it cannot start, this one goes on.
        guard let next = nextSession(after: session, prompt: prompt) else { continue }
        store.finishGame(session.record(outcome: .abandoned), savedAs: "evil")
        session = next
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
        store.finishGame(
          session.record(outcome: session.game.status == .won ? .won : .lost), savedAs: "evil")
        console.write(EvilScreen.render(session.game, style: style))
        console.writeLine(EvilScreen.message(for: outcome, style: style))
        switch prompt.askToPlayAgain() {
        case .success(true):
          guard let next = nextSession(after: session, prompt: prompt) else {
            return ExitStatus.software
          }
          session = next
        case .success(false):
          return ExitStatus.success
        case .failure(let leave):
          return leave.code
        }
      }
    }
  }

  /// A new game with the options of this run over the settings as they are now, or `nil`
  /// (with the reason on screen) if it cannot start.
  private func nextSession(after session: EvilSession, prompt: GamePrompt) -> EvilSession? {
    var generator = session.generator
    do {
      let options = try EvilOptions(
        command, settings: Settings(store), preferred: prompt.changedSettings)
      return try EvilSession(
        options, source: session.source, context: context, generator: &generator, report: notice)
    } catch {
      console.writeLine(console.style.paint("A new game cannot start: \(error).", .warning))
      return nil
    }
  }
}
