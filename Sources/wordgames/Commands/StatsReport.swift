import Foundation
import GameMachinery
import Storage
import Terminal

/// The figures `wordgames stats` shows, as aligned tables or as JSON.
struct StatsReport {
  /// One game with any games counted.
  struct Game {
    let title: String
    let statistics: GameStatistics
    /// The game's own figures, if it has any.
    let figures: (any GameFigures)?
  }

  /// Each game with any games counted, in the order of help.
  let games: [Game]
  /// The filters given, by option name, as they were typed (no value for a flag).
  let filters: [(name: String, value: String?)]

  /// The tables: every game on one line each, then (unless only the `summary` is wanted)
  /// each game's own figures; a table wider than `width` folds its columns.
  func text(style: TextStyle, width: Int?, summary: Bool = false) -> String {
    var sections: [String] = []
    if !filters.isEmpty {
      let given = filters.map { "--\($0.name)" + ($0.value.map { " \($0)" } ?? "") }
      sections.append("Games matching " + given.joined(separator: " ") + "\n")
    }
    guard !games.isEmpty else {
      return (sections + ["No games recorded match these filters.\n"]).joined(separator: "\n")
    }
    var overview = TallyColumns.table(naming: "game", more: ["streak", "best"])
    overview.rows = games.map { game in
      let statistics = game.statistics
      if game.figures?.hasOneSide == false {
        return [game.title] + TallyColumns.playedCells(statistics.tally) + ["–", "–"]
      }
      return [game.title] + TallyColumns.cells(statistics.tally, style: style)
        + [String(statistics.currentStreak), String(statistics.bestStreak)]
    }
    sections.append(overview.rendered(indent: "  ", width: width))
    for game in games where !summary {
      sections += game.figures?.sections(title: game.title, style: style, width: width) ?? []
    }
    return sections.joined(separator: "\n")
  }

  /// The same figures for scripts: the filters, then one object per game.
  var json: String {
    let report = JSONReport(
      filters: Dictionary(filters.map { ($0.name, $0.value ?? "on") }) { $1 }, games: games)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    // An empty object or array on one line, as `{}` and `[]`, not opened across three. A
    // string cannot hold the line break matched (JSON escapes it), so no value changes.
    return String(decoding: data, as: UTF8.self)
      .replacing(/\{\n\s*\}/, with: "{}").replacing(/\[\n\s*\]/, with: "[]") + "\n"
  }
}

/// The shape of `stats --json`.
private struct JSONReport: Encodable {
  var filters: [String: String]
  var games: [StatsReport.Game]
}

/// One game's figures with its title beside them, and its own under their key.
extension StatsReport.Game: Encodable {
  func encode(to encoder: any Encoder) throws {
    try statistics.encode(to: encoder)
    try encoder.encode(["title": title])
    if let figures { try encoder.encode([figures.key: figures]) }
  }
}
