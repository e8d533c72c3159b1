/// Styles text with ANSI escapes, or leaves it plain when colour is off.
public struct TextStyle: Sendable {
  /// A role a piece of text plays on screen; the palette is chosen here, in one place.
  ///
  /// Its raw value is its SGR escape's parameters.
  public enum Role: String, Sendable, CaseIterable {
    case title = "1;36"
    case emphasis = "1"
    case dim = "2"
    case good = "1;32"
    case bad = "1;31"
    case warning = "33"
    /// Close, but not there: a letter in the word elsewhere (CodeWord Breaker's yellow peg).
    case near = "1;33"
    /// `good` in orange, told from `colorblindNear` with any kind of colour blindness.
    case colorblindGood = "1;38;5;208"
    /// `near` in blue, told from `colorblindGood` with any kind of colour blindness.
    case colorblindNear = "1;38;5;39"
  }

  /// Whether escapes are written.
  public let enabled: Bool

  /// Creates a style that writes escapes only when `enabled`.
  public init(enabled: Bool) { self.enabled = enabled }

  /// `text` in the style of `role`.
  public func paint(_ text: String, _ role: Role) -> String {
    enabled ? "\u{1B}[\(role.rawValue)m\(text)\u{1B}[0m" : text
  }
}
