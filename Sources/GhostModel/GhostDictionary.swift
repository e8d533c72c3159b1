import Lexicon

/// What a Ghost variant's dictionary says about a fragment: whether it is a word, whether a
/// word can still grow from it, and the moves from it that do not lose at once, on the tree
/// `GhostSolver` solves. Plain Ghost asks a `PrefixTree` (a word must start with the
/// fragment), SuperGhost an `InfixTree` (a word must have it inside).
public protocol GhostDictionary: Sendable {
  /// The ends of the fragment a letter may be added to.
  var sides: [GhostMove.Side] { get }

  /// The letters a move may add.
  var alphabet: Alphabet { get }

  /// Whether some word of `GhostRound.minimumWordLength` or more letters can still grow
  /// from `fragment` (upper case).
  func isAlive(_ fragment: String) -> Bool

  /// Whether `fragment` (upper case) is a word of the list.
  func isWord(_ fragment: String) -> Bool

  /// A word of `GhostRound.minimumWordLength` or more letters that could grow from
  /// `fragment`, to name when the next letter kills it.
  func word(around fragment: String) -> String?

  /// The number of nodes of the tree, the fragments play can reach, the empty one included.
  var nodeCount: Int { get }

  /// The moves from `fragment` that do not lose at once, those that make no word, each with
  /// the node of the fragment it makes; none for a fragment not in the tree. A move that
  /// makes the same fragment as another (`A` and `<A` on `A`) is listed once, on the end.
  func safeMoves(after fragment: String) -> [(move: GhostMove, node: Int)]

  /// Whether the tree is read from a cache file that turned out damaged after it was
  /// checked: what was read from it since cannot be trusted.
  var isDamaged: Bool { get }

  /// The same tree, held wholly in memory: for a walk over much of it.
  func inMemory() -> Self
}

extension GhostDictionary {
  /// A tree built in memory is never damaged.
  public var isDamaged: Bool { false }

  /// A tree built in memory is held there already.
  public func inMemory() -> Self { self }

  /// Whether `word` grows from `fragment` in this variant: starts with it, or in SuperGhost
  /// has it inside.
  public func grows(_ word: String, from fragment: String) -> Bool {
    sides.contains(.start) ? word.contains(fragment) : word.hasPrefix(fragment)
  }

  /// A word that could grow from `fragment`, as `word(around:)` finds one, but the most
  /// frequent by `ranking` that does.
  public func word(around fragment: String, preferring ranking: WordRanking?) -> String? {
    ranking?.first {
      $0.count >= GhostRound.minimumWordLength && grows($0, from: fragment) && isWord($0)
    } ?? word(around: fragment)
  }
}

extension PrefixTree: GhostDictionary {
  public var sides: [GhostMove.Side] { [.end] }

  public func isAlive(_ fragment: String) -> Bool {
    hasWord(withPrefix: fragment, minimumLength: GhostRound.minimumWordLength)
  }

  public func isWord(_ fragment: String) -> Bool {
    node(forPrefix: fragment).map { isWord($0) } ?? false
  }

  public func word(around fragment: String) -> String? {
    firstWord(withPrefix: fragment, minimumLength: GhostRound.minimumWordLength)
  }

  public func safeMoves(after fragment: String) -> [(move: GhostMove, node: Int)] {
    guard let node = node(forPrefix: fragment) else { return [] }
    return children(of: node).filter { !isWord($0) }.map {
      (GhostMove(alphabet.letter(letter(of: $0))), $0)
    }
  }
}

extension InfixTree: GhostDictionary {
  public var sides: [GhostMove.Side] { [.end, .start] }

  /// Whether the fragment is inside a word: the tree holds the infixes of the words long
  /// enough (`InfixTree(_:minimumLength:)`) and nothing else.
  public func isAlive(_ fragment: String) -> Bool {
    node(for: fragment) != nil
  }

  public func isWord(_ fragment: String) -> Bool {
    node(for: fragment).map { isWord($0) } ?? false
  }

  public func word(around fragment: String) -> String? {
    word(containing: fragment)
  }

  public func safeMoves(after fragment: String) -> [(move: GhostMove, node: Int)] {
    guard let node = node(for: fragment) else { return [] }
    var moves: [(move: GhostMove, node: Int)] = children(of: node).compactMap { child in
      let code = letter(of: child)
      // A letter of 0 is a damaged cache file's: see `isDamaged`.
      return code == 0 || isWord(child) ? nil : (GhostMove(alphabet.letter(code)), child)
    }
    guard !fragment.isEmpty else { return moves }
    for move in GhostMove.all(on: [.start], in: alphabet) {
      // On a fragment of one letter repeated, the letter at either end makes one fragment,
      // one node of the tree.
      guard let found = self.node(for: move.applied(to: fragment)),
        !moves.contains(where: { $0.node == found }), !isWord(found)
      else { continue }
      moves.append((move, found))
    }
    return moves
  }
}
