import CSQLite

extension History {
  /// The tally and streaks of each of `games` over its games the filter lets through, by
  /// game name (a game with no such games is left out).
  ///
  /// Each game's outcomes, read in the order they ended (numbers only, from an index that
  /// holds them), give its tally and streaks.
  func tallies(
    of games: [String], _ filter: HistoryFilter
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
      try outcomes.bind([.text(game)] + values)
      while try outcomes.step() {
        figures.add(outcome[outcomes.int("outcome")])
      }
      if figures.tally.played > 0 { statistics[game] = figures }
    }
    return statistics
  }

  /// One game's rows the filter lets through, grouped by the values of `columns`, with
  /// `figures` worked out over each group.
  ///
  /// SQLite groups the rows by the common columns asked for and by `details` whole, in one
  /// pass over an index that holds them, and works out the figures over common columns; a
  /// game has few distinct `details`, whose fields then give the rest here: in one such
  /// group each field has one value.
  func groups(
    of game: String, by columns: [HistoryColumn], figures: [HistoryFigure],
    _ filter: HistoryFilter
  ) throws(DatabaseError) -> [HistoryGroup] {
    let common = columns.filter(\.isCommon)
    let summed = figures.filter { $0.column?.isCommon == true }
    let (condition, values) = filter.condition
    let selected =
      common.map { "g.\($0.name)" } + ["g.details", "COUNT(*) AS count"]
      + summed.indices.map { "\(summed[$0].sql) AS figure\($0)" }
    let grouping = (0...common.count).map { String($0 + 1) }.joined(separator: ", ")
    let rows = try database.prepare(
      """
      SELECT \(selected.joined(separator: ", ")) FROM games g
      WHERE g.game = ? AND \(condition) GROUP BY \(grouping)
      """
    ).bind([.text(game)] + values)
    let fields = try FieldReader(database)
    var groups: [[HistoryValue?]: HistoryGroup] = [:]
    while try rows.step() {
      let own = try fields.read(rows.text("details"))
      let count = rows.int("count")
      let values = columns.map { $0.isCommon ? rows.value($0.name) : own[$0.name] }
      var group = groups[values] ?? HistoryGroup()
      for (column, value) in zip(columns, values) {
        group.values[column.name] = value
      }
      for figure in figures {
        let value: HistoryValue?
        if let index = summed.firstIndex(of: figure) {
          value = rows.value("figure\(index)")
        } else {
          switch figure {
          case .count: value = .integer(count)
          case .sum(let column): value = own[column.name].flatMap { $0.times(count) }
          case .minimum(let column), .maximum(let column): value = own[column.name]
          }
        }
        group.figures[figure] = figure.combine(group.figures[figure], value)
      }
      groups[values] = group
    }
    return Array(groups.values)
  }
}

extension HistoryFigure {
  /// The figure over two groups together, from its value over each.
  func combine(_ first: HistoryValue?, _ second: HistoryValue?) -> HistoryValue? {
    guard let first, let second, let one = first.real, let other = second.real else {
      return first ?? second
    }
    switch self {
    case .count, .sum:
      if case .integer(let one) = first, case .integer(let other) = second {
        return .integer(one + other)
      }
      return .real(one + other)
    case .minimum: return one <= other ? first : second
    case .maximum: return one >= other ? first : second
    }
  }
}

extension HistoryValue {
  /// A number `count` times over, as `SUM` adds it up; `nil` for text.
  func times(_ count: Int) -> HistoryValue? {
    switch self {
    case .integer(let value): .integer(value * count)
    case .real(let value): .real(value * Double(count))
    case .text: nil
    }
  }
}

/// A reading of the history at one moment: every figure `stats` shows comes from one.
public struct HistorySnapshot {
  let history: History

  /// The tally and streaks of each of `games` over its games the filter lets through, by
  /// game name (a game with no such games is left out).
  public func tallies(of games: [String], _ filter: HistoryFilter) throws(DatabaseError)
    -> [String: GameStatistics]
  {
    try history.tallies(of: games, filter)
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
