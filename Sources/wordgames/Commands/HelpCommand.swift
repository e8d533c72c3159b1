import CommandLineKit
import GameMachinery

/// `wordgames help [COMMAND]`: the command list, or one command's help.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", summary: "show this list, or the help of one command",
    arguments: [ArgumentSpec(name: "COMMAND", isOptional: true)])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let console = context.console
    guard let name = command.argument(0) else {
      console.write(overview)
      return ExitStatus.success
    }
    guard let spec = WordGames.specs.first(where: { $0.name == name }) else {
      throw WordGames.unknownCommand(name)
    }
    console.write(help(for: spec))
    return ExitStatus.success
  }

  /// The list of commands.
  static var overview: String {
    let width = WordGames.specs.map(\.name.count).max() ?? 0
    let lines = WordGames.specs.map { "  \($0.name.padding(toLength: width))  \($0.summary)" }
    return """
      wordgames \(WordGames.version): word games at the terminal

      Usage: wordgames COMMAND [options]

      Commands:
      \(lines.joined(separator: "\n"))

      Run 'wordgames help COMMAND' or 'wordgames COMMAND --help' for a command's options.

      """
  }

  /// One command's usage, options and discussion.
  static func help(for spec: CommandSpec) -> String {
    var text = "Usage: \(spec.usage)\n\n\(spec.summary.prefix(1).uppercased())"
    text += "\(spec.summary.dropFirst()).\n"
    if !spec.subcommands.isEmpty {
      let width = spec.subcommands.map(\.name.count).max() ?? 0
      text += "\nSubcommands:\n"
      for subcommand in spec.subcommands {
        text += "  \(subcommand.name.padding(toLength: width))  \(subcommand.summary)\n"
      }
    }
    let options = spec.options + [OptionSpec(name: "help", valueName: nil, summary: "show this")]
    let width = options.map(\.synopsis.count).max() ?? 0
    text += "\nOptions:\n"
    for option in options {
      text += "  \(option.synopsis.padding(toLength: width))  \(option.summary)\n"
    }
    if !spec.discussion.isEmpty { text += "\n\(spec.discussion)\n" }
    return text
  }
}
