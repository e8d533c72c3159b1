/// The exit status of a player who left at a question.
public struct LeaveStatus: Error {
  public let code: Int32

  public init(code: Int32) {
    self.code = code
  }
}
