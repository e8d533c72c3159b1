import CodeBreakerModel
import CommandLineKit
import Foundation
import GameMachinery
import Lexicon
import Storage
import Terminal

/// `wordgames codebreaker`: CodeWord Breaker (SPEC §3.4), where every game ever started is
/// kept: `list`, `resume N`, `delete N`.
enum CodeBreakerCommand: GameCommand {
  typealias Session = CodeBreakerSession
  static let keepsEveryGame = true

  static let name = "codebreaker"
  static let title = "CodeWord Breaker"
  static let summary = "break a hidden word from the pegs each attempt gets"
  static let discussion = """
    Each attempt must be a word of the game's length. Every letter gets a peg:

      ●  the right letter in the right place
      ○  a letter the word has elsewhere
      ·  a letter it does not have (or not that many times)

    Break the word before the attempts run out. At the
    prompt, /hint names the attempt that best splits the words still possible, and /new
    starts another game while this one stays in the list, to be continued.

    Every game is kept, with its attempts: 'wordgames codebreaker' continues the one
    played last that is unfinished (or starts one), 'list' shows them, 'resume N' goes
    back to one, 'delete N' deletes one. 'list' and 'resume' take --palette, --emoji and
    --color, as play does.
    """

  static let examples = ["wordgames codebreaker --hard --daily", "wordgames codebreaker list"]

  static let variants = [
    Variant("a word", "a secret word to find, with pegs for clues"),
    Variant("hard", "every hint you are given must be used in the next attempt", ["--hard"]),
    Variant("evil", "the computer changes its word to dodge your attempts", ["--evil"]),
    Variant("today's word", "the same word for everyone today", ["--daily"]),
  ]

  /// A challenge holds the length, the attempts allowed, whether it is hard, whether the
  /// host is evil, and the word's place among the answers of its length (0 for an evil one).
  /// A challenge is never the daily game: `--daily` means nothing beside `--challenge`, and
  /// has no setting.
  static let challengeValues: [ChallengeValue] = [
    .option(below: CodeBreaker.lengths.upperBound + 1) { $0.length = $1 },
    .option(below: CodeBreaker.attemptLimits.upperBound + 1) { $0.attempts = $1 },
    .option(below: 2) { $0.hard = $1 == 1 },
    .option(below: 2) { $0.evil = $1 == 1 },
    .drawn(below: 1 << 16),
  ]

