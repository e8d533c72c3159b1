import GameMachinery
import GhostModel
import Lexicon
import Terminal

/// Draws Ghost: whose turn it is, the fragment, and the score of a match, for every seat.
enum GhostScreen {
  static func render(_ session: GhostSession, view: GameView) -> String {
    let style = view.style
    let round = session.round
    // Each seat by name, a computer's with its level: "Ann vs Bob", "Ann, Bob, Computer
    // (perfect)".
    let players = session.options.seats.map { seat in
      seat.name + (seat.computer.map { " (\($0.rawValue))" } ?? "")
    }.joined(separator: session.players.count == 2 ? " vs " : ", ")
    let title = session.options.superGhost ? "SUPERGHOST" : "GHOST"
    let kind = [session.source.displayName, players] + (session.match == nil ? [] : ["match"])
    var lines = view.header(title, kind) + [""]
    // A player's score never breaks: on a narrow screen the next goes under the one before.
    if session.match != nil {
      lines += TextLayout.wrap(
        label: "Score     ", standings(session), separator: "   ", width: view.width)
    } else if session.roundsWon.contains(where: { $0 > 0 }) {
      lines += TextLayout.wrap(
        label: "Rounds    ", standings(session), separator: " · ", width: view.width)
    }
    lines.append("Fragment  " + style.paint(fragment(session.shownFragment), .emphasis))
    // In SuperGhost, where the last letter went: under it, an arrow and the side.
    if session.options.superGhost, let last = round.lastMove, round.fragment.count > 1 {
      let column = last.side == .start ? 0 : 2 * (round.fragment.count - 1)
      let side = "↑ \(last.letter) added at the \(last.side.rawValue)"
      let arrow = String(repeating: " ", count: 10 + column) + side
      lines.append(style.paint(arrow.count <= view.width ? arrow : "          " + side, .dim))
    }
    if !round.isOver { lines.append("Turn      \(session.players[round.playerToMove])") }
    if round.fragment.isEmpty, !round.isOver {
      let rule = session.options.superGhost ? superRule : rule
      lines += ["", style.paint(TextLayout.wrap(words: rule, width: view.width), .dim)]
    }
    return "\n" + lines.joined(separator: "\n") + "\n\n"
  }

  /// The rule in one line, on the first screen of a round.
  static let rule =
    "A word of \(GhostRound.minimumWordLength) or more letters, or a fragment no word starts "
    + "with, loses the round."

  /// SuperGhost's rule and how to type a move, on the first screen of a round.
  static let superRule =
    "Type a letter to add it at the end (E), or < and the letter to add it at the start "
    + "(<E). A word of \(GhostRound.minimumWordLength) or more letters, or a fragment no word "
    + "has inside, loses the round."

  /// A move as the line after it says it: `S`, or in SuperGhost `S at the end` or `S at
  /// the start`.
  static func move(_ move: GhostMove, superGhost: Bool) -> String {
    superGhost ? "\(move.letter) at the \(move.side.rawValue)" : String(move.letter)
  }

  /// The fragment as it is shown: `P E A`, or a dash before the first letter.
  static func fragment(_ fragment: String) -> String {
    fragment.isEmpty ? "—" : fragment.map(String.init).joined(separator: " ")
  }

  /// Each player's standing: in a match, the name and the letters of GHOST earned, a dash
  /// for none, and `out` for a player who spelled it; else the name and the rounds won.
  static func standings(_ session: GhostSession) -> [String] {
    session.players.enumerated().map { player, name in
      guard let match = session.match else { return "\(name) \(session.roundsWon[player])" }
      let letters = match.letters(of: player)
      return "\(name) " + (match.isOut(player) ? "out" : letters.isEmpty ? "–" : letters)
    }
  }

