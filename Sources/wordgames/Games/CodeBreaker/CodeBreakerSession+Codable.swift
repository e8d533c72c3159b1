import CodeBreakerModel
import Foundation
import GameMachinery

extension CodeBreakerSession {
  private enum CodingKeys: String, CodingKey {
    case game, daily, hints
  }

  /// Decodes a kept game (in play or over), beside the fields every session keeps.
  init(from decoder: any Decoder) throws {
    basics = try SessionBasics(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(CodeBreaker.self, forKey: .game)
    daily = try container.decodeIfPresent(String.self, forKey: .daily)
    hints = try container.decode(Int.self, forKey: .hints)
    guard hints >= 0 else { throw DecodingError.unreachable("not a count of hints", in: decoder) }
  }

  // Written beside the private keys: an encoder synthesized in another file that refers
  // to them breaks a debug build of Swift 6.3.
  func encode(to encoder: any Encoder) throws {
    try basics.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encodeIfPresent(daily, forKey: .daily)
    try container.encode(hints, forKey: .hints)
  }
}
