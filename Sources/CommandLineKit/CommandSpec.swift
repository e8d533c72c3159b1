/// What a command is called, what it takes and how it is described in help.
///
/// A command either takes arguments and options itself, or has subcommands, each with its
/// own (`settings get KEY`, `codebreaker list [--limit N]`); the first word after the
/// command names the subcommand, and `defaultSubcommand` runs when there is none.
public struct CommandSpec: Sendable {
  public let name: String
  /// One line for the command list.
  public let summary: String
  public var arguments: [ArgumentSpec] = []
  public var options: [OptionSpec] = []
  public var subcommands: [CommandSpec] = []
  /// The subcommand run when none is named.
  public var defaultSubcommand: String?
  /// Paragraphs printed after the options by `--help`.
  public var discussion = ""
  /// Command lines that show the command in use, printed last by `--help`.
  public var examples: [String] = []

  public init(
    name: String, summary: String, arguments: [ArgumentSpec] = [], options: [OptionSpec] = [],
    subcommands: [CommandSpec] = [], defaultSubcommand: String? = nil, discussion: String = "",
    examples: [String] = []
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
    self.discussion = discussion
    self.examples = examples
  }

  /// The usage lines: one for the command itself (unless a subcommand stands in for it),
  /// then one per subcommand.
  public var usage: String {
    let ownForm = subcommands.isEmpty || defaultSubcommand == nil && !form.isEmpty
    let forms = (ownForm ? [form] : []) + subcommands.map { Self.words($0.name, $0.form) }
    return forms.map { Self.words("wordgames", name, $0) }.joined(separator: "\n       ")
  }

  /// The words that are not empty, with a space between each two.
  private static func words(_ words: String...) -> String {
    words.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What follows the name on a usage line: `[options]` (for a game), the arguments.
  private var form: String {
    let options = self.options.count > 2 ? ["[options]"] : self.options.map { "[\($0.synopsis)]" }
    return (arguments.map(\.synopsis) + options).joined(separator: " ")
  }

  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  public func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }
}
