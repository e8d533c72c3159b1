import Lexicon
import Terminal

/// The options every game takes (SPEC §2), and the settings every game shares, declared
/// once: each game's options hold them as `common`.
public struct CommonOptions: CommandOptions, Equatable {
  /// The dictionary.
  public var language = Language.first
  /// `--words`: a list of the player's own, in place of the language's.
  public var words: String?
  /// `--seed`: the seed of the random choices, to replay a game exactly.
  public var seed: UInt64?
  public var new = false
  public var color = ColorMode.auto
  /// `--transcript`: on a terminal, every board under the last, as from a pipe, instead of
  /// each drawn over the one before.
  public var transcript = false
  /// `--plain`: no gallows, pegs or keyboard art; the position said in one line of words
  /// after each move, for a screen reader.
  public var plain = false
  /// `--challenge CODE`: the game a friend's challenge code names (SPEC §3.6).
  public var challenge: String?
  /// Whether the meaning of the word a game ended on follows its end (SPEC §3.6): a
  /// setting only (`wordgames settings set meanings off`).
  public var meanings = true

  public init() {}

  public static let words = Option.value(
    \Self.words, "words", valueName: "PATH",
    summary: "use this word list (a plist array of strings, or one word per line)",
    definesGame: true, expected: "a path", isPath: true, parse: { $0.isEmpty ? nil : $0 },
    text: { $0 })

  public static let color = Option.choice(
    \Self.color, "color", valueName: "WHEN", setting: "color", summary: "colour",
    definesGame: false)

  public static let transcript = Option.flag(
    \Self.transcript, "transcript", setting: "transcript",
    summary: "on a terminal, keep every board one under another instead of redrawing")

  public static let plain = Option.flag(
    \Self.plain, "plain", setting: "plain",
    summary: "no drawings: the game in one line of words after each move (for screen readers)")

  /// Every option, in the order help lists them; those other commands take too are named.
  public static let options: [Option<Self>] = [
    .language(\.language), words,
    // Any whole number that fits in 64 bits (a negative one wraps around).
    .value(
      \.seed, "seed", valueName: "N", summary: "seed the random choices, to replay a game exactly",
      definesGame: true, expected: "a whole number from \(Int64.min) to \(UInt64.max)",
      parse: { UInt64($0) ?? Int64($0).map { UInt64(bitPattern: $0) } }, text: { String($0) }),
    .flag(\.new, "new", summary: "start a new game even if one is saved"),
    color, transcript, plain,
    .value(
      \.challenge, "challenge", valueName: "CODE",
      summary: "play the game a friend's challenge code names", definesGame: false,
      expected: "a challenge code", parse: { $0 }, text: { $0 }),
    .flag(
      \.meanings, "meanings", setting: "meanings",
      summary: "say what the word means when a game ends"),
  ]
}

/// A game's options: its own, and those every game shares.
public protocol GameOptions: CommandOptions {
  var common: CommonOptions { get set }
}

extension GameOptions {
  /// The options every game takes after its own: the language as the game has it (with a
  /// setting that remembers it, or not), the list, the seed, `--new`, how it is shown, and
  /// for a game with challenge codes `--challenge`.
  public static func common(languageSetting: String? = nil, challenges: Bool = false)
    -> [Option<Self>]
  {
    CommonOptions.options.filter { option in
      option.name != "meanings" && (challenges || option.name != "challenge")
    }.map { option in
      option.name == "lang" ? .language(\.language, setting: languageSetting) : option
    }.map { $0.lifted(\Self.common) }
  }

  /// Where the words come from: `--words` if given, else the language.
  public var source: WordSource { WordSource(language: common.language, path: common.words) }
}
