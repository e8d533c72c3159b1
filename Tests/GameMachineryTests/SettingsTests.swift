import Testing

@testable import GameMachinery

/// The settings: a declared option's stored value over its default, checked by the option.
@Suite struct SettingsTests {
  /// One setting, `n`: a whole number from 1 to 9, 1 by default.
  struct Options: CommandOptions {
    var n = 1
    static let options: [Option<Self>] = [
      .integer(\.n, "n", in: 1...9, setting: "n", summary: "a number")
    ]
  }

  static func settings(_ stored: [String: String]) -> Settings {
    Settings(definitions: [Options.options[0].setting(of: nil)!], stored: stored)
  }

  @Test func aStoredValueTheOptionTakesIsUsedInItsNormalForm() throws {
    let settings = Self.settings(["n": " 05 "])
    #expect(settings.value(of: "n") == "5")
    #expect(settings.isSet("n"))
    #expect(settings.problems.isEmpty)
    #expect(try settings.definition(of: "n").normalize("7") == "7")
  }

  @Test func settingsFallBackToDefaultsForInvalidStoredValues() throws {
    let settings = Self.settings(["n": "x"])
    #expect(settings.value(of: "n") == "1")
    #expect(!settings.isSet("n"))
    #expect(
      throws: SettingError.invalidValue(
        key: "n", value: "10", allowed: "a whole number from 1 to 9")
    ) {
      try settings.definition(of: "n").normalize("10")
    }
  }

  @Test func settingsNameTheStoredValuesTheyCannotUse() {
    let settings = Self.settings(["n": "x", "bogus": "1"])
    #expect(settings.problems.count == 2)
    #expect(settings.problems[0].contains("unknown setting 'bogus'"))
    #expect(settings.problems[1].contains("invalid value 'x' for n"))
    #expect(throws: SettingError.unknownKey("m", suggestion: "n")) {
      try settings.definition(of: "m").normalize("1")
    }
  }
}
