import GameMachinery
import HangmanModel
import Storage

/// What Hangman keeps in the history beyond the fields every game has, and its figures.
extension HangmanCommand {
  /// Where the secret came from: `word`, `phrase`, `two-player`.
  static let modeColumn = HistoryColumn("hangman_mode")
  /// The score of a won single-player word game; empty otherwise.
  static let scoreColumn = HistoryColumn("hangman_score")

  /// Whether a record is one a host could send a joiner (SPEC §3.5): a two-player game, the
  /// one that is hosted, with no length, difficulty or score, and no more misses than its
  /// limit.
  static func couldBeHosted(_ record: GameRecord) -> Bool {
    record.fields == [modeColumn.name: .text(HangmanSession.Mode.twoPlayer.rawValue)]
      && record.length == nil && record.difficulty == nil && record.word != nil
      && record.guessLimit.map { Hangman.guessLimits.contains($0) && record.incorrectGuesses <= $0 }
        == true
      // The guesser loses on the last miss allowed, and only then.
      && (record.outcome == .lost) == (record.incorrectGuesses == record.guessLimit)
  }

  /// Games by mode and outcome, with their scores and guesses, added up.
  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    let groups = try history.groups(
      of: name, by: [modeColumn, .outcome],
      figures: [
        .count, .sum(scoreColumn), .maximum(scoreColumn), .sum(.guesses), .minimum(.guesses),
      ], filter)
    var figures = HangmanFigures()
    var wins = 0
    var guessesInWins = 0
    for group in groups where group.text(modeColumn) != nil {
      figures.totalScore += group[.sum(scoreColumn)]?.integer ?? 0
      if let best = group[.maximum(scoreColumn)]?.integer {
        figures.bestScore = max(figures.bestScore ?? 0, best)
      }
      guard group.outcome == .won else { continue }
      wins += group.count
      guessesInWins += group[.sum(.guesses)]?.integer ?? 0
      if let fewest = group[.minimum(.guesses)]?.integer {
        figures.fewestGuessesInAWin = min(figures.fewestGuessesInAWin ?? .max, fewest)
      }
    }
    figures.averageGuessesInAWin = wins == 0 ? nil : Double(guessesInWins) / Double(wins)
    figures.modes = Breakdown.mostPlayedFirst(groups) { $0.text(modeColumn) }
    return figures
  }
}
