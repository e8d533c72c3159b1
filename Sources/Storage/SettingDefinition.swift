/// A setting: its dotted key, its default, and how a new value is checked.
public struct SettingDefinition: Sendable {
  /// The dotted key: `color`, `evil.length`.
  public let key: String
  /// The value used until the player sets another.
  public let defaultValue: String
  /// What the setting does, for `settings list`.
  public let summary: String
  /// What a value may be, in words: "a whole number from 1 to 26".
  public let allowed: String
  /// Every value, for a setting that takes one of a few (offered by number).
  public let choices: [String]?
  /// Checks a value and returns it in its normal form, or why it is refused.
  public let normalize: @Sendable (String) -> Result<String, SettingError>

  public init(
    key: String, defaultValue: String, summary: String, allowed: String = "",
    choices: [String]? = nil,
    normalize: @escaping @Sendable (String) -> Result<String, SettingError>
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.summary = summary
    self.allowed = allowed
    self.choices = choices
    self.normalize = normalize
  }
}
