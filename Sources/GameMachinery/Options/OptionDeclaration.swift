import CommandLineKit

/// A declared option of any type (a `GameOption`), as commands, help and the settings list
/// them. Its values travel as the text its setting stores (`en`, `7`, `on`), each read back
/// as the option's own type by `OptionValues`.
public protocol OptionDeclaration: Sendable {
  var name: String { get }
  var spec: OptionSpec { get }
  /// What the option does, and its values and default as help shows them after that.
  var summary: String { get }
  var helpDetail: String { get }
  var definesGame: Bool { get }
  var isWordLength: Bool { get }
  /// The setting's key, if any.
  var setting: String? { get }
  /// What the command line may give, for the message refusing anything else.
  var expected: String { get }
  /// The default value written as its setting stores it, if the option has one.
  var defaultText: String? { get }
  /// A text the command line gives, written as its setting stores it (`planner` for
  /// `PLANNER`), if the option takes it.
  func checked(_ text: String) -> String?
  /// What its setting may hold, in words, and the values offered by number, if any.
  var settingAllowed: String { get }
  var settingChoices: [String]? { get }
  /// A value for its setting in the normal form it is stored in (`planner` for
  /// `PLANNER `), or `nil` if the setting does not take it.
  func settingText(_ value: String) -> String?
}
