import Lexicon

/// Ghost solved: for every fragment play can reach, whether the player to move wins with
/// perfect play, and how many moves the round then lasts.
///
/// The solver works on the dictionary's `PrefixTree` of the fragments play can reach
/// (`PrefixTree.init(_:endingAtWordsOf:)`), whose nodes are the fragments, laid out flat in
/// preorder: every child comes after its parent. So one pass from the last node to the first
/// sees each node's children solved before the node itself. In that tree every node leads to
/// a word of four or more letters and every word is that long, so a letter is *safe* (it
/// does not lose at once) when its child exists and is not a word, as in `SuperGhostSolver`;
/// the player to move wins when some safe letter leaves the opponent in a losing position.
/// The results take one byte per node and layer of the table beside the tree
/// (`GhostResult.Table`: one layer for two seats): the moves left, and a flag for a win.
///
/// - Complexity: O(*n* × *L*) time for a tree of *n* nodes and *L* layers: each node is seen
///   once as a parent and once as a child in each layer; *L* bytes per node.
public struct GhostSolver: Sendable {
  public typealias Node = PrefixTree.Node

  /// The dictionary's tree.
  public let tree: PrefixTree
  /// The seats at the table the game is solved for.
  public let seats: Int
  /// For each node, its `GhostResult` in each layer of the table (`GhostResult.Table`): the
  /// moves left with perfect play, and whether the side to move wins. One byte per node and
  /// layer, to keep and read back with `init?(tree:seats:solution:)`.
  public let solution: NodeColumn<UInt8>

  /// Solves the game for `list` at a table of `seats`, over the fragments play can reach.
  public init(_ list: WordList, seats: Int = 2) {
    self.init(PrefixTree(list, endingAtWordsOf: GhostRound.minimumWordLength), seats: seats)
  }

  /// Solves the game for `tree` at a table of `seats`: a tree of the fragments play can reach,
  /// as `PrefixTree(_:endingAtWordsOf:)` builds it with `GhostRound.minimumWordLength`.
  public init(_ tree: PrefixTree, seats: Int = 2) {
    self.tree = tree
    self.seats = seats
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
    solution = NodeColumn(results)
  }

  /// The game solved before for `tree` at a table of `seats`, from the solution it had
  /// (`solution`), if it has one byte per node and layer.
  public init?(tree: PrefixTree, seats: Int = 2, solution: NodeColumn<UInt8>) {
    guard solution.count == tree.nodeCount * GhostResult.Table(seats: seats).layers else {
      return nil
    }
    self.tree = tree
    self.seats = seats
    self.solution = solution
  }

  /// The letters that do not lose at once from the fragment at `node`, those that make no
  /// word, with the node each leads to.
  public func safeMoves(from node: Node) -> [(letter: Character, node: Node)] {
    tree.children(of: node).filter { !tree.isWord($0) }.map {
      (tree.alphabet.letter(tree.letter(of: $0)), $0)
    }
  }
}

extension GhostSolver: SolvedGhost {
  public var dictionary: PrefixTree { tree }

  public func options(after fragment: String) -> [GhostOption] {
    guard let node = tree.node(forPrefix: fragment) else { return [] }
    return safeMoves(from: node).map {
      option(GhostMove($0.letter), on: fragment, to: $0.node)
    }
  }
}
