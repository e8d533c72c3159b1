/// A Ghost variant solved: for every fragment play can reach, whether the player to move
/// wins with perfect play, and how long the round then lasts. The computer, `/hint`,
/// `--solve` and the crib ask these questions, whichever the variant.
public protocol SolvedGhost: Sendable {
  associatedtype Dictionary: GhostDictionary

  /// The dictionary the game was solved for, which judges moves.
  var dictionary: Dictionary { get }

  /// The number of fragments solved, the empty one included.
  var positionCount: Int { get }

  /// The moves from `fragment` that do not lose at once, each with what perfect play makes
  /// of the fragment it leads to; none for a fragment no word grows from. A move that makes
  /// the same fragment as another (`A` and `<A` on `A`) is listed once, on the end.
  func options(after fragment: String) -> [GhostOption]

  /// Whether the game is read from a cache file that turned out damaged after it was
  /// checked: what was asked of it since cannot be trusted, and it should be solved anew.
  var isDamaged: Bool { get }
}

/// A move that does not lose at once, and what perfect play makes of it.
public struct GhostOption: Sendable, Equatable {
  public let move: GhostMove
  /// The fragment the move makes.
  public let fragment: String
  /// Whether the move wins: the player to move after it loses with perfect play.
  public let wins: Bool
  /// The moves the round lasts after this one with perfect play.
  public let movesLeft: Int
}

extension SolvedGhost {
  public var isDamaged: Bool { false }

  /// The moves from `fragment` that win with perfect play.
  public func winningOptions(after fragment: String) -> [GhostOption] {
    options(after: fragment).filter(\.wins)
  }

  /// Whether the player to move from `fragment` wins with perfect play.
  public func wins(from fragment: String) -> Bool {
    options(after: fragment).contains(where: \.wins)
  }
}
