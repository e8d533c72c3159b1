import CommandLineKit
import GameMachinery
import Terminal

/// `wordgames define WORD`: what an English word means (SPEC §3.6).
enum DefineCommand: Command {
  static let spec = CommandSpec(
    name: "define", summary: "say what an English word means",
    arguments: [ArgumentSpec(name: "WORD")],
    discussion: """
      The first sense of each part of speech, from WordNet 3.0; an inflected form is looked
      up by its base form (GEESE is goose). The same as /define WORD during a game. A word
      without a meaning says so and exits with status 1. Only English words have meanings.
      """,
    examples: ["wordgames define geese"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    guard let word = command.argument(0) else { throw UsageError.missingArgument("WORD") }
    guard WordLists.meaningKey(of: word) != nil else {
      throw UsageError.invalidArgument(
        "WORD", value: word, allowed: "one English word of letters A–Z")
    }
    switch context.wordLists.meanings(of: word) {
    case .success(let lines):
      context.console.writeLine(lines.joined(separator: "\n"))
      return ExitStatus.success
    case .failure(let refusal):
      context.console.writeLine(refusal.reason)
      return 1
    }
  }
}
