/// Why an answer was refused, in one line for the player.
public struct Refusal: Error, Equatable, Sendable {
  /// The reason, as a short sentence.
  public let reason: String

  /// Creates a refusal with its reason, cleaned of what a terminal would act on (in what
  /// the player typed, echoed).
  public init(_ reason: String) {
    self.reason = reason.cleanedForTerminal()
  }
}
