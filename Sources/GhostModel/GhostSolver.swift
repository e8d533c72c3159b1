import Lexicon

/// A Ghost variant solved: for every fragment play can reach, whether the player to move
/// wins with perfect play, and how many moves the round then lasts. The computer, `/hint`,
/// `--solve` and the crib ask these questions, whichever the variant.
///
/// The positions are the nodes of the variant's tree: plain Ghost's `PrefixTree` is solved
/// here, SuperGhost's `InfixTree` in `GhostSolver+SuperGhost.swift`. Both trees lay a
/// fragment out after every fragment it grows from, so one pass from the last node to the
/// first sees every position after all those it leads to. A move is *safe* when it does not
/// make a word (a fragment of the tree always leads to a word long enough, so it is never
/// dead); the player to move wins when some safe move leaves the opponent in a losing
/// position. The results take one byte per node and layer of the table beside the tree
/// (`GhostResult.Table`: one layer for two seats): the moves left, and a flag for a win.
public struct GhostSolver: Sendable {
  /// The dictionary the game was solved for, which judges moves: a `PrefixTree` for plain
  /// Ghost, an `InfixTree` for SuperGhost.
  public let dictionary: any GhostDictionary
  /// The seats at the table the game is solved for.
  public let seats: Int
  /// For each node of the dictionary's tree, its `GhostResult` in each layer of the table
  /// (`GhostResult.Table`): the moves left with perfect play, and whether the side to move
  /// wins. One byte per node and layer, to keep and read back with
  /// `init?(tree:seats:solution:)`.
  public let solution: NodeColumn<UInt8>

  /// The game solved before for `tree` at a table of `seats`, from the solution it had
  /// (`solution`), if it has one byte per node and layer.
  public init?(tree: any GhostDictionary, seats: Int = 2, solution: NodeColumn<UInt8>) {
    let layers = GhostResult.Table(seats: seats).layers
    guard solution.count == tree.nodeCount * layers else { return nil }
    dictionary = tree
    self.seats = seats
    self.solution = solution
  }

  /// Solves plain Ghost for `tree` at a table of `seats`: a tree of the fragments play can
  /// reach, as `PrefixTree(_:endingAtWordsOf:)` builds it with `GhostRound.minimumWordLength`.
  ///
  /// The tree is laid out flat in preorder: every child comes after its parent. In it every
  /// node leads to a word of four or more letters and every word is that long, so a letter
  /// is safe when its child exists and is not a word.
  ///
  /// - Complexity: O(*n* × *L*) time for a tree of *n* nodes and *L* layers: each node is seen
  ///   once as a parent and once as a child in each layer; *L* bytes per node.
  public init(_ tree: PrefixTree, seats: Int = 2) {
    // Only that tree: in a whole one, a word too short to end a round would end it here.
    precondition(
      (1..<tree.nodeCount).allSatisfy { node in
        Int(tree.longestWords[node]) >= GhostRound.minimumWordLength
          && (tree.labels[node] & PrefixTree.wordFlag == 0
            || Int(tree.subtreeEnds[node]) == node + 1)
      }, "a tree of the fragments play can reach")
    let table = GhostResult.Table(seats: seats)
    let layers = table.layers
    let count = tree.nodeCount
    var results = [UInt8](repeating: 1, count: count * layers)
    tree.subtreeEnds.withUnsafeBufferPointer { ends in
      tree.labels.withUnsafeBufferPointer { labels in
        var moves = [GhostResult.Moves](repeating: .init(), count: layers)
        for node in stride(from: count - 1, through: 0, by: -1) {
          for layer in 0..<layers { moves[layer] = .init() }
          var child = node + 1
          while child < Int(ends[node]) {
            if labels[child] & PrefixTree.wordFlag == 0 {
              for layer in 0..<layers {
                let result = results[child * layers + table.next(layer)]
                moves[layer].add(table.counted(result, from: layer))
              }
            }
            child = Int(ends[child])
          }
          for layer in 0..<layers { results[node * layers + layer] = moves[layer].result }
        }
      }
    }
    // One byte per node and layer, as the check asks.
    self.init(tree: tree, seats: seats, solution: NodeColumn(results))!
  }

  /// Whether the game is read from a cache file that turned out damaged after it was
  /// checked: what was asked of it since cannot be trusted, and it should be solved anew.
  public var isDamaged: Bool { dictionary.isDamaged || solution.isDamaged }

  /// The same solved game, held wholly in memory rather than read from its cache file a
  /// page at a time: for a walk over much of it, like the crib's.
  public func inMemory() -> GhostSolver {
    GhostSolver(tree: dictionary.inMemory(), seats: seats, solution: NodeColumn(solution.values))!
  }

  /// The moves from `fragment` that do not lose at once, each with what perfect play makes
  /// of the fragment it leads to; none for a fragment no word grows from. A move that makes
  /// the same fragment as another (`A` and `<A` on `A`) is listed once, on the end.
  public func options(after fragment: String) -> [GhostOption] {
    dictionary.safeMoves(after: fragment).map { move, node in
      // The others' turn there comes after the move.
      let result = solution[GhostResult.Table(seats: seats).afterMove(to: node)]
      return GhostOption(
        move: move, fragment: move.applied(to: fragment), wins: !GhostResult.wins(result),
        movesLeft: GhostResult.movesLeft(result))
    }
  }

  /// Whether the player to move from `fragment` wins with perfect play.
  public func wins(from fragment: String) -> Bool {
    options(after: fragment).contains(where: \.wins)
  }
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
