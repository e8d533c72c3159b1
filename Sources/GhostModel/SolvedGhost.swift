import Lexicon

/// A Ghost variant solved: for every fragment play can reach, whether the player to move
/// wins with perfect play, and how long the round then lasts. The computer, `/hint`,
/// `--solve` and the crib ask these questions, whichever the variant.
///
/// Both variants keep the answers the same way: a `GhostResult` for each node of the
/// dictionary's tree in each layer of the table (`GhostResult.Table`), so reading a node's
/// answer, and making an option of a move, is written once here.
public protocol SolvedGhost: Sendable {
  associatedtype Dictionary: GhostDictionary

  /// The dictionary the game was solved for, which judges moves.
  var dictionary: Dictionary { get }

  /// The seats at the table the game is solved for.
  var seats: Int { get }

  /// For each node of the dictionary's tree, its `GhostResult` in each layer of the table:
  /// one byte per node and layer.
  var solution: NodeColumn<UInt8> { get }

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

  /// The number of fragments solved, the empty one included: a node's results fill one byte
  /// per layer of the table.
  public var positionCount: Int { solution.count / GhostResult.Table(seats: seats).layers }

  /// `move` played on `fragment` as an option, which leads to `node`: the others' turn there
  /// comes after the move, and its result says what perfect play makes of it.
  func option(_ move: GhostMove, on fragment: String, to node: Int) -> GhostOption {
    let result = solution[GhostResult.Table(seats: seats).afterMove(to: node)]
    return GhostOption(
      move: move, fragment: move.applied(to: fragment), wins: !GhostResult.wins(result),
      movesLeft: GhostResult.movesLeft(result))
  }

  /// Whether the player to move from `fragment` wins with perfect play.
  public func wins(from fragment: String) -> Bool {
    options(after: fragment).contains(where: \.wins)
  }
}
