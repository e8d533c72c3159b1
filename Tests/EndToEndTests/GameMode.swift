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
  /// What a valid move is.
  let moves: Moves
  /// Whether every game is kept in the history with its moves (CodeWord Breaker), so that
  /// `--new` leaves an unfinished game to be continued rather than giving it up.
  var keepsEveryGame = false

  /// What a valid move is.
  enum Moves: Sendable {
    /// A letter a hangman game has not been given yet.
    case eachLetterOnce
    /// Any letter, at the end; or at either end, as SuperGhost takes them.
    case letters(eitherEnd: Bool)
    /// A word of the list, one not attempted yet.
    case words([String])
  }

  var game: String { arguments[0] }
  /// Whether a game that ends is carried on by the next (a match's next round), saved with
  /// the end of the last.
  var isContinuedByTheNext: Bool { arguments.contains("--match") }
  var testDescription: String { arguments.joined(separator: " ") }

  /// A seed of its own for each mode, the same on every run.
  var seed: UInt64 {
    testDescription.utf8.reduce(1469_5981_0393_4665_603) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
  }

  private static func hangman(_ options: [String] = [], setup: [String] = []) -> GameMode {
    GameMode(
      arguments: ["hangman"] + options, title: "HANGMAN · ",
      movePrompt: setup.isEmpty ? "Guess a letter" : "Player two's guess",
      endPrompt: "Play again?", setup: setup, moves: .eachLetterOnce)
  }

  private static func evil(_ strategy: String) -> GameMode {
    GameMode(
      arguments: ["evil", "--strategy", strategy], title: "EVIL HANGMAN · ",
      movePrompt: "Guess a letter", endPrompt: "Play again?", setup: [], moves: .eachLetterOnce)
  }

  private static func ghost(_ options: [String]) -> GameMode {
    GameMode(
      arguments: ["ghost"] + options,
      title: options.contains("--super") ? "SUPERGHOST · " : "GHOST · ",
      movePrompt: options.contains("--computer") ? "Add a letter: " : ", add a letter: ",
      endPrompt: "Another round?", setup: [],
      moves: .letters(eitherEnd: options.contains("--super")))
  }

  private static func codeBreaker(_ options: [String]) -> GameMode {
    let words = [
      "crane", "slate", "moist", "pride", "ghoul", "brick", "jumpy", "vowel", "fight", "nymph",
    ]
    return GameMode(
      arguments: ["codebreaker"] + options, title: "CODEWORD BREAKER · ", movePrompt: "Attempt ",
      endPrompt: "Play again?", setup: [], moves: .words(words), keepsEveryGame: true)
  }

  /// Every game in every mode SPEC §5's hostile world must not break.
  static let all: [GameMode] = [
    hangman(), hangman(["--phrases"]), hangman(["--two-player"], setup: ["rock and roll"]),
    hangman(["--lang", "nl"]),
    evil("largest"), evil("cautious"), evil("lookahead"), evil("planner"),
    ghost(["--players", "Ann,Bob"]), ghost(["--computer", "easy"]),
    ghost(["--computer", "perfect"]), ghost(["--match"]),
    ghost(["--super", "--players", "Ann,Bob"]), ghost(["--super", "--computer", "perfect"]),
    codeBreaker([]), codeBreaker(["--evil"]),
  ]

  /// Moves that are all valid, in a seeded order: each letter once for a hangman game, any
  /// letters for Ghost, at either end for SuperGhost, each word once for CodeWord Breaker.
  func moves(using generator: inout some RandomNumberGenerator) -> [String] {
    let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)
    switch moves {
    case .eachLetterOnce:
      return letters.shuffled(using: &generator)
    case .letters(let eitherEnd):
      let sides = eitherEnd ? ["", "<"] : [""]
      return (0..<60).map { _ in
        sides.randomElement(using: &generator)! + letters.randomElement(using: &generator)!
      }
    case .words(let words):
      return words.shuffled(using: &generator)
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
