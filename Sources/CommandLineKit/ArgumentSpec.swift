/// A positional argument: `KEY`, `N`, optional (`[KEY]`) or not.
public struct ArgumentSpec: Sendable {
  public let name: String
  public var isOptional = false
  /// Every value it takes, where it takes one of a few (a setting's key, a command's
  /// name): completion offers them.
  public var choices: [String]?

  public init(name: String, isOptional: Bool = false, choices: [String]? = nil) {
    self.name = name
    self.isOptional = isOptional
    self.choices = choices
  }

  public var synopsis: String { isOptional ? "[\(name)]" : name }
}
