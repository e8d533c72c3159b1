/// How the computer plays Ghost, in either variant.
public enum GhostComputer: String, CaseIterable, Codable, Sendable {
  /// A move that does not lose at once, at random.
  case easy
  /// From the solved game: a winning move at random; when every move loses, one that
  /// makes the round last longest (ties at random). It never loses a round it can win.
  case perfect

  /// The move to make on `fragment` in `game`.
  public func move(
    after fragment: String, in game: some SolvedGhost,
    using generator: inout some RandomNumberGenerator
  ) -> GhostMove {
    let options = game.options(after: fragment)
    guard !options.isEmpty else {
      // Every move loses: one that is not even a continuation ends the round as surely.
      return GhostMove.all(on: [.end], in: game.dictionary.alphabet)
        .randomElement(using: &generator)!
    }
    switch self {
    case .easy:
      return options.randomElement(using: &generator)!.move
    case .perfect:
      if let winning = options.filter(\.wins).randomElement(using: &generator) {
        return winning.move
      }
      let longest = options.map(\.movesLeft).max()!
      return options.filter { $0.movesLeft == longest }.randomElement(using: &generator)!.move
    }
  }
}