  /// The position in one line of words, for a screen reader and after a refused line: the
  /// fragment and who is to move, or what the round is over on; `withTable`, every seat
  /// with the letters of a match, or the rounds won.
  static func inOneLine(_ session: GhostSession, withTable: Bool) -> String {
    let round = session.round
    let mover = session.players[round.playerToMove]
    let text =
      round.fragment.isEmpty
      ? "No letters yet; \(GhostSession.inSentence(mover)) to start"
      : round.isOver
        ? fragment(session.shownFragment) : "\(fragment(session.shownFragment)) · \(mover) to move"
    guard withTable else { return text }
    return text + (session.match == nil ? " · rounds won: " : " · ")
      + standings(session).joined(separator: ", ")
  }

  /// What ended a round and who lost it, in one line, then who won it and how the match
  /// stands: "Ann formed QUIZ — a word of 4 letters." or "Bob added Y: nothing starts with
  /// AQUICULTURAY (AQUICULTURA could have become AQUICULTURAL)."
  static func ending(
    _ ending: GhostRound.Ending, of session: GhostSession, mover: String, move: GhostMove,
    style: TextStyle
  ) -> String {
    let fragment = session.shownFragment
    // The fragment before the last letter.
    let before = String(move.side == .start ? fragment.dropFirst() : fragment.dropLast())
    let said: String
    switch ending.reason {
    case .formedWord(let word):
      said = "\(mover) formed \(fragment) — a word of \(word.count) letters."
    case .deadFragment(let word) where session.options.superGhost:
      let could = word.map { " (\(before) is inside \($0))" } ?? ""
      said =
        "\(mover) added \(Self.move(move, superGhost: true)): no word has \(fragment) "
        + "inside\(could)."
    case .deadFragment(let word):
      let could =
        word.map { before.isEmpty ? " (try \($0))" : " (\(before) could have become \($0))" }
        ?? ""
      said = "\(mover) added \(fragment.suffix(1)): nothing starts with \(fragment)\(could)."
    }
    let players = session.players
    let loser = players[ending.loser]
    // The person's loss is bad news; anyone else's good.
    let role: TextStyle.Role =
      session.options.seats[ending.loser].isPerson && session.people.count == 1 ? .bad : .good
    let letters = session.match.map { ": \($0.letters(of: ending.loser))" } ?? ""
    let result =
      session.round.winner.map { GhostSession.subject(players[$0], "win") + " the round!" }
      ?? GhostSession.subject(loser, "lose") + " the round" + letters + "."
    var lines = [said, style.paint(result, role)]
    if let match = session.match, match.isOut(ending.loser) {
      let won = match.winner.map { "\(loser) spelled GHOST: \(players[$0]) wins the match!" }
      lines.append(
        style.paint(won ?? "\(loser) spelled GHOST and is out.", won == nil ? role : .good))
    }
    return lines.joined(separator: "\n")
  }

  /// `/hint`: the moves that don't lose at once, and whether the position is won at the
  /// solver's table. When most moves are safe, it names the few that are not.
  static func hint(_ fragment: String, solver: GhostSolver, superGhost: Bool) -> String {
    let options = solver.options(after: fragment)
    guard !options.isEmpty else { return "Every letter loses at once here." }
    let sides: [GhostMove.Side] = superGhost && !fragment.isEmpty ? [.end, .start] : [.end]
    // The moves to fragments no safe move makes, each fragment once: `A` and `<A` on `A`
    // are one move, listed on the end, as the options list it.
    var seen = Set(options.map(\.fragment))
    let unsafe = GhostMove.all(on: sides, in: solver.dictionary.alphabet).filter {
      seen.insert($0.applied(to: fragment)).inserted
    }.map(\.description)
    let noun = superGhost ? "move" : "letter"
    // Fewer exceptions than moves are named as such: "any letter but Q", or "any letter".
    let but = { (moves: [String], conjunction: String) in
      moves.isEmpty ? "" : " but \(moves.listed(conjunction))"
    }
    let text =
      unsafe.count < options.count
      ? "Any \(noun)\(but(unsafe, "and")) is safe for now."
      : "\(noun.capitalized)s that don't lose at once: \(options.map(\.move.description).listed())."
    let winning = options.filter(\.wins).map(\.move.description)
    let losing = options.filter { !$0.wins }.map(\.move.description)
    // At a table of more than two, winning is not being made to lose by the others together.
    let (win, lose) =
      solver.seats == 2
      ? ("you win", "this position is lost for you")
      : ("the others cannot make you lose", "the others together can make you lose from here")
    let play =
      losing.count < winning.count ? "any safe \(noun)\(but(losing, "or"))" : winning.listed("or")
    return text + "\nWith perfect play " + (winning.isEmpty ? lose : "\(win): play \(play)") + "."
  }

