/// A way to play a game, as the menu offers it: a few words, what it is in a line, and the
/// options it stands for.
public struct Variant: Sendable {
  /// A few words: "against the computer".
  public let label: String
  /// What it is, in a line: "perfect play: it wins whenever it can".
  public let about: String
  /// The options it stands for: `["--computer"]`.
  public let arguments: [String]

  public init(_ label: String, _ about: String, _ arguments: [String] = []) {
    self.label = label
    self.about = about
    self.arguments = arguments
  }
}
