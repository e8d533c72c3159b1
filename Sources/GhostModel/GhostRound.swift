import Lexicon

/// One round of Ghost (SPEC §3.3): two players take turns adding a letter to the end of a
/// fragment, and the one who ends it loses.
///
/// A letter ends the round when the fragment becomes a word of at least
/// `minimumWordLength` letters, or when it becomes dead: no word that long starts with it
/// (so a short word nothing longer starts with is dead too). Words of one to three letters
/// never end a round by being words.
public struct GhostRound: Sendable, Equatable, Codable {
  /// The shortest word that ends a round.
  public static let minimumWordLength = 4

  /// The fragment so far, in upper case.
  public internal(set) var fragment: String = ""
  /// The player who started the round: 0 or 1.
  public internal(set) var firstPlayer: Int
  /// The player to move, while the round is in play: 0 or 1.
  public internal(set) var playerToMove: Int
  /// How the round ended, once it has.
  public internal(set) var ending: Ending?

  /// How a round ends: who lost, and why.
  public struct Ending: Sendable, Equatable, Codable {
    /// The player who added the last letter.
    public let loser: Int
    public let reason: Reason
  }

  /// Why the last letter lost.
  public enum Reason: Sendable, Equatable, Codable {
    /// The fragment became this word.
    case formedWord(String)
    /// Nothing of `GhostRound.minimumWordLength` or more letters starts with the fragment;
    /// the fragment before the letter could have become `couldHaveBecome`.
    case deadFragment(couldHaveBecome: String?)
  }

  /// The result of adding a letter.
  public enum Play: Sendable, Equatable {
    case continues
    case lost(Ending)
  }

  /// Starts a round with `firstPlayer` (0 or 1) to move.
  public init(firstPlayer: Int) {
    precondition((0...1).contains(firstPlayer), "there are two players")
    self.firstPlayer = firstPlayer
    playerToMove = firstPlayer
  }

  /// Whether the round has ended.
  public var isOver: Bool { ending != nil }

  /// The winner, once the round has ended.
  public var winner: Int? { ending.map { 1 - $0.loser } }

  /// Adds `letter` (A–Z, either case) for the player to move, judged by `dictionary`.
  public mutating func play(_ letter: Character, in dictionary: PrefixTree) -> Play {
    precondition(!isOver, "the round is over")
    let previous = fragment
    fragment.append(Character(letter.uppercased()))
    let mover = playerToMove
    playerToMove = 1 - mover
    let minimum = Self.minimumWordLength
    guard let node = dictionary.node(forPrefix: fragment),
      dictionary.longestWordLength(from: node) >= minimum
    else {
      let word = dictionary.firstWord(withPrefix: previous, minimumLength: minimum)
      return end(Ending(loser: mover, reason: .deadFragment(couldHaveBecome: word)))
    }
    if dictionary.isWord(node), fragment.count >= minimum {
      return end(Ending(loser: mover, reason: .formedWord(fragment)))
    }
    return .continues
  }

  private mutating func end(_ ending: Ending) -> Play {
    self.ending = ending
    return .lost(ending)
  }
}
