import CodeBreakerModel
import GameMachinery
import Storage
import Terminal

/// What CodeWord Breaker keeps in the history beyond the fields every game has, and its
/// figures: its games by host and mode, and the attempts each win took.
extension CodeBreakerCommand {
  static let hardColumn = HistoryColumn("codebreaker_hard")
  static let evilColumn = HistoryColumn("codebreaker_evil")
  /// The date of a daily game.
  static let dailyColumn = HistoryColumn("codebreaker_daily")
  static let hintsColumn = HistoryColumn("codebreaker_hints")

  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    let groups = try history.groups(
      of: name, by: [evilColumn, hardColumn, .outcome, .guesses], figures: [.count], filter)
    var attempts: [String: [Int: Int]] = [:]
    for group in groups where group.outcome == .won {
      // A win takes the attempts a game allows: a row that says otherwise (or none) was
      // changed by hand, and has no place in the chart.
      let guesses = group.values[.guesses]?.integer ?? 0
      guard CodeBreaker.attemptLimits.contains(guesses) else { continue }
      attempts[host(of: group), default: [:]][guesses, default: 0] += group.count
    }
    return CodeBreakerFigures(
      hosts: Breakdown.mostPlayedFirst(groups) { host(of: $0) }, attemptsPerWin: attempts)
  }

  /// A group's host: a fair host and the evil one apart, hard mode apart.
  private static func host(of group: HistoryGroup) -> String {
    (group.values[evilColumn]?.integer == 1 ? "evil" : "fair")
      + (group.values[hardColumn]?.integer == 1 ? ", hard" : "")
  }
}

/// CodeWord Breaker's own figures in `stats`: games by host (a fair host and the evil one
/// apart, hard mode apart), and the attempts each win took, as a bar chart.
struct CodeBreakerFigures: GameFigures, Equatable {
  var hosts: [Breakdown]
  /// For each host, the wins by the number of attempts they took; in JSON, as in any
  /// dictionary with whole-number keys, the numbers are string keys: `{"3": 12}`.
  var attemptsPerWin: [String: [Int: Int]]

  var key: String { "codebreaker" }

  func sections(title: String, style: TextStyle, width: Int?) -> [String] {
    guard !hosts.isEmpty else { return [] }
    var sections = [TallyColumns.section(title, by: "host", hosts, style: style, width: width)]
    for host in hosts.map(\.name) {
      guard let wins = attemptsPerWin[host], let most = wins.values.max() else { continue }
      var table = TextTable(
        heading: ["attempts", "wins", ""], alignments: [.right, .right, .left])
      for attempts in 1...(wins.keys.max() ?? 1) {
        let count = wins[attempts] ?? 0
        table.rows.append([
          String(attempts), count.grouped,
          style.paint(TextTable.bar(Double(count) / Double(most), width: 20), .good),
        ])
      }
      sections.append(
        style.paint("\(title) attempts per win (\(host))", .title) + "\n"
          + table.rendered(indent: "  ", width: width))
    }
    return sections
  }
}
