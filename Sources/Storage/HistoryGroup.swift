/// A figure worked out over a group of games.
public enum HistoryFigure: Hashable, Sendable {
  /// How many games the group has.
  case count
  /// A column added up, or `nil` when it is empty in every game of the group.
  case sum(HistoryColumn)
  case minimum(HistoryColumn)
  case maximum(HistoryColumn)
}

/// Games that share the values of some columns, and the figures asked for over them.
public struct HistoryGroup: Hashable, Sendable {
  /// The columns' values; a column that is empty (NULL) is missing.
  public var values: [HistoryColumn: HistoryValue] = [:]
  /// The figures; one that has no value (a sum over empty columns) is missing.
  public var figures: [HistoryFigure: HistoryValue] = [:]

  /// The games in the group, when `.count` was asked for.
  public var count: Int { figures[.count]?.integer ?? 0 }

  /// The group's outcome, when it is grouped by `HistoryColumn.outcome`.
  public var outcome: GameRecord.Outcome {
    values[.outcome]?.text.flatMap(GameRecord.Outcome.init) ?? .abandoned
  }
}

extension HistoryColumn {
  /// How the game ended: `won`, `lost`, `abandoned`.
  public static let outcome = HistoryColumn("outcome")
  /// Every guess the model accepted.
  public static let guesses = HistoryColumn("guesses")
}
