import Foundation

@testable import Storage

/// Seeded histories of Hangman and Evil Hangman games and Ghost rounds, and a second way to compute
/// their statistics: a plain count over the records, with none of the database's SQL.
struct HistoryGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next number below `bound` (SplitMix64).
  private mutating func next(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }

  private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

  /// `count` games, one a minute, evenly mixed.
  mutating func records(count: Int) -> [GameRecord] {
    (0..<count).map { number in
      let outcome = pick(GameRecord.Outcome.allCases + [.won, .lost])
      let ended = Date(timeIntervalSince1970: 60 * Double(number + 1))
      var record = GameRecord(
        id: "g\(number)", game: "evil", language: pick(["en", "nl", "/tmp/list.txt"]),
        outcome: outcome, guesses: next(20), incorrectGuesses: next(7),
        word: pick([nil, "WORD"]), startedAt: ended - 30, endedAt: ended,
        secondsSpent: Double(next(100)))
      switch next(3) {
      case 0:
        record.game = "hangman"
        let mode = pick(["word", "word", "phrase", "two-player"])
        if mode == "word" {
          record.length = 3 + next(4)
          record.difficulty = 1 + next(10)
        }
        record.guessLimit = 4 + next(4)
        let score = outcome == .won && mode == "word" ? 100 + next(400) : nil
        record.details = .hangman(.init(mode: mode, score: score))
      case 1:
        record.length = 3 + next(4)
        record.guessLimit = 4 + next(4)
        record.difficulty = pick([nil, 3])
        record.details = .evilHangman(.init(strategy: pick(["largest", "cautious", "lookahead"])))
      default:
        record.game = "ghost"
        let computer = pick([nil, "easy", "perfect"])
        let players =
          computer == nil ? pick([["Ann", "Bob"], ["Bob", "Cy"]]) : ["You", "Computer"]
        let winner = outcome == .abandoned ? nil : players[outcome == .won ? 0 : 1]
        let matchWinner = next(5) == 0 ? pick([winner, players[0]]) : nil
        record.details = .ghost(
          .init(
            players: players, winner: winner, computer: computer, hints: next(3),
            isInMatch: matchWinner != nil || next(2) == 0, matchWinner: matchWinner))
      }
      return record
    }
  }

  /// The statistics of `records` (in the order they ended) that the filter lets through.
  static func statistics(
    of records: [GameRecord], _ filter: HistoryFilter
  ) -> [String: GameStatistics] {
    let kept = records.filter { record in
      (filter.game.map { $0 == record.game } ?? true)
        && (filter.length.map { $0 == record.length } ?? true)
        && (filter.guessLimit.map { $0 == record.guessLimit } ?? true)
        && (filter.difficulty.map { $0 == record.difficulty } ?? true)
        && (filter.language.map { $0 == record.language } ?? true)
        && (filter.since.map { record.endedAt >= $0 } ?? true)
    }
    var result: [String: GameStatistics] = [:]
    for (game, games) in Dictionary(grouping: kept, by: \.game) {
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
      if game == "hangman" {
        statistics.hangman = hangmanStatistics(games)
      }
      if game == "evil" {
        statistics.strategies = breakdown(games) { record in
          guard case .evilHangman(let evil)? = record.details else { return nil }
          return evil.strategy
        }.sorted { ($0.tally.played, $1.name) > ($1.tally.played, $0.name) }
      }
      if game == "ghost" {
        statistics.ghost = ghostStatistics(games)
      }
      result[game] = statistics
    }
    return result
  }

  private static func breakdown(
    _ records: [GameRecord], by key: (GameRecord) -> String?
  ) -> [Breakdown] {
    var tallies: [String: Tally] = [:]
    for record in records {
      guard let key = key(record) else { continue }
      tallies[key, default: Tally()].add(record.outcome, count: 1)
    }
    return tallies.map { Breakdown(name: $0.key, tally: $0.value) }
  }

  private static func hangmanStatistics(_ records: [GameRecord]) -> HangmanStatistics {
    var hangman = HangmanStatistics()
    hangman.modes = breakdown(records) { record in
      guard case .hangman(let game)? = record.details else { return nil }
      return game.mode
    }.sorted { ($0.tally.played, $1.name) > ($1.tally.played, $0.name) }
    let scores = records.compactMap { record -> Int? in
      guard case .hangman(let game)? = record.details else { return nil }
      return game.score
    }
    hangman.totalScore = scores.reduce(0, +)
    hangman.bestScore = scores.max()
    let wins = records.filter { $0.outcome == .won }.map(\.guesses)
    hangman.averageGuessesInAWin =
      wins.isEmpty ? nil : Double(wins.reduce(0, +)) / Double(wins.count)
    hangman.fewestGuessesInAWin = wins.min()
    return hangman
  }

  private static func ghostStatistics(_ records: [GameRecord]) -> GhostStatistics {
    var ghost = GhostStatistics()
    var players: [String: GhostStatistics.Player] = [:]
    var levels: [String: GhostStatistics.ComputerLevel] = [:]
    for record in records {
      guard case .ghost(let round)? = record.details else { continue }
      ghost.hints += round.hints
      for name in round.players {
        var player = players[name] ?? .init(name: name, rounds: 0, roundsWon: 0, matchesWon: 0)
        player.rounds += 1
        if round.winner == name { player.roundsWon += 1 }
        if round.matchWinner == name { player.matchesWon += 1 }
        players[name] = player
      }
      if let computer = round.computer {
        var level =
          levels[computer] ?? .init(level: computer, rounds: Tally(), matchesWon: 0, matchesLost: 0)
        level.rounds.add(record.outcome, count: 1)
        if round.matchWinner == round.players[0] { level.matchesWon += 1 }
        if round.matchWinner == round.players[1] { level.matchesLost += 1 }
        levels[computer] = level
      }
    }
    ghost.players = players.values.sorted {
      ($0.roundsWon, $0.rounds, $1.name) > ($1.roundsWon, $1.rounds, $0.name)
    }
    ghost.computerLevels = levels.values.sorted { $0.level < $1.level }
    return ghost
  }
}
