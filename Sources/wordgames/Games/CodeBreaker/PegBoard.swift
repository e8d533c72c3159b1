import CodeBreakerModel
import Terminal

/// CodeWord Breaker's drawings: a row of letters with their pegs, the letters by what they
/// are known to be, and the grid of pegs shared at the end of a game.
///
/// A peg is told apart by its symbol as well as its colour — `●` right place, `○`
/// elsewhere, `·` not in the word — so that every drawing reads the same without colour.
enum PegBoard {
  /// The colours of the pegs.
  enum Palette: String, Sendable, CaseIterable, Codable {
    /// Green and yellow.
    case standard
    /// Orange and blue, told apart with any kind of colour blindness.
    case colorblind

    /// A peg's colour, and its square in the emoji grid.
    func look(of peg: Peg) -> (role: TextStyle.Role, square: String) {
      switch (self, peg) {
      case (.standard, .exact): (.good, "🟩")
      case (.standard, .inexact): (.near, "🟨")
      case (.colorblind, .exact): (.colorblindGood, "🟧")
      case (.colorblind, .inexact): (.colorblindNear, "🟦")
      case (_, .none): (.dim, "⬛")
      }
    }
  }

  /// One attempt: `C R A N E   ● ○ · · ●`, each letter and peg in its colour, or run
  /// together (`CRANE ●○··●`) where the spaced row does not fit; an attempt not made yet
  /// (`pegs` empty) is `_` for each of `length` letters, with blank pegs.
  static func row(
    _ word: String, pegs: [Peg], length: Int, palette: Palette, style: TextStyle,
    compact: Bool = false
  ) -> String {
    let (space, gap) = compact ? ("", " ") : (" ", "   ")
    guard !pegs.isEmpty else {
      return Array(repeating: "_", count: length).joined(separator: space) + gap
        + Array(repeating: " ", count: length).joined(separator: space)
    }
    let letters = zip(word, pegs).map { style.paint(String($0), palette.look(of: $1).role) }
    let symbols = pegs.map { style.paint($0.symbol, palette.look(of: $0).role) }
    return letters.joined(separator: space) + gap + symbols.joined(separator: space)
  }

  /// The key to the pegs, right place first: each peg's symbol and what it means
  /// (`● right place`), without colour, for the key under the board and `/help`.
  static let key = Peg.allCases.reversed().map { "\($0.symbol) \($0.meaning)" }

  /// The grid of pegs without letters, one line per attempt: symbols, or emoji squares.
  static func grid(_ rows: [Pegs], emoji: Bool, palette: Palette) -> String {
    rows.map { pegs in
      pegs.map { emoji ? palette.look(of: $0).square : $0.symbol }.joined(
        separator: emoji ? "" : " ")
    }.joined(separator: "\n")
  }
}

extension Peg {
  /// The peg's symbol in any terminal.
  var symbol: String {
    switch self {
    case .exact: "●"
    case .inexact: "○"
    case .none: "·"
    }
  }

  /// What the peg means, for the key under the board and `/help`.
  var meaning: String {
    switch self {
    case .exact: "right place"
    case .inexact: "in the word elsewhere"
    case .none: "not in the word"
    }
  }
}
