/// An option as the command line sees it: `--name` alone, or `--name VALUE` /
/// `--name=VALUE`. Game options are declared as `GameOption`s, which make their spec.
struct OptionSpec: Sendable {
  /// The name without its dashes.
  let name: String
  /// The placeholder of the value in help (`N`, `PATH`), or `nil` for a flag.
  let valueName: String?
  /// One line for `--help`.
  let summary: String
  /// The value taken when the option is given without one (`--computer` means
  /// `--computer perfect`), for an option whose value may be left out.
  var implicitValue: String?

  var takesValue: Bool { valueName != nil }

  var synopsis: String {
    guard let valueName else { return "--\(name)" }
    return implicitValue == nil ? "--\(name) \(valueName)" : "--\(name) [\(valueName)]"
  }
}
