import Lexicon

/// What a Ghost variant's dictionary says about a fragment: whether it is a word, and
/// whether a word can still grow from it. Plain Ghost asks a `PrefixTree` (a word must
/// start with the fragment), SuperGhost an `InfixTree` (a word must have it inside).
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
}

extension GhostDictionary {
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
}
