/// What the player did at a game's prompt.
public enum PromptEvent<Move, Command: GameSlashCommand> {
  /// A valid move, and the line as it was typed.
  case move(Move, line: String)
  /// One of the game's own commands, with what followed its name.
  case command(Command, argument: String)
  /// `/new`: abandon this game and start another with the current settings.
  case newGame
  /// `/quit`, end of input or a signal: save and leave with this exit status.
  case leave(exitStatus: Int32)
}
