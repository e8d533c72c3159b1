import Lexicon

/// An option a command accepts: `--name` alone, or `--name VALUE` / `--name=VALUE`.
struct OptionSpec: Sendable {
  /// The name without its dashes.
  let name: String
  /// The placeholder of the value in help (`N`, `PATH`), or `nil` for a flag.
  let valueName: String?
  /// One line for `--help`.
  let summary: String

  var takesValue: Bool { valueName != nil }

  var synopsis: String {
    valueName.map { "--\(name) \($0)" } ?? "--\(name)"
  }
}

/// What a command is called, what it takes and how it is described in help.
struct CommandSpec: Sendable {
  let name: String
  /// One line for the command list.
  let summary: String
  /// Argument forms after the command name, one usage line each (`list`, `resume N`).
  var forms: [String] = ["[options]"]
  var options: [OptionSpec] = []
  /// The most positional arguments the command takes.
  var maximumArguments = 0
  /// Paragraphs printed after the options by `--help`.
  var discussion = ""

  var usage: String {
    forms.map { "wordgames \(name) \($0)" }.joined(separator: "\n       ")
  }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }
}

/// Options several commands share (SPEC §2), declared once.
enum SharedOptions {
  static let language = OptionSpec(
    name: "lang", valueName: "L", summary: "dictionary: en (English, default) or nl (Dutch)")
  static let words = OptionSpec(
    name: "words", valueName: "PATH",
    summary: "use this word list (a plist array of strings, or one word per line)")
  static let seed = OptionSpec(
    name: "seed", valueName: "N", summary: "seed the random choices, to replay a game exactly")
  static let new = OptionSpec(
    name: "new", valueName: nil, summary: "start a new game even if one is saved")
  static let color = OptionSpec(
    name: "color", valueName: "WHEN", summary: "colour: auto (default), always or never")

  /// The options every game takes.
  static let game = [language, words, seed, new, color]
}

extension Language {
  /// The values `--lang` accepts, for error messages.
  static let allowedNames = "en, nl, english or dutch"
}
