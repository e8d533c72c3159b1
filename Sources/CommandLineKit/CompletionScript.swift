/// Completion scripts for bash and zsh, from a program's declarations: its commands, their
/// subcommands and options, the values of options and arguments that take one of a few,
/// and paths for options that take a file.
///
/// What completes a word is worked out once, in both shells' words side by side
/// (`optionValue`, `argumentValues`); each script only sets those in its own frame.
public enum CompletionScript {
  public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh
  }

  public static func render(_ program: Program, for shell: Shell) -> String {
    // The shell function that completes: `_` and the letters and digits of the program's name.
    let function = "_" + program.name.filter { $0.isLetter || $0.isNumber }
    switch shell {
    case .bash: return bash(program, function: function)
    case .zsh: return zsh(program, function: function)
    }
  }

  /// How an option's value completes: in bash, `compgen`'s arguments for one of its values
  /// or a file (`nil` for any word); in zsh, what follows the option: one of its values, a
  /// file, any value, or none (a flag).
  private static func optionValue(_ option: OptionSpec) -> (bash: String?, zsh: String) {
    if let choices = option.choices {
      return (words(choices), ":value:(\(choices.joined(separator: " ")))")
    }
    if option.isPath { return ("-f", ":file:_files") }
    return (nil, option.takesValue ? ":value:" : "")
  }

  /// How the words after a command's name complete, as bash `case` branches on the word
  /// before and as zsh `_arguments` specs by position: the first argument of its
  /// subcommands (or its own, when it has none) from its values, a later one from its
  /// values by the word before it (a setting's by its key, in the order they are
  /// declared), and the first from the values the program prints.
  private static func argumentValues(of spec: CommandSpec, in program: Program) -> (
    bash: [String], zsh: [String]
  ) {
    let taking = spec.subcommands.isEmpty ? [spec] : spec.subcommands
    let position = spec.subcommands.isEmpty ? 1 : 2
    var bash: [String] = []
    var zsh: [String] = []
    let named = taking.filter { $0.arguments.first?.choices != nil }
    if let argument = named.first?.arguments.first, let values = argument.choices {
      bash.append(branch(named.map(\.name), words(values)))
      zsh.append("'\(position):\(argument.name.lowercased()):(\(values.joined(separator: " ")))'")
    }
    let byPrevious = taking.flatMap(\.arguments).flatMap { argument in
      argument.choicesAfter.sorted { $0.key < $1.key }
    }
    if !byPrevious.isEmpty {
      bash += byPrevious.map { branch([$0.key], words($0.value)) }
      let cases = byPrevious.map { "(\($0.key)) compadd \($0.value.joined(separator: " ")) ;;" }
      let next = position + 1
      zsh.append("'\(next):value:{case $words[\(next)] in \(cases.joined(separator: " ")) esac}'")
    }
    let printing = taking.filter { $0.arguments.first?.choicesFrom != nil }
    if let arguments = printing.first?.arguments.first?.choicesFrom {
      let command = "\(program.name) \(arguments.joined(separator: " ")) 2>/dev/null"
      bash.append(branch(printing.map(\.name), "-W \"$(\(command))\""))
      zsh.append("'\(position):value:{compadd $(\(command))}'")
    }
    return (bash, zsh)
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

  private static func bash(_ program: Program, function: String) -> String {
    let cases = program.commands.map { spec -> String in
      var lines = ["    \(spec.name))", "      case \"$previous\" in"]
      // An option's values (its subcommands' own too), or a file for one that takes a path.
      lines += (spec.options + spec.subcommands.flatMap(spec.ownOptions)).compactMap { option in
        optionValue(option).bash.map { branch(["--\(option.name)"], $0) }
      }
      lines += argumentValues(of: spec, in: program).bash
      let names = spec.subcommands.map(\.name) + spec.options.map { "--\($0.name)" } + ["--help"]
      lines += ["      esac", "      COMPREPLY=($(compgen \(words(names)) -- \"$current\")) ;;"]
      return lines.joined(separator: "\n")
    }
    let commands = program.commands.map(\.name).joined(separator: " ")
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

  private static func zsh(_ program: Program, function: String) -> String {
    let cases = program.commands.map { spec -> String in
      var arguments = spec.options.map { option in
        "'--\(option.name)[\(zshQuoted(option.summary))]\(optionValue(option).zsh)'"
      }
      arguments.append("'--help[show the help]'")
      if !spec.subcommands.isEmpty {
        let names = spec.subcommands.map(\.name).joined(separator: " ")
        arguments.append("'1:subcommand:(\(names))'")
      }
      arguments += argumentValues(of: spec, in: program).zsh
      return "    \(spec.name)) _arguments \\\n      "
        + arguments.joined(separator: " \\\n      ") + " ;;"
    }
    let commands = program.commands.map { "'\($0.name):\(zshQuoted($0.summary))'" }
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
