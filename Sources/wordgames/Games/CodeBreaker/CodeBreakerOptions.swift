import CodeBreakerModel
import GameMachinery

/// CodeWord Breaker's options (SPEC §2), declared once.
struct CodeBreakerOptions: GameOptions, Equatable {
  var common = CommonOptions()
  var length = 5
  var attempts = 6
  var hard = false
  var daily = false
  var evil = false
  var emoji = false
  var palette = CodeBreakerScreen.Palette.standard

  static let emoji = Option.flag(
    \Self.emoji, "emoji", setting: "codebreaker.emoji", summary: "share the grid in emoji squares")
  static let palette = Option.choice(
    \Self.palette, "palette", valueName: "P", setting: "codebreaker.palette",
    summary: "peg colours (colorblind: orange and blue)", definesGame: false)

  static let options: [Option<Self>] =
    [
      .integer(
        \.length, "length", in: CodeBreaker.lengths, setting: "codebreaker.length",
        summary: "word length"),
      .integer(
        \.attempts, "attempts", in: CodeBreaker.attemptLimits, setting: "codebreaker.attempts",
        summary: "attempts allowed"),
      .flag(
        \.hard, "hard", setting: "codebreaker.hard",
        summary: "every attempt must use what the pegs revealed", definesGame: true),
      .flag(
        \.daily, "daily", summary: "the word of the day, the same for everyone", definesGame: true),
      .flag(
        \.evil, "evil",
        summary: "the host keeps the largest class of words that give the same pegs",
        definesGame: true),
      emoji, palette,
    ] + common(challenges: true)
}
