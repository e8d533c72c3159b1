import CSQLite

extension History {
  /// Every game's tally and streaks over the games the filter lets through, by game name
  /// (a game with no such games is left out).
  ///
  /// Each game's outcomes, read in the order they ended (numbers only, from an index that
  /// holds them), give its tally and streaks.
  func tallies(_ filter: HistoryFilter) throws(DatabaseError) -> [String: GameStatistics] {
    let (condition, values) = filter.condition
    var games: [String] = []
    let names = try database.prepare("SELECT DISTINCT g.game FROM games g WHERE \(condition)")
      .bind(values)
    while try names.step() {
      games.append(names.text("game"))
    }
    let outcomes = try database.prepare(
      """
      SELECT CASE g.outcome WHEN 'won' THEN 0 WHEN 'lost' THEN 1 ELSE 2 END AS outcome
      FROM games g WHERE g.game = ? AND \(condition) ORDER BY g.ended_at, g.id
      """)
    let outcome: [GameRecord.Outcome] = [.won, .lost, .abandoned]
    var statistics: [String: GameStatistics] = [:]
    for game in games {
      var figures = GameStatistics(game: game)
      try outcomes.bind([.text(game)] + values)
      while try outcomes.step() {
        figures.add(outcome[outcomes.int("outcome")])
      }
      statistics[game] = figures
    }
    return statistics
  }

  /// One game's rows the filter lets through, grouped by the values of `columns`, with
  /// `figures` worked out over each group: SQLite groups them in one pass, however many
  /// games there are.
  ///
  /// When the first column is one of the game's own, the game's rows are those where it is
  /// set (no other game's row sets it), so that an index that starts with it and holds the
  /// rest answers without reading the table; otherwise, those named after the game.
  ///
  /// - Throws: `DatabaseError` for a column the table of games does not have.
  func groups(
    of game: String, by columns: [HistoryColumn], figures: [HistoryFigure],
    _ filter: HistoryFilter
  ) throws(DatabaseError) -> [HistoryGroup] {
    let named = columns + figures.compactMap(\.column)
    if let unknown = named.first(where: { !self.columns.contains($0.name) }) {
      throw DatabaseError(
        code: SQLITE_ERROR, message: "the table of games has no column \(unknown.name)",
        path: database.path)
    }
    let (condition, values) = filter.condition
    let selected =
      columns.map { "g.\($0.name)" }
      + figures.indices.map { "\(figures[$0].sql) AS figure\($0)" }
    let positions = columns.indices.map { String($0 + 1) }.joined(separator: ", ")
    let grouping = columns.isEmpty ? "" : "GROUP BY \(positions)"
    let rowsOfGame: String
    var parameters: [Statement.Value] = []
    if let first = columns.first, !Self.isCommon(first.name) {
      rowsOfGame = "g.\(first.name) IS NOT NULL"
    } else {
      rowsOfGame = "g.game = ?"
      parameters.append(.text(game))
    }
    let rows = try database.prepare(
      """
      SELECT \(selected.joined(separator: ", ")) FROM games g
      WHERE \(rowsOfGame) AND \(condition) \(grouping)
      """
    ).bind(parameters + values)
    var groups: [HistoryGroup] = []
    while try rows.step() {
      var group = HistoryGroup()
      for column in columns {
        group.values[column.name] = rows.value(column.name)
      }
      for (index, figure) in figures.enumerated() {
        group.figures[figure] = rows.value("figure\(index)")
      }
      groups.append(group)
    }
    return groups
  }
}

/// A reading of the history at one moment: every figure `stats` shows comes from one.
public struct HistorySnapshot {
  let history: History

  /// Every game's tally and streaks over the games the filter lets through, by game name
  /// (a game with no such games is left out).
  public func tallies(_ filter: HistoryFilter) throws(DatabaseError) -> [String: GameStatistics] {
    try history.tallies(filter)
  }

  /// The rows of `game` the filter lets through, grouped by the values of `columns`, with
  /// `figures` worked out over each group.
  public func groups(
    of game: String, by columns: [HistoryColumn], figures: [HistoryFigure],
    _ filter: HistoryFilter
  ) throws(DatabaseError) -> [HistoryGroup] {
    try history.groups(of: game, by: columns, figures: figures, filter)
  }
}
