import CommandLineKit
import Foundation
import GameMachinery
import HangmanModel
import Lexicon

extension HangmanSession {
  // Not private: the encoder is synthesized in the type's own file, and a private key
  // type referred to from there breaks a debug build of Swift 6.3.
  enum CodingKeys: String, CodingKey {
    case id, game, mode, difficulty, source, generator, startedAt, secondsSpent
  }

  /// Decodes a saved game, which must be one the command line could have started and play
  /// could have reached: still in play (a finished game is recorded, never saved), with a
  /// game's id, a sound time spent, a difficulty of 1–10 exactly when its secret is a word
  /// drawn at one, and a secret its mode allows (a word of letters, a phrase as the list
  /// holds them, a secret player one could have typed).
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    game = try container.decode(Hangman.self, forKey: .game)
    mode = try container.decode(Mode.self, forKey: .mode)
    difficulty = try container.decodeIfPresent(Int.self, forKey: .difficulty)
    source = try container.decode(WordSource.self, forKey: .source)
    generator = try container.decode(SplitMix64.self, forKey: .generator)
    startedAt = try container.decode(Date.self, forKey: .startedAt)
    secondsSpent = try container.decode(Double.self, forKey: .secondsSpent)
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
    guard !game.isOver, UUID(uuidString: id) != nil, secondsSpent.isFinite, secondsSpent >= 0,
      difficultyFits, secretFits, source.path?.isEmpty != true
    else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a game in play"))
    }
  }
}
