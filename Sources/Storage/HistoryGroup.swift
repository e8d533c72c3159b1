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
  /// The columns' values, by column name; a column that is empty (NULL) is missing.
  public var values: [String: HistoryValue] = [:]
  public var figures: [HistoryFigure: HistoryValue] = [:]

  /// The group's value of `column`; `nil` when empty.
  public subscript(column: HistoryColumn) -> HistoryValue? {
    values[column.name]
  }

  /// The figure; `nil` when it has no value (a sum over empty columns).
  public subscript(figure: HistoryFigure) -> HistoryValue? {
    figures[figure]
  }

  /// The games in the group, when `.count` was asked for.
  public var count: Int { figures[.count]?.integer ?? 0 }

  /// The group's outcome, when it is grouped by `HistoryColumn.outcome`.
  public var outcome: GameRecord.Outcome {
    values[HistoryColumn.outcome.name]?.text.flatMap(GameRecord.Outcome.init) ?? .abandoned
  }
}

extension HistoryColumn {
  /// How the game ended: `won`, `lost`, `abandoned`.
  public static let outcome: HistoryColumn = "outcome"
  /// Every guess the model accepted.
  public static let guesses: HistoryColumn = "guesses"
}
