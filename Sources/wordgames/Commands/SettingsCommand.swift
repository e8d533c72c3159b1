import CommandLineKit
import GameMachinery
import Storage
import Terminal

/// `wordgames settings [list | get KEY | set KEY VALUE | reset [KEY]]`.
enum SettingsCommand: Command {
  /// Every setting, whose keys and values completion offers.
  private static let definitions = Settings(games: WordGames.games).definitions
  /// A setting's key.
  private static let key = ArgumentSpec(name: "KEY", choices: definitions.map(\.key))
  /// A setting's value, whose choices are its key's.
  private static let value = ArgumentSpec(
    name: "VALUE", choicesAfter: definitions.reduce(into: [:]) { $0[$1.key] = $1.choices })

  static let spec = CommandSpec(
    name: "settings", summary: "see and change settings (defaults for the games)",
    subcommands: [
      CommandSpec(name: "list", summary: "every setting, its value, and its default if changed"),
      CommandSpec(name: "get", summary: "one setting's value", arguments: [key]),
      CommandSpec(name: "set", summary: "check and store a value", arguments: [key, value]),
      CommandSpec(
        name: "reset", summary: "one setting, or all, back to the default",
        arguments: [ArgumentSpec(name: "KEY", isOptional: true, choices: key.choices)]),
    ],
    defaultSubcommand: "list",
    discussion: """
      A change is checked like the matching option and stored at once; it applies to the
      next game, never the one in progress. Options given on a game's command line beat
      the settings for that run.
      """,
    examples: ["wordgames settings set evil.length 8"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let console = context.console
    let store = context.store()
    let settings = context.settingDefaults.read(from: store)
    let key = command.argument(0)
    // Stores a change of `what` ("the setting evil.length"), or says it was not stored: the
    // store has said why.
    func keep(_ what: String, _ change: (inout [String: String]) -> Void) throws(CommandError) {
      guard store.settingsFile.update(change) else {
        throw CommandError("\(what) was not saved", exitStatus: ExitStatus.cannotCreate)
      }
    }
    switch command.subcommand {
    case "get":
      _ = try settings.definition(of: key!)
      console.writeLine(settings.value(of: key!))
    case "set":
      let value = try settings.validate(
        command.argument(1)!, for: key!, wordLists: context.wordLists)
      try keep("the setting \(key!)") { $0[key!] = value }
      console.writeLine("\(key!) = \(value)")
    case "reset":
      if let key {
        let definition = try settings.definition(of: key)
        try keep("the setting \(key)") { $0[key] = nil }
        console.writeLine("\(key) = \(definition.defaultValue)")
      } else {
        try keep("the settings") { $0 = [:] }
        console.writeLine("Every setting is back to its default.")
      }
    default:
      settings.problems.forEach(context.notice)
      console.write(settings.listing(width: console.width))
    }
    return ExitStatus.success
  }
}
