import Foundation
import Storage

extension HistoryFilter {
  /// A filter with these fields set, as the tests name them in one go (the program sets
  /// them one option at a time).
  public init(
    game: String? = nil, length: Int? = nil, guessLimit: Int? = nil, difficulty: Int? = nil,
    language: String? = nil, since: Date? = nil, challenges: Bool = false
  ) {
    self.init()
    self.game = game
    self.length = length
    self.guessLimit = guessLimit
    self.difficulty = difficulty
    self.language = language
    self.since = since
    self.challenges = challenges
  }

  /// Whether the filter lets `record` through: the condition, read in Swift rather than
  /// SQL, to check the database's figures by.
  public func admits(_ record: GameRecord) -> Bool {
    (game.map { $0 == record.game } ?? true)
      && (length.map { $0 == record.length } ?? true)
      && (guessLimit.map { $0 == record.guessLimit } ?? true)
      && (difficulty.map { $0 == record.difficulty } ?? true)
      && (language.map { $0 == record.language } ?? true)
      && (since.map { record.endedAt >= $0 } ?? true)
      && (!challenges || record[.challenge] != nil)
  }
}
