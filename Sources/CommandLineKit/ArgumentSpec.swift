/// A positional argument: `KEY`, `N`, optional (`[KEY]`) or not.
public struct ArgumentSpec: Sendable {
  public let name: String
  public var isOptional = false

  public init(name: String, isOptional: Bool = false) {
    self.name = name
    self.isOptional = isOptional
  }

  public var synopsis: String { isOptional ? "[\(name)]" : name }
}
