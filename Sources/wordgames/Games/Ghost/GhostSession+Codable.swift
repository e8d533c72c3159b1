import CommandLineKit
import Foundation
import GameMachinery
import GhostModel
import Lexicon

extension GhostSession {
  // Not private: the encoder is synthesized in the type's own file, and a private key
  // type referred to from there breaks a debug build of Swift 6.3.
  enum CodingKeys: String, CodingKey {
    case id, round, match, players, computer, source, hints, generator, startedAt, secondsSpent
  }

  /// Decodes a saved round, which must be one still in play between two players that
  /// `--players` accepts, with a game's id and sound counts; anything else is a damaged
  /// file.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    round = try container.decode(GhostRound.self, forKey: .round)
    match = try container.decodeIfPresent(GhostMatch.self, forKey: .match)
    players = try container.decode([String].self, forKey: .players)
    computer = try container.decodeIfPresent(GhostComputer.self, forKey: .computer)
    source = try container.decode(WordSource.self, forKey: .source)
    hints = try container.decode(Int.self, forKey: .hints)
    generator = try container.decode(SplitMix64.self, forKey: .generator)
    startedAt = try container.decode(Date.self, forKey: .startedAt)
    secondsSpent = try container.decode(Double.self, forKey: .secondsSpent)
    guard !round.isOver, match?.isOver != true, UUID(uuidString: id) != nil,
      Self.canPlay(players), hints >= 0,
      secondsSpent.isFinite, secondsSpent >= 0, source.path?.isEmpty != true
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a round in play"))
    }
  }
}
