import CommandLineKit
import Foundation
import Lexicon
import Terminal

/// The options every game takes (SPEC §2), declared once.
public enum SharedOptions {
  public static let words = GameOption<String>.value(
    "words", valueName: "PATH",
    summary: "use this word list (a plist array of strings, or one word per line)",
    definesGame: true, expected: "a path", isPath: true, parse: { $0 }, text: { $0 })

  /// `--seed`: any whole number that fits in 64 bits (a negative one wraps around).
  public static let seed = GameOption<UInt64>.value(
    "seed", valueName: "N", summary: "seed the random choices, to replay a game exactly",
    definesGame: true, expected: "a whole number from \(Int64.min) to \(UInt64.max)",
    parse: { UInt64($0) ?? Int64($0).map { UInt64(bitPattern: $0) } }, text: { String($0) })

  public static let new = GameOption<Bool>.flag(
    "new", setting: nil, summary: "start a new game even if one is saved")

  public static let color = GameOption<ColorMode>.choice(
    "color", valueName: "WHEN", default: .auto, setting: "color", summary: "colour",
    definesGame: false)

  /// `--transcript`: on a terminal, every board under the last, as from a pipe, instead
  /// of each drawn over the one before.
  public static let transcript = GameOption<Bool>.flag(
    "transcript", setting: "transcript",
    summary: "on a terminal, keep every board one under another instead of redrawing")

  /// `--plain`: no gallows, pegs or keyboard art; the position said in one line of words
  /// after each move, for a screen reader.
  public static let plain = GameOption<Bool>.flag(
    "plain", setting: "plain",
    summary: "no drawings: the game in one line of words after each move (for screen readers)")

  /// `--challenge CODE`: the game a friend's challenge code names (SPEC §3.6).
  public static let challenge = GameOption<String>.value(
    "challenge", valueName: "CODE", summary: "play the game a friend's challenge code names",
    definesGame: false, expected: "a challenge code", parse: { $0 }, text: { $0 })

  /// The `meanings` setting: whether the meaning of the word a game ended on follows its
  /// end (SPEC §3.6). A setting only: `wordgames settings set meanings off`.
  public static let meanings = GameOption<Bool>.flag(
    "meanings", setting: "meanings", summary: "say what the word means when a game ends",
    default: true)

  /// The options every game takes after its own, with the language as the game has it.
  public static func game(language: GameOption<Language>) -> [any OptionDeclaration] {
    [language, words, seed, new, color, transcript, plain]
  }
}