  /// `--solve`: the winning first letters, and the replies that beat every other one; at the
  /// solver's table of more than two, the first letters the others together cannot make lose.
  static func solution(_ solver: GhostSolver, of game: GhostDictionaries.Game) -> String {
    let seats = solver.seats
    let openings = solver.options(after: "")
    let winning = openings.filter(\.wins).map(\.fragment)
    let fragments = solver.dictionary.nodeCount.counted("fragment")
    let words = game.superGhost ? "inside words of 4+ letters" : "words of 4+ letters end a round"
    var text = "\(game.variant) with \(game.source.displayName), solved "
    text += "(\(fragments), \(words)).\n\n"
    if seats > 2 {
      text +=
        winning.isEmpty
        ? "At a table of \(seats), the others together can make the first player lose, "
          + "whatever they start with.\n"
        : "At a table of \(seats), the others together cannot make the first player lose if "
          + "they start with \(winning.joined(separator: ", ")).\n"
    } else {
      text +=
        winning.isEmpty
        ? "No first letter wins: the second player wins with perfect play.\n"
        : "The first player wins by starting with \(winning.joined(separator: ", ")).\n"
    }
    let losing = openings.filter { !$0.wins }
    if seats == 2, !losing.isEmpty {
      text +=
        "\n\(winning.isEmpty ? "Every" : "Every other") first letter loses to these replies"
        + (game.superGhost ? " (the fragment they make):\n" : ":\n")
      for opening in losing {
        let replies = solver.options(after: opening.fragment).filter(\.wins).map(\.fragment)
        text += "  \(opening.fragment)  " + replies.joined(separator: " ") + "\n"
      }
    }
    let safe = Set(openings.map(\.move.letter))
    let dead = game.source.language.alphabet.letters.filter { !safe.contains($0) }
    if !dead.isEmpty {
      let rule = game.superGhost ? "has" : "starts with"
      text +=
        "\nNo word of 4+ letters \(rule) \(dead.map(String.init).joined(separator: ", "))"
        + (game.superGhost ? " inside.\n" : ".\n")
    }
    return text
  }

  /// `--crib`: the opening, every reply with a word it leads to, and the words to learn.
  static func crib(_ crib: GhostCrib, of game: GhostDictionaries.Game, width: Int?) -> String {
    let width = width ?? 80
    let player = crib.opening == nil ? "second" : "first"
    var text = "\(game.variant) with \(game.source.displayName): a crib for the \(player) player, "
    text += "\(crib.words.count.counted("word")) to remember.\n\n"
    var guide =
      crib.opening.map { "Open with \($0.letter). " }
      ?? "The first player cannot win, so this crib is the second player's. "
    guide +=
      game.superGhost
      ? "Whatever the other player makes of the fragment, answer as the table says; each "
        + "answer's word shows where it leads. In the end the other player has to finish "
        + "a word or make a fragment no word has inside."
      : "After each letter of the other player's, add the next letter of the word that "
        + "starts with the fragment: the other player is the one who finishes it (or makes "
        + "a fragment no word starts with)."
    text += TextLayout.wrap(words: guide, width: width) + "\n\n"
    var table = TextTable(heading: ["after", "play", "toward"], alignments: [.left, .left, .left])
    table.rows = crib.replies.map { reply in
      [reply.fragment.isEmpty ? "—" : reply.fragment, "\(reply.move)", reply.word]
    }
    text += table.rendered(indent: "  ", width: width) + "\n"
    text += TextLayout.wrap(label: "The words: ", crib.words, width: width).joined(separator: "\n")
    return text + "\n"
  }
}
