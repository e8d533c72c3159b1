import CommandLineKit

/// A declared option of any type (a `GameOption`), as commands, help and the settings list
/// them. Its values are typed; its setting stores each as text (`en`, `7`, `on`).
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
  /// The value of a text the command line gives, if the option takes it.
  func value(of text: String) -> (any Sendable)?
  /// A value of the option written as its setting stores it.
  func text(of value: any Sendable) -> String?
  /// What its setting may hold, in words, and the values offered by number, if any.
  var settingAllowed: String { get }
  var settingChoices: [String]? { get }
  /// A value for its setting in the normal form it is stored in (`planner` for
  /// `PLANNER `), or `nil` if the setting does not take it.
  func settingText(_ value: String) -> String?
}
