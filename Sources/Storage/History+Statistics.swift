extension History {
  /// The tally and streaks of each of `games` over its games the filter lets through, by
  /// game name (a game with no such games is left out).
  ///
  /// Each game's outcomes, read in the order they ended (numbers only, from an index that
  /// holds them), give its tally and streaks. An abandoned game breaks a streak, except in
  /// the games `keepingEveryGame`, where a game left is kept unfinished, not abandoned: their
  /// abandoned games are ones deleted later, which count as played and leave streaks be.
  public func tallies(
    of games: [String], keepingEveryGame: Set<String>, _ filter: HistoryFilter
  ) throws(DatabaseError) -> [String: GameStatistics] {
    let (condition, values) = filter.condition
    let outcomes = try database.prepare(
      """
      SELECT CASE g.outcome WHEN 'won' THEN 0 WHEN 'lost' THEN 1 ELSE 2 END AS outcome
      FROM games g WHERE g.game = ? AND \(condition) ORDER BY g.ended_at, g.id
      """)
    let outcome: [GameRecord.Outcome] = [.won, .lost, .abandoned]
    var statistics: [String: GameStatistics] = [:]
    for game in games {
      var figures = GameStatistics(game: game)
      let abandonedBreaksStreaks = !keepingEveryGame.contains(game)
      try outcomes.bind([.text(game)] + values)
      while try outcomes.step() {
        figures.add(outcome[outcomes.int("outcome")], breakingStreaks: abandonedBreaksStreaks)
      }
      if figures.tally.played > 0 { statistics[game] = figures }
    }
    return statistics
  }

  /// One game's rows the filter lets through, grouped by the values of `columns`, with
  /// `figures` worked out over each group, all in SQL.
  ///
  /// The inner query groups the rows by the common columns asked for and by `details`
  /// whole, in one pass over an index that holds them (a game has few distinct `details`);
  /// the outer one takes each field out of those few (`json_extract`) and adds the groups
  /// up by the columns asked for.
  ///
  /// - Precondition: `columns` is not empty.
  public func groups(
    of game: String, by columns: [HistoryColumn], figures: [HistoryFigure],
    _ filter: HistoryFilter
  ) throws(DatabaseError) -> [HistoryGroup] {
    precondition(!columns.isEmpty, "a group is of some columns' values")
    let (condition, values) = filter.condition
    let common = Set(columns.filter(\.isCommon).map(\.name)).sorted()
    let inner =
      common + ["details", "COUNT(*) AS n"]
      + figures.indices.compactMap { index in figures[index].innerSQL.map { "\($0) AS i\(index)" } }
    let outer =
      columns.indices.map { "\(columns[$0].sql) AS c\($0)" }
      + figures.indices.map { "\(figures[$0].outerSQL(inner: "i\($0)")) AS f\($0)" }
    return try database.prepare(
      """
      SELECT \(outer.joined(separator: ", ")) FROM (
        SELECT \(inner.joined(separator: ", ")) FROM games g
        WHERE g.game = ? AND \(condition) GROUP BY \((common + ["details"]).joined(separator: ", ")))
      GROUP BY \(columns.indices.map { String($0 + 1) }.joined(separator: ", "))
      """
    ).bind([.text(game)] + values).rows { row in
      var group = HistoryGroup()
      for (index, column) in columns.enumerated() {
        group.values[column] = row.value("c\(index)")
      }
      for (index, figure) in figures.enumerated() {
        group.figures[figure] = row.value("f\(index)")
      }
      return group
    }
  }
}

extension HistoryColumn {
  /// The column's value in a row of the inner query of `groups`: a common column's own, or
  /// a game's field out of `details`.
  var sql: String {
    isCommon ? name : "json_extract(details, '$.\(name)')"
  }
}

extension HistoryFigure {
  /// `value` where it is within any record's range, else NULL: what a sum adds and a least
  /// or most compares. (Not by `abs`, which overflows on the smallest integer SQLite has.)
  private static func bounded(_ value: String) -> String {
    let largest = GameRecord.largestNumber
    return "(CASE WHEN \(value) BETWEEN -\(largest) AND \(largest) THEN \(value) END)"
  }

  /// The figure over each group of the inner query of `groups`, for a common column.
  var innerSQL: String? {
    switch self {
    case .count: nil
    case .sum(let column): column.isCommon ? "SUM(\(Self.bounded(column.name)))" : nil
    case .minimum(let column): column.isCommon ? "MIN(\(Self.bounded(column.name)))" : nil
    case .maximum(let column): column.isCommon ? "MAX(\(Self.bounded(column.name)))" : nil
    }
  }

  /// The figure over the outer groups, from the inner figure called `inner` where there is
  /// one, and otherwise from each inner group's `details` and its count `n`. A value out of
  /// any record's range (a database changed by hand, or by another program) is left out of
  /// every figure, so that no sum overflows and no least or most is one no game had.
  func outerSQL(inner: String) -> String {
    switch self {
    case .count: "SUM(n)"
    case .sum(let column) where column.isCommon: "SUM(\(inner))"
    case .sum(let column): "SUM(n * \(Self.bounded(column.sql)))"
    case .minimum(let column): "MIN(\(column.isCommon ? inner : Self.bounded(column.sql)))"
    case .maximum(let column): "MAX(\(column.isCommon ? inner : Self.bounded(column.sql)))"
    }
  }
}
