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
    let console = context.console(color: .never)
    let store = context.store(reportingTo: console)
    let settings = Settings(store)
    var arguments = command.arguments[...]
    let action = arguments.popFirst() ?? "list"
    let expected: Int
    switch action {
    case "list":
      expected = 0
      console.write(listing(settings))
    case "get":
      expected = 1
      let key = try argument(&arguments, "KEY")
      _ = try settings.definition(of: key)
      console.writeLine(settings.value(of: key))
    case "set":
      expected = 2
      let key = try argument(&arguments, "KEY")
      let value = try settings.validate(try argument(&arguments, "VALUE"), for: key)
      store.updateSettings { $0[key] = value }
      console.writeLine("\(key) = \(value)")
    case "reset":
      expected = 1
      if let key = arguments.popFirst() {
        _ = try settings.definition(of: key)
        store.updateSettings { $0[key] = nil }
        console.writeLine("\(key) = \(settings.definitions.first { $0.key == key }!.defaultValue)")
      } else {
        store.updateSettings { $0 = [:] }
        console.writeLine("Every setting is back to its default.")
      }
    default:
      throw UsageError.invalidValue(
        option: "settings", value: action, allowed: "list, get, set or reset")
    }
    if let extra = arguments.dropFirst(max(0, expected - (command.arguments.count - 1))).first,
      command.arguments.count - 1 > expected
    {
      throw UsageError.unexpectedArgument(extra)
    }
    return ExitStatus.success
  }

  private static func argument(
    _ arguments: inout ArraySlice<String>, _ name: String
  ) throws(UsageError) -> String {
    guard let value = arguments.popFirst() else { throw .missingArgument(name) }
    return value
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
