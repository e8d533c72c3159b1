extension GhostMatch {
  private enum CodingKeys: String, CodingKey {
    case lettersLost
  }

  /// Decodes a match: two players, each holding at most the five letters of GHOST, and at
  /// most one of them all five.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let lettersLost = try container.decode([Int].self, forKey: .lettersLost)
    let full = Self.word.count
    guard lettersLost.count == 2, lettersLost.allSatisfy({ (0...full).contains($0) }),
      lettersLost.filter({ $0 == full }).count <= 1
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a match play can reach"))
    }
    self.init()
    self.lettersLost = lettersLost
  }

  // Beside the private keys, for the reason `GhostRound.encode(to:)` gives.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(lettersLost, forKey: .lettersLost)
  }
}
