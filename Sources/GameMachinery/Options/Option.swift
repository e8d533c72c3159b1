import CommandLineKit
import Lexicon

/// One option of a command, declared once with the field of the command's options it sets,
/// as argument-parser's `@Option` is: its help line (with its range and default), its parse
/// and range check, its setting (key, default, validation), whether it defines a game (so
/// that giving it starts a new game rather than continuing the saved one), completion and the
/// manual page all come from this one declaration. Commands declare options with the named
/// factories below (`integer`, `choice`, `flag`, `language`, `value`).
public struct Option<Root: CommandOptions>: Sendable {
  /// The option as the command line, help, completion and the manual page see it: its
  /// name, the placeholder of its value (`nil` for a flag), its help line (the summary with
  /// its range and default), the value it takes when given alone, and its choices.
  public let spec: OptionSpec
  /// What the option does, without the range and default help adds: "misses allowed", as
  /// `settings list` describes a game's setting ("Evil Hangman: misses allowed").
  public let summary: String
  /// The setting that gives the option's value when the command line does not.
  public let setting: String?
  public let definesGame: Bool
  /// Whether the value is a word length, which only the list in play can check: on the
  /// command line any whole number is taken (the game checks it against its list), and a
  /// setting is checked against the bundled lists.
  public let isWordLength: Bool
  /// What the option accepts, for errors: "a whole number from 1 to 26".
  public let expected: String
  /// Sets the option's field from a text (the command line's or a setting's): false, and
  /// nothing set, for a text the option does not take.
  let set: @Sendable (inout Root, String) -> Bool
  /// The option's field as its setting stores it (`7`, `planner`, `on`); `nil` for one that
  /// is only ever given (`--seed`) and was not.
  public let text: @Sendable (Root) -> String?
  /// Sets the option's field to another value's.
  let copy: @Sendable (inout Root, Root) -> Void

  public var name: String { spec.name }

  /// Whether a value the command line takes may also be a setting's (or a save's): a word
  /// length is any whole number on the command line, but one of the lengths a list can have
  /// in a setting.
  func isSettingValue(_ text: String) -> Bool {
    !isWordLength || Int(text).map((1...WordList.maximumWordLength).contains) == true
  }

  /// The value the option has unless it is given or set.
  public var defaultText: String? { text(Root()) }

  /// A text the command line gives, written as its setting stores it (`planner` for
  /// `PLANNER`), if the option takes it.
  public func checked(_ text: String) -> String? {
    var options = Root()
    return set(&options, text) ? self.text(options) : nil
  }

  /// Whether the option's field holds a value the option takes (a value from outside, a
  /// save or a challenge code, is checked so before it is played).
  func holdsValidValue(_ options: Root) -> Bool {
    text(options).map { checked($0) == $0 && isSettingValue($0) } ?? true
  }

  /// The option's setting, if it has one: `game`'s own, described as its ("Evil Hangman:
  /// word length"), or every game's.
  func setting(of game: (name: String, title: String)?) -> Setting? {
    guard let key = setting, let defaultText else { return nil }
    return Setting(
      key: key, summary: game.map { "\($0.title): \(summary)" } ?? spec.summary,
      game: game?.name, defaultValue: defaultText,
      choices: spec.choices ?? (spec.takesValue ? nil : ["on", "off"]),
      allowed: isWordLength ? "a whole number from 1 to \(WordList.maximumWordLength)" : expected,
      isWordLength: isWordLength,
      // In the normal form it is stored in (`planner` for `PLANNER `), if the setting takes it.
      normalized: { value in
        let trimmed = value.trimmingSpaces
        guard let normal = checked(trimmed) ?? checked(trimmed.lowercased()), isSettingValue(normal)
        else { return nil }
        return normal
      })
  }

  /// This option of the options `path` leads to inside `Outer`'s: the options every game
  /// shares, declared once, as each game's.
  public func lifted<Outer>(_ path: WritableKeyPath<Outer, Root> & Sendable) -> Option<Outer> {
    Option<Outer>(
      spec: spec, summary: summary, setting: setting, definesGame: definesGame,
      isWordLength: isWordLength, expected: expected,
      set: { [set] outer, text in set(&outer[keyPath: path], text) },
      text: { [text] outer in text(outer[keyPath: path]) },
      copy: { [copy] outer, other in copy(&outer[keyPath: path], other[keyPath: path]) })
  }
}

extension Option {
  /// An option of a field of type `Value`, which `parse` reads from a text and `text`
  /// writes back (`nil` for a field that is `nil` until the option is given): one of any
  /// other kind with a default, which `detail` shows in help.
  public static func field<Value>(
    _ path: WritableKeyPath<Root, Value> & Sendable, _ name: String, valueName: String?,
    summary: String, detail: String, setting: String? = nil, definesGame: Bool,
    isWordLength: Bool = false, expected: String, implicitValue: String? = nil,
    choices: [String]? = nil, isPath: Bool = false,
    parse: @escaping @Sendable (String) -> Value?, text: @escaping @Sendable (Value) -> String?
  ) -> Option {
    Option(
      spec: OptionSpec(
        name: name, valueName: valueName, summary: summary + detail, implicitValue: implicitValue,
        choices: choices, isPath: isPath),
      summary: summary, setting: setting, definesGame: definesGame, isWordLength: isWordLength,
      expected: expected,
      set: { options, typed in
        guard let value = parse(typed) else { return false }
        options[keyPath: path] = value
        return true
      },
      text: { text($0[keyPath: path]) }, copy: { $0[keyPath: path] = $1[keyPath: path] })
  }

