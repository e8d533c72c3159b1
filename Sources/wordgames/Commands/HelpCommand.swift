import CommandLineKit
import GameMachinery
import Terminal

/// `wordgames help [COMMAND]`: the command list, or one command's help.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", summary: "show this list, or the help of one command",
    arguments: [ArgumentSpec(name: "COMMAND", isOptional: true)],
    examples: ["wordgames help codebreaker"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let console = context.console
    guard let name = command.argument(0) else {
      console.write(overview(width: console.width ?? 80))
      return ExitStatus.success
    }
    guard let spec = WordGames.specs.first(where: { $0.name == name }) else {
      throw WordGames.unknownCommand(name)
    }
    console.write(help(for: spec, width: console.width ?? 80))
    return ExitStatus.success
  }

  /// The list of commands, laid out in `width` columns: the terminal's, or 80 where it is
  /// not known (a pipe, a file), as manual pages are, and as the menu is.
  static func overview(width: Int) -> String {
    let commands = TextLayout.table(WordGames.specs.map { ($0.name, $0.summary) }, width: width)
    return """
      \(TextLayout.reflow("wordgames \(WordGames.version): word games at the terminal", width: width))

      Usage: wordgames COMMAND [options]

      Commands:
      \(commands.joined(separator: "\n"))

      \(TextLayout.reflow(
        "Run 'wordgames help COMMAND' or 'wordgames COMMAND --help' for a command's options. "
          + "The manual has all of it, with the settings, files and exit statuses: "
          + "'man 6 wordgames' once installed, or 'man -l man/wordgames.6' in the source.",
        width: width))

      """
  }

  /// One command's usage, options and discussion, in `width` columns as the list is.
  static func help(for spec: CommandSpec, width: Int) -> String {
    let summary = spec.summary.sentence
    // Each usage line wraps at its spaces, under the words after `wordgames COMMAND`.
    let usage = WordGames.program.usage(of: spec).split(separator: "\n").enumerated().flatMap {
      index, line in
      let words = line.split(separator: " ").map(String.init)
      let label = (index == 0 ? "Usage: " : "       ") + words.prefix(2).joined(separator: " ")
      return TextLayout.wrap(label: label + " ", Array(words.dropFirst(2)), width: width)
    }
    var text = usage.joined(separator: "\n") + "\n\n\(TextLayout.reflow(summary, width: width))\n"
    if !spec.subcommands.isEmpty {
      let rows = spec.subcommands.map { ($0.name, $0.summary) }
      text +=
        "\nSubcommands:\n" + TextLayout.table(rows, width: width).joined(separator: "\n") + "\n"
    }
    let options = spec.options + [OptionSpec(name: "help", valueName: nil, summary: "show this")]
    let rows = options.map { ($0.synopsis, $0.summary) }
    text += "\nOptions:\n" + TextLayout.table(rows, width: width).joined(separator: "\n") + "\n"
    if !spec.discussion.isEmpty {
      text += "\n\(TextLayout.reflow(spec.discussion, width: width))\n"
    }
    if !spec.examples.isEmpty {
      // A long example wraps at its spaces, indented under itself.
      let lines = spec.examples.flatMap { example in
        TextLayout.wrap(
          label: "  ", example.split(separator: " ").map(String.init), width: width
        ).enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }
      }
      text +=
        "\n\(spec.examples.count == 1 ? "Example" : "Examples"):\n"
        + lines.joined(separator: "\n") + "\n"
    }
    return text
  }
}
