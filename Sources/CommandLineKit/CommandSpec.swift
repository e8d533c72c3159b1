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

  /// The forms of the usage lines, after the program's name: one for the command itself
  /// (unless a subcommand stands in for it), then one per subcommand.
  var forms: [String] {
    let form = form()
    let ownForm = subcommands.isEmpty || defaultSubcommand == nil && !form.isEmpty
    let forms =
      (ownForm ? [form] : []) + subcommands.map { Self.words($0.name, $0.form(under: self)) }
    return forms.map { Self.words(name, $0) }
  }

  /// The words that are not empty, with a space between each two.
  private static func words(_ words: String...) -> String {
    words.filter { !$0.isEmpty }.joined(separator: " ")
  }

  /// What follows the name on a usage line: the arguments, then up to two options of its
  /// own by name; `[options]` stands for more, and for a subcommand's options that are its
  /// `parent`'s too (`codebreaker resume N [options]`: the colours play takes).
  private func form(under parent: CommandSpec? = nil) -> String {
    let own = parent?.ownOptions(of: self) ?? options
    let named = own.count > 2 ? [] : own.map { "[\($0.synopsis)]" }
    let rest = named.count < options.count ? ["[options]"] : []
    return (arguments.map(\.synopsis) + named + rest).joined(separator: " ")
  }

  public func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The options of `subcommand` that are not this command's too: the same option, not one
  /// of the same name that means something else there (`race won --target N`).
  public func ownOptions(of subcommand: CommandSpec) -> [OptionSpec] {
    subcommand.options.filter { !options.contains($0) }
  }
}
