import CommandLineKit
import Storage

/// A declared option of any type, as commands, help and the settings list them.
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
  /// Checks a value as given on the command line.
  func validate(_ text: String) throws(UsageError)
  /// The value `text` stands for, or `nil` if the option does not take it.
  func value(of text: String) -> (any Sendable)?
  /// A value of the option written as its setting stores it (`en` for `english`), or
  /// `nil` for a value of another type.
  func text(ofValue value: any Sendable) -> String?
  /// The default value written as its setting stores it, if the option has one.
  var defaultText: String? { get }
}
