/// Why an answer was refused, or a move could not be made (its dictionary cannot be read),
/// in one line for the player.
public struct Refusal: Error, CustomStringConvertible, Equatable, Sendable {
  /// The reason, as a short sentence.
  public let reason: String
  public var description: String { reason }

  /// Creates a refusal with its reason, cleaned of what a terminal would act on (in what
  /// the player typed, echoed).
  public init(_ reason: String) {
    self.reason = reason.cleanedForTerminal()
  }
}
