import Storage
import Terminal

/// `wordgames settings [list | get KEY | set KEY VALUE | reset [KEY]]`.
enum SettingsCommand: Command {
  static let spec = CommandSpec(
    name: "settings", summary: "see and change settings (defaults for the games)",
    forms: ["[list]", "get KEY", "set KEY VALUE", "reset [KEY]"], maximumArguments: 3,
    discussion: """
      A change is checked like the matching option and stored at once; it applies to the
      next game, never the one in progress. Options given on a game's command line beat
      the settings for that run.
      """)

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let action = command.arguments.first ?? "list"
    let operands = Array(command.arguments.dropFirst())
    let names: [String]
    switch action {
    case "list": names = []
    case "get": names = ["KEY"]
    case "set": names = ["KEY", "VALUE"]
    case "reset": names = ["KEY"]
    default:
      throw UsageError.invalidValue(
        option: "settings", value: action, allowed: "list, get, set or reset")
    }
    if operands.count > names.count { throw UsageError.unexpectedArgument(operands[names.count]) }
    if operands.count < names.count, action != "reset" {
      throw UsageError.missingArgument(names[operands.count])
    }

    let console = context.console(color: .never)
    let store = context.store(reportingTo: console)
    let settings = Settings(store)
    switch (action, operands.first) {
    case ("get", let key?):
      _ = try settings.definition(of: key)
      console.writeLine(settings.value(of: key))
    case ("set", let key?):
      let value = try SettingsRegistry.validate(
        operands[1], for: key, in: settings, context: context)
      guard store.updateSettings({ $0[key] = value }) else { return ExitStatus.cannotCreate }
      console.writeLine("\(key) = \(value)")
    case ("reset", let key?):
      let definition = try settings.definition(of: key)
      guard store.updateSettings({ $0[key] = nil }) else { return ExitStatus.cannotCreate }
      console.writeLine("\(key) = \(definition.defaultValue)")
    case ("reset", nil):
      guard store.updateSettings({ $0 = [:] }) else { return ExitStatus.cannotCreate }
      console.writeLine("Every setting is back to its default.")
    default:
      for problem in settings.problems { console.writeError("wordgames: \(problem)\n") }
      console.write(listing(settings))
    }
    return ExitStatus.success
  }

  /// Every setting, its value, and its default where it differs.
  static func listing(_ settings: Settings) -> String {
    let width = settings.definitions.map(\.key.count).max() ?? 0
    return settings.definitions.map { definition in
      let value = settings.value(of: definition.key)
      let changed = value == definition.defaultValue ? "" : " (default \(definition.defaultValue))"
      return
        "\(definition.key.padding(toLength: width))  \(value)\(changed)  — \(definition.summary)\n"
    }.joined()
  }
}
