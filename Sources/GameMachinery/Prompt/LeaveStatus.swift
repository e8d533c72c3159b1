/// The exit status a run ends with: a player's who left at a question (or a signal came),
/// or a game's that could not go on.
public struct LeaveStatus: Error {
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }
}
