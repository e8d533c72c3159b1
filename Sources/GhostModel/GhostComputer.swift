import Lexicon

/// How the computer plays Ghost.
public enum GhostComputer: String, CaseIterable, Codable, Sendable {
  /// A letter that does not lose at once, at random.
  case easy
  /// From the solved game: a winning letter at random; when every letter loses, one that
  /// makes the round last longest (ties at random). It never loses a round it can win.
  case perfect

  /// The letter to add to `fragment`.
  public func letter(
    after fragment: String, solver: GhostSolver,
    using generator: inout some RandomNumberGenerator
  ) -> Character {
    let alphabet = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { Character(Unicode.Scalar($0)) }
    guard let node = solver.node(for: fragment) else {
      return alphabet.randomElement(using: &generator)!
    }
    let safe = solver.safeMoves(from: node, depth: fragment.count)
    guard !safe.isEmpty else {
      // Every letter loses: one that is not even a continuation ends the round as surely.
      return alphabet.randomElement(using: &generator)!
    }
    switch self {
    case .easy:
      return safe.randomElement(using: &generator)!.letter
    case .perfect:
      let winning = safe.filter { !solver.wins(at: $0.node) }
      if let move = winning.randomElement(using: &generator) { return move.letter }
      let longest = safe.map { solver.movesLeft(at: $0.node) }.max()!
      return safe.filter { solver.movesLeft(at: $0.node) == longest }
        .randomElement(using: &generator)!.letter
    }
  }
}
