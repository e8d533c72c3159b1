import CommandLineKit
import GameMachinery

/// `wordgames challenge CODE`: the game a friend's challenge code names (SPEC §3.6), as
/// `wordgames GAME --challenge CODE` plays it.
enum ChallengeCommand: Command {
  static let spec = CommandSpec(
    name: "challenge", summary: "play the game a friend's challenge code names",
    arguments: [ArgumentSpec(name: "CODE", takesTheRest: true)], options: shown.map(\.spec),
    discussion: """
      Every one-player Hangman, Evil Hangman and CodeWord Breaker game ends with its code.
      The code plays the same word with the same options (for Evil Hangman, the same host
      with the same seed, so the same guesses meet the same answers) on any machine with
      the same word lists. Case, spaces and dashes do not matter, quoted or not; a
      mistyped code is refused, and so is one made with other word lists.
      """,
    examples: ["wordgames challenge 24NKK-KQFWV-V", "wordgames challenge 24nkk kqfwv v"])

  /// The options of how the game is shown, which the game takes from the command.
  static let shown = [CommonOptions.color, CommonOptions.transcript, CommonOptions.plain]

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    // A code typed in its groups, with spaces between them, is one code.
    let code = command.arguments.joined(separator: " ")
    let challenge = try Challenge(code: code, games: context.games)
    // The options of how the game is shown that were given, as given: `--color always`.
    let given = shown.filter { command.has($0.name) }.flatMap { option in
      ["--\(option.name)"] + (command.values[option.name].map { [$0] } ?? [])
    }
    return WordGames.run(
      arguments: [context.games[challenge.game].name, "--challenge", code] + given, in: context)
  }
}
