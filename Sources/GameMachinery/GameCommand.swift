import CommandLineKit
import Lexicon
import Storage

/// A game's command: its options, declared once, and how a new game starts. The runner
/// and the help come from these.
public protocol GameCommand: Command {
  associatedtype Session: GameSession
  typealias Options = Session.Options

  /// The command's name, which also names the saved game and the history's records.
  static var name: String { get }
  /// The game's name for people: "Evil Hangman".
  static var title: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The paragraphs of `--help` after the options.
  static var discussion: String { get }
  /// Command lines that show the game in use, for `--help` and the manual.
  static var examples: [String] { get }
  /// Settings of whole numbers that bound a range, each lower key with its upper one
  /// (`hangman.min-length` and `hangman.max-length`): one is never set past the other.
  static var settingRanges: [(lower: String, upper: String)] { get }
  /// The ways to play the game that the menu offers when it is picked; none for a game
  /// played one way.
  static var variants: [Variant] { get }
  /// One of the game's own values in a challenge code.
  typealias ChallengeValue = ChallengeField<Options>
  /// The game's own values in a challenge code (SPEC §3.6), in their order; none for a game
  /// without codes.
  static var challengeValues: [ChallengeValue] { get }

  /// A new game with `options`, drawing from `generator`.
  ///
  /// - Parameter previous: The game just played (or abandoned) in this run, if any: the
  ///   next one may carry on from it (its dictionary, a match's score, who starts).
  /// - Throws: A `CommandFailure` if the game cannot start (no words of that length).
  static func start(
    _ options: OptionValues<Options>, after previous: Session?, generator: inout SplitMix64,
    in run: GameRun
  ) throws -> Session

  /// Whether the game keeps every game it ever started, until it is deleted (CodeWord
  /// Breaker's `list`): a game the player leaves for a new one stays unfinished.
  static var keepsEveryGame: Bool { get }

  /// Whether a finished game's record is one a host of this game could send a joiner, who
  /// keeps it (SPEC §3.5): the fields and figures the game gives, and an outcome that agrees
  /// with them; none for a game that cannot be hosted.
  static func couldBeHosted(_ record: GameRecord) -> Bool

  /// The game's own figures for `stats`, over its games the filter lets through.
  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)?

  /// Commands beside play (`codebreaker list`, `resume N`): named by the first word after
  /// the game's, each with its own arguments and options, which the game's own `run` carries
  /// out. Without one, the game is played.
  static var subcommands: [CommandSpec] { get }
}

extension GameCommand {
  public static var challengeValues: [ChallengeValue] { [] }

  /// The bound of each of the game's own values in a challenge code.
  public static var challengeBounds: [Int] { challengeValues.map { $0.bound } }

  /// Sets the options a challenge's values stand for, in the order of the values.
  public static func apply(_ challenge: Challenge, to options: inout Options) {
    for (value, number) in zip(challengeValues, challenge.values) { value.sets(&options, number) }
  }

  /// The challenge code of a game of this kind that drew from `list` (its words' bytes) with
  /// `values`; `nil` for a game on a `--words` list, or one a code cannot hold.
  public static func challengeCode(
    source: WordSource, list: [UInt8], values: [Int], in run: GameRun
  ) -> String? {
    guard source.path == nil, let game = run.context.games.firstIndex(where: { $0.name == name })
    else { return nil }
    let version = Challenge.version(of: list)
    return Challenge(game: game, language: source.language, listVersion: version, values: values)
      .code(bounds: challengeBounds)
  }

  /// The paragraph of `--help` on how a game is continued, after what is `saved` and when
  /// ("An unfinished game is saved after every guess"), as the runner continues it.
  public static func continuingHelp(_ saved: String) -> String {
    "\(saved); 'wordgames \(name)' continues it, and so do options that agree with it. "
      + "Options that differ ask first at a terminal; --new starts a new game without asking."
  }

  /// The game's settings: those of its options that have one.
  public static var settings: [Setting] {
    Options.options.compactMap { $0.setting(of: (name, title)) }
  }

  public static var subcommands: [CommandSpec] { [] }

  public static var settingRanges: [(lower: String, upper: String)] { [] }

  public static var keepsEveryGame: Bool { false }

  public static func couldBeHosted(_ record: GameRecord) -> Bool { false }

  /// Where the game's unfinished games live; `words` are the lists their sessions need.
  public static func unfinishedGames(in store: Store, words: WordLists) -> UnfinishedGames<Self> {
    UnfinishedGames(store: store, words: words)
  }

  /// The game a plain run would continue; `nil` for none, or none that another process
  /// does not have open.
  public static func unfinished(in store: Store, words: WordLists) -> (any GameSession)? {
    unfinishedGames(in: store, words: words).latest()
  }

  public static var spec: CommandSpec {
    CommandSpec(
      name: name, summary: summary, options: Options.specs, subcommands: subcommands,
      discussion: discussion, examples: examples)
  }

  /// Plays the game. A game with subcommands runs them from its own `run`.
  public static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    precondition(command.subcommand == nil, "\(name) declares subcommands its run must handle")
    return try GameRunner<Self>(command, context: context).play()
  }
}
