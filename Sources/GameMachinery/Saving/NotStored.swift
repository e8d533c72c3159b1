import CommandLineKit

/// A change the command was asked to store could not be written; the store has said why.
public struct NotStored: CommandFailure {
  /// What was not stored: "the setting evil.length".
  public let what: String

  public init(what: String) {
    self.what = what
  }

  public var description: String { "\(what) was not saved" }
  public var exitStatus: Int32 { ExitStatus.cannotCreate }
}
