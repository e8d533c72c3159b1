import Foundation
import Lexicon

/// What every session keeps besides its game: its id, its random generator, its
/// dictionary, when it started and the time it has spent on screen.
///
/// A session saves them under its `basics` key; decoding checks them (`init(from:)`).
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
  /// The value of each option that defines a game, as the game started with it (see
  /// `OptionValues.definingTexts`), so that the same command line continues it.
  public var options: [String: String] = [:]
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

  private enum CodingKeys: String, CodingKey {
    case id, generator, source, startedAt, secondsSpent, options, challenge, isChallenge
  }

  /// More time on one game than any player spends (a century): a damaged save.
  static let longestTimeSpent = 100 * 365.25 * 86_400.0

  /// Decodes the fields from a saved session, which must hold a game's id, a sound time
  /// spent (from none to a century), its options and a word list's path that names
  /// something; anything else is a damaged file.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    generator = try container.decode(SplitMix64.self, forKey: .generator)
    source = try container.decode(WordSource.self, forKey: .source)
    startedAt = try container.decode(Date.self, forKey: .startedAt)
    secondsSpent = try container.decode(Double.self, forKey: .secondsSpent)
    options = try container.decode([String: String].self, forKey: .options)
    challenge = try container.decodeIfPresent(String.self, forKey: .challenge)
    isChallenge = try container.decodeIfPresent(Bool.self, forKey: .isChallenge) ?? false
    guard UUID(uuidString: id) != nil, (0...Self.longestTimeSpent).contains(secondsSpent),
      source.path?.isEmpty != true
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .id, in: container, debugDescription: "not a game's id, time or list")
    }
  }
}
