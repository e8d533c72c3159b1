extension History {
  /// Every game's figures over the games the filter lets through, by game name (a game
  /// with no such games is left out).
  ///
  /// Each game's outcomes, read in the order they ended (numbers only, from an index that
  /// holds them), give its tally and streaks; each game's own figures are sums SQLite
  /// groups in one pass over that game's rows.
  func statistics(_ filter: HistoryFilter) throws(DatabaseError) -> [String: GameStatistics] {
    // One read transaction, so that every figure comes from the same moment.
    try database.waitingForLocks { () throws(DatabaseError) in
      try database.execute("BEGIN")
      defer { try? database.execute("COMMIT") }
      return try tally(filter)
    }
  }

  private func tally(_ filter: HistoryFilter) throws(DatabaseError) -> [String: GameStatistics] {
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
    if statistics["hangman"] != nil {
      statistics["hangman"]?.hangman = try hangmanStatistics(condition, values)
    }
    if statistics["evil"] != nil {
      statistics["evil"]?.strategies = try strategies(condition, values)
    }
    if statistics["ghost"] != nil {
      statistics["ghost"]?.ghost = try ghostStatistics(condition, values)
    }
    return statistics
  }

  /// Hangman's games by mode, with the scores and the guesses in a win.
  private func hangmanStatistics(
    _ condition: String, _ values: [Statement.Value]
  ) throws(DatabaseError) -> HangmanStatistics {
    let rows = try database.prepare(
      """
      SELECT g.hangman_mode, g.outcome, COUNT(*) AS games,
        COALESCE(SUM(g.hangman_score), 0) AS total_score, MAX(g.hangman_score) AS best_score,
        SUM(g.guesses) AS guesses, MIN(g.guesses) AS fewest_guesses
      FROM games g WHERE g.hangman_mode IS NOT NULL AND \(condition) GROUP BY 1, 2
      """
    ).bind(values)
    var hangman = HangmanStatistics()
    var modes: [String: Tally] = [:]
    var wins = 0
    var guessesInWins = 0
    while try rows.step() {
      let outcome = GameRecord.Outcome(rawValue: rows.text("outcome")) ?? .abandoned
      modes[rows.text("hangman_mode"), default: Tally()].add(outcome, count: rows.int("games"))
      hangman.totalScore += rows.int("total_score")
      if let best = rows.optionalInt("best_score") {
        hangman.bestScore = max(hangman.bestScore ?? 0, best)
      }
      guard outcome == .won else { continue }
      wins += rows.int("games")
      guessesInWins += rows.int("guesses")
      hangman.fewestGuessesInAWin = min(
        hangman.fewestGuessesInAWin ?? .max, rows.int("fewest_guesses"))
    }
    hangman.averageGuessesInAWin = wins == 0 ? nil : Double(guessesInWins) / Double(wins)
    hangman.modes = Breakdown.mostPlayedFirst(modes)
    return hangman
  }

  /// Evil Hangman's games by strategy, most played first.
  private func strategies(
    _ condition: String, _ values: [Statement.Value]
  ) throws(DatabaseError) -> [Breakdown] {
    let rows = try database.prepare(
      """
      SELECT g.evil_strategy, g.outcome, COUNT(*) AS games FROM games g
      WHERE g.evil_strategy IS NOT NULL AND \(condition) GROUP BY 1, 2
      """
    ).bind(values)
    var tallies: [String: Tally] = [:]
    while try rows.step() {
      let outcome = GameRecord.Outcome(rawValue: rows.text("outcome")) ?? .abandoned
      tallies[rows.text("evil_strategy"), default: Tally()].add(outcome, count: rows.int("games"))
    }
    return Breakdown.mostPlayedFirst(tallies)
  }

  /// Ghost's rounds grouped by who played, who won, the computer's level and the match's
  /// winner (a few groups, however many rounds), then added up per player and per level.
  private func ghostStatistics(
    _ condition: String, _ values: [Statement.Value]
  ) throws(DatabaseError) -> GhostStatistics {
    let groups = try database.prepare(
      """
      SELECT g.ghost_player_one, g.ghost_player_two, g.ghost_winner, g.ghost_computer,
        g.outcome, g.ghost_match_winner, COUNT(*) AS rounds, SUM(g.ghost_hints) AS hints
      FROM games g WHERE g.ghost_player_one IS NOT NULL AND \(condition)
      GROUP BY 1, 2, 3, 4, 5, 6
      """
    ).bind(values)
    var ghost = GhostStatistics()
    var players: [String: GhostStatistics.Player] = [:]
    var levels: [String: GhostStatistics.ComputerLevel] = [:]
    while try groups.step() {
      let seats = [groups.text("ghost_player_one"), groups.text("ghost_player_two")]
      let winner = groups.optionalText("ghost_winner")
      let matchWinner = groups.optionalText("ghost_match_winner")
      let count = groups.int("rounds")
      ghost.hints += groups.int("hints")
      for name in seats {
        var player = players[name] ?? .init(name: name, rounds: 0, roundsWon: 0, matchesWon: 0)
        player.rounds += count
        if winner == name { player.roundsWon += count }
        if matchWinner == name { player.matchesWon += count }
        players[name] = player
      }
      if let computer = groups.optionalText("ghost_computer") {
        var level =
          levels[computer] ?? .init(level: computer, rounds: Tally(), matchesWon: 0, matchesLost: 0)
        level.rounds.add(
          GameRecord.Outcome(rawValue: groups.text("outcome")) ?? .abandoned, count: count)
        if matchWinner == seats[0] { level.matchesWon += count }
        if matchWinner == seats[1] { level.matchesLost += count }
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
