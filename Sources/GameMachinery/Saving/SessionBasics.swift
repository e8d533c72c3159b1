import Foundation
import Lexicon
import Storage
import Terminal

/// What every session keeps besides its game: its id, the seed of its random choices and
/// the lines played, when it started and the time it has spent on screen.
///
/// Each value of a save is checked before it is replayed (a number from outside is bounded
/// where it enters); the random generator is not saved: replaying the lines from the seed
/// makes it again (`SavedGame.replayed`).
public struct SessionBasics: Codable, Sendable, Equatable {
  /// The game's id, a UUID, which its history record carries.
  public var id = UUID().uuidString
  /// The seed of the game's random choices.
  public private(set) var seed: UInt64
  /// The generator the game draws from, as the lines played so far left it; the next game
  /// is seeded from it, so that `--seed` replays a whole run. A save leaves it out: its
  /// replay seeds it again from `seed`, so the one a save decodes to is never drawn from.
  public var generator = SplitMix64(seed: 0)
  /// When the game started.
  public var startedAt = Date()
  /// The seconds the game has spent on screen waiting for the player.
  public var secondsSpent: Double = 0
  /// The game's challenge code, for a friend to play the same game (SPEC §3.6); `nil` for
  /// a game no code can name (a friend's secret, a `--words` list).
  public var challenge: String?
  /// Whether the game is a challenge: played from a code.
  public var isChallenge = false
  /// The lines played, in order, as they were typed (a command that counts, as `/hint`).
  public var moves: [String] = []

  /// A new game's: a new id, started now, its random choices seeded by a number drawn from
  /// `generator`, or by `seed` where the game gives one (Evil Hangman's host, whose seed a
  /// challenge code holds): `generator` draws all the same, so that a run's next games do not
  /// depend on it.
  public init(generator: inout SplitMix64, seed: UInt64? = nil) {
    let drawn = generator.next()
    self.seed = seed ?? drawn
    self.generator = SplitMix64(seed: seed ?? drawn)
  }

  /// More time on one game than any player spends (a century): a damaged save.
  static let longestTimeSpent = 100 * 365.25 * 86_400.0
  /// More lines than a game takes, or a line longer than one typed.
  static let mostMoves = 10_000

  /// Everything but the generator, which the seed and the lines make again.
  private enum CodingKeys: String, CodingKey {
    case id, seed, startedAt, secondsSpent, challenge, isChallenge, moves
  }

  /// Whether a save's values are sound: a game's id, a start a record can hold, a sound time
  /// spent (from none to a century), a challenge code of the code's own characters (it is
  /// shown as it stands), and lines a game could take.
  var isSound: Bool {
    UUID(uuidString: id) != nil && GameRecord.holds(startedAt.timeIntervalSince1970)
      && (0...Self.longestTimeSpent).contains(secondsSpent) && moves.count <= Self.mostMoves
      && moves.allSatisfy({ $0.utf8.count < LineReader.maximumLineLength })
      && challenge.map { code in
        code.count <= 64 && code.allSatisfy { Challenge.alphabet.contains($0) || $0 == "-" }
      } ?? true
  }
}
