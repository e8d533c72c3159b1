/// A setting: its dotted key, its default, and how a new value is checked.
public struct SettingDefinition: Sendable {
  /// The dotted key: `color`, `evil.length`.
  public let key: String
  /// The value used until the player sets another.
  public let defaultValue: String
  /// What the setting does, for `settings list`.
  public let summary: String
  /// Checks a value and returns it in its normal form, or why it is refused.
  public let normalize: @Sendable (String) -> Result<String, SettingError>

  public init(
    key: String, defaultValue: String, summary: String,
    normalize: @escaping @Sendable (String) -> Result<String, SettingError>
  ) {
    self.key = key
    self.defaultValue = defaultValue
    self.summary = summary
    self.normalize = normalize
  }
}
