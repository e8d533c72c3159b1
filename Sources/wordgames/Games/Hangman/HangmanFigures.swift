import Foundation
import GameMachinery
import Storage
import Terminal

/// Hangman's own figures in `stats`.
struct HangmanFigures: GameFigures, Equatable {
  /// Games by mode: `word`, `phrase`, `two-player`, most played first.
  var modes: [Breakdown] = []
  /// The scores of every scored win, added up.
  var totalScore = 0
  var bestScore: Int?
  /// Guesses (letters and whole guesses) in a won game, on average and at fewest.
  var averageGuessesInAWin: Double?
  var fewestGuessesInAWin: Int?

  var key: String { "hangman" }

  func sections(title: String, style: TextStyle, width: Int?) -> [String] {
    let average = averageGuessesInAWin.map { String(format: "%.1f", $0) } ?? "–"
    let fewest = fewestGuessesInAWin.map(String.init) ?? "–"
    return [
      TallyColumns.section(title, by: "mode", modes, style: style, width: width)
        + "Score: \(totalScore.grouped) in all, best \(bestScore.map(\.grouped) ?? "–")"
        + " · guesses in a win: \(average) on average, \(fewest) at fewest\n"
    ]
  }
}
