/// A program as its documentation sees it: its name, version and commands, and what its
/// manual says beside them. Usage lines, the manual page and the completion scripts all
/// come from one `Program`, so that they never disagree with the parser.
public struct Program: Sendable {
  public let name: String
  public let version: String
  /// What the program is, in a few words: "word games at the terminal".
  public let summary: String
  public let commands: [CommandSpec]
  /// The manual's description: what the program does before any command is named.
  public var description: String
  /// The manual's sections after its commands (settings, files, exit statuses…).
  public var sections: [ManualSection]

  public init(
    name: String, version: String, summary: String, commands: [CommandSpec],
    description: String = "", sections: [ManualSection] = []
  ) {
    self.name = name
    self.version = version
    self.summary = summary
    self.commands = commands
    self.description = description
    self.sections = sections
  }

  /// The usage lines of `command`, each starting with the program's name.
  public func usage(of command: CommandSpec) -> String {
    command.forms.map { "\(name) \($0)" }.joined(separator: "\n       ")
  }
}

/// A section of a manual page: a title, a paragraph, then terms each with its text.
public struct ManualSection: Sendable {
  public let title: String
  public var introduction: String
  public var entries: [(term: String, text: String)]
  /// Whether the terms are set in italics (paths), rather than bold (names, values).
  public var italicTerms: Bool

  public init(
    title: String, introduction: String = "", entries: [(term: String, text: String)] = [],
    italicTerms: Bool = false
  ) {
    self.title = title
    self.introduction = introduction
    self.entries = entries
    self.italicTerms = italicTerms
  }
}
