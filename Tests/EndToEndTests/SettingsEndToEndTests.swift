import Foundation
import TestSupport
import Testing

@Suite(.temporaryHome) struct SettingsEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  @Test func aSettingRoundTripsAndResets() throws {
    #expect(try process.run(["settings", "get", "evil.length"]).output == "7\n")
    let set = try process.run(["settings", "set", "evil.length", "5"])
    #expect(set.status == 0)
    #expect(set.output == "evil.length = 5\n")
    #expect(try process.run(["settings", "get", "evil.length"]).output == "5\n")
    #expect(
      try process.run(["settings"]).output.contains(
        "evil.length           5           Evil Hangman: word length (default 7)"))
    _ = try process.run(["settings", "reset", "evil.length"])
    #expect(try process.run(["settings", "get", "evil.length"]).output == "7\n")
  }

  @Test func theNextGameUsesTheSettings() throws {
    _ = try process.run(["settings", "set", "evil.guesses", "3"])
    _ = try process.run(["settings", "set", "evil.strategy", "Cautious"])
    let run = try process.run(["evil"], input: ["/quit"])
    #expect(run.output.contains("3 misses allowed · strategy: cautious"))
  }

  @Test func settingsChangedInAGameApplyToTheNext() throws {
    let run = try process.run(
      ["evil", "--length", "7", "--guesses", "6"],
      input: ["/settings", "evil.guesses 40", "evil.guesses 2", "", "/quit"])
    #expect(
      run.output.contains(
        "Invalid value '40' for evil.guesses: expected a whole number from 1 to 26."))
    #expect(run.output.contains("evil.guesses = 2; it applies to the next game."))
    #expect(run.output.contains("Left     6 misses"))
    #expect(try process.run(["settings", "get", "evil.guesses"]).output == "2\n")
  }

  @Test func aSettingIsPickedByNumberAndItsValueByNumberOrName() throws {
    let run = try process.run(
      ["evil", "--length", "5", "--seed", "1"],
      input: [
        "/settings", "99 on", "7 \(Int.min)", "7 2", "99", "7", "7", "lookahed", "3", "6", "",
        "8 on", "", "/quit",
      ])
    // A game's settings: the shared ones, then its own.
    let listing = try #require(run.output.range(of: "7  evil.strategy        largest"))
    #expect(run.output[listing.upperBound...].contains("Change a setting: its number"))
    #expect(!run.output.contains("hangman.guesses"))
    #expect(run.output.contains("Type a number from 1 to 8, or a key and a value (? explains)."))
    // Each choice is one token: a no-break space inside it.
    #expect(
      run.output.contains(
        "evil.strategy: 1\u{00A0}largest · 2\u{00A0}cautious · 3\u{00A0}lookahead · 4\u{00A0}planner."
      ))
    #expect(run.output.contains("Type a number from 1 to 4, or a value."))
    #expect(run.output.contains("Did you mean lookahead?"))
    #expect(run.output.contains("evil.guesses: a whole number from 1 to 26."))
    // The confirmation stays under the list, just above the prompt; Enter keeps a value.
    #expect(
      run.output.contains(
        "evil.strategy = lookahead; it applies to the next game.\nChange a setting: its number"))
    #expect(try process.run(["settings", "get", "evil.strategy"]).output == "lookahead\n")
    #expect(try process.run(["settings", "get", "evil.guesses"]).output == "6\n")
    // A number and a value set that setting at once, as its key and the value do; the value
    // is read as it is after the number alone (2 is the second choice).
    #expect(run.output.contains("evil.strategy = cautious; it applies to the next game."))
    #expect(run.output.contains("evil.show-remaining = on; it applies to the next game."))
    #expect(try process.run(["settings", "get", "evil.show-remaining"]).output == "on\n")
  }

  @Test func badValuesAndUnknownKeysAreRefused() throws {
    let bad = try process.run(["settings", "set", "evil.guesses", "0"])
    #expect(bad.status == 64)
    #expect(
      bad.errors.hasPrefix(
        "wordgames: error: invalid value '0' for evil.guesses: expected a whole number from 1 to 26"
      ))
    let unknown = try process.run(["settings", "get", "length"])
    #expect(unknown.status == 64)
    #expect(
      unknown.errors.hasPrefix(
        "wordgames: error: unknown setting 'length'; did you mean 'evil.length'?"))
    let missing = try process.run(["settings", "set", "color"])
    #expect(missing.status == 64)
    #expect(missing.errors.hasPrefix("wordgames: error: missing VALUE"))
    let extra = try process.run(["settings", "get", "color", "now"])
    #expect(extra.errors.hasPrefix("wordgames: error: unexpected argument 'now'"))
    #expect(try process.run(["settings", "list", "extra"]).status == 64)
    #expect(try process.run(["settings", "sett"]).status == 64)
  }

  @Test func oneEndOfARangeIsNeverSetPastTheOther() throws {
    #expect(try process.run(["settings", "set", "hangman.max-length", "5"]).status == 0)
    let past = try process.run(["settings", "set", "hangman.min-length", "12"])
    #expect(past.status == 64)
    #expect(
      past.errors.hasPrefix(
        "wordgames: error: invalid value '12' for hangman.min-length: expected at most "
          + "hangman.max-length (5)"))
    let below = try process.run(["settings", "set", "hangman.max-length", "3"])
    #expect(below.errors.contains("expected at least hangman.min-length (4)"))
    #expect(try process.run(["settings", "get", "hangman.min-length"]).output == "4\n")
    #expect(try process.run(["settings", "set", "hangman.min-length", "5"]).status == 0)
  }

  @Test func aDamagedSettingsFileIsMovedAsideAndDefaultsApply() throws {
    _ = try process.write("this is not a plist", to: "config/settings.plist")
    let run = try process.run(["settings", "get", "evil.guesses"])
    #expect(run.status == 0)
    #expect(run.output == "6\n")
    #expect(run.errors.contains("settings.plist is damaged"))
    #expect(run.errors.split(separator: "\n").count == 1)
    let config = try FileManager.default.contentsOfDirectory(
      atPath: process.home.appendingPathComponent("config").path)
    #expect(config.contains { $0.hasPrefix("settings.plist.damaged-") })
    #expect(try process.run(["settings", "get", "evil.guesses"]).errors.isEmpty)
  }

  /// A settings file that is a link is written through it: the link stays, and the file it
  /// leads to holds the change (SPEC §5).
  @Test func aSettingsFileThatIsALinkIsWrittenThroughIt() throws {
    let kept = try process.write("", to: "dotfiles/wordgames.plist")
    try FileManager.default.removeItem(atPath: kept)
    let settings = process.home.appendingPathComponent("config/settings.plist")
    try FileManager.default.createDirectory(
      at: settings.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: settings.path, withDestinationPath: "../dotfiles/wordgames.plist")
    for value in ["8", "9"] {
      #expect(try process.run(["settings", "set", "evil.length", value]).status == 0)
      #expect(
        try FileManager.default.destinationOfSymbolicLink(atPath: settings.path)
          == "../dotfiles/wordgames.plist")
      let written = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: URL(fileURLWithPath: kept)), format: nil)
      #expect((written as? [String: String]) == ["evil.length": value])
    }
  }

  /// Values no setting can use (a list, a number out of range) stay in the file as they
  /// were when another setting is changed: reported, never rewritten.
  @Test func valuesTheProgramCannotUseAreKeptAsTheyWere() throws {
    let original = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>color</key><array><string>red</string></array>
      <key>hangman.guesses</key><integer>-5</integer><key>mine</key><date>2026-01-01T00:00:00Z</date>
      <key>evil.show-remaining</key><true/></dict></plist>
      """
    let path = try process.write(original, to: "config/settings.plist")
    let set = try process.run(["settings", "set", "evil.length", "8"])
    #expect(set.status == 0)
    let written = try #require(
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil) as? [String: Any])
    #expect(written.count == 5)
    #expect(written["color"] as? [String] == ["red"])
    #expect(written["hangman.guesses"] as? Int == -5)
    #expect(written["mine"] is Date)
    #expect(written["evil.show-remaining"] as? Bool == true)
    #expect(written["evil.length"] as? String == "8")
    let listed = try process.run(["settings"])
    #expect(listed.errors.contains("invalid value '-5' for hangman.guesses"))
    #expect(listed.errors.contains("invalid value '<array>' for color"))
  }

  /// A folder where the settings' lock should be is named as what is in the way.
  @Test func aFolderInPlaceOfTheLockIsNamed() throws {
    let lock = process.home.appendingPathComponent("config/.settings.plist.lock")
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)
    let set = try process.run(["settings", "set", "evil.length", "8"])
    #expect(set.status == 73)
    #expect(set.errors.hasPrefix("wordgames: cannot write \(lock.path) (Is a directory)"))
  }
}