  /// Plays, or runs the subcommand the command line names; with `--daily`, today's game if
  /// it was played already is shown as it ended.
  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    if let status = try run(subcommandOf: command, in: context) { return status }
    // The word of the day is the same for everyone: no host cheats at it.
    try command.refuse(["evil"], beside: "daily")
    if command.has("daily"), !command.has("new") {
      // Today's game of the length and list the command line asks for.
      let store = context.store()
      let options = try OptionValues<CodeBreakerOptions>(
        command, settings: context.settingDefaults.read(from: store))
      let key = dailyKey(date: Date().day, length: options.length, source: options.source)
      let games = unfinishedGames(in: store, words: context.wordLists)
      if let played = try games.kept(.key(key)).first(where: { $0.status != .playing }) {
        context.console.writeLine("You have played the word of today already:")
        return try show(played, of: games, command, in: context)
      }
    }
    return try GameRunner<Self>(command, context: context).play()
  }

  static func start(
    _ options: OptionValues<CodeBreakerOptions>, after previous: CodeBreakerSession?,
    generator: inout SplitMix64, in run: GameRun
  ) throws -> CodeBreakerSession {
    let words = try CodeBreakerDictionaries.words(
      options.source, length: options.length, from: run.context.wordLists)
    // The daily word is the first game of a run; another game after it is an ordinary one.
    if options.daily, previous == nil {
      return try dailyGame(words, options: options.value, generator: &generator, in: run)
    }
    let answers = words.answers
    let file = options.source.language.answerListFile
    try run.challenge?.check(list: answers.bytes, named: file)
    // An evil host has no word to place.
    let place: Int? =
      try options.evil
      ? nil
      : run.challenge?.place(4, among: answers.count, of: file)
        ?? Int(generator.next() % UInt64(answers.count))
    return try newGame(
      answers, place: place, daily: nil, options: options.value, generator: &generator, in: run)
  }

  /// A new game of the answer at `place` (or, for `nil`, with an evil host), with the code
  /// that gives a friend the same game: a daily game's is an ordinary game of the day's word.
  private static func newGame(
    _ answers: FixedLengthWords, place: Int?, daily: String?, options: CodeBreakerOptions,
    generator: inout SplitMix64, in run: GameRun
  ) throws -> CodeBreakerSession {
    let values = [
      answers.length, options.attempts, options.hard ? 1 : 0, place == nil ? 1 : 0, place ?? 0,
    ]
    var basics = SessionBasics(generator: &generator)
    basics.challenge = challengeCode(
      source: options.source, list: answers.bytes, values: values, in: run)
    return try CodeBreakerSession(
      opening: CodeBreakerSession.Opening(secret: place.map { answers[$0] }, daily: daily),
      options: options, basics: basics, words: run.context.wordLists)
  }

  /// Today's game of this length: the one kept if it was started, else a new one, kept at
  /// once, so that another terminal finds it taken.
  private static func dailyGame(
    _ words: HintSearch, options: CodeBreakerOptions, generator: inout SplitMix64,
    in run: GameRun
  ) throws -> CodeBreakerSession {
    let date = Date().day
    let key = dailyKey(date: date, length: words.answers.length, source: options.source)
    let games = unfinishedGames(in: run.store, words: run.context.wordLists)
    func started() throws -> CodeBreakerSession? {
      guard let kept = try games.kept(.key(key)).first else { return nil }
      guard kept.status == .playing else { throw Failure.dailyPlayed(kept.number, date: date) }
      let (session, openElsewhere) = try games.claim(kept)
      if openElsewhere { throw Failure.openElsewhere("the word of \(date)") }
      guard let session else { throw Failure.dailyPlayed(kept.number, date: date) }
      return session
    }
    if let session = try started() { return session }
    let session = try newGame(
      words.answers, place: DailyWord.index(date: date, in: words.answers), daily: date,
      options: options, generator: &generator, in: run)
    // Not kept: another terminal started the day's word first, or nothing can be kept.
    guard games.save(session) != nil else { return try started() ?? session }
    return session
  }

  /// The key of the daily game of a date, length and list (a language, or a `--words`
  /// path): one each.
  static func dailyKey(date: String, length: Int, source: WordSource) -> String {
    "daily \(date) \(length) \(source.name)"
  }

  /// Why a CodeWord Breaker command cannot do what it was asked, with the list or the
  /// kept game (by its number) that stops it.
  enum Failure: CommandFailure {
    /// A list with no answer of the length asked for.
    case noWords(WordSource, length: Int)
    /// The day's word was played already.
    case dailyPlayed(Int, date: String)
    /// A number that names no kept game.
    case noSuchGame(Int)
    /// A kept game that cannot be read, and why where the cause is outside it (its words).
    case unreadable(Int, reason: String? = nil)
    /// A kept game that another process deleted meanwhile.
    case deletedElsewhere(Int)
    /// A game open in another process, which a command was asked to continue or delete: it
    /// is left alone (SPEC §4). The game in a few words: "game 3", "the word of 2026-11-26".
    case openElsewhere(String)

    var description: String {
      switch self {
      case .noWords(let source, let length):
        "\(source.displayName) has no words of \(length) letters to play"
      case .dailyPlayed(let number, let date):
        "you have played the word of \(date) already (game \(number)); "
          + "'wordgames codebreaker resume \(number)' shows it"
      case .noSuchGame(let number):
        "there is no game \(number); 'wordgames codebreaker list' shows the games"
      case .unreadable(let number, let reason):
        "game \(number) cannot be read" + (reason.map { " (\($0))" } ?? "")
      case .deletedElsewhere(let number):
        "game \(number) was deleted by another wordgames just now"
      case .openElsewhere(let game):
        "\(game) is open in another wordgames; it is left alone until that one ends"
      }
    }

    var exitStatus: Int32 {
      if case .unreadable = self { return ExitStatus.ioError }
      if case .openElsewhere = self { return ExitStatus.temporaryFailure }
      return ExitStatus.usage
    }
  }
}
