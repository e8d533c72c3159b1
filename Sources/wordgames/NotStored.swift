/// A change the command was asked to store could not be written; the store has said why.
struct NotStored: CommandFailure {
  /// What was not stored: "the setting evil.length".
  let what: String

  var description: String { "\(what) was not saved" }
  var exitStatus: Int32 { ExitStatus.cannotCreate }
}
