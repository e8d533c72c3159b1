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
    #expect(list.string("limit") == "3")
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
    #expect(play.string("length") == "5")
    let colored = try ParsedCommand(Self.codebreaker, arguments: ["resume", "3", "--color=never"])
    #expect(colored.string("color") == "never")
  }

  @Test func usageListsTheCommandsOwnFormThenEachSubcommand() {
    #expect(
      Self.codebreaker.usage == """
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
