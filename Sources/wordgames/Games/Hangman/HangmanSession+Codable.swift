import CommandLineKit
import Foundation
import GameMachinery
import HangmanModel
import Lexicon

extension HangmanSession {
  private enum CodingKeys: String, CodingKey {
    case game, mode, difficulty
  }

  /// Decodes a saved game, which must be one the command line could have started and play
  /// could have reached: still in play (a finished game is recorded, never saved), beside
  /// the fields every session keeps (`SessionBasics`), with a difficulty of 1–10 exactly when its secret is a word
  /// drawn at one, and a secret its mode allows (a word of letters, a phrase as the list
  /// holds them, a secret player one could have typed).
  init(from decoder: any Decoder) throws {
    basics = try SessionBasics(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(Hangman.self, forKey: .game)
    mode = try container.decode(Mode.self, forKey: .mode)
    difficulty = try container.decodeIfPresent(Int.self, forKey: .difficulty)
    let difficultyFits =
      mode == .word
      ? difficulty.map(DifficultyRanking.tiers.contains) == true : difficulty == nil
    let secretFits =
      switch mode {
      case .word:
        game.secret.count <= WordList.maximumWordLength
          && game.secret.allSatisfy(Hangman.isHidden)
      case .phrase: PhraseList.normalized(game.secret) == game.secret
      case .twoPlayer: (try? HangmanCommand.secret(game.secret).get()) == game.secret
      }
    guard !game.isOver, difficultyFits, secretFits else {
      throw DecodingError.unreachable("not a game in play", in: decoder)
    }
  }

  // Written beside the private keys: an encoder synthesized in another file that refers
  // to them breaks a debug build of Swift 6.3.
  func encode(to encoder: any Encoder) throws {
    try basics.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(mode, forKey: .mode)
    try container.encodeIfPresent(difficulty, forKey: .difficulty)
  }
}
