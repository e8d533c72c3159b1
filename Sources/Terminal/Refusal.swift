/// Why an answer was refused, in one line for the player.
public struct Refusal: Error, Equatable, Sendable {
  /// The reason, as a short sentence.
  public let reason: String

  /// Creates a refusal with its reason, whose control characters (in what the player typed,
  /// echoed) show as `?`.
  public init(_ reason: String) {
    self.reason = reason.printable
  }
}
