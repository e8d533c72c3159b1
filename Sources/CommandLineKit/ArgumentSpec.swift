/// A positional argument: `KEY`, `N`, optional (`[KEY]`) or not.
public struct ArgumentSpec: Sendable {
  public let name: String
  public var isOptional = false
  /// Every value it takes, where it takes one of a few (a setting's key, a command's
  /// name): completion offers them.
  public var choices: [String]?
  /// The values it takes, by the word before it, where that decides them (a setting's
  /// values, by its key): completion offers them.
  public var choicesAfter: [String: [String]] = [:]
  /// The program's arguments that print the values it takes now, one a line (the numbers
  /// of the games kept): completion runs the program for them.
  public var choicesFrom: [String]?

  public init(
    name: String, isOptional: Bool = false, choices: [String]? = nil,
    choicesAfter: [String: [String]] = [:], choicesFrom: [String]? = nil
  ) {
    self.name = name
    self.isOptional = isOptional
    self.choices = choices
    self.choicesAfter = choicesAfter
    self.choicesFrom = choicesFrom
  }

  public var synopsis: String { isOptional ? "[\(name)]" : name }
}
