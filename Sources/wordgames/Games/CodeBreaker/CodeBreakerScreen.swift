import CodeBreakerModel
import GameMachinery
import Terminal

/// Draws CodeWord Breaker: every attempt with its pegs, the letters by what they are known
/// to be, the attempts left; and the share grid of a finished game.
enum CodeBreakerScreen {
  static func render(_ session: CodeBreakerSession, view: GameView) -> String {
    let style = view.style
    let game = session.game
    let palette = session.options.palette
    let header = view.header("CODEWORD BREAKER", session.kind) + [""]
    var footer = letters(game, palette: palette, view: view) + [""]
    if !game.isOver { footer.append("\(game.attemptsLeft.counted("attempt")) left.") }
    if game.attempts.isEmpty {
      let key = PegBoard.key.joined(separator: " ") + "."
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
  static func rows(_ game: CodeBreaker, palette: PegBoard.Palette, view: GameView) -> [String] {
    let digits = String(game.attemptLimit).count
    let rows = { (compact: Bool) in
      game.attempts.enumerated().map { index, attempt in
        (compact ? "" : "  ") + String(index + 1).leftPadding(toLength: digits)
          + (compact ? " " : "  ")
          + PegBoard.row(
            attempt.word, pegs: Array(attempt.pegs), length: game.length, palette: palette,
            style: view.style, compact: compact)
      }
    }
    let spaced = rows(false)
    return spaced.allSatisfy { TextLayout.visibleWidth($0) <= view.width } ? spaced : rows(true)
  }

  /// The letters by their best-known state: right place, elsewhere, not in the word, untried.
  static func letters(_ game: CodeBreaker, palette: PegBoard.Palette, view: GameView) -> [String] {
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
  /// loss, `*` in hard mode, the date of a daily game, then its challenge code).
  static func share(_ session: CodeBreakerSession) -> String {
    let game = session.game
    let score = game.status == .won ? String(game.attempts.count) : "X"
    var line = "CodeWord Breaker \(score)/\(game.attemptLimit)\(game.isHard ? "*" : "")"
    if game.isEvil { line += " evil" }
    if let daily = session.opening.daily { line += " \(daily)" }
    if let code = session.basics.challenge { line += " · \(code)" }
    let grid = PegBoard.grid(
      game.attempts.map(\.pegs), emoji: session.options.emoji, palette: session.options.palette)
    return line + "\n" + grid
  }
}
