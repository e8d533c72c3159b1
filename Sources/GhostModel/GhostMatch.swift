/// A match of Ghost: each lost round earns the loser the next letter of G-H-O-S-T; a player
/// with all five is out, skipped from then on, and the last one left wins the match.
public struct GhostMatch: Sendable, Equatable {
  /// The word a player spells by losing rounds.
  public static let word = "GHOST"

  /// The rounds each seat has lost: the letters of GHOST they hold.
  public internal(set) var lettersLost: [Int]

  /// A match as the rounds before left it: all zeros for one just starting.
  public init(lettersLost: [Int]) {
    self.lettersLost = lettersLost
  }

  /// Counts a round lost by seat `loser`.
  public mutating func record(loser: Int) {
    precondition(!isOver && !isOut(loser), "the match is over, or the loser was out")
    lettersLost[loser] += 1
  }

  /// The letters `seat` holds, with dashes: `G-H`, or an empty string.
  public func letters(of seat: Int) -> String {
    Self.word.prefix(lettersLost[seat]).map(String.init).joined(separator: "-")
  }

  /// Whether `seat` has spelled GHOST.
  public func isOut(_ seat: Int) -> Bool { lettersLost[seat] >= Self.word.count }

  /// The seats still in, in table order.
  public var seatsIn: [Int] { lettersLost.indices.filter { !isOut($0) } }

  public var isOver: Bool { seatsIn.count <= 1 }

  /// The winner, once the match is over: the last seat left.
  public var winner: Int? { isOver ? seatsIn.first : nil }
}
