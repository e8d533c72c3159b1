import EvilHangmanModel
import Foundation
import Lexicon
import Storage
import Terminal
import Testing

@testable import CommandLineKit
@testable import GameMachinery
@testable import wordgames

/// Command lines, subcommands and options declared once, parsed in process.
@Suite struct CommandParsingTests {
  /// An option of a game's options by name.
  static func option(_ name: String) throws -> Option<EvilOptions> {
    try #require(EvilOptions.options.first { $0.name == name })
  }

  @Test func anOptionDeclaredOnceGivesHelpSettingAndValue() throws {
    let guesses = try Self.option("guesses")
    #expect(guesses.spec.summary == "misses allowed, 1–26 (default 6)")
    let settings = Settings(games: WordGames.games)
    let setting = try #require(settings.definitions.first { $0.key == "evil.guesses" })
    #expect(setting.defaultValue == "6")
    #expect(setting.summary == "Evil Hangman: misses allowed")
    #expect(try setting.normalize(" 09 ") == "9")
    #expect(throws: SettingError.self) { try setting.normalize("27") }
    #expect(
      try Self.option("strategy").spec.summary.hasSuffix(
        ": largest (default), cautious, lookahead or planner"))
    #expect(
      throws: UsageError.invalidValue(
        option: "guesses", value: "0", allowed: "a whole number from 1 to 26")
    ) {
      _ = try OptionValues<EvilOptions>(
        ParsedCommand(EvilCommand.spec, arguments: ["--guesses", "0"]))
    }
  }

  /// The precedence rule, for every game: `/settings` during the run, then the command
  /// line, then the stored setting, then the default.
  @Test func valuesComeFromTheRunTheCommandLineTheSettingsThenTheDefault() throws {
    let spec = EvilCommand.spec
    let settings = Settings(
      definitions: Settings(games: WordGames.games).definitions,
      stored: ["evil.guesses": "9", "evil.strategy": "cautious"])
    let bare = try OptionValues<EvilOptions>(ParsedCommand(spec, arguments: []), settings: settings)
    #expect(bare.guesses == 9)
    #expect(bare.origin(of: try Self.option("guesses")) == .setting)
    #expect(bare.length == 7)
    #expect(bare.origin(of: EvilOptions.length) == .default)
    #expect(bare.common.seed == nil)

    let typed = try ParsedCommand(spec, arguments: ["--guesses", "3", "--seed", "-1"])
    let given = try OptionValues<EvilOptions>(typed, settings: settings)
    #expect(given.guesses == 3)
    #expect(given.strategy == .cautious)
    #expect(given.common.seed == UInt64.max)

    let later = try OptionValues<EvilOptions>(
      typed, settings: settings, preferred: ["evil.guesses"])
    #expect(later.guesses == 9)
  }

  @Test func anOptionOfAFewValuesKeepsThemForCompletionAndTheManualPage() throws {
    let spec = EvilCommand.spec
    #expect(
      spec.option(named: "strategy")?.choices == EvilStrategy.allCases.map(\.rawValue))
    #expect(spec.option(named: "lang")?.choices == Language.all.map(\.code))
    #expect(spec.option(named: "color")?.choices == ColorMode.allCases.map(\.rawValue))
    #expect(spec.option(named: "length")?.choices == nil)
  }
}
