import EvilHangmanModel
import Lexicon
import Storage
import Terminal

/// Every setting, with its default and the same checks as the matching option (SPEC §4).
enum SettingsRegistry {
  static let definitions: [SettingDefinition] = [
    choice("color", ColorMode.self, default: .auto, "colour: auto, always or never"),
    integer(
      "evil.length", 1...WordList.maximumWordLength, default: 7, "Evil Hangman word length"),
    integer(
      "evil.guesses", EvilHangman.guessLimits, default: 6,
      "Evil Hangman incorrect guesses allowed"),
    choice("evil.strategy", EvilStrategy.self, default: .largest, "how the computer cheats"),
    flag("evil.show-remaining", default: false, "say how many words remain after each guess"),
  ]

  /// The settings that are word lengths, checked against the bundled lists' lengths.
  static let lengthKeys: Set<String> = ["evil.length"]

  /// Checks a value for `key` as `settings set` and `/settings` store it: by the setting's
  /// own rule, then, for a word length, against the lengths the bundled full lists have
  /// (a game may be played with either language).
  ///
  /// - Returns: The value in its normal form.
  static func validate(
    _ value: String, for key: String, in settings: Settings, context: Context
  ) throws(SettingError) -> String {
    let normal = try settings.validate(value, for: key)
    guard lengthKeys.contains(key), let length = Int(normal) else { return normal }
    var lengths: [String] = []
    for language in Language.allCases {
      guard let list = try? context.loadWordList(file: language.fullListFile, override: nil)
      else { continue }
      if list.lengths.contains(length) { return normal }
      lengths.append("\(language.name) \(list.lengths.rangesDescription)")
    }
    guard !lengths.isEmpty else { return normal }  // no list to check against
    throw .invalidValue(
      key: key, value: value,
      allowed: "a length that has words (\(lengths.joined(separator: "; ")))")
  }

  private static func integer(
    _ key: String, _ range: ClosedRange<Int>, default value: Int, _ summary: String
  ) -> SettingDefinition {
    SettingDefinition(key: key, defaultValue: String(value), summary: summary) { text in
      guard let number = Int(text.trimmingSpaces), range.contains(number) else {
        return .failure(
          .invalidValue(
            key: key, value: text,
            allowed: "a whole number from \(range.lowerBound) to \(range.upperBound)"))
      }
      return .success(String(number))
    }
  }

  private static func choice<Choice: CaseIterable & RawRepresentable<String>>(
    _ key: String, _ type: Choice.Type, default value: Choice, _ summary: String
  ) -> SettingDefinition {
    let names = Choice.allCases.map(\.rawValue)
    return SettingDefinition(key: key, defaultValue: value.rawValue, summary: summary) { text in
      let name = text.trimmingSpaces.lowercased()
      guard names.contains(name) else {
        let allowed = "one of \(names.joined(separator: ", "))"
        return .failure(.invalidValue(key: key, value: text, allowed: allowed))
      }
      return .success(name)
    }
  }

  private static func flag(_ key: String, default value: Bool, _ summary: String)
    -> SettingDefinition
  {
    SettingDefinition(key: key, defaultValue: value ? "on" : "off", summary: summary) { text in
      switch text.trimmingSpaces.lowercased() {
      case "on", "true", "yes", "1": .success("on")
      case "off", "false", "no", "0": .success("off")
      default: .failure(.invalidValue(key: key, value: text, allowed: "on or off"))
      }
    }
  }
}

extension Settings {
  /// The settings as stored in `store`, over the registered defaults.
  init(_ store: Store) {
    self.init(definitions: SettingsRegistry.definitions, stored: store.storedSettings())
  }

  func integer(_ key: String) -> Int {
    Int(value(of: key)) ?? 0
  }

  /// The registered default of an integer setting.
  func defaultInteger(_ key: String) -> Int {
    (try? definition(of: key)).flatMap { Int($0.defaultValue) } ?? 0
  }

  func flag(_ key: String) -> Bool {
    value(of: key) == "on"
  }
}
