import EvilHangmanModel
import Storage
import Terminal

/// Every setting, with its default and the same checks as the matching option (SPEC §4).
enum SettingsRegistry {
  static let definitions: [SettingDefinition] = [
    choice("color", ColorMode.self, default: .auto, "colour: auto, always or never"),
    integer("evil.length", 1...LetterLimit.evilLength, default: 7, "Evil Hangman word length"),
    integer("evil.guesses", 1...26, default: 6, "Evil Hangman incorrect guesses allowed"),
    choice("evil.strategy", EvilStrategy.self, default: .largest, "how the computer cheats"),
    flag("evil.show-remaining", default: false, "say how many words remain after each guess"),
  ]

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

/// Limits that do not depend on the word list.
enum LetterLimit {
  /// The longest Evil Hangman word: classes are named by 64-bit position masks.
  static let evilLength = 64
}

extension Settings {
  /// The settings as stored in `store`, over the registered defaults.
  init(_ store: Store) {
    self.init(definitions: SettingsRegistry.definitions, stored: store.storedSettings())
  }

  func integer(_ key: String) -> Int {
    Int(value(of: key)) ?? 0
  }

  func flag(_ key: String) -> Bool {
    value(of: key) == "on"
  }
}
