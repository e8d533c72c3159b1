import GameMachinery
import Storage

/// What Ghost keeps in the history for each round beyond the fields every game has, and
/// its figures.
extension GhostCommand {
  /// The players of the round, in seat order, with commas between them (a seat out of a
  /// match plays no more rounds).
  static let playersColumn = HistoryColumn("ghost_players")
  /// The player whose side the record is from: the first person playing the round (the
  /// host's seat), or a joiner's in the joiner's history; none when only computers played.
  static let playerColumn = HistoryColumn("ghost_player")
  /// The name of the round's loser; empty for a round abandoned undecided.
  static let loserColumn = HistoryColumn("ghost_loser")
  /// The computers' levels (`easy`, `perfect`, `easy,perfect`); empty between people alone.
  static let computerColumn = HistoryColumn("ghost_computer")
  /// The hints asked for in the round.
  static let hintsColumn = HistoryColumn("ghost_hints")
  /// 1 for a round of a match (G-H-O-S-T), 0 otherwise.
  static let inMatchColumn = HistoryColumn("ghost_in_match")
  /// The name of the match's winner, in the round that decided the match.
  static let matchWinnerColumn = HistoryColumn("ghost_match_winner")
  /// 1 for a round of SuperGhost, 0 for plain Ghost.
  static let superColumn = HistoryColumn("ghost_super")

  /// The names of a record's table.
  static func players(_ text: String?) -> [String] {
    text.map { $0.split(separator: ",").map(String.init) } ?? []
  }

  /// Whether a record is one a host could send a joiner (SPEC §3.5): a round of a table
  /// `--players` takes, its player, loser and match winner among them, the computers' levels
  /// if any, the fields a round has, and won by its player exactly when they are not the
  /// loser.
  static func couldBeHosted(_ record: GameRecord) -> Bool {
    let players = players(record[playersColumn]?.text)
    var table = GhostOptions()
    table.players = players.joined(separator: ",")
    let levels = ["easy", "perfect", "easy,perfect"].map { HistoryValue.text($0) }
    guard !players.isEmpty, table.isValid, table.tableRefusal == nil,
      let player = record[playerColumn]?.text, players.contains(player),
      record[computerColumn].map(levels.contains) ?? true
    else { return false }
    let own = [
      playersColumn, playerColumn, loserColumn, computerColumn, hintsColumn, inMatchColumn,
      matchWinnerColumn, superColumn,
    ]
    let flags: [HistoryValue?] = [HistoryValue(false), HistoryValue(true)]
    let names = [nil] + players.map { HistoryValue.text($0) }
    let loser = record[loserColumn]
    return record.fields.keys.allSatisfy { own.contains(HistoryColumn($0)) }
      && names.contains(loser) && names.contains(record[matchWinnerColumn])
      && (record.outcome == .abandoned) == (loser == nil)
      && (record.outcome == .lost) == (loser == .text(player))
      && flags.contains(record[inMatchColumn]) && flags.contains(record[superColumn])
      && (record[matchWinnerColumn] == nil || record[inMatchColumn] == HistoryValue(true))
      && record[hintsColumn].flatMap(\.integer).map { $0 >= 0 } == true
      && [record.length, record.guessLimit, record.difficulty] == [nil, nil, nil]
      && record.incorrectGuesses == 0 && record.guesses == (record.word?.count ?? 0)
  }

  /// Rounds grouped by variant, the table, who lost, the computers' levels and the match's
  /// winner (a few groups, however many rounds), then added up per variant, per player and
  /// per level: Ghost and SuperGhost apart.
  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    let groups = try history.groups(
      of: name,
      by: [
        superColumn, playersColumn, playerColumn, loserColumn, computerColumn, .outcome,
        matchWinnerColumn,
      ], figures: [.count, .sum(hintsColumn)], filter)
    let plain = variantFigures(groups.filter { $0.values[superColumn]?.integer != 1 })
    let superGhost = variantFigures(groups.filter { $0.values[superColumn]?.integer == 1 })
    return GhostFigures(plain: plain, superGhost: superGhost.players.isEmpty ? nil : superGhost)
  }

  /// The figures of one variant's groups of rounds: every seat plays a round, and all but its
  /// loser win it.
  private static func variantFigures(_ groups: [HistoryGroup]) -> GhostFigures.Variant {
    var figures = GhostFigures.Variant()
    var players: [String: GhostFigures.Player] = [:]
    var levels: [String: GhostFigures.ComputerLevel] = [:]
    for group in groups {
      let names = Self.players(group.text(playersColumn))
      guard !names.isEmpty else { continue }
      let loser = group.text(loserColumn)
      let matchWinner = group.text(matchWinnerColumn)
      let count = group.count
      figures.hints += group.figures[.sum(hintsColumn)]?.integer ?? 0
      // A round given up was not played to its end: it counts for no one.
      let isPlayed = group.outcome != .abandoned
      for name in names {
        var player = players[name] ?? .init(name: name)
        if isPlayed { player.rounds += count }
        if isPlayed, loser != name { player.roundsWon += count }
        if matchWinner == name { player.matchesWon += count }
        players[name] = player
      }
      // The rounds against the computer, from the side of the person who played them.
      if let computer = group.text(computerColumn),
        let player = group.text(playerColumn), names.contains(player)
      {
        var level = levels[computer] ?? .init(level: computer)
        level.rounds.add(group.outcome, count: count)
        if let matchWinner {
          if matchWinner == player { level.matchesWon += count } else { level.matchesLost += count }
        }
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
