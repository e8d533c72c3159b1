import CodeBreakerModel
import GameMachinery
import Terminal

/// Draws CodeWord Breaker: every attempt with its pegs, the letters by what they are known
/// to be, the attempts left; and the share grid of a finished game.
///
/// A peg is told apart by its symbol as well as its colour — `●` right place, `○`
/// elsewhere, `·` not in the word — so that every drawing reads the same without colour.
enum CodeBreakerScreen {
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

  static func render(_ session: CodeBreakerSession, view: GameView) -> String {
    let style = view.style
    let game = session.game
    let palette = session.options.palette
    let header = view.header("CODEWORD BREAKER", session.kind) + [""]
    var footer = letters(game, palette: palette, view: view) + [""]
    if !game.isOver { footer.append("\(game.attemptsLeft.counted("attempt")) left.") }
    if game.attempts.isEmpty {
      let key = Self.key.joined(separator: " ") + "."
      footer += TextLayout.rows(of: TextLayout.wrap(words: key, width: view.width)).map {
        style.paint($0, .dim)
      }
    }
    // A terminal too short for every attempt shows the latest, under how many are hidden.
    let attempts = rows(game, palette: palette, view: view)
    let forms = (0..<max(1, attempts.count)).map { hidden in
      let shown =
        (hidden == 0 ? [] : [style.paint("  … \(hidden.counted("earlier attempt"))", .dim)])
        + attempts.dropFirst(hidden)
      return [""] + header + (shown.isEmpty ? [] : shown + [""]) + footer + [""]
    }
    return view.fit(forms)
  }

  /// Every attempt so far, numbered, each letter with its peg: a line each, run together
  /// where a spaced row does not fit in the view's width.
  static func rows(_ game: CodeBreaker, palette: Palette, view: GameView) -> [String] {
    let digits = String(game.attemptLimit).count
    let rows = { (compact: Bool) in
      game.attempts.enumerated().map { index, attempt in
        (compact ? "" : "  ") + String(index + 1).leftPadding(toLength: digits)
          + (compact ? " " : "  ")
          + row(
            attempt.word, pegs: Array(attempt.pegs), length: game.length, palette: palette,
            style: view.style, compact: compact)
      }
    }
    let spaced = rows(false)
    return spaced.allSatisfy { TextLayout.visibleWidth($0) <= view.width } ? spaced : rows(true)
  }

  /// The letters by their best-known state: right place, elsewhere, not in the word, untried.
  static func letters(_ game: CodeBreaker, palette: Palette, view: GameView) -> [String] {
    let states = game.letterStates
    let alphabet = game.alphabet.letters
    let groups: [(String, Peg?)] = [
      ("Right place", .exact), ("Elsewhere", .inexact), ("Not in it", Peg.none), ("Untried", nil),
    ]
    return groups.flatMap { name, peg in
      let letters = alphabet.filter { states[$0] == peg }
      guard !letters.isEmpty else { return [String]() }
      let painted = letters.map { letter in
        peg.map { view.style.paint(String(letter), palette.look(of: $0).role) } ?? String(letter)
      }
      return TextLayout.fit(label: name.padding(toLength: 12), painted, lines: 2, width: view.width)
    }
  }

  /// The share line of a finished game and its grid: `CodeWord Breaker 3/6*` (`X/6` on a
  /// loss, `*` in hard mode, the date of a daily game, then its challenge code), then the
  /// pegs without letters, one line per attempt: symbols, or emoji squares.
  static func share(_ session: CodeBreakerSession) -> String {
    let game = session.game
    let (emoji, palette) = (session.options.emoji, session.options.palette)
    let score = game.status == .won ? String(game.attempts.count) : "X"
    var line = "CodeWord Breaker \(score)/\(game.attemptLimit)\(game.isHard ? "*" : "")"
    if game.isEvil { line += " evil" }
    if let daily = session.opening.daily { line += " \(daily)" }
    if let code = session.basics.challenge { line += " · \(code)" }
    let grid = game.attempts.map { attempt in
      attempt.pegs.map { emoji ? palette.look(of: $0).square : $0.symbol }
        .joined(separator: emoji ? "" : " ")
    }
    return line + "\n" + grid.joined(separator: "\n")
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
