import Testing

@testable import CommandLineKit

/// Command lines parsed against their specs: subcommands, arguments, options, mistakes.
@Suite struct ParsedCommandTests {
  /// CodeWord Breaker's subcommands (SPEC §2), as a spec.
  static let codebreaker = CommandSpec(
    name: "codebreaker", summary: "guess the word",
    options: [OptionSpec(name: "length", valueName: "N", summary: "word length"), color],
    subcommands: [
      CommandSpec(
        name: "list", summary: "every game",
        options: [OptionSpec(name: "limit", valueName: "N", summary: "at most N"), color]),
      CommandSpec(
        name: "resume", summary: "go on", arguments: [ArgumentSpec(name: "N")], options: [color]),
      CommandSpec(name: "delete", summary: "forget", arguments: [ArgumentSpec(name: "N")]),
    ])

  /// An option the command and two of its subcommands take.
  static let color = OptionSpec(name: "color", valueName: "WHEN", summary: "colour")

  @Test func subcommandsTakeTheirOwnArgumentsAndOptions() throws {
    let list = try ParsedCommand(Self.codebreaker, arguments: ["list", "--limit", "3"])
    #expect(list.subcommand == "list")
    #expect(list.values["limit"] == "3")
    let resume = try ParsedCommand(Self.codebreaker, arguments: ["resume", "12"])
    #expect(resume.subcommand == "resume")
    #expect(resume.argument(0) == "12")
    #expect(throws: UsageError.missingArgument("N")) {
      try ParsedCommand(Self.codebreaker, arguments: ["delete"])
    }
    #expect(throws: UsageError.unknownOption("--limit", suggestion: nil)) {
      try ParsedCommand(Self.codebreaker, arguments: ["--limit", "3"])
    }
    #expect(
      throws: UsageError.unknownSubcommand("lsit", command: "codebreaker", suggestion: "list")
    ) {
      try ParsedCommand(Self.codebreaker, arguments: ["lsit"])
    }
    let play = try ParsedCommand(Self.codebreaker, arguments: ["--length", "5"])
    #expect(play.subcommand == nil)
    #expect(play.values["length"] == "5")
    let colored = try ParsedCommand(Self.codebreaker, arguments: ["resume", "3", "--color=never"])
    #expect(colored.values["color"] == "never")
  }

  @Test func usageListsTheCommandsOwnFormThenEachSubcommand() {
    #expect(
      Program(name: "wordgames", version: "1", summary: "", commands: []).usage(
        of: Self.codebreaker) == """
          wordgames codebreaker [--length N] [--color WHEN]
                 wordgames codebreaker list [--limit N] [options]
                 wordgames codebreaker resume N [options]
                 wordgames codebreaker delete N
          """)
    let list = Self.codebreaker.subcommands[0]
    #expect(Self.codebreaker.ownOptions(of: list).map(\.name) == ["limit"])
  }

  @Test func aMistypedNameSuggestsTheClosestOneOnlyWhenItIsClose() {
    #expect("evli".closest(among: ["hangman", "evil", "ghost"]) == "evil")
    #expect("xyzzy".closest(among: ["hangman", "evil", "ghost"]) == nil)
  }
}

/// The parser's rules, one command line each, against a command with every kind of
/// option and argument.
@Suite struct ParsingTableTests {
  static let spec = CommandSpec(
    name: "play", summary: "play",
    arguments: [ArgumentSpec(name: "WHO"), ArgumentSpec(name: "WHERE", isOptional: true)],
    options: [
      OptionSpec(name: "length", valueName: "N", summary: "word length"),
      OptionSpec(name: "computer", valueName: "LEVEL", summary: "level", implicitValue: "best"),
      OptionSpec(name: "new", valueName: nil, summary: "start afresh"),
    ])

  /// What a command line parses into: its options' values, flags and arguments.
  struct Parsed: Equatable, CustomStringConvertible {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var arguments: [String] = []
    var wantsHelp = false

    var description: String { "\(values) \(flags.sorted()) \(arguments) help: \(wantsHelp)" }
  }

  static let accepted: [([String], Parsed)] = [
    (["ann"], Parsed(arguments: ["ann"])),
    (["ann", "home"], Parsed(arguments: ["ann", "home"])),
    (["--length", "7", "ann"], Parsed(values: ["length": "7"], arguments: ["ann"])),
    (["ann", "--length=7"], Parsed(values: ["length": "7"], arguments: ["ann"])),
    (
      ["--length", "5", "--length", "7", "ann"], Parsed(values: ["length": "7"], arguments: ["ann"])
    ),
    (["--length=", "ann"], Parsed(values: ["length": ""], arguments: ["ann"])),
    (["--computer", "ann", "bob"], Parsed(values: ["computer": "ann"], arguments: ["bob"])),
    (["ann", "--computer"], Parsed(values: ["computer": "best"], arguments: ["ann"])),
    (
      ["--computer", "--new", "ann"],
      Parsed(values: ["computer": "best"], flags: ["new"], arguments: ["ann"])
    ),
    (["--new", "ann", "--new"], Parsed(flags: ["new"], arguments: ["ann"])),
    (["--", "--new"], Parsed(arguments: ["--new"])),
    (["-", "x"], Parsed(arguments: ["-", "x"])),
    (["--help"], Parsed(wantsHelp: true)),
    (["-h", "a", "b", "c"], Parsed(arguments: ["a", "b", "c"], wantsHelp: true)),
    (["ann", "--length", "-3"], Parsed(values: ["length": "-3"], arguments: ["ann"])),
    (["-1", "--new"], Parsed(flags: ["new"], arguments: ["-1"])),
    (["-99999999999999999999"], Parsed(arguments: ["-99999999999999999999"])),
  ]

  @Test(arguments: accepted)
  func acceptsWhatItShould(_ line: [String], _ expected: Parsed) throws {
    let parsed = try ParsedCommand(Self.spec, arguments: line)
    let found = Parsed(
      values: parsed.values, flags: parsed.flags, arguments: parsed.arguments,
      wantsHelp: parsed.wantsHelp)
    #expect(found == expected, "\(line)")
  }

  static let refused: [([String], UsageError)] = [
    ([], .missingArgument("WHO")),
    (["a", "b", "c"], .unexpectedArgument("c")),
    (["ann", "--lenght", "7"], .unknownOption("--lenght", suggestion: "length")),
    (["ann", "-length", "7"], .unknownOption("-length", suggestion: "length")),
    (["ann", "--zzzzzz"], .unknownOption("--zzzzzz", suggestion: nil)),
    (["ann", "--length"], .missingValue(option: "length", valueName: "N")),
    (["ann", "--length", "--new"], .missingValue(option: "length", valueName: "N")),
    (["ann", "--new=yes"], .unexpectedValue(option: "new", value: "yes")),
  ]

  @Test(arguments: refused)
  func refusesWhatItShould(_ line: [String], _ error: UsageError) {
    #expect(throws: error, "\(line)") { try ParsedCommand(Self.spec, arguments: line) }
  }

  @Test func anArgumentThousandsOfCharactersLongIsShownCut() {
    let typed = String(repeating: "9", count: 5000)
    let shown = "'" + String(repeating: "9", count: 59) + "…'"
    #expect(
      UsageError.invalidValue(option: "length", value: typed, allowed: "a whole number")
        .description == "invalid value \(shown) for --length: expected a whole number")
    #expect(UsageError.unexpectedArgument(typed).description == "unexpected argument \(shown)")
    let fits = String(repeating: "9", count: 60)
    #expect(UsageError.unexpectedArgument(fits).description == "unexpected argument '\(fits)'")
  }
}
