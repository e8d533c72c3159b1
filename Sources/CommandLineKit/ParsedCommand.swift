/// A command line split into its subcommand, options and arguments by a `CommandSpec`.
///
/// Options may come in any order and repeat (the last one wins); `--name value` and
/// `--name=value` are the same; `--` ends the options.
public struct ParsedCommand {
  /// The subcommand named (or the default one), for a command that has subcommands.
  public private(set) var subcommand: String?
  /// The value of each option given with one, as given, by the option's name.
  public private(set) var values: [String: String] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var arguments: [String] = []
  public private(set) var wantsHelp = false

  public init(_ spec: CommandSpec, arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var accepted = spec
    if !spec.subcommands.isEmpty {
      if let first = remaining.first, !first.hasPrefix("-") {
        guard let subcommand = spec.subcommands.first(where: { $0.name == first }) else {
          throw .unknownSubcommand(
            first, command: spec.name,
            suggestion: first.closest(among: spec.subcommands.map(\.name)))
        }
        accepted = subcommand
        remaining.removeFirst()
      } else if let name = spec.defaultSubcommand {
        accepted = spec.subcommands.first { $0.name == name } ?? spec
      }
      if accepted.name != spec.name { subcommand = accepted.name }
    }
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      // `-` alone and a negative number (`resume -1`) are arguments: no option is named by
      // digits.
      let isOption =
        argument.hasPrefix("-") && !argument.dropFirst().allSatisfy { ("0"..."9").contains($0) }
      if optionsEnded || !isOption {
        self.arguments.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        wantsHelp = true
      } else {
        try parseOption(argument, of: accepted, remaining: &remaining)
      }
    }
    guard !wantsHelp else { return }
    let declared = accepted.arguments
    if self.arguments.count > declared.count, declared.last?.takesTheRest != true {
      throw .unexpectedArgument(self.arguments[declared.count])
    }
    if let missing = declared.dropFirst(self.arguments.count).first(where: { !$0.isOptional }) {
      throw .missingArgument(missing.name)
    }
  }

  private mutating func parseOption(
    _ argument: String, of spec: CommandSpec, remaining: inout ArraySlice<String>
  ) throws(UsageError) {
    let body = argument.drop { $0 == "-" }
    let name = String(body.prefix { $0 != "=" })
    let attached = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
    guard let option = spec.option(named: name), argument.hasPrefix("--") else {
      throw .unknownOption(
        argument, suggestion: name.closest(among: spec.options.map(\.name) + ["help"]))
    }
    guard let valueName = option.valueName else {
      if let attached { throw .unexpectedValue(option: name, value: attached) }
      flags.insert(name)
      return
    }
    if let attached {
      values[name] = attached
    } else if let next = remaining.first, !next.hasPrefix("--") {
      values[name] = next
      remaining.removeFirst()
    } else if let implicit = option.implicitValue {
      values[name] = implicit
    } else {
      throw .missingValue(option: name, valueName: valueName)
    }
  }

  /// Whether the option was given, as a flag or with a value.
  public func has(_ name: String) -> Bool {
    flags.contains(name) || values[name] != nil
  }

  /// Refuses the first of `options` given beside `other`, when `other` was given: beside it,
  /// they would mean nothing (`ghost --solve --match`).
  ///
  /// - Throws: `UsageError.meaningless`, naming the option and `other`.
  public func refuse(_ options: [String], beside other: String) throws(UsageError) {
    guard has(other), let given = options.first(where: has) else { return }
    throw .meaningless(option: given, beside: other)
  }

  /// The positional argument at `index`, if it was given.
  public func argument(_ index: Int) -> String? {
    arguments.indices.contains(index) ? arguments[index] : nil
  }
}
