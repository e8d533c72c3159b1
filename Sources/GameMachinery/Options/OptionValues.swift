import CommandLineKit

/// The values of a game's declared options for one new game, by one precedence rule for
/// every game: a setting changed with `/settings` during this run, then the command line,
/// then the stored setting, then the declared default.
///
/// Every value is checked when the values are made, and kept as its setting stores it;
/// its declaration reads it as its type, which cannot fail (no `Any`, no casts).
public struct OptionValues {
  /// Each option's value, by option name, checked and written as its setting stores it,
  /// and where it came from.
  private var chosen: [String: (text: String, origin: OptionOrigin)] = [:]

  /// The values of `declarations` for `command`, with `settings` for what it does not give.
  ///
  /// - Parameters:
  ///   - preferred: The settings changed during this run, which beat the command line
  ///     because the player chose them later.
  ///   - continued: The options of the game this run continued (`SessionBasics.options`):
  ///     the games after it are played with them, as if the command line gave them (or,
  ///     for a default, as the default).
  /// - Throws: `UsageError` for a value on the command line that the option does not allow.
  public init(
    _ command: ParsedCommand, declarations: [any OptionDeclaration], settings: Settings? = nil,
    preferred: Set<String> = [], continued: DefiningOptions = DefiningOptions()
  ) throws(UsageError) {
    for option in declarations {
      let key = option.setting
      let stored = key.flatMap { settings?.value(of: $0) }
      if let key, let stored, preferred.contains(key) {
        chosen[option.name] = (stored, .setting)
      } else if let text = command.string(option.name) {
        guard let valid = option.checked(text) else {
          throw .invalidValue(option: option.name, value: text, allowed: option.expected)
        }
        chosen[option.name] = (valid, .commandLine)
      } else if command.flag(option.name) {
        chosen[option.name] = ("on", .commandLine)
      } else if let text = continued[name: option.name], let valid = option.checked(text) {
        // A default stays one, so that what depends on its being given does not change.
        chosen[option.name] = (valid, valid == option.defaultText ? .default : .commandLine)
      } else if let key, let stored {
        chosen[option.name] = (stored, settings?.isSet(key) == true ? .setting : .default)
      }
    }
  }

  /// The option's value; the option must have a default or a setting.
  public subscript<Value>(_ option: GameOption<Value>) -> Value {
    guard let value = given(option) ?? option.defaultValue else {
      preconditionFailure("--\(option.name) has no default")
    }
    return value
  }

  /// The option's value if the command line or a setting gives one.
  public func given<Value>(_ option: GameOption<Value>) -> Value? {
    chosen[option.name].flatMap { option.parse($0.text) }
  }

  /// The options of `declarations` that define a game: what a game keeps of its options,
  /// to be compared as a whole when a command line gives options again. With `givenOnly`,
  /// only those the command line gives (and those of a continued game that are not its
  /// defaults, which stand as if given).
  public func defining(
    of declarations: [any OptionDeclaration], givenOnly: Bool = false
  ) -> DefiningOptions {
    var options = DefiningOptions()
    for option in declarations where option.definesGame {
      guard !givenOnly || chosen[option.name]?.origin == .commandLine else { continue }
      options[name: option.name] = chosen[option.name]?.text ?? option.defaultText
    }
    return options
  }

  /// Where the option's value comes from.
  public func origin<Value>(of option: GameOption<Value>) -> OptionOrigin {
    chosen[option.name]?.origin ?? .default
  }
}
