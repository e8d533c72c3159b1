import EvilHangmanModel
import Lexicon
import Storage
import Terminal

/// Every setting (SPEC §4): the colour, and each game option's, from its declaration.
enum SettingsRegistry {
  static let definitions: [SettingDefinition] = {
    let shared = SharedOptions.color.settingDefinition(of: nil)!
    var keys: Set<String> = [shared.key]
    let games = WordGames.games.flatMap { game in
      game.declarations.compactMap { $0.settingDefinition(of: game.title) }
    }
    return [shared] + games.filter { keys.insert($0.key).inserted }
  }()

  /// The settings that are word lengths, checked against the bundled lists' lengths.
  static let lengthKeys = Set(
    WordGames.games.flatMap { $0.declarations }.filter(\.isWordLength).compactMap(\.setting))

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
}

extension Settings {
  /// The settings as stored in `store`, over the registered defaults. A settings file that
  /// could be neither read nor moved aside (reported already, and never written over)
  /// leaves every setting at its default.
  init(_ store: Store) {
    let stored = (try? store.settingsFile.stored()) ?? [:]
    self.init(
      definitions: SettingsRegistry.definitions, stored: stored,
      suggest: { $0.closest(among: $1) })
  }
}
