import CommandLineKit

/// A command a game adds to its prompt: `/hint`, `/lang en|nl`.
public struct GameSlashCommand: Equatable, Sendable {
  public let name: String
  /// The argument's placeholder in `/help` (`en|nl`), or `nil` if it takes none.
  public var argument: String?
  /// One line for `/help`.
  public let summary: String

  public init(name: String, argument: String? = nil, summary: String) {
    self.name = name
    self.argument = argument
    self.summary = summary
  }
}
