import GameMachinery
import Storage
import Terminal

/// What Evil Hangman keeps in the history beyond the fields every game has, and its figures.
extension EvilCommand {
  /// How the computer chose which words to keep: `largest`, `cautious`, `lookahead`, `planner`.
  static let strategyColumn = HistoryColumn("evil_strategy")

  /// Games by strategy, most played first.
  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    let groups = try history.groups(
      of: name, by: [strategyColumn, .outcome], figures: [.count], filter)
    return EvilFigures(strategies: Breakdown.mostPlayedFirst(groups) { $0.text(strategyColumn) })
  }
}

/// Evil Hangman's own figures in `stats`: its games by strategy.
struct EvilFigures: GameFigures, Equatable {
  var strategies: [Breakdown]

  var key: String { "strategies" }

  func sections(title: String, style: TextStyle, width: Int?) -> [String] {
    guard !strategies.isEmpty else { return [] }
    return [TallyColumns.section(title, by: "strategy", strategies, style: style, width: width)]
  }

  /// The strategies' figures are the object's whole value.
  func encode(to encoder: any Encoder) throws { try strategies.encode(to: encoder) }
}
