/// A match of Ghost: each lost round earns the loser the next letter of G-H-O-S-T, and the
/// first player with all five letters is out.
public struct GhostMatch: Sendable, Equatable {
  /// The word a player spells by losing rounds.
  public static let word = "GHOST"

  /// The rounds each player has lost: the letters of GHOST they hold.
  public internal(set) var lettersLost: [Int] = [0, 0]

  public init(lettersLost: [Int] = [0, 0]) {
    self.lettersLost = lettersLost
  }

  /// Counts a round lost by `loser` (0 or 1).
  public mutating func record(loser: Int) {
    precondition(!isOver, "the match is over")
    lettersLost[loser] += 1
  }

  /// The letters `player` holds, with dashes: `G-H`, or an empty string.
  public func letters(of player: Int) -> String {
    Self.word.prefix(lettersLost[player]).map(String.init).joined(separator: "-")
  }

  /// The player who spelled GHOST, if one has.
  public var loser: Int? {
    lettersLost.firstIndex { $0 >= Self.word.count }
  }

  public var isOver: Bool { loser != nil }

  /// The winner, once the match is over.
  public var winner: Int? { loser.map { 1 - $0 } }
}
