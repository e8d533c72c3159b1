import CommandLineKit
import EvilHangmanModel
import Foundation
import GameMachinery
import Lexicon

extension EvilSession {
  // Not private: the encoder is synthesized in the type's own file, and a private key
  // type referred to from there breaks a debug build of Swift 6.3.
  enum CodingKeys: String, CodingKey {
    case id, game, generator, source, startedAt, secondsSpent
  }

  /// Decodes a saved game, which must be one still in play (a finished game is recorded,
  /// never saved) with a game's id and a sound time spent; a save from before ids gets a
  /// new one.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decodeIfPresent(String.self, forKey: .id) ?? UUID().uuidString
    game = try container.decode(EvilHangman.self, forKey: .game)
    generator = try container.decode(SplitMix64.self, forKey: .generator)
    source = try container.decode(WordSource.self, forKey: .source)
    startedAt = try container.decode(Date.self, forKey: .startedAt)
    secondsSpent = try container.decode(Double.self, forKey: .secondsSpent)
    guard !game.isOver, UUID(uuidString: id) != nil, secondsSpent.isFinite, secondsSpent >= 0,
      source.path?.isEmpty != true
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a game in play"))
    }
  }
}
