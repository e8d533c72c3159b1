import Lexicon

extension GhostSolver {
  /// Solves SuperGhost for `tree` at a table of `seats`: the infixes of the words of four
  /// letters or more, as `InfixTree(_:minimumLength:)` builds it with
  /// `GhostRound.minimumWordLength`.
  ///
  /// A letter added at the end of a fragment leads to a child; a letter added at the start
  /// leads to a node whose *suffix link* (the node of its infix without the first letter)
  /// is the fragment. Every move makes the fragment one letter longer, and the tree is laid
  /// out breadth first, so the pass reads each node's children directly and hands the
  /// node's result to its suffix link, which comes earlier. A fragment that is in the tree
  /// is inside a word, so it is never dead.
  ///
  /// - Complexity: O(*n* × *L*) time for a tree of *n* nodes and *L* layers, each node seen
  ///   once as a parent, once as a child and once by its suffix link in each layer; *L*
  ///   bytes per node kept, 4 + 3*L* while solving.
  public init(_ tree: InfixTree, seats: Int = 2) {
    let table = GhostResult.Table(seats: seats)
    let count = tree.nodeCount
    let layers = table.layers
    var results = [UInt8](repeating: 1, count: count * layers)
    tree.labels.values.withUnsafeBufferPointer { labels in
      tree.firstChildren.values.withUnsafeBufferPointer { firsts in
        /// The child of `node` with the letter of `label`, which exists.
        func childOf(_ node: Int, like label: UInt8) -> Int {
          let letter = label & InfixTree.letterMask
          var child = Int(firsts[node])
          while labels[child] & InfixTree.letterMask != letter { child += 1 }
          return child
        }
        // Suffix links: the node of each infix without its first letter. For a child of
        // the root it is the root; else it is the same letter's child of the parent's link.
        var links = [UInt32](repeating: 0, count: count)
        for node in 1..<count {
          let link = Int(links[node])
          for child in Int(firsts[node])..<Int(firsts[node + 1]) {
            links[child] = UInt32(childOf(link, like: labels[child]))
          }
        }
        // What the moves at the start have shown, handed over by the longer infixes.
        var handed = [GhostResult.Moves](repeating: .init(), count: count * layers)
        for node in stride(from: count - 1, through: 0, by: -1) {
          for layer in 0..<layers {
            var moves = handed[node * layers + layer]
            for child in Int(firsts[node])..<Int(firsts[node + 1])
            where labels[child] & InfixTree.wordFlag == 0 {
              let result = results[child * layers + table.next(layer)]
              moves.add(table.counted(result, from: layer))
            }
            results[node * layers + layer] = moves.result
          }
          // This infix is also its link with a letter added at the start.
          guard node != 0, labels[node] & InfixTree.wordFlag == 0 else { continue }
          let link = Int(links[node])
          for layer in 0..<layers {
            let result = results[node * layers + table.next(layer)]
            handed[link * layers + layer].add(table.counted(result, from: layer))
          }
        }
      }
    }
    // One byte per node and layer, as the check asks.
    self.init(tree: tree, seats: seats, solution: NodeColumn(results))!
  }
}
