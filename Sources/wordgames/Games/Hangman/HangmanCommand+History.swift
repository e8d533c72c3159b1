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
    // A group without a mode is no game of any: it counts toward no score and no win.
    let played = groups.filter { $0.text(modeColumn) != nil }
    let won = played.filter { $0.outcome == .won }
    let wins = won.map(\.count).reduce(0, +)
    let guessesInWins = won.compactMap { $0.figures[.sum(.guesses)]?.integer }.reduce(0, +)
    return HangmanFigures(
      modes: Breakdown.mostPlayedFirst(groups) { $0.text(modeColumn) },
      totalScore: played.compactMap { $0.figures[.sum(scoreColumn)]?.integer }.reduce(0, +),
      bestScore: played.compactMap { $0.figures[.maximum(scoreColumn)]?.integer }.max(),
      averageGuessesInAWin: wins == 0 ? nil : Double(guessesInWins) / Double(wins),
      fewestGuessesInAWin: won.compactMap { $0.figures[.minimum(.guesses)]?.integer }.min())
  }
}
