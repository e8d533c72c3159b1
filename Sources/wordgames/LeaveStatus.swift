/// The exit status of a player who left at a question.
struct LeaveStatus: Error {
  let code: Int32
}
