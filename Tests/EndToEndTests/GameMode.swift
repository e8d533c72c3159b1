import Foundation
import Testing

/// One game in one mode, as the robustness suites play every game: what to type to start
/// it, and how its screens read, so that a test can tell a move answered from a game ended.
struct GameMode: Sendable, CustomTestStringConvertible {
  /// The arguments after `wordgames`: the game, then its options.
  let arguments: [String]
  /// How each of its screens begins, after a blank line: `HANGMAN · `.
  let title: String
  /// The prompt for a move: it shows again once a move is answered.
  let movePrompt: String
  /// The question once a game has ended (and is recorded).
  let endPrompt: String
  /// Lines typed before the first move: player one's secret.
  let setup: [String]
  /// The letters a move may be; a hangman game takes each once.
  let isEachLetterOnce: Bool

  var game: String { arguments[0] }
  var testDescription: String { arguments.joined(separator: " ") }

  /// A seed of its own for each mode, the same on every run.
  var seed: UInt64 {
    testDescription.utf8.reduce(1469_5981_0393_4665_603) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
  }

  private static func hangman(_ options: [String] = [], setup: [String] = []) -> GameMode {
    GameMode(
      arguments: ["hangman"] + options, title: "HANGMAN · ", movePrompt: "Guess a letter",
      endPrompt: "Play again?", setup: setup, isEachLetterOnce: true)
  }

  private static func evil(_ strategy: String) -> GameMode {
    GameMode(
      arguments: ["evil", "--strategy", strategy], title: "EVIL HANGMAN · ",
      movePrompt: "Guess a letter", endPrompt: "Play again?", setup: [], isEachLetterOnce: true)
  }

  private static func ghost(_ options: [String]) -> GameMode {
    GameMode(
      arguments: ["ghost"] + options,
      title: options.contains("--super") ? "SUPERGHOST · " : "GHOST · ",
      movePrompt: options.contains("--computer") ? "Add a letter: " : ", add a letter: ",
      endPrompt: "Another round?", setup: [], isEachLetterOnce: false)
  }

  /// Every game in every mode SPEC §5's hostile world must not break.
  static let all: [GameMode] = [
    hangman(), hangman(["--phrases"]), hangman(["--two-player"], setup: ["rock and roll"]),
    hangman(["--lang", "nl"]),
    evil("largest"), evil("cautious"), evil("lookahead"), evil("planner"),
    ghost(["--players", "Ann,Bob"]), ghost(["--computer", "easy"]),
    ghost(["--computer", "perfect"]), ghost(["--match"]),
    ghost(["--super", "--players", "Ann,Bob"]), ghost(["--super", "--computer", "perfect"]),
  ]

  /// Moves that are all valid, in a seeded order: each letter once for a hangman game, any
  /// letters for Ghost, at either end for SuperGhost.
  func moves(using generator: inout some RandomNumberGenerator) -> [String] {
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
    guard !isEachLetterOnce else { return letters.shuffled(using: &generator) }
    let sides = arguments.contains("--super") ? ["", "<"] : [""]
    return (0..<60).map { _ in
      sides.randomElement(using: &generator)! + letters.randomElement(using: &generator)!
    }
  }

  /// The last screen `output` shows before its last move prompt, from its title on.
  func lastScreen(in output: String) -> Substring? {
    guard let prompt = output.range(of: movePrompt, options: .backwards),
      let title = output[..<prompt.lowerBound].range(of: "\n" + title, options: .backwards)
    else { return nil }
    // Up to the start of the prompt's own line.
    let end = output[..<prompt.lowerBound].lastIndex(of: "\n") ?? prompt.lowerBound
    return output[title.lowerBound..<end]
  }
}
