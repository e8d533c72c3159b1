import Lexicon

/// One round of Ghost (SPEC §3.3): two to eight players take turns round the table adding a
/// letter to the end of a fragment (or, in SuperGhost, to either end), and the one who ends
/// it loses.
///
/// A letter ends the round when the fragment becomes a word of at least
/// `minimumWordLength` letters, or when it becomes dead: no word that long starts with it,
/// or in SuperGhost has it inside (so a short word nothing longer grows from is dead too).
/// Words of one to three letters never end a round by being words. The dictionary passed
/// to `play(_:in:)` is the variant: a `PrefixTree` or an `InfixTree`.
public struct GhostRound: Sendable, Equatable {
  /// The shortest word that ends a round.
  public static let minimumWordLength = 4

  /// The fragment so far, in upper case.
  public internal(set) var fragment: String = ""
  /// The seats playing the round, by their number at the table, in the order they move:
  /// the first to move first.
  public let seats: [Int]
  /// How the round ended, once it has.
  public internal(set) var ending: Ending?
  /// The last move played, to show which end it went on.
  public internal(set) var lastMove: GhostMove?

  /// How a round ends: who lost, and why.
  public struct Ending: Sendable, Equatable {
    /// The player who added the last letter.
    public let loser: Int
    public let reason: Reason
  }

  /// Why the last letter lost.
  public enum Reason: Sendable, Equatable {
    /// The fragment became this word.
    case formedWord(String)
    /// No word of `GhostRound.minimumWordLength` or more letters can grow from the
    /// fragment; the fragment before the letter could have become `couldHaveBecome`.
    case deadFragment(couldHaveBecome: String?)
  }

  /// Starts a round of `seats` (two or more), the first to move first.
  public init(seats: [Int]) {
    precondition(seats.count >= 2, "a round has two players or more")
    self.seats = seats
  }

  /// The seat to move, while the round is in play: each letter passes the turn round the
  /// table.
  public var playerToMove: Int { seats[fragment.count % seats.count] }

  /// Whether the round has ended.
  public var isOver: Bool { ending != nil }

  /// The winner of a round of two, once it has ended: the one who did not lose.
  public var winner: Int? {
    guard seats.count == 2, let ending else { return nil }
    return seats.first { $0 != ending.loser }
  }

  /// Plays `move` for the player to move, judged by `dictionary`, whose variant must allow
  /// the move's side, and returns how the round ended if the move ended it; a dead fragment
  /// names the word it could have become, the most frequent by `ranking` if one is.
  public mutating func play(
    _ move: GhostMove, in dictionary: some GhostDictionary, preferring ranking: WordRanking? = nil
  ) -> Ending? {
    precondition(!isOver, "the round is over")
    precondition(dictionary.sides.contains(move.side), "the variant has no such move")
    let previous = fragment
    let mover = playerToMove
    fragment = move.applied(to: fragment)
    lastMove = move
    if !dictionary.isAlive(fragment) {
      let word = dictionary.word(around: previous, preferring: ranking)
      ending = Ending(loser: mover, reason: .deadFragment(couldHaveBecome: word))
    } else if fragment.count >= Self.minimumWordLength, dictionary.isWord(fragment) {
      ending = Ending(loser: mover, reason: .formedWord(fragment))
    }
    return ending
  }
}
