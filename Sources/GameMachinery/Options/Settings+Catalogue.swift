import Lexicon
import Storage
import Terminal

/// The settings of the program's games, as they are read from the store, checked before
/// they are stored, and listed.
extension Settings {
  /// The settings of the shared options and of every option of `games` that has one, each
  /// at its default.
  public init(games: [any GameCommand.Type]) {
    // The settings every game shares: those of the options it shares that have one.
    let shared = CommonOptions.options.compactMap { $0.setting(of: nil) }
    var keys = Set(shared.map(\.key))
    let own = games.flatMap { $0.settings }
    definitions = shared + own.filter { keys.insert($0.key).inserted }
    ranges = games.flatMap { $0.settingRanges }
    stored = [:]
  }

  /// These settings with the values stored in `store` over their defaults. A settings file
  /// that could be neither read nor moved aside (reported already, and never written over)
  /// leaves every setting at its default.
  public func read(from store: Store) -> Settings {
    Settings(
      definitions: definitions, ranges: ranges, stored: (try? store.settingsFile.stored()) ?? [:])
  }

  /// Checks a value for `key` as `settings set` and `/settings` store it: by the setting's
  /// own rule as the bundled lists check it (`checking(_:against:)`), and against the other
  /// end of a range it bounds, as stored.
  ///
  /// - Returns: The value in its normal form.
  public func validate(
    _ value: String, for key: String, wordLists: WordLists
  ) throws(SettingError) -> String {
    let normal = try Self.checking(definition(of: key), against: wordLists).normalize(value)
    for (lower, upper) in ranges {
      guard let number = Int(normal) else { break }
      if key == lower, let bound = Int(self.value(of: upper)), number > bound {
        throw .invalidValue(key: key, value: value, allowed: "at most \(upper) (\(bound))")
      }
      if key == upper, let bound = Int(self.value(of: lower)), number < bound {
        throw .invalidValue(key: key, value: value, allowed: "at least \(lower) (\(bound))")
      }
    }
    return normal
  }

  /// `definition` as a value typed for it is checked, and its refusal says what it takes: a
  /// word length only as one of the lengths every bundled full list that can be read has
  /// words of (a setting holds for every language, so one taken never falls back); where
  /// none can be read, there is nothing to check against.
  static func checking(_ definition: Setting, against wordLists: WordLists) -> Setting {
    guard definition.isWordLength else { return definition }
    let lengths = Language.all.compactMap { language in
      try? Set(wordLists.load(\.fullListFile, of: WordSource(language: language)).lengths)
    }
    guard let first = lengths.first else { return definition }
    let common = lengths.dropFirst().reduce(first) { $0.intersection($1) }
    var checked = definition
    let described = common.sorted().rangesDescription
    checked.allowed = "a length every language's list has words of: \(described)"
    // Anything but such a length (a word, a number out of range) is told the lengths.
    checked.normalized = { value in
      Int(value.trimmingSpaces).map(common.contains) == true ? definition.normalized(value) : nil
    }
    return checked
  }

  /// The settings `shown` (every one unless given), each with its value, what it is, and
  /// its default where the value differs, wrapped under itself to `width`; where that leaves
  /// it too narrow a column, it goes under the key and value instead (`TextLayout.table`).
  /// The columns are as wide as any value a choice or default could make them, so a change
  /// keeps them. In `brief`, a setting too narrow for its summary beside it is its key and
  /// value alone.
  public func listing(
    _ shown: [Setting]? = nil, width: Int? = nil, numbered: Bool = false, brief: Bool = false
  ) -> String {
    let shown = shown ?? definitions
    let digits = String(shown.count).count
    let keys = shown.enumerated().map { index, definition in
      (numbered ? String(index + 1).leftPadding(toLength: digits) + "  " : "") + definition.key
    }
    let keyWidth = keys.map(\.count).max() ?? 0
    let values = shown.flatMap { definition in
      [value(of: definition.key), definition.defaultValue] + (definition.choices ?? [])
    }
    let valueWidth = values.map(\.count).max() ?? 0
    let width = width ?? .max
    let nameWidth = keyWidth + 2 + valueWidth
    // As each setting's table folds: the summary under the key.
    let minimumTextWidth = 24
    let folds = TextLayout.folds(nameWidth: nameWidth + 2, minimumTextWidth, width: width)
    // Each setting is a table of its own, with the width they all share, so that a blank
    // line can go between the shared settings and each game's.
    return zip(shown.indices, keys).map { index, key in
      let definition = shown[index]
      let value = self.value(of: definition.key)
      let changed = value == definition.defaultValue ? "" : " (default \(definition.defaultValue))"
      let text = brief && folds ? "" : definition.summary + changed
      let lines = TextLayout.table(
        [("\(key.padding(toLength: keyWidth))  \(value)", text)], minimumNameWidth: nameWidth,
        indent: "", minimumTextWidth: minimumTextWidth, width: width)
      let startsGame = index > 0 && definition.game != shown[index - 1].game
      return (startsGame ? "\n" : "") + lines.map { $0 + "\n" }.joined()
    }.joined()
  }
}
