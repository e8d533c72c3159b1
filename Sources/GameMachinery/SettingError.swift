/// Why a setting could not be read or changed.
public enum SettingError: Error, Equatable, CustomStringConvertible {
  case unknownKey(String, suggestion: String?)
  case invalidValue(key: String, value: String, allowed: String)

  public var description: String {
    switch self {
    case .unknownKey(let key, let suggestion):
      "unknown setting '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
    case .invalidValue(let key, let value, let allowed):
      "invalid value '\(value)' for \(key): expected \(allowed)"
    }
  }
}
