import Storage

extension HistoryFilter {
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
