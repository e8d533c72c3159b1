import Foundation
import Storage
import Testing

@testable import wordgames

/// Command lines, subcommands and options declared once, parsed in process.
@Suite struct CommandParsingTests {
  /// CodeWord Breaker's subcommands (SPEC §2), as a spec.
  static let codebreaker = CommandSpec(
    name: "codebreaker", summary: "guess the word",
    options: [OptionSpec(name: "length", valueName: "N", summary: "word length")],
    subcommands: [
      CommandSpec(
        name: "list", summary: "every game",
        options: [OptionSpec(name: "limit", valueName: "N", summary: "at most N")]),
      CommandSpec(name: "resume", summary: "go on", arguments: [ArgumentSpec(name: "N")]),
      CommandSpec(name: "delete", summary: "forget", arguments: [ArgumentSpec(name: "N")]),
    ])

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
    #expect(
      Self.codebreaker.usage
        == """
        wordgames codebreaker [--length N]
               wordgames codebreaker list [--limit N]
               wordgames codebreaker resume N
               wordgames codebreaker delete N
        """)
  }

  @Test func anOptionDeclaredOnceGivesHelpSettingAndValue() throws {
    let guesses = EvilCommand.guesses
    #expect(guesses.spec.summary == "incorrect guesses allowed, 1–26 (default 6)")
    let setting = try #require(guesses.settingDefinition(of: "Evil Hangman"))
    #expect(setting.key == "evil.guesses")
    #expect(setting.defaultValue == "6")
    #expect(setting.summary == "Evil Hangman: incorrect guesses allowed")
    #expect(try setting.normalize(" 09 ").get() == "9")
    #expect(throws: SettingError.self) { try setting.normalize("27").get() }
    #expect(
      EvilCommand.strategy.spec.summary.hasSuffix(": largest (default), cautious or lookahead"))
    #expect(
      throws: UsageError.invalidValue(
        option: "guesses", value: "0", allowed: "a whole number from 1 to 26")
    ) {
      try guesses.validate("0")
    }
  }

  /// The precedence rule, for every game: `/settings` during the run, then the command
  /// line, then the stored setting, then the default.
  @Test func valuesComeFromTheRunTheCommandLineTheSettingsThenTheDefault() throws {
    let spec = EvilCommand.spec
    let declarations = EvilCommand.declarations
    let settings = Settings(
      definitions: WordGames.catalogue.definitions,
      stored: ["evil.guesses": "9", "evil.strategy": "cautious"])
    let bare = try OptionValues(
      ParsedCommand(spec, arguments: []), declarations: declarations, settings: settings)
    #expect(bare[EvilCommand.guesses] == 9)
    #expect(bare.origin(of: EvilCommand.guesses) == .setting)
    #expect(bare[EvilCommand.length] == 7)
    #expect(bare.origin(of: EvilCommand.length) == .default)
    #expect(bare.given(SharedOptions.seed) == nil)

    let typed = try ParsedCommand(spec, arguments: ["--guesses", "3", "--seed", "-1"])
    let given = try OptionValues(typed, declarations: declarations, settings: settings)
    #expect(given[EvilCommand.guesses] == 3)
    #expect(given[EvilCommand.strategy] == .cautious)
    #expect(given.given(SharedOptions.seed) == UInt64.max)

    let later = try OptionValues(
      typed, declarations: declarations, settings: settings, preferred: ["evil.guesses"])
    #expect(later[EvilCommand.guesses] == 9)
  }
}
