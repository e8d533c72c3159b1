/// The commands every game's prompt understands (SPEC §3).
public enum SlashCommand: String, CaseIterable {
  case help, define, new, settings, quit

  /// The argument's placeholder in `/help`, for the one command that takes one.
  public var argument: String? { self == .define ? "WORD" : nil }

  /// What the command does, in a game that keeps every game it starts or not.
  public func summary(keepingEveryGame keeps: Bool) -> String {
    switch self {
    case .help: "this list"
    case .define: "what an English word means"
    case .new:
      keeps
        ? "start another game with the current settings; this one stays, to continue later"
        : "start over with the current settings"
    case .settings: "see and change settings (they apply to the next game)"
    case .quit: "save the game and leave; the next run continues it (Ctrl-D too)"
    }
  }
}
