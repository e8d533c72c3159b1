import Storage
import Terminal

/// A game's own figures in `wordgames stats` (SPEC §4), beside the tally and streaks every
/// game has: worked out by the game from the history's groups, shown by the game.
public protocol GameFigures: Encodable {
  /// The figures' key in the game's object of `stats --json`.
  var key: String { get }
  /// The sections `stats` prints for the game after the table of every game, each ending
  /// in a newline; a table wider than `width` folds its columns.
  func sections(title: String, style: TextStyle, width: Int?) -> [String]
  /// Whether a game's outcome is one player's: won or lost by the person. A game between
  /// two people (Ghost's rounds) is won by one and lost by the other, so the table of every
  /// game shows only how many were played, and the game's own sections say who won.
  var hasOneSide: Bool { get }
}

extension GameFigures {
  public var hasOneSide: Bool { true }
}

/// The columns of a tally in `stats`: played, won, lost, abandoned, the share won, its bar.
public enum TallyColumns {
  /// A table of tallies with no rows yet: the column `name` names each row, and the columns
  /// `more` follow the tally's.
  public static func table(naming name: String, more: [String] = []) -> TextTable {
    TextTable(
      heading: [name] + ["played", "won", "lost", "abandoned", "ratio", ""] + more,
      alignments: [.left, .right, .right, .right, .right, .right, .left])
  }

  /// The cells of a game whose outcome is no one player's: played and abandoned only.
  public static func playedCells(_ tally: Tally) -> [String] {
    [tally.played.grouped, "–", "–", tally.abandoned.grouped, "–", ""]
  }

  /// A tally's cells, after the cell that names it.
  public static func cells(_ tally: Tally, style: TextStyle) -> [String] {
    [
      tally.played.grouped, tally.won.grouped, tally.lost.grouped, tally.abandoned.grouped,
      "\(Int((tally.winRatio * 100).rounded()))%",
      style.paint(TextTable.bar(tally.winRatio), .good),
    ]
  }

  /// A table of tallies, one row for each, titled `title` by what names its rows, `name`:
  /// "Evil Hangman by strategy".
  public static func section(
    _ title: String, by name: String, _ breakdowns: [Breakdown], style: TextStyle, width: Int?
  ) -> String {
    var table = Self.table(naming: name)
    table.rows = breakdowns.map { [$0.name] + cells($0.tally, style: style) }
    return style.paint("\(title) by \(name)", .title) + "\n"
      + table.rendered(indent: "  ", width: width)
  }
}

extension HistoryGroup {
  /// A text column's value as it may be shown: the database is outside, and what it holds
  /// is cleaned on its way to the terminal.
  public func text(_ column: HistoryColumn) -> String? {
    values[column]?.text?.cleanedForTerminal()
  }
}
