import Foundation
import Lexicon
import Storage

/// What every session keeps besides its game: its id, its random generator, its
/// dictionary, when it started and the time it has spent on screen.
///
/// A session saves them under its `basics` key; `isPlayable` checks them once decoded.
public struct SessionBasics: Codable, Sendable, Equatable {
  /// The game's id, a UUID, which its history record carries.
  public var id: String
  /// The generator the game draws from; the next game is seeded from it, so that `--seed`
  /// replays a whole run.
  public var generator: SplitMix64
  /// Where the words come from.
  public var source: WordSource
  /// When the game started.
  public var startedAt: Date
  /// The seconds the game has spent on screen waiting for the player.
  public var secondsSpent: Double
  /// The options that define the game, as it started with them, so that the same command
  /// line continues it.
  public var options = DefiningOptions()
  /// The game's challenge code, for a friend to play the same game (SPEC §3.6); `nil` for
  /// a game no code can name (a friend's secret, a `--words` list).
  public var challenge: String?
  /// Whether the game is a challenge: played from a code.
  public var isChallenge = false

  /// A new game's: a new id, a generator seeded from `generator`, started now.
  public init(source: WordSource, generator: inout SplitMix64) {
    id = UUID().uuidString
    self.generator = SplitMix64(seed: generator.next())
    self.source = source
    startedAt = Date()
    secondsSpent = 0
  }

  /// The same, for a game that starts over in place (another dictionary, another
  /// target): a new id, started now, with no time spent; the generator draws on.
  public mutating func restart() {
    id = UUID().uuidString
    startedAt = Date()
    secondsSpent = 0
  }

  /// More time on one game than any player spends (a century): a damaged save.
  static let longestTimeSpent = 100 * 365.25 * 86_400.0

  /// Whether a stored session's fields are ones play makes: a game's id, a start a record
  /// can hold, a sound time spent (from none to a century), a word list's path that names
  /// something, and a challenge code of the code's own characters (it is shown as it
  /// stands).
  public var isPlayable: Bool {
    UUID(uuidString: id) != nil && GameRecord.holds(startedAt.timeIntervalSince1970)
      && (0...Self.longestTimeSpent).contains(secondsSpent)
      && source.path?.isEmpty != true
      && challenge.map { code in
        code.count <= 64 && code.allSatisfy { Challenge.alphabet.contains($0) || $0 == "-" }
      } ?? true
  }
}
