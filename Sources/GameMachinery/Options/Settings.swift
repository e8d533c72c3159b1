import CommandLineKit

/// A setting (SPEC §4): the stored default of a declared option, a game's or every game's.
public struct Setting: Sendable {
  /// The dotted key: `color`, `evil.length`.
  public let key: String
  /// What it does, for `settings list`: "Evil Hangman: word length".
  public let summary: String
  /// The game whose setting it is, by name (`evil`); `nil` for one every game shares.
  public var game: String? = nil
  /// The value used until the player sets another.
  public let defaultValue: String
  /// Every value, for a setting that takes one of a few (offered by number).
  public let choices: [String]?
  /// What it may hold, in words.
  var allowed: String
  /// Whether it is a word length, checked against the bundled lists.
  let isWordLength: Bool
  /// A value in the normal form it is stored in, if the setting takes it.
  var normalized: @Sendable (String) -> String?

  /// `value` in the normal form it is stored in.
  public func normalize(_ value: String) throws(SettingError) -> String {
    guard let normal = normalized(value) else {
      throw .invalidValue(key: key, value: value, allowed: allowed)
    }
    return normal
  }
}

/// Every setting the program has (SPEC §4), the colour and each game option's, from its
/// declaration, with the values the player stored over their defaults.
public struct Settings: Sendable {
  /// Every setting, the shared ones first, then each game's in the order the games come.
  public let definitions: [Setting]
  /// The settings that bound a range, lower key then upper key.
  var ranges: [(lower: String, upper: String)] = []
  /// The values the player set, by key.
  public let stored: [String: String]

  /// The definition of `key`.
  public func definition(of key: String) throws(SettingError) -> Setting {
    guard let definition = definitions.first(where: { $0.key == key }) else {
      let keys = definitions.map(\.key)
      let suggestion =
        keys.first { $0.hasSuffix("." + key) } ?? keys.first {
          $0.hasSuffix(key) || key.hasSuffix($0)
        }
        ?? key.closest(among: keys)
      throw .unknownKey(key, suggestion: suggestion)
    }
    return definition
  }

  /// The setting's value: the stored one if it is valid, else the default.
  public func value(of key: String) -> String {
    storedValue(of: key) ?? (try? definition(of: key))?.defaultValue ?? ""
  }

  /// Whether the player stored a valid value for `key` (as opposed to its default).
  public func isSet(_ key: String) -> Bool { storedValue(of: key) != nil }

  /// The value the player stored for a setting there is, in its normal form, if it is valid.
  private func storedValue(of key: String) -> String? {
    stored[key].flatMap { try? definition(of: key).normalize($0) }
  }

  /// The stored values that are not used, one line each for the player: unknown keys, and
  /// values that are not valid (the default is used instead).
  public var problems: [String] {
    stored.keys.sorted().compactMap { key in
      guard let definition = try? definition(of: key) else {
        return
          "settings.plist holds an \(SettingError.unknownKey(key, suggestion: nil)); it is ignored"
      }
      do throws(SettingError) {
        _ = try definition.normalize(stored[key]!)
        return nil
      } catch {
        return "settings.plist has an \(error); using the default, \(definition.defaultValue) "
          + "(change it with 'wordgames settings set \(key) VALUE')"
      }
    }
  }
}