  /// A whole number in `range` (any whole number for a word length, which the list
  /// decides); help shows the range and the default.
  public static func integer(
    _ path: WritableKeyPath<Root, Int> & Sendable, _ name: String, in range: ClosedRange<Int>,
    setting: String? = nil, summary: String, isWordLength: Bool = false, definesGame: Bool = true
  ) -> Option {
    let shown = isWordLength ? "" : ", \(range.lowerBound)–\(range.upperBound)"
    return field(
      path, name, valueName: "N", summary: summary,
      detail: "\(shown) (default \(Root()[keyPath: path]))", setting: setting,
      definesGame: definesGame, isWordLength: isWordLength,
      expected: expected(range, isWordLength: isWordLength),
      parse: number(in: range, isWordLength: isWordLength), text: { String($0) })
  }

  /// A whole number in `range` that is only ever given (a single word length, a port).
  public static func integer(
    _ path: WritableKeyPath<Root, Int?> & Sendable, _ name: String, in range: ClosedRange<Int>,
    summary: String, isWordLength: Bool = false, definesGame: Bool = true
  ) -> Option {
    value(
      path, name, valueName: "N", summary: summary, definesGame: definesGame,
      isWordLength: isWordLength, expected: expected(range, isWordLength: isWordLength),
      parse: number(in: range, isWordLength: isWordLength), text: { String($0) })
  }

  /// What a whole number in `range` is called in an error: a word length's range is the
  /// list's, which names its own once the number is read.
  private static func expected(_ range: ClosedRange<Int>, isWordLength: Bool) -> String {
    isWordLength
      ? "a whole number (a word length)"
      : "a whole number from \(range.lowerBound) to \(range.upperBound)"
  }

  private static func number(in range: ClosedRange<Int>, isWordLength: Bool)
    -> @Sendable (String) -> Int?
  {
    { text in Int(text).flatMap { isWordLength || range.contains($0) ? $0 : nil } }
  }

  /// One of the cases of `Value`, by name in any case.
  public static func choice<Value: CaseIterable & RawRepresentable<String> & Sendable>(
    _ path: WritableKeyPath<Root, Value> & Sendable, _ name: String, valueName: String,
    setting: String?, summary: String, definesGame: Bool = true
  ) -> Option {
    let names = Value.allCases.map(\.rawValue)
    let value = Root()[keyPath: path].rawValue
    let listed = ["\(value) (default)"] + names.filter { $0 != value }
    return field(
      path, name, valueName: valueName, summary: summary, detail: ": " + listed.listed("or"),
      setting: setting, definesGame: definesGame,
      expected: "one of \(names.joined(separator: ", "))", choices: names,
      parse: { Value(rawValue: $0.lowercased()) }, text: \.rawValue)
  }

  /// A flag: given, it is on; otherwise its setting (`on` or `off`) decides.
  public static func flag(
    _ path: WritableKeyPath<Root, Bool> & Sendable, _ name: String, setting: String? = nil,
    summary: String, definesGame: Bool = false
  ) -> Option {
    field(
      path, name, valueName: nil, summary: summary, detail: "", setting: setting,
      definesGame: definesGame, expected: "on or off",
      parse: { text in
        switch text.lowercased() {
        case "on", "true", "yes", "1": true
        case "off", "false", "no", "0": false
        default: nil
        }
      },
      text: { $0 ? "on" : "off" })
  }

  /// `--lang`, the dictionary (English unless the game remembers another in `setting`).
  public static func language(
    _ path: WritableKeyPath<Root, Language> & Sendable, setting: String? = nil
  ) -> Option {
    let value = Root()[keyPath: path]
    let names = Language.all.map { language in
      "\(language.code) (\(language.name)\(language == value ? ", default" : ""))"
    }
    return field(
      path, "lang", valueName: "L", summary: "dictionary", detail: ": " + names.listed("or"),
      setting: setting, definesGame: true, expected: Language.allowedNames,
      choices: Language.all.map(\.code), parse: { Language($0) }, text: { $0.code })
  }

  /// `--lang` as a filter: any language, by its code, or none.
  public static func language(
    _ path: WritableKeyPath<Root, String?> & Sendable, summary: String
  ) -> Option {
    let names = Language.all.map { "\($0.code) (\($0.name))" }
    return value(
      path, "lang", valueName: "L", summary: summary, detail: ": " + names.listed("or"),
      definesGame: false, expected: Language.allowedNames, choices: Language.all.map(\.code),
      parse: { Language($0)?.code }, text: { $0 })
  }

  /// An option of any other kind, only ever given: a value `parse` reads from its text
  /// (`nil` for text it does not take) and `text` writes back, described in help by
  /// `summary` and `detail`.
  ///
  /// - Parameters:
  ///   - isWordLength: Whether the value is a word length (see `Option.isWordLength`).
  ///   - expected: What the option takes, for the message refusing anything else.
  ///   - implicitValue: The value taken when the option is given without one.
  ///   - choices: Every value it takes, where it takes one of a few.
  ///   - isPath: Whether the value is a file's path.
  public static func value<Value>(
    _ path: WritableKeyPath<Root, Value?> & Sendable, _ name: String, valueName: String,
    summary: String, detail: String = "", definesGame: Bool, isWordLength: Bool = false,
    expected: String, implicitValue: String? = nil, choices: [String]? = nil, isPath: Bool = false,
    parse: @escaping @Sendable (String) -> Value?, text: @escaping @Sendable (Value) -> String
  ) -> Option {
    // The field is `nil` until the option is given: a text it does not take sets nothing.
    field(
      path, name, valueName: valueName, summary: summary, detail: detail,
      definesGame: definesGame, isWordLength: isWordLength, expected: expected,
      implicitValue: implicitValue, choices: choices, isPath: isPath,
      parse: { parse($0).map { .some($0) } }, text: { $0.map(text) })
  }
}
