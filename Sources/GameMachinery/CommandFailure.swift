import CommandLineKit
import Lexicon
import Storage

/// An error that ends a command: reported in one line, `wordgames: error: …`, and the
/// process exits with the error's own status.
public protocol CommandFailure: Error, CustomStringConvertible {
  /// The exit status of a command that ends with this error.
  var exitStatus: Int32 { get }
  /// Whether the command's usage follows the line (for a mistake on the command line).
  var showsUsage: Bool { get }
}

extension CommandFailure {
  public var showsUsage: Bool { false }
}

/// A failure that is no more than its line and its exit status, for what no module's error
/// covers: a challenge code that cannot be played here, a setting that could not be stored,
/// a game with no seat to host.
public struct CommandError: CommandFailure, Equatable {
  public let description: String
  public let exitStatus: Int32

  /// A failure that says `description`, with a usage error's status unless another is given.
  public init(_ description: String, exitStatus: Int32 = ExitStatus.usage) {
    self.description = description
    self.exitStatus = exitStatus
  }
}

extension UsageError: CommandFailure {
  public var exitStatus: Int32 { ExitStatus.usage }
  public var showsUsage: Bool { true }
}

extension SettingError: CommandFailure {
  public var exitStatus: Int32 { ExitStatus.usage }
  public var showsUsage: Bool { true }
}

extension WordListError: CommandFailure {}

extension StorageError: CommandFailure {
  public var exitStatus: Int32 {
    switch self {
    case .unreadable, .damaged: ExitStatus.ioError
    case .unwritable, .protected: ExitStatus.cannotCreate
    }
  }
}
