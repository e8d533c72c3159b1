/// A command a game adds to its prompt: `/hint`, `/lang en|nl`.
struct GameSlashCommand: Equatable, Sendable {
  let name: String
  /// The argument's placeholder in `/help` (`en|nl`), or `nil` if it takes none.
  var argument: String?
  /// One line for `/help`.
  let summary: String
}
