extension FixedLengthWords: Codable {
  private enum CodingKeys: String, CodingKey {
    case length, words, alphabet
  }

  /// Encodes the words as one string, back to back: a saved Evil Hangman game holds
  /// thousands of words, and one string is far smaller and faster than an array.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(length, forKey: .length)
    try container.encode(alphabet.text(bytes), forKey: .words)
    if alphabet != .latin { try container.encode(alphabet, forKey: .alphabet) }
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let length = try container.decode(Int.self, forKey: .length)
    let alphabet = try container.decodeIfPresent(Alphabet.self, forKey: .alphabet) ?? .latin
    let text = try container.decode(String.self, forKey: .words)
    guard let bytes = alphabet.codes(of: text),
      let words = FixedLengthWords(validating: bytes, length: length, alphabet: alphabet)
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .words, in: container,
        debugDescription: "not sorted upper-case words of \(length) letters")
    }
    self = words
  }
}
