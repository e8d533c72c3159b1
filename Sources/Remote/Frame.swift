/// One line of what a host sends a joiner (SPEC §3.5), and the one place the wire's marks
/// are written and read: `>` a line of the screen, `<` text without a line break (a
/// prompt), `?` when a line of the joiner's is awaited, `=` a finished game's record, `.`
/// when the host ends the game and `,` when it saves it and leaves. Any other line (the
/// listener's refusal of a code) is text for the joiner to read.
public enum Frame: Equatable, Sendable {
  case line(String)
  case prompt(String)
  case asked
  case record(String)
  case ended(saved: Bool)
  case notice(String)

  /// The frame a line received means (without its line break).
  public init(_ received: String) {
    let rest = String(received.dropFirst())
    switch received.first {
    case ">": self = .line(rest)
    case "<": self = .prompt(rest)
    case "=": self = .record(rest)
    case "?" where rest.isEmpty: self = .asked
    case "." where rest.isEmpty: self = .ended(saved: false)
    case "," where rest.isEmpty: self = .ended(saved: true)
    default: self = .notice(received)
    }
  }

  /// The frame as sent, without its line break.
  public var encoded: String {
    switch self {
    case .line(let text): ">" + text
    case .prompt(let text): "<" + text
    case .asked: "?"
    case .record(let json): "=" + json
    case .ended(let saved): saved ? "," : "."
    case .notice(let text): text
    }
  }
}
