/// The commands a game adds to its prompt (`/hint`, `/lang L`), declared as the cases
/// of an enum: the prompt finds a command by its name, and the game carries it out by
/// switching over the cases, so a command it forgot is a compile error, not a typo.
public protocol GameSlashCommand: CaseIterable, Sendable {
  /// What the player types after `/`.
  var name: String { get }
  /// The argument's placeholder in `/help` (`L`), or `nil` if it takes none.
  var argument: String? { get }
  /// One line for `/help`.
  var summary: String { get }
  /// Whether using it counts in the game's record (`/hint`): it is one of the lines the
  /// game's save holds.
  var isCounted: Bool { get }
}

extension GameSlashCommand where Self: RawRepresentable, RawValue == String {
  /// A command is typed as its case's name.
  public var name: String { rawValue }
}

extension GameSlashCommand {
  public var argument: String? { nil }
  public var isCounted: Bool { false }
}

/// The commands of a game that adds none to the shared ones.
public enum NoGameCommands: GameSlashCommand {
  public var name: String { switch self {} }
  public var summary: String { switch self {} }
}
