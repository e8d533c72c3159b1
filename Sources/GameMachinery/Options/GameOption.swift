import CommandLineKit
import Lexicon

/// A game option, declared once: everything the command line, help, the settings and the
/// game need to know about it.
///
/// From the one declaration come the option's help line (with its range and default), its
/// parse and range check, its setting (key, default, validation), whether it defines a game
/// (so that giving it starts a new game rather than continuing the saved one), and its
/// typed value, read through `OptionValues`; completion and the manual page come from its
/// `spec`. Commands declare options with the named
/// factories below (`integer`, `choice`, `flag`, `language`, `value`).
public struct GameOption<Value: Sendable>: OptionDeclaration {
  public let name: String
  /// The placeholder of the value in help (`N`), or `nil` for a flag.
  public let valueName: String?
  /// What the option does, for help and `settings list`: "incorrect guesses allowed".
  public let summary: String
  /// The allowed values and the default, as help shows them after the summary.
  public let helpDetail: String
  /// The setting that gives the option's value when the command line does not.
  public let setting: String?
  /// The value when neither the command line nor a setting gives one; `nil` for options
  /// that are only ever given (`--seed`, `--words`).
  public let defaultValue: Value?
  public let definesGame: Bool
  /// Whether the value is a word length, which only the list in play can check: on the
  /// command line any whole number is taken (the game checks it against its list), and a
  /// setting is checked against the bundled lists.
  public let isWordLength: Bool
  /// What the option accepts, for errors: "a whole number from 1 to 26".
  public let expected: String
  /// The value of the option given alone, for one whose value may be left out.
  public var implicitValue: String? = nil
  /// Every value the option takes, for an option that takes one of a few (`--strategy`,
  /// `--lang`): completion and the manual page list them.
  public var choices: [String]? = nil
  /// Whether the value is a file's path, which completion offers from the file system.
  public var isPath = false
  /// The value of a text (from the command line or a setting), if it is allowed.
  public let parse: @Sendable (String) -> Value?
  /// The value as stored in the settings.
  public let text: @Sendable (Value) -> String
  /// Whether a value the command line takes may also be a setting's: a word length is any
  /// whole number on the command line, but one of the lengths a list can have in a setting.
  var isSettingValue: @Sendable (Value) -> Bool = { _ in true }

  public var spec: OptionSpec {
    OptionSpec(
      name: name, valueName: valueName, summary: summary + helpDetail, implicitValue: implicitValue,
      choices: choices, isPath: isPath)
  }

  public var defaultText: String? { defaultValue.map(text) }

  public func checked(_ text: String) -> String? { parse(text).map(self.text) }

  public var settingAllowed: String {
    isWordLength ? "a whole number from 1 to \(WordList.maximumWordLength)" : expected
  }

  public var settingChoices: [String]? { choices ?? (valueName == nil ? ["on", "off"] : nil) }

  public func settingText(_ value: String) -> String? {
    let trimmed = value.trimmingSpaces
    guard let parsed = parse(trimmed) ?? parse(trimmed.lowercased()), isSettingValue(parsed)
    else { return nil }
    return text(parsed)
  }
}

extension GameOption where Value == Int {
  /// A whole number in `range` (any whole number for a word length, which the list
  /// decides); help shows the range and the default, where there is one.
  public static func integer(
    _ name: String, in range: ClosedRange<Int>, default value: Int? = nil,
    setting: String? = nil, summary: String, isWordLength: Bool = false,
    definesGame: Bool = true
  ) -> GameOption {
    let shown = isWordLength ? "" : ", \(range.lowerBound)–\(range.upperBound)"
    return GameOption(
      name: name, valueName: "N", summary: summary,
      helpDetail: value.map { "\(shown) (default \($0))" } ?? "",
      setting: setting, defaultValue: value, definesGame: definesGame,
      isWordLength: isWordLength,
      // A word length: the list in play names its own, once the number is read.
      expected: isWordLength
        ? "a whole number from 1 to the list's longest word's length"
        : "a whole number from \(range.lowerBound) to \(range.upperBound)",
      parse: { text in
        Int(text).flatMap { isWordLength || range.contains($0) ? $0 : nil }
      },
      text: { String($0) },
      isSettingValue: { !isWordLength || (1...WordList.maximumWordLength).contains($0) })
  }
}

extension GameOption where Value: CaseIterable & RawRepresentable<String> {
  /// One of the cases of `Value`, by name in any case.
  public static func choice(
    _ name: String, valueName: String, default value: Value, setting: String?, summary: String,
    definesGame: Bool = true
  ) -> GameOption {
    let names = Value.allCases.map(\.rawValue)
    let listed = ["\(value.rawValue) (default)"] + names.filter { $0 != value.rawValue }
    return GameOption(
      name: name, valueName: valueName, summary: summary,
      helpDetail: ": " + listed.listed("or"),
      setting: setting, defaultValue: value, definesGame: definesGame, isWordLength: false,
      expected: "one of \(names.joined(separator: ", "))", choices: names,
      parse: { Value(rawValue: $0.lowercased()) }, text: \.rawValue)
  }
}

extension GameOption where Value == Bool {
  /// A flag: given, it is on; otherwise its setting (`on` or `off`) decides.
  public static func flag(
    _ name: String, setting: String?, summary: String, definesGame: Bool = false,
    default value: Bool = false
  ) -> GameOption {
    GameOption(
      name: name, valueName: nil, summary: summary, helpDetail: "", setting: setting,
      defaultValue: value, definesGame: definesGame, isWordLength: false, expected: "on or off",
      parse: { text in
        switch text.lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
      },
      text: { $0 ? "on" : "off" })
  }
}

extension GameOption where Value == Language {
  /// `--lang`, the dictionary, declared once for every command that takes it: a game's
  /// (English by default, remembered in `setting` where the game has one) or a filter's.
  public static func language(
    summary: String = "dictionary", default value: Language? = .first,
    setting: String? = nil, definesGame: Bool = true
  ) -> GameOption {
    let names = Language.all.map { language in
      "\(language.code) (\(language.name)\(language == value ? ", default" : ""))"
    }
    return GameOption(
      name: "lang", valueName: "L", summary: summary, helpDetail: ": " + names.listed("or"),
      setting: setting,
      defaultValue: value, definesGame: definesGame, isWordLength: false,
      expected: Language.allowedNames, choices: Language.all.map(\.code),
      parse: { Language(name: $0) }, text: { $0.code })
  }
}

extension GameOption {
  /// An option of any other kind: a value `parse` reads from its text (`nil` for text it
  /// does not take) and `text` writes back, described in help by `summary` and `detail`.
  ///
  /// - Parameters:
  ///   - expected: What the option takes, for the message refusing anything else.
  ///   - implicitValue: The value taken when the option is given without one.
  ///   - choices: Every value it takes, where it takes one of a few.
  ///   - isPath: Whether the value is a file's path.
  public static func value(
    _ name: String, valueName: String, summary: String, detail: String = "",
    default value: Value? = nil, definesGame: Bool, expected: String,
    implicitValue: String? = nil, choices: [String]? = nil, isPath: Bool = false,
    parse: @escaping @Sendable (String) -> Value?, text: @escaping @Sendable (Value) -> String
  ) -> GameOption {
    GameOption(
      name: name, valueName: valueName, summary: summary, helpDetail: detail, setting: nil,
      defaultValue: value, definesGame: definesGame, isWordLength: false, expected: expected,
      implicitValue: implicitValue, choices: choices, isPath: isPath, parse: parse, text: text)
  }
}
