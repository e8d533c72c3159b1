extension GhostRound {
  private enum CodingKeys: String, CodingKey {
    case fragment, firstPlayer, playerToMove, ending, lastMove
  }

  /// Decodes a round, which must be one real play can reach: a fragment of letters A–Z,
  /// players 0 and 1 taking turns from the first player, and an ending (if any) whose loser
  /// added the last letter.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let fragment = try container.decode(String.self, forKey: .fragment)
    let firstPlayer = try container.decode(Int.self, forKey: .firstPlayer)
    let playerToMove = try container.decode(Int.self, forKey: .playerToMove)
    let ending = try container.decodeIfPresent(Ending.self, forKey: .ending)
    // A round with no letter yet has no last move; one with letters has one.
    let lastMove = try container.decodeIfPresent(GhostMove.self, forKey: .lastMove)
    let lastMover = (firstPlayer + fragment.count + 1) % 2
    guard (0...1).contains(firstPlayer), fragment.count <= 64,
      fragment.utf8.allSatisfy({ (65...90).contains($0) }),
      playerToMove == (firstPlayer + fragment.count) % 2,
      ending.map({ !fragment.isEmpty && $0.loser == lastMover }) ?? true,
      lastMove.map({ $0.side == .end ? fragment.last == $0.letter : fragment.first == $0.letter })
        ?? fragment.isEmpty
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a round play can reach"))
    }
    self.init(firstPlayer: firstPlayer)
    self.fragment = fragment
    self.playerToMove = playerToMove
    self.ending = ending
    self.lastMove = lastMove
  }

  // Written beside the private keys rather than synthesized in another file, which makes a
  // debug build of Swift 6.3 fail ("Global is external, but doesn't have external or weak
  // linkage").
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fragment, forKey: .fragment)
    try container.encode(firstPlayer, forKey: .firstPlayer)
    try container.encode(playerToMove, forKey: .playerToMove)
    try container.encodeIfPresent(ending, forKey: .ending)
    try container.encodeIfPresent(lastMove, forKey: .lastMove)
  }
}
