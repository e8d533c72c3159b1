/// An option as the command line sees it: `--name` alone, or `--name VALUE` /
/// `--name=VALUE`. Game options are declared as `GameOption`s, which make their spec.
public struct OptionSpec: Sendable, Equatable {
  /// The name without its dashes.
  public let name: String
  /// The placeholder of the value in help (`N`, `PATH`), or `nil` for a flag.
  public let valueName: String?
  /// One line for `--help`.
  public let summary: String
  /// The value taken when the option is given without one (`--computer` means
  /// `--computer perfect`), for an option whose value may be left out.
  public var implicitValue: String?
  /// Every value the option takes, where it takes one of a few: completion and the manual
  /// page list them.
  public var choices: [String]?
  /// Whether the value is a file's path, which completion offers from the file system.
  public var isPath: Bool

  public init(
    name: String, valueName: String?, summary: String, implicitValue: String? = nil,
    choices: [String]? = nil, isPath: Bool = false
  ) {
    self.name = name
    self.valueName = valueName
    self.summary = summary
    self.implicitValue = implicitValue
    self.choices = choices
    self.isPath = isPath
  }

  public var takesValue: Bool { valueName != nil }

  public var synopsis: String {
    guard let valueName else { return "--\(name)" }
    return implicitValue == nil ? "--\(name) \(valueName)" : "--\(name) [\(valueName)]"
  }
}
