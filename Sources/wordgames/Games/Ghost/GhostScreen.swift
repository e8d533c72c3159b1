import CommandLineKit
import GameMachinery
import GhostModel
import Lexicon
import Terminal

/// Draws Ghost: whose turn it is, the fragment, and the score of a match.
enum GhostScreen {
  static func render(_ session: GhostSession, view: GameView) -> String {
    let style = view.style
    let round = session.round
    let players = session.players
    let header = TextLayout.wrap(
      [
        style.paint("GHOST", .title), session.source.displayName,
        "\(players[0]) vs \(players[1])" + (session.computer.map { " (\($0.rawValue))" } ?? ""),
      ] + (session.match == nil ? [] : ["match"]), separator: " · ", width: view.width)
    var lines = header + [""]
    // A player's score never breaks: on a narrow screen the second goes under the first.
    if let match = session.match {
      lines += TextLayout.wrap(
        label: "Score     ", score(match, players: players), separator: "   ", width: view.width)
    } else if session.computer == nil, session.roundsWon != [0, 0] {
      let rounds = players.indices.map { "\(players[$0]) \(session.roundsWon[$0])" }
      lines += TextLayout.wrap(label: "Rounds    ", rounds, separator: " · ", width: view.width)
    }
    lines.append("Fragment  " + style.paint(fragment(round.fragment), .emphasis))
    if !round.isOver {
      lines.append("Turn      \(players[round.playerToMove])")
    }
    if round.fragment.isEmpty, !round.isOver {
      lines += ["", style.paint(TextLayout.wrap(words: rule, width: view.width), .dim)]
    }
    return "\n" + lines.joined(separator: "\n") + "\n\n"
  }

  /// The rule in one line, on the first screen of a round.
  static let rule =
    "A word of \(GhostRound.minimumWordLength) or more letters, or a fragment no word starts "
    + "with, loses the round."

  /// The fragment as it is shown: `P E A`, or a dash before the first letter.
  static func fragment(_ fragment: String) -> String {
    fragment.isEmpty ? "—" : fragment.map(String.init).joined(separator: " ")
  }

  /// Each player's score: the name and the letters of GHOST earned, or a dash.
  static func score(_ match: GhostMatch, players: [String]) -> [String] {
    players.indices.map { player in
      let letters = match.letters(of: player)
      return "\(players[player]) \(letters.isEmpty ? "–" : letters)"
    }
  }

  /// What ended a round and who lost it, in one line, then who won it and how the match
  /// stands: "Ann formed QUIZ — a word of 4 letters." or "Bob added Y: nothing starts with
  /// AQUICULTURAY (AQUICULTURA could have become AQUICULTURAL)."
  static func ending(
    _ ending: GhostRound.Ending, of session: GhostSession, mover: String, letter: Character,
    style: TextStyle
  ) -> String {
    let winner = session.players[1 - ending.loser]
    let fragment = session.round.fragment
    var lines: [String]
    switch ending.reason {
    case .formedWord(let word):
      lines = ["\(mover) formed \(word) — a word of \(word.count) letters."]
    case .deadFragment(let word):
      let before = String(fragment.dropLast())
      let could =
        word.map { before.isEmpty ? " (try \($0))" : " (\(before) could have become \($0))" }
        ?? ""
      lines = ["\(mover) added \(letter): nothing starts with \(fragment)\(could)."]
    }
    let cheer = winner == "You" ? "You win the round!" : "\(winner) wins the round!"
    lines.append(style.paint(cheer, session.computer != nil && ending.loser == 0 ? .bad : .good))
    if let match = session.match {
      if let matchWinner = match.winner {
        lines.append(
          style.paint(
            "\(session.players[1 - matchWinner]) spelled GHOST: "
              + "\(session.players[matchWinner]) wins the match!", .good))
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `/hint`: the letters that don't lose at once, and whether the position is won.
  static func hint(_ fragment: String, solver: GhostSolver) -> String {
    guard let node = solver.node(for: fragment) else { return "No letter is safe here." }
    let safe = solver.safeMoves(from: node, depth: fragment.count).map(\.letter)
    guard !safe.isEmpty else { return "Every letter loses at once here." }
    let winning = solver.winningMoves(from: node, depth: fragment.count).map(\.letter)
    let list = { (letters: [Character]) in letters.map(String.init).joined(separator: ", ") }
    return "Letters that don't lose at once: \(list(safe)).\n"
      + (winning.isEmpty
        ? "With perfect play this position is lost for you."
        : "With perfect play you win: play \(list(winning)).")
  }

  /// `--solve`: the winning first letters, and the replies that beat every other one.
  static func solution(_ solver: GhostSolver, source: WordSource) -> String {
    let root = PrefixTree.root
    let openings = solver.safeMoves(from: root, depth: 0)
    let winning = openings.filter { !solver.wins(at: $0.node) }.map { String($0.letter) }
    var text = "Ghost with \(source.displayName), solved "
    text += "(\(solver.tree.nodeCount.counted("fragment")), words of 4+ letters end a round).\n\n"
    text +=
      winning.isEmpty
      ? "No first letter wins: the second player wins with perfect play.\n"
      : "The first player wins by starting with \(winning.joined(separator: ", ")).\n"
    let losing = openings.filter { solver.wins(at: $0.node) }
    if !losing.isEmpty {
      text +=
        "\n\(winning.isEmpty ? "Every" : "Every other") first letter loses to these replies:\n"
      for opening in losing {
        let replies = solver.winningMoves(from: opening.node, depth: 1).map {
          "\(opening.letter)\($0.letter)"
        }
        text += "  \(opening.letter)  " + replies.joined(separator: " ") + "\n"
      }
    }
    let safe = Set(openings.map(\.letter))
    let dead = alphabet.filter { !safe.contains($0) }
    if !dead.isEmpty {
      text +=
        "\nNo word of 4+ letters starts with \(dead.map(String.init).joined(separator: ", ")).\n"
    }
    return text
  }
}
