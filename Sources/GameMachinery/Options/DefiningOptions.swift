/// The options that define one game, as one value: the game keeps it, saved with it, and
/// a run compares it as a whole with what its command line gives to decide whether it
/// continues the game.
///
/// Each option's value is read and written as its own type, through its declaration;
/// it is stored as its setting writes it (`7`, `planner`, `on`), so that a saved game
/// reads the same in every version that has the option.
public struct DefiningOptions: Codable, Sendable, Equatable {
  private var texts: [String: String] = [:]

  public init() {}

  /// The option's value, if this game has one for it.
  public subscript<Value>(_ option: GameOption<Value>) -> Value? {
    get { texts[option.name].flatMap(option.parse) }
    set { texts[option.name] = newValue.map(option.text) }
  }

  /// The option's value as its setting writes it.
  subscript(name name: String) -> String? {
    get { texts[name] }
    set { texts[name] = newValue }
  }

  /// These options with each of `given`'s in place of its own.
  func merging(_ given: DefiningOptions) -> DefiningOptions {
    var merged = self
    merged.texts.merge(given.texts) { _, new in new }
    return merged
  }

  public init(from decoder: any Decoder) throws {
    texts = try [String: String](from: decoder)
  }

  public func encode(to encoder: any Encoder) throws {
    try texts.encode(to: encoder)
  }
}
