import Lexicon
import Terminal

/// A command line split into options and arguments according to a `CommandSpec`.
///
/// Options may come in any order and repeat (the last one wins); `--name value` and
/// `--name=value` are the same; `--` ends the options.
struct ParsedCommand {
  let spec: CommandSpec
  private(set) var values: [String: String] = [:]
  private(set) var flags: Set<String> = []
  private(set) var arguments: [String] = []
  private(set) var wantsHelp = false

  init(_ spec: CommandSpec, arguments: [String]) throws(UsageError) {
    self.spec = spec
    var remaining = arguments[...]
    var optionsEnded = false
    while let argument = remaining.popFirst() {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        self.arguments.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "-h" || argument == "--help" {
        wantsHelp = true
      } else {
        try parseOption(argument, remaining: &remaining)
      }
    }
    if !wantsHelp, self.arguments.count > spec.maximumArguments {
      throw .unexpectedArgument(self.arguments[spec.maximumArguments])
    }
  }

  private mutating func parseOption(
    _ argument: String, remaining: inout ArraySlice<String>
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
    } else {
      throw .missingValue(option: name, valueName: valueName)
    }
  }

  /// Whether the flag was given.
  func flag(_ name: String) -> Bool {
    flags.contains(name)
  }

  /// The option's value as given, if it was given.
  func string(_ name: String) -> String? {
    values[name]
  }

  /// The option's value as a whole number, if it was given; its range is checked later,
  /// against what it is used with.
  func integer(_ name: String) throws(UsageError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text) else {
      throw .invalidValue(option: name, value: text, allowed: "a whole number")
    }
    return value
  }

  /// The option's value as a whole number in `range`, if it was given.
  func integer(_ name: String, in range: ClosedRange<Int>) throws(UsageError) -> Int? {
    guard let text = values[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw .invalidValue(
        option: name, value: text,
        allowed: "a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return value
  }

  /// The option's value as a seed: any whole number that fits in 64 bits.
  func seed() throws(UsageError) -> UInt64? {
    guard let text = values["seed"] else { return nil }
    if let value = UInt64(text) { return value }
    if let value = Int64(text) { return UInt64(bitPattern: value) }
    throw .invalidValue(option: "seed", value: text, allowed: "a whole number")
  }

  /// The option's value as one of a fixed set of choices, if it was given.
  func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ name: String, as type: Choice.Type = Choice.self
  ) throws(UsageError) -> Choice? {
    guard let text = values[name] else { return nil }
    guard let choice = Choice(rawValue: text.lowercased()) else {
      let names = Choice.allCases.map(\.rawValue)
      throw .invalidValue(
        option: name, value: text, allowed: "one of \(names.joined(separator: ", "))")
    }
    return choice
  }

  /// The `--lang` value, if it was given.
  func language() throws(UsageError) -> Language? {
    guard let text = values["lang"] else { return nil }
    guard let language = Language(name: text) else {
      throw .invalidValue(option: "lang", value: text, allowed: Language.allowedNames)
    }
    return language
  }

  /// The `--color` value, or `auto`.
  func colorMode() throws(UsageError) -> ColorMode {
    try choice("color") ?? .auto
  }
}
