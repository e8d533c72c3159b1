import Terminal

/// Why a setting could not be read or changed; a key or value it quotes (from the settings
/// file, or typed) is cleaned for the terminal on its own, so that nothing in it can take
/// the words around it.
public enum SettingError: Error, Equatable, CustomStringConvertible {
  case unknownKey(String, suggestion: String?)
  case invalidValue(key: String, value: String, allowed: String)

  public var description: String {
    switch self {
    case .unknownKey(let key, let suggestion):
      "unknown setting '\(key.cleanedForTerminal())'"
        + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .invalidValue(let key, let value, let allowed):
      "invalid value '\(value.cleanedForTerminal())' for \(key): expected \(allowed)"
    }
  }
}
