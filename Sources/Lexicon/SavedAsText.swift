/// A value saved as one string, `description`, and read back by `init?(_:)`: a language as
/// its code, an alphabet as its letters. Text that names none is a decoding error.
public protocol SavedAsText: Codable, LosslessStringConvertible {}

extension SavedAsText {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = Self(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(text) is not a \(Self.self) of this wordgames")
    }
    self = value
  }
}
