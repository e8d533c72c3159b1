import EvilHangmanModel
import Foundation
import GameMachinery

extension EvilSession {
  private enum CodingKeys: String, CodingKey {
    case game
  }

  /// Decodes a saved game, which must be one still in play (a finished game is recorded,
  /// never saved), beside the fields every session keeps (`SessionBasics`).
  init(from decoder: any Decoder) throws {
    basics = try SessionBasics(from: decoder)
    game = try decoder.container(keyedBy: CodingKeys.self).decode(EvilHangman.self, forKey: .game)
    guard !game.isOver else {
      throw DecodingError.unreachable("not a game in play", in: decoder)
    }
  }

  // Written beside the private keys: an encoder synthesized in another file that refers
  // to them breaks a debug build of Swift 6.3.
  func encode(to encoder: any Encoder) throws {
    try basics.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
  }
}
