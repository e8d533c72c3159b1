import GameMachinery
import Storage

/// What Ghost keeps in the history for each round beyond the fields every game has, and
/// its figures.
extension GhostCommand {
  /// The two players' names, the first one's first; with a computer, it is the second.
  static let playerOneColumn = HistoryColumn("ghost_player_one")
  static let playerTwoColumn = HistoryColumn("ghost_player_two")
  /// The name of the round's winner; empty for a round abandoned undecided.
  static let winnerColumn = HistoryColumn("ghost_winner")
  /// The computer's level (`easy`, `perfect`); empty between two people.
  static let computerColumn = HistoryColumn("ghost_computer")
  /// The hints asked for in the round.
  static let hintsColumn = HistoryColumn("ghost_hints")
  /// 1 for a round of a match (G-H-O-S-T), 0 otherwise.
  static let inMatchColumn = HistoryColumn("ghost_in_match")
  /// The name of the match's winner, in the round that decided the match.
  static let matchWinnerColumn = HistoryColumn("ghost_match_winner")
  /// 1 for a round of SuperGhost, 0 for plain Ghost.
  static let superColumn = HistoryColumn("ghost_super")

  /// Whether a record is one a host could send a joiner (SPEC §3.5): a round between two
  /// players that `--players` takes, its winners among them, no computer, and the fields
  /// and figures a round has.
  static func couldBeHosted(_ record: GameRecord) -> Bool {
    guard let one = record[playerOneColumn]?.text, let two = record[playerTwoColumn]?.text,
      GhostSession.canPlay([one, two])
    else { return false }
    let own = [
      playerOneColumn, playerTwoColumn, winnerColumn, hintsColumn, inMatchColumn,
      matchWinnerColumn, superColumn,
    ]
    let flags: [HistoryValue?] = [HistoryValue(false), HistoryValue(true)]
    return record.fields.keys.allSatisfy { own.contains(HistoryColumn($0)) }
      && [winnerColumn, matchWinnerColumn].allSatisfy {
        [nil, .text(one), .text(two)].contains(record[$0])
      }
      // The first player is this side's: their round is won when they are its winner.
      && record[winnerColumn] == .text(record.outcome == .won ? one : two)
      && flags.contains(record[inMatchColumn]) && flags.contains(record[superColumn])
      && (record[matchWinnerColumn] == nil || record[inMatchColumn] == HistoryValue(true))
      && record[hintsColumn].flatMap(\.integer).map { $0 >= 0 } == true
      && [record.length, record.guessLimit, record.difficulty] == [nil, nil, nil]
      && record.incorrectGuesses == 0 && record.guesses == (record.word?.count ?? 0)
  }

  /// Rounds grouped by variant, who played, who won, the computer's level and the match's
  /// winner (a few groups, however many rounds), then added up per variant, per player and
  /// per level: Ghost and SuperGhost apart.
  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    let groups = try history.groups(
      of: name,
      by: [
        superColumn, playerOneColumn, playerTwoColumn, winnerColumn, computerColumn, .outcome,
        matchWinnerColumn,
      ], figures: [.count, .sum(hintsColumn)], filter)
    let plain = variantFigures(groups.filter { $0[superColumn]?.integer != 1 })
    let superGhost = variantFigures(groups.filter { $0[superColumn]?.integer == 1 })
    return GhostFigures(plain: plain, superGhost: superGhost.players.isEmpty ? nil : superGhost)
  }

  /// The figures of one variant's groups of rounds.
  private static func variantFigures(_ groups: [HistoryGroup]) -> GhostFigures.Variant {
    var figures = GhostFigures.Variant()
    var players: [String: GhostFigures.Player] = [:]
    var levels: [String: GhostFigures.ComputerLevel] = [:]
    for group in groups {
      guard let first = group.text(playerOneColumn), let second = group.text(playerTwoColumn)
      else { continue }
      let winner = group.text(winnerColumn)
      let matchWinner = group.text(matchWinnerColumn)
      let count = group.count
      figures.hints += group[.sum(hintsColumn)]?.integer ?? 0
      for name in [first, second] {
        var player = players[name] ?? .init(name: name, rounds: 0, roundsWon: 0, matchesWon: 0)
        // A round given up was not played to its end: it counts for no one.
        if group.outcome != .abandoned { player.rounds += count }
        if winner == name { player.roundsWon += count }
        if matchWinner == name { player.matchesWon += count }
        players[name] = player
      }
      if let computer = group.text(computerColumn) {
        var level =
          levels[computer] ?? .init(level: computer, rounds: Tally(), matchesWon: 0, matchesLost: 0)
        level.rounds.add(group.outcome, count: count)
        if matchWinner == first { level.matchesWon += count }
        if matchWinner == second { level.matchesLost += count }
        levels[computer] = level
      }
    }
    figures.players = players.values.sorted {
      ($0.roundsWon, $0.rounds, $1.name) > ($1.roundsWon, $1.rounds, $0.name)
    }
    figures.computerLevels = levels.values.sorted { $0.level < $1.level }
    return figures
  }
}
