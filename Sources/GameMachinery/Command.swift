import CommandLineKit

/// A subcommand: what it accepts, and what it does.
public protocol Command: Sendable {
  static var spec: CommandSpec { get }
  /// Runs the command and returns the exit status.
  ///
  /// - Throws: A `CommandFailure`, reported in one line with its own exit status; or a
  ///   `LeaveStatus`, whose status the program exits with, saying nothing.
  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32
}
