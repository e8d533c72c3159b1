import CommandLineKit
import Foundation
import GameMachinery
import GhostModel
import Lexicon

extension GhostSession {
  private enum CodingKeys: String, CodingKey {
    case round, match, players, computer, hints, roundsWon
    case superGhost = "super"
  }

  /// Decodes a saved round, which must be one still in play between two players that
  /// `--players` accepts, with sound counts, beside the fields every session keeps
  /// (`SessionBasics`); anything else is a damaged file.
  init(from decoder: any Decoder) throws {
    basics = try SessionBasics(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    round = try container.decode(GhostRound.self, forKey: .round)
    match = try container.decodeIfPresent(GhostMatch.self, forKey: .match)
    players = try container.decode([String].self, forKey: .players)
    computer = try container.decodeIfPresent(GhostComputer.self, forKey: .computer)
    hints = try container.decode(Int.self, forKey: .hints)
    roundsWon = try container.decode([Int].self, forKey: .roundsWon)
    superGhost = try container.decode(Bool.self, forKey: .superGhost)
    guard !round.isOver, match?.isOver != true, Self.canPlay(players), hints >= 0,
      roundsWon.count == 2, roundsWon.allSatisfy({ $0 >= 0 }),
      superGhost || round.lastMove?.side != .start
    else {
      throw DecodingError.unreachable("not a round in play", in: decoder)
    }
  }

  // Written beside the private keys: an encoder synthesized in another file that refers
  // to them breaks a debug build of Swift 6.3.
  func encode(to encoder: any Encoder) throws {
    try basics.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(round, forKey: .round)
    try container.encodeIfPresent(match, forKey: .match)
    try container.encode(players, forKey: .players)
    try container.encodeIfPresent(computer, forKey: .computer)
    try container.encode(hints, forKey: .hints)
    try container.encode(roundsWon, forKey: .roundsWon)
    try container.encode(superGhost, forKey: .superGhost)
  }
}
