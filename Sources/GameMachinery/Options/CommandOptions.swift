import CommandLineKit

/// A command's options as one typed value, as argument-parser's `ParsableArguments` is: a
/// plain value the command reads, compares and saves, with every option declared once, with
/// the field it sets (`options`). The command line, the settings, help, the manual page,
/// completion, a saved game and a challenge code all read that one declaration.
public protocol CommandOptions: Codable, Sendable {
  /// Every option at its default.
  init()
  /// Every option, in the order help lists them.
  static var options: [Option<Self>] { get }
}

extension CommandOptions {
  /// The options as the command line sees them.
  public static var specs: [OptionSpec] { options.map(\.spec) }

  /// Whether every field holds a value its option takes: options read from outside (a
  /// save) are checked so before anything is played with them.
  public var isValid: Bool { Self.options.allSatisfy { $0.holdsValidValue(self) } }
}

/// Where an option's value came from.
public enum OptionOrigin: Sendable {
  case commandLine, setting, `default`
}

/// A command's options for one run, or one new game, by one precedence rule for every
/// command: a setting changed with `/settings` during this run, then the command line, then
/// the options of the game the run continues, then the stored setting, then the default.
/// Read a value as a field of the options: `options.length`.
@dynamicMemberLookup
public struct OptionValues<Options: CommandOptions>: Sendable {
  /// The options, every value checked.
  public private(set) var value = Options()
  /// Where each option's value came from, by name.
  private var origins: [String: OptionOrigin] = [:]

  /// The options `command` gives, with `settings` for what it does not.
  ///
  /// - Parameters:
  ///   - preferred: The settings changed during this run, which beat the command line
  ///     because the player chose them later.
  ///   - continued: The options of the game this run continued: the games after it are
  ///     played with those that define a game, as if the command line gave them (or, for a
  ///     default, as the default).
  /// - Throws: `UsageError` for a value on the command line that its option does not take.
  public init(
    _ command: ParsedCommand, settings: Settings? = nil, preferred: Set<String> = [],
    continued: Options? = nil
  ) throws(UsageError) {
    for option in Options.options {
      let key = option.setting
      let stored = key.flatMap { settings?.value(of: $0) }
      // A flag given is `on`, which every flag takes.
      let given = command.values[option.name] ?? (command.has(option.name) ? "on" : nil)
      if let key, let stored, preferred.contains(key) {
        _ = option.set(&value, stored)
        origins[option.name] = .setting
      } else if let given {
        guard option.set(&value, given) else {
          throw .invalidValue(option: option.name, value: given, allowed: option.expected)
        }
        origins[option.name] = .commandLine
      } else if let continued, option.definesGame {
        option.copy(&value, continued)
        // A default stays one, so that what depends on its being given does not change.
        let isDefault = option.text(continued) == option.defaultText
        origins[option.name] = isDefault ? .default : .commandLine
      } else if let key, let stored {
        _ = option.set(&value, stored)
        origins[option.name] = settings?.isSet(key) == true ? .setting : .default
      }
    }
  }

  public subscript<Value>(dynamicMember path: KeyPath<Options, Value>) -> Value {
    value[keyPath: path]
  }

  /// Where the option's value comes from.
  public func origin(of option: Option<Options>) -> OptionOrigin {
    origins[option.name] ?? .default
  }

  /// The options of a saved game, those that define it as they were, the rest (how it is
  /// shown) as this run has them.
  public func shown(_ saved: Options) -> Options {
    var shown = value
    for option in Options.options where option.definesGame { option.copy(&shown, saved) }
    return shown
  }

  /// Whether `saved`, the options of a saved game, are these as far as the command line
  /// gives options that define a game: the same command line continues that game.
  public func fit(_ saved: Options) -> Bool {
    Options.options.allSatisfy { option in
      !option.definesGame || origin(of: option) != .commandLine
        || option.text(saved) == option.text(value)
    }
  }
}
