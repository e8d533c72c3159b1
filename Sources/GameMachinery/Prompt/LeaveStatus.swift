/// The exit status a run ends with: a player's who left at a question (or a signal came),
/// or a game's that could not go on.
///
/// Thrown out of a command, it is the program's exit status, with nothing said (as
/// swift-argument-parser's `ExitCode`).
public struct LeaveStatus: Error {
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }
}
