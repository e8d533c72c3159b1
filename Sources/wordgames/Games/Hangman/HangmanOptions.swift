import GameMachinery
import HangmanModel
import Lexicon

/// Hangman's options (SPEC §2), declared once.
struct HangmanOptions: HostedGameOptions, Equatable {
  var common = CommonOptions()
  var hosting = HostingOptions()
  /// One length to play, typed on the command line, in place of the range.
  var length: Int?
  var minLength = 4
  var maxLength = 12
  var guesses = 6
  var difficulty = 5
  var phrases = false
  var twoPlayer = false

  /// Where the secret comes from.
  var mode: HangmanSession.Mode { twoPlayer ? .twoPlayer : phrases ? .phrase : .word }

  static let length = Option.integer(
    \Self.length, "length", in: 1...WordList.maximumWordLength,
    summary: "word length (instead of a range)", isWordLength: true)
  static let minLength = Option.integer(
    \Self.minLength, "min-length", in: 1...WordList.maximumWordLength,
    setting: "hangman.min-length", summary: "shortest word length", isWordLength: true)
  static let maxLength = Option.integer(
    \Self.maxLength, "max-length", in: 1...WordList.maximumWordLength,
    setting: "hangman.max-length", summary: "longest word length", isWordLength: true)

  static let options: [Option<Self>] =
    [
      length, minLength, maxLength,
      .integer(
        \.guesses, "guesses", in: Hangman.guessLimits, setting: "hangman.guesses",
        summary: "misses allowed"),
      .integer(
        \.difficulty, "difficulty", in: DifficultyRanking.tiers, setting: "hangman.difficulty",
        summary: "how hard the word is"),
      .flag(
        \.phrases, "phrases", summary: "guess a phrase from words/phrases.plist", definesGame: true),
      .flag(
        \.twoPlayer, "two-player", summary: "player one types a secret for player two",
        definesGame: true),
    ] + hostingOptions + common(challenges: true)
}
