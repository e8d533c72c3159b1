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
  @Test func anOptionDeclaredOnceGivesHelpSettingAndValue() throws {
    let guesses = EvilCommand.guesses
    #expect(guesses.spec.summary == "misses allowed, 1–26 (default 6)")
    let catalogue = SettingsCatalogue(games: WordGames.games)
    let setting = try #require(catalogue.definitions.first { $0.key == "evil.guesses" })
    #expect(setting.defaultValue == "6")
    #expect(setting.summary == "Evil Hangman: misses allowed")
    #expect(try setting.normalize(" 09 ") == "9")
    #expect(throws: SettingError.self) { try setting.normalize("27") }
    #expect(
      EvilCommand.strategy.spec.summary.hasSuffix(
        ": largest (default), cautious, lookahead or planner"))
    #expect(
      throws: UsageError.invalidValue(
        option: "guesses", value: "0", allowed: "a whole number from 1 to 26")
    ) {
      _ = try OptionValues(
        ParsedCommand(EvilCommand.spec, arguments: ["--guesses", "0"]),
        declarations: EvilCommand.declarations)
    }
  }

  /// The precedence rule, for every game: `/settings` during the run, then the command
  /// line, then the stored setting, then the default.
  @Test func valuesComeFromTheRunTheCommandLineTheSettingsThenTheDefault() throws {
    let spec = EvilCommand.spec
    let declarations = EvilCommand.declarations
    let settings = Settings(
      definitions: SettingsCatalogue(games: WordGames.games).definitions,
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

  @Test func anOptionOfAFewValuesKeepsThemForCompletionAndTheManualPage() throws {
    let spec = EvilCommand.spec
    #expect(
      spec.option(named: "strategy")?.choices == EvilStrategy.allCases.map(\.rawValue))
    #expect(spec.option(named: "lang")?.choices == Language.all.map(\.code))
    #expect(spec.option(named: "color")?.choices == ColorMode.allCases.map(\.rawValue))
    #expect(spec.option(named: "length")?.choices == nil)
  }
}
