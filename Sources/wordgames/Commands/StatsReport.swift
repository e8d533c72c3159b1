import CommandLineKit
import Foundation
import GameMachinery
import Storage
import Terminal

/// The figures `wordgames stats` shows, as aligned tables or as JSON.
struct StatsReport {
  /// Each game with any games counted, in the order of help, with its title.
  let games: [(title: String, statistics: GameStatistics)]
  /// The filters given, by option name, as they were typed.
  let filters: [(name: String, value: String)]

  /// The tables: every game on one line each, then each game's own figures.
  func text(style: TextStyle) -> String {
    var sections: [String] = []
    if !filters.isEmpty {
      sections.append(
        "Games matching " + filters.map { "--\($0.name) \($0.value)" }.joined(separator: " ")
          + "\n")
    }
    guard !games.isEmpty else {
      return (sections + ["No games recorded match these filters.\n"]).joined(separator: "\n")
    }
    var overview = TextTable(
      heading: ["game"] + Self.tallyHeading + ["streak", "best"],
      alignments: Self.tallyAlignments)
    for (title, statistics) in games {
      overview.append(
        [title] + Self.cells(statistics.tally, style: style)
          + [String(statistics.currentStreak), String(statistics.bestStreak)])
    }
    sections.append(overview.rendered(indent: "  "))
    for (title, statistics) in games {
      if let strategies = statistics.strategies, !strategies.isEmpty {
        var table = TextTable(
          heading: ["strategy"] + Self.tallyHeading, alignments: Self.tallyAlignments)
        for strategy in strategies {
          table.append([strategy.name] + Self.cells(strategy.tally, style: style))
        }
        sections.append(
          style.paint("\(title) by strategy", .title) + "\n" + table.rendered(indent: "  "))
      }
      if let hangman = statistics.hangman {
        sections.append(Self.hangmanSection(hangman, title: title, style: style))
      }
      if let ghost = statistics.ghost {
        sections += Self.ghostSections(ghost, title: title, style: style)
      }
    }
    return sections.joined(separator: "\n")
  }

  private static let tallyHeading = ["played", "won", "lost", "abandoned", "ratio", ""]
  private static let tallyAlignments: [TextTable.Alignment] =
    [.left, .right, .right, .right, .right, .right, .left]

  /// Played, won, lost, abandoned, the share won and its bar.
  private static func cells(_ tally: Tally, style: TextStyle) -> [String] {
    [
      tally.played.grouped, tally.won.grouped, tally.lost.grouped, tally.abandoned.grouped,
      "\(Int((tally.winRatio * 100).rounded()))%",
      style.paint(TextTable.bar(tally.winRatio), .good),
    ]
  }

  private static func hangmanSection(
    _ hangman: HangmanStatistics, title: String, style: TextStyle
  ) -> String {
    var modes = TextTable(heading: ["mode"] + tallyHeading, alignments: tallyAlignments)
    for mode in hangman.modes {
      modes.append([mode.name] + cells(mode.tally, style: style))
    }
    let average = hangman.averageGuessesInAWin.map { String(format: "%.1f", $0) } ?? "–"
    let fewest = hangman.fewestGuessesInAWin.map(String.init) ?? "–"
    return style.paint("\(title) by mode", .title) + "\n" + modes.rendered(indent: "  ")
      + "Score: \(hangman.totalScore.grouped) in all, best \(hangman.bestScore.map(\.grouped) ?? "–")"
      + " · guesses in a win: \(average) on average, \(fewest) at fewest\n"
  }

  private static func ghostSections(
    _ ghost: GhostStatistics, title: String, style: TextStyle
  ) -> [String] {
    var sections: [String] = []
    var players = TextTable(heading: ["player", "rounds", "won", "matches won"])
    for player in ghost.players {
      players.append(
        [player.name, player.rounds.grouped, player.roundsWon.grouped, player.matchesWon.grouped])
    }
    sections.append(style.paint("\(title) players", .title) + "\n" + players.rendered(indent: "  "))
    if !ghost.computerLevels.isEmpty {
      var levels = TextTable(
        heading: ["computer"] + tallyHeading + ["matches won", "lost"],
        alignments: tallyAlignments)
      for level in ghost.computerLevels {
        levels.append(
          [level.level] + cells(level.rounds, style: style)
            + [level.matchesWon.grouped, level.matchesLost.grouped])
      }
      sections.append(
        style.paint("\(title) rounds against the computer", .title) + "\n"
          + levels.rendered(indent: "  "))
    }
    sections.append("Hints asked for in \(title): \(ghost.hints.grouped)\n")
    return sections
  }

  /// The same figures for scripts: the filters, then one object per game.
  var json: String {
    let report = JSONReport(
      filters: Dictionary(filters.map { ($0.name, $0.value) }) { $1 },
      games: games.map { JSONReport.Game(title: $0.title, statistics: $0.statistics) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

/// The shape of `stats --json`.
private struct JSONReport: Encodable {
  var filters: [String: String]
  var games: [Game]

  /// One game's figures with its title beside them.
  struct Game: Encodable {
    var title: String
    var statistics: GameStatistics

    private enum CodingKeys: String, CodingKey {
      case title
    }

    func encode(to encoder: any Encoder) throws {
      try statistics.encode(to: encoder)
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(title, forKey: .title)
    }
  }
}
