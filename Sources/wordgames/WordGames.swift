import BuildInfo
import CommandLineKit
import GameMachinery
import Lexicon
import Terminal

/// Routes a command line to its command and turns failures into messages and statuses.
enum WordGames {
  static let version = "0.1.0"

  /// Every game, in the order help lists them.
  static let games: [any GameCommand.Type] = [
    HangmanCommand.self,
    EvilCommand.self,
    GhostCommand.self,
    CodeBreakerCommand.self,
  ]

  /// The games that keep every game until it is deleted, whose abandoned games (deleted
  /// later) break no streak.
  static var keepingEveryGame: Set<String> {
    Set(games.filter { $0.keepsEveryGame }.map { $0.name })
  }

  /// Every command, in the order help lists them.
  static let commands: [any Command.Type] =
    games + [
      StatsCommand.self,
      SettingsCommand.self,
      WordsCommand.self,
      DefineCommand.self,
      ChallengeCommand.self,
      JoinCommand.self,
      HelpCommand.self,
    ]

  /// Every command's spec, in the same order.
  static var specs: [CommandSpec] { commands.map { $0.spec } }

  /// Runs the command line (without the program name) and returns the exit status.
  ///
  /// A command that succeeded but could not write its output fails as a Unix filter
  /// would: 141 when the reader of a pipe left, 74 when the output is full or closed.
  static func run(arguments: [String], in context: Context) -> Int32 {
    let status = dispatch(arguments: arguments, in: context)
    guard status == ExitStatus.success else { return status }
    return StandardStreams.exitStatusAfterOutputFailure ?? status
  }

  private static func dispatch(arguments: [String], in context: Context) -> Int32 {
    let console = context.console
    guard let name = arguments.first else { return Menu.run(in: context) }
    switch name {
    case "--version", "-V":
      // The version and, when the build was told it, the commit: `wordgames 0.1.0 (465dd39a1b2c)`.
      let commit = String(cString: wordgames_commit())
      console.writeLine("wordgames \(version)" + (commit.isEmpty ? "" : " (\(commit))"))
      return ExitStatus.success
    case "--help", "-h":
      return dispatch(arguments: [HelpCommand.spec.name], in: context)
    // For `make man` and `make completion`, which keep the files in the source current.
    case "--generate-manual":
      console.write(manualPage)
      return ExitStatus.success
    case "--generate-completion-script":
      let value = arguments.dropFirst().first ?? ""
      guard let shell = CompletionScript.Shell(rawValue: value) else {
        let error = UsageError.invalidValue(
          option: "generate-completion-script", value: value, allowed: "bash or zsh")
        context.notice("error: \(error)")
        return ExitStatus.usage
      }
      console.write(CompletionScript.render(program, for: shell))
      return ExitStatus.success
    default:
      break
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      context.notice("error: \(unknownCommand(name))")
      console.writeError("Run 'wordgames help' for the list of commands.\n")
      return ExitStatus.usage
    }
    do {
      // A command in a language needs the table of languages before it can read --lang.
      if command.spec.option(named: "lang") != nil, case .failure(let error) = Language.table {
        throw error
      }
      let parsed = try ParsedCommand(command.spec, arguments: Array(arguments.dropFirst()))
      if parsed.wantsHelp {
        return dispatch(arguments: [HelpCommand.spec.name, name], in: context)
      }
      return try command.run(parsed, in: context)
    } catch let left as LeaveStatus {
      return left.code  // the player left at a question: nothing more to say
    } catch let failure as any CommandFailure {
      context.notice("error: \(failure)")
      if failure.showsUsage {
        console.writeError(
          "Usage: \(program.usage(of: command.spec))\n"
            + "Run 'wordgames help \(command.spec.name)' for more.\n")
      }
      return failure.exitStatus
    } catch {
      context.notice("error: \(error)")
      return ExitStatus.software
    }
  }

  /// The error for a name that is not a command, with the closest command (or, for what
  /// looks like an option, the closest of `--version` and `--help`), or else the list.
  static func unknownCommand(_ name: String) -> UsageError {
    if name.hasPrefix("-") {
      let bare = String(name.drop { $0 == "-" })
      return .unknownOption(name, suggestion: bare.closest(among: ["version", "help"]))
    }
    let names = specs.map(\.name)
    return .unknownCommand(name, suggestion: name.closest(among: names), commands: names)
  }
}
