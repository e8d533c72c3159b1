/// What a command is called, what it takes and how it is described in help.
///
/// A command either takes arguments and options itself, or has subcommands, each with its
/// own (`settings get KEY`, `codebreaker list [--limit N]`); the first word after the
/// command names the subcommand, and `defaultSubcommand` runs when there is none.
struct CommandSpec: Sendable {
  let name: String
  /// One line for the command list.
  let summary: String
  var arguments: [ArgumentSpec] = []
  var options: [OptionSpec] = []
  var subcommands: [CommandSpec] = []
  /// The subcommand run when none is named.
  var defaultSubcommand: String?
  /// Paragraphs printed after the options by `--help`.
  var discussion = ""

  /// The usage lines: one for the command itself (unless a subcommand stands in for it),
  /// then one per subcommand.
  var usage: String {
    let ownForm = subcommands.isEmpty || defaultSubcommand == nil && !form.isEmpty
    let forms =
      (ownForm ? [form] : []) + subcommands.map { "\($0.name) \($0.form)".trimmingTrailingSpaces }
    return forms.map { "wordgames \(name) \($0)".trimmingTrailingSpaces }
      .joined(separator: "\n       ")
  }

  /// What follows the name on a usage line: `[options]` (for a game), the arguments.
  private var form: String {
    let options = self.options.count > 2 ? ["[options]"] : self.options.map { "[\($0.synopsis)]" }
    return (arguments.map(\.synopsis) + options).joined(separator: " ")
  }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  func subcommand(named name: String) -> CommandSpec? {
    subcommands.first { $0.name == name }
  }
}
