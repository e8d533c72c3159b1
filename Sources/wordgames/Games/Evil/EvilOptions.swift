import EvilHangmanModel
import GameMachinery
import Lexicon

/// Evil Hangman's options (SPEC §2), declared once.
struct EvilOptions: GameOptions, Equatable {
  var common = CommonOptions()
  var length = 7
  var guesses = 6
  var strategy = EvilStrategy.largest
  var showRemaining = false

  static let length = Option.integer(
    \Self.length, "length", in: 1...WordList.maximumWordLength, setting: "evil.length",
    summary: "word length", isWordLength: true)

  static let options: [Option<Self>] =
    [
      length,
      .integer(
        \.guesses, "guesses", in: EvilHangman.guessLimits, setting: "evil.guesses",
        summary: "misses allowed"),
      .choice(
        \.strategy, "strategy", valueName: "S", setting: "evil.strategy",
        summary: "how the computer cheats"),
      .flag(
        \.showRemaining, "show-remaining", setting: "evil.show-remaining",
        summary: "say how many words remain after each guess"),
    ] + common(challenges: true)
}
