/// When to use colour (SPEC §2 `--color`).
public enum ColorMode: String, CaseIterable, Codable, Sendable {
  case auto, always, never

  /// Whether colour is on. `always` and `never` beat the environment; `auto` means output
  /// is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
  public func isEnabled(environment: [String: String], outputIsTerminal: Bool) -> Bool {
    switch self {
    case .always: true
    case .never: false
    case .auto:
      outputIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
