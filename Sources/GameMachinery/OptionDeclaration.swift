import CommandLineKit
import Storage

/// A declared option of any type, as commands, help and the settings list them. Its values
/// travel as the text its setting stores (`en`, `7`, `on`), each read back as the option's
/// own type by `OptionValues`.
public protocol OptionDeclaration: Sendable {
  var name: String { get }
  var spec: OptionSpec { get }
  /// The option's setting, if it has one, described as an option of `game` ("Evil
  /// Hangman"), or of every game.
  func settingDefinition(of game: String?) -> SettingDefinition?
  var definesGame: Bool { get }
  var isWordLength: Bool { get }
  /// The setting's key, if any.
  var setting: String? { get }
  /// A value as given on the command line, written as its setting stores it (`planner`
  /// for `PLANNER`).
  ///
  /// - Throws: `UsageError` for a value the option does not take.
  func validate(_ text: String) throws(UsageError) -> String
  /// The default value written as its setting stores it, if the option has one.
  var defaultText: String? { get }
}
