/// A positional argument: `KEY`, `N`, optional (`[KEY]`) or not; the last may take every
/// word left (`CODE...`: a code typed in groups, with spaces).
public struct ArgumentSpec: Sendable {
  public let name: String
  public var isOptional = false
  public var takesTheRest = false
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
    name: String, isOptional: Bool = false, takesTheRest: Bool = false,
    choices: [String]? = nil, choicesAfter: [String: [String]] = [:],
    choicesFrom: [String]? = nil
  ) {
    self.name = name
    self.isOptional = isOptional
    self.takesTheRest = takesTheRest
    self.choices = choices
    self.choicesAfter = choicesAfter
    self.choicesFrom = choicesFrom
  }

  public var synopsis: String {
    let form = takesTheRest ? name + "..." : name
    return isOptional ? "[\(form)]" : form
  }
}
