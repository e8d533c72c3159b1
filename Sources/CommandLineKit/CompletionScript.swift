/// Completion scripts for bash and zsh, from a program's declarations: its commands, their
/// subcommands and options, the values of options and arguments that take one of a few,
/// and paths for options that take a file.
public enum CompletionScript {
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh
  }

  public static func render(_ program: Program, for shell: Shell) -> String {
    switch shell {
    case .bash: bash(program)
    case .zsh: zsh(program)
    }
  }

  /// The options of a command and of its subcommands, each once.
  private static func options(of spec: CommandSpec) -> [OptionSpec] {
    spec.options + spec.subcommands.flatMap(spec.ownOptions)
  }

  /// The values the first argument takes, and the words it follows: a subcommand's (`set`,
  /// `get`…), or the command's own name when it has no subcommands.
  private static func argumentChoices(of spec: CommandSpec) -> (
    after: [String], name: String, values: [String]
  )? {
    let named = takingArguments(spec).filter { $0.arguments.first?.choices != nil }
    guard let argument = named.first?.arguments.first, let values = argument.choices else {
      return nil
    }
    return (named.map(\.name), argument.name.lowercased(), values)
  }

  /// The commands whose arguments follow a command's name: its subcommands, or itself.
  private static func takingArguments(_ spec: CommandSpec) -> [CommandSpec] {
    spec.subcommands.isEmpty ? [spec] : spec.subcommands
  }

  /// The values of a later argument by the word before it (a setting's by its key), in
  /// the order they are declared.
  private static func choicesAfter(in spec: CommandSpec) -> [(String, [String])] {
    return takingArguments(spec).flatMap(\.arguments).flatMap { argument in
      argument.choicesAfter.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
  }

  /// The first argument whose values the program prints, by the words it follows.
  private static func choicesFrom(in spec: CommandSpec) -> (after: [String], [String])? {
    let printing = takingArguments(spec).filter { $0.arguments.first?.choicesFrom != nil }
    return printing.first?.arguments.first?.choicesFrom.map { (printing.map(\.name), $0) }
  }

  /// A `case` branch of the bash script: after a word `previous` matches, the current word
  /// is completed by `compgen` with these arguments.
  private static func branch(_ previous: [String], _ compgen: String) -> String {
    "        \(previous.joined(separator: "|"))) COMPREPLY=($(compgen \(compgen) -- \"$current\")); return ;;"
  }

  /// `compgen`'s arguments that complete from these words.
  private static func words(_ values: [String]) -> String {
    "-W \"\(values.joined(separator: " "))\""
  }

  private static func bash(_ program: Program) -> String {
    var cases: [String] = []
    for spec in program.commands {
      var lines = ["    \(spec.name))", "      case \"$previous\" in"]
      // An option's values, or a file for one that takes a path.
      lines += options(of: spec).compactMap { option -> String? in
        (option.choices.map(words) ?? (option.isPath ? "-f" : nil)).map {
          branch(["--\(option.name)"], $0)
        }
      }
      if let (after, _, values) = argumentChoices(of: spec) {
        lines.append(branch(after, words(values)))
      }
      for (previous, values) in choicesAfter(in: spec) {
        lines.append(branch([previous], words(values)))
      }
      if let (after, arguments) = choicesFrom(in: spec) {
        let printed = "\(program.name) \(arguments.joined(separator: " ")) 2>/dev/null"
        lines.append(branch(after, "-W \"$(\(printed))\""))
      }
      let names = spec.subcommands.map(\.name) + spec.options.map { "--\($0.name)" } + ["--help"]
      lines += ["      esac", "      COMPREPLY=($(compgen \(words(names)) -- \"$current\")) ;;"]
      cases.append(lines.joined(separator: "\n"))
    }
    let commands = program.commands.map(\.name).joined(separator: " ")
    let function = "_" + program.name.filter { $0.isLetter || $0.isNumber }
    return """
      # bash completion for \(program.name), from its command declarations; do not edit.
      \(function)() {
        local current="${COMP_WORDS[COMP_CWORD]}" previous="${COMP_WORDS[COMP_CWORD-1]}"
        if [ "$COMP_CWORD" -eq 1 ]; then
          COMPREPLY=($(compgen -W "\(commands) --help --version" -- "$current"))
          return
        fi
        case "${COMP_WORDS[1]}" in
      \(cases.joined(separator: "\n"))
        esac
      }
      complete -F \(function) \(program.name)

      """
  }

  private static func zsh(_ program: Program) -> String {
    var cases: [String] = []
    for spec in program.commands {
      var arguments = spec.options.map { option -> String in
        // What follows the option: one of its values, a file, any value, or none (a flag).
        let value =
          option.choices.map { ":value:(\($0.joined(separator: " ")))" }
          ?? (option.isPath ? ":file:_files" : option.takesValue ? ":value:" : "")
        return "'--\(option.name)[\(zshQuoted(option.summary))]\(value)'"
      }
      arguments.append("'--help[show the help]'")
      if !spec.subcommands.isEmpty {
        let names = spec.subcommands.map(\.name).joined(separator: " ")
        arguments.append("'1:subcommand:(\(names))'")
      }
      let position = spec.subcommands.isEmpty ? 1 : 2
      if let (_, name, values) = argumentChoices(of: spec) {
        arguments.append("'\(position):\(name):(\(values.joined(separator: " ")))'")
      }
      let byPrevious = choicesAfter(in: spec).map { previous, values in
        "(\(previous)) compadd \(values.joined(separator: " ")) ;;"
      }
      if !byPrevious.isEmpty {
        let cases = byPrevious.joined(separator: " ")
        arguments.append("'\(position + 1):value:{case $words[\(position + 1)] in \(cases) esac}'")
      }
      if let (_, from) = choicesFrom(in: spec) {
        let command = "\(program.name) \(from.joined(separator: " ")) 2>/dev/null"
        arguments.append("'\(position):value:{compadd $(\(command))}'")
      }
      cases.append(
        "    \(spec.name)) _arguments \\\n      "
          + arguments.joined(separator: " \\\n      ") + " ;;")
    }
    let commands = program.commands.map { "'\($0.name):\(zshQuoted($0.summary))'" }
    let function = "_" + program.name.filter { $0.isLetter || $0.isNumber }
    return """
      #compdef \(program.name)
      # zsh completion for \(program.name), from its command declarations; do not edit.
      \(function)() {
        if (( CURRENT == 2 )); then
          local -a commands
          commands=(
            \(commands.joined(separator: "\n      "))
          )
          _describe command commands
          return
        fi
        shift words
        (( CURRENT-- ))
        case "${words[1]}" in
      \(cases.joined(separator: "\n"))
        esac
      }
      \(function) "$@"

      """
  }

  /// Text inside single quotes and brackets in zsh: no quote, colon or bracket.
  private static func zshQuoted(_ text: String) -> String {
    String(text.map { "'[]:".contains($0) ? " " : $0 })
  }
}
