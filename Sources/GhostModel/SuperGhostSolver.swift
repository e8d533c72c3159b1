import Lexicon

/// SuperGhost solved: for every fragment inside a word of four or more letters, whether the
/// player to move wins with perfect play, and how many moves the round then lasts.
///
/// The positions are the nodes of the list's `InfixTree`. A letter added at the end of a
/// fragment leads to a child; a letter added at the start leads to a node whose *suffix
/// link* (the node of its infix without the first letter) is the fragment. Every move
/// makes the fragment one letter longer, and the tree is laid out breadth first, so one
/// pass from the last node to the first sees every position after all those it leads to.
/// The pass reads each node's children directly and hands the node's result to its suffix
/// link, which comes earlier. A move is *safe* when it does not make a word (a fragment
/// that is in the tree is inside a word, so it is never dead). The results take one byte
/// per node and layer of the table, as in `GhostSolver`.
///
/// - Complexity: O(*n* × *L*) time for a tree of *n* nodes and *L* layers, each node seen
///   once as a parent, once as a child and once by its suffix link in each layer; *L*
///   bytes per node kept, 4 + 3*L* while solving.
public struct SuperGhostSolver: SolvedGhost {
  /// The dictionary's tree.
  public let tree: InfixTree
  /// The seats at the table the game is solved for.
  public let seats: Int
  /// For each node, its `GhostResult` in each layer of the table (`GhostResult.Table`): the
  /// solution, one byte per node and layer, to keep and read back with
  /// `init?(tree:seats:solution:)`.
  public let solution: NodeColumn<UInt8>

  /// Solves the game for `list` at a table of `seats`: the infixes of its words of four
  /// letters or more.
  public init(_ list: WordList, seats: Int = 2) {
    self.init(InfixTree(list, minimumLength: GhostRound.minimumWordLength), seats: seats)
  }

  /// Solves the game for `tree` at a table of `seats`; its words must all have four or
  /// more letters.
  public init(_ tree: InfixTree, seats: Int = 2) {
    self.tree = tree
    self.seats = seats
    solution = NodeColumn(Self.solve(tree, table: GhostResult.Table(seats: seats)))
  }

  /// The game solved before for `tree` at a table of `seats`, from the solution it had, if
  /// it has one byte per node and layer.
  public init?(tree: InfixTree, seats: Int = 2, solution: NodeColumn<UInt8>) {
    guard solution.count == tree.nodeCount * GhostResult.Table(seats: seats).layers else {
      return nil
    }
    self.tree = tree
    self.seats = seats
    self.solution = solution
  }

  /// The same solved game, held wholly in memory rather than read from its cache file a
  /// page at a time: for a walk over much of it, like the crib's.
  public func inMemory() -> SuperGhostSolver {
    SuperGhostSolver(tree: tree.inMemory(), seats: seats, solution: solution.inMemory())!
  }

  public var dictionary: InfixTree { tree }

  public var isDamaged: Bool { tree.isDamaged || solution.isDamaged }

  public func options(after fragment: String) -> [GhostOption] {
    guard let node = tree.node(for: fragment) else { return [] }
    var options: [GhostOption] = []
    for child in tree.children(of: node) {
      let letter = tree.letter(of: child)
      // A letter of 0 is a damaged cache file's: see `isDamaged`.
      guard letter != 0, !tree.isWord(child) else { continue }
      options.append(option(GhostMove(tree.alphabet.letter(letter)), on: fragment, to: child))
    }
    guard !fragment.isEmpty else { return options }
    for move in GhostMove.all(on: [.start], in: tree.alphabet) {
      let next = move.applied(to: fragment)
      // On a fragment of one letter repeated, the letter at either end makes one fragment.
      guard let found = tree.node(for: next), !options.contains(where: { $0.fragment == next }),
        !tree.isWord(found)
      else { continue }
      options.append(option(move, on: fragment, to: found))
    }
    return options
  }

  private static func solve(_ tree: InfixTree, table: GhostResult.Table) -> [UInt8] {
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
    return results
  }
}
