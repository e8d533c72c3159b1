import Foundation
import HistorySamples

@testable import Storage

/// A second way to compute the figures of a generated history: a plain count over the
/// records, with none of the database's SQL.
extension HistoryGenerator {
  /// Every game's tally and streaks over the records the filter lets through.
  static func tallies(
    of records: [GameRecord], _ filter: HistoryFilter
  ) -> [String: GameStatistics] {
    var result: [String: GameStatistics] = [:]
    for (game, games) in Dictionary(grouping: records.filter(filter.admits), by: \.game) {
      var statistics = GameStatistics(game: game)
      var run = 0
      for record in games {
        switch record.outcome {
        case .won: statistics.tally.won += 1
        case .lost: statistics.tally.lost += 1
        case .abandoned: statistics.tally.abandoned += 1
        }
        run = record.outcome == .won ? run + 1 : 0
        statistics.bestStreak = max(statistics.bestStreak, run)
      }
      statistics.currentStreak = run
      result[game] = statistics
    }
    return result
  }

  /// Hangman's games by mode (or none) and outcome, with how many, their scores added up,
  /// the best score and the fewest guesses.
  static func hangmanGroups(of records: [GameRecord], _ filter: HistoryFilter) -> [HistoryGroup] {
    let hangman = records.filter { filter.admits($0) && $0.game == "hangman" }
    let grouped = Dictionary(grouping: hangman) { [$0[mode], .text($0.outcome.rawValue)] }
    return grouped.map { key, games in
      let scores = games.compactMap { $0[score]?.integer }
      var group = HistoryGroup()
      group.values[mode] = key[0]
      group.values[.outcome] = key[1]
      group.figures[.count] = .integer(games.count)
      group.figures[.sum(score)] = scores.isEmpty ? nil : .integer(scores.reduce(0, +))
      group.figures[.maximum(score)] = scores.max().map(HistoryValue.integer)
      group.figures[.minimum(.guesses)] = games.map(\.guesses).min().map(HistoryValue.integer)
      return group
    }
  }
}
