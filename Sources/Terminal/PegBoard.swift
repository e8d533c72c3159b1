/// CodeWord Breaker's drawings: a row of letters with their pegs, the letters by what they
/// are known to be, and the grid of pegs shared at the end of a game.
///
/// A peg is told apart by its symbol as well as its colour — `●` right place, `○`
/// elsewhere, `·` not in the word — so that every drawing reads the same without colour.
public enum PegBoard {
  /// What a peg says about its letter.
  public enum Mark: Int, Sendable, CaseIterable {
    case none, elsewhere, rightPlace

    /// The peg's symbol in any terminal.
    public var symbol: String {
      switch self {
      case .rightPlace: "●"
      case .elsewhere: "○"
      case .none: "·"
      }
    }

    /// What the peg means, for the key under the board and `/help`.
    public var meaning: String {
      switch self {
      case .rightPlace: "right place"
      case .elsewhere: "in the word elsewhere"
      case .none: "not in the word"
      }
    }
  }

  /// The colours of the pegs.
  public enum Palette: String, Sendable, CaseIterable, Codable {
    /// Green and yellow.
    case standard
    /// Orange and blue, told apart with any kind of colour blindness.
    case colorblind

    /// A mark's colour, as its escape's parameters, and its square in the emoji grid.
    func look(of mark: Mark) -> (code: String, square: String) {
      switch (self, mark) {
      case (.standard, .rightPlace): ("1;32", "🟩")
      case (.standard, .elsewhere): ("1;33", "🟨")
      case (.colorblind, .rightPlace): ("1;38;5;208", "🟧")
      case (.colorblind, .elsewhere): ("1;38;5;39", "🟦")
      case (_, .none): ("2", "⬛")
      }
    }
  }

  /// `text` in the colour of `mark`, when colour is on.
  public static func paint(_ text: String, _ mark: Mark, palette: Palette, style: TextStyle)
    -> String
  {
    style.enabled ? "\u{1B}[\(palette.look(of: mark).code)m\(text)\u{1B}[0m" : text
  }

  /// One attempt: `C R A N E   ● ○ · · ●`, each letter and peg in its colour, or run
  /// together (`CRANE ●○··●`) where the spaced row does not fit; an attempt not made yet
  /// (`marks` empty) is `_` for each of `length` letters, with blank pegs.
  public static func row(
    _ word: String, marks: [Mark], length: Int, palette: Palette, style: TextStyle,
    compact: Bool = false
  ) -> String {
    let (space, gap) = compact ? ("", " ") : (" ", "   ")
    guard !marks.isEmpty else {
      return Array(repeating: "_", count: length).joined(separator: space) + gap
        + Array(repeating: " ", count: length).joined(separator: space)
    }
    let letters = zip(word, marks).map { paint(String($0), $1, palette: palette, style: style) }
    let pegs = marks.map { paint($0.symbol, $0, palette: palette, style: style) }
    return letters.joined(separator: space) + gap + pegs.joined(separator: space)
  }

  /// The key to the pegs, one line, its entries a space apart (`● right place ○ elsewhere`).
  public static func key(palette: Palette, style: TextStyle) -> String {
    Mark.allCases.reversed().map {
      paint($0.symbol, $0, palette: palette, style: style) + " " + $0.meaning
    }.joined(separator: " ")
  }

  /// The grid of pegs without letters, one line per attempt: symbols, or emoji squares.
  public static func grid(_ rows: [[Mark]], emoji: Bool, palette: Palette) -> String {
    rows.map { marks in
      marks.map { emoji ? palette.look(of: $0).square : $0.symbol }.joined(
        separator: emoji ? "" : " ")
    }.joined(separator: "\n")
  }
}
