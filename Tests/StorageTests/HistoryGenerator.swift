import Foundation
import Lexicon

@testable import Storage

/// Seeded histories of two made-up games with fields of their own, and a second way to
/// compute their figures: a plain count over the records, with none of the database's SQL.
///
/// Storage knows no game: these stand for any game's own fields.
struct HistoryGenerator {
  private var generator: SplitMix64

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// The games the records are of.
  static let games = ["alpha", "beta", "plain"]

  static let kind = HistoryColumn("alpha_kind")
  static let score = HistoryColumn("alpha_score")
  static let level = HistoryColumn("beta_level")
  static let rate = HistoryColumn("beta_rate")

  /// The next number below `bound`.
  private mutating func next(_ bound: Int) -> Int {
    Int(generator.next() % UInt64(bound))
  }

  private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

  /// `count` games, one a minute, evenly mixed: alpha's, beta's and a game with no own
  /// fields.
  mutating func records(count: Int) -> [GameRecord] {
    (0..<count).map { number in
      let outcome = pick(GameRecord.Outcome.allCases + [.won, .lost])
      let ended = Date(timeIntervalSince1970: 60 * Double(number + 1))
      var record = GameRecord(
        id: "g\(number)", game: "plain", language: pick(["en", "nl", "/tmp/list.txt"]),
        outcome: outcome, length: pick([nil, 3 + next(4)]), guessLimit: pick([nil, 4 + next(4)]),
        difficulty: pick([nil, 1 + next(10)]), guesses: next(20), incorrectGuesses: next(7),
        word: pick([nil, "WORD"]), startedAt: ended - 30, endedAt: ended,
        secondsSpent: Double(next(100)))
      switch next(3) {
      case 0:
        record.game = "alpha"
        record[Self.kind] = pick([nil, "one", "two", "two", "three"])
        record[Self.score] = outcome == .won ? .integer(100 + next(400)) : nil
      case 1:
        record.game = "beta"
        record[Self.level] = .text(pick(["easy", "hard"]))
        record[Self.rate] = .real(Double(next(1000)) / 8)
      default:
        break
      }
      return record
    }
  }

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

  /// Alpha's games by kind (or none) and outcome, with how many, their scores added
  /// up, the best score and the fewest guesses.
  static func alphaGroups(of records: [GameRecord], _ filter: HistoryFilter) -> [HistoryGroup] {
    let alpha = records.filter { filter.admits($0) && $0.game == "alpha" }
    let grouped = Dictionary(grouping: alpha) { [$0[kind], .text($0.outcome.rawValue)] }
    return grouped.map { key, games in
      let scores = games.compactMap { $0[score]?.integer }
      var group = HistoryGroup()
      group.values[kind.name] = key[0]
      group.values[HistoryColumn.outcome.name] = key[1]
      group.figures[.count] = .integer(games.count)
      group.figures[.sum(score)] = scores.isEmpty ? nil : .integer(scores.reduce(0, +))
      group.figures[.maximum(score)] = scores.max().map(HistoryValue.integer)
      group.figures[.minimum(.guesses)] = games.map(\.guesses).min().map(HistoryValue.integer)
      return group
    }
  }
}
