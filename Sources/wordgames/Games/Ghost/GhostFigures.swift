import GameMachinery
import Storage
import Terminal

/// Ghost's own figures in `stats`: plain Ghost's, and SuperGhost's apart once it has been
/// played.
struct GhostFigures: GameFigures, Equatable {
  var plain: Variant
  var superGhost: Variant?

  /// One variant's figures.
  struct Variant: Equatable, Encodable {
    /// Every player's rounds and matches, people and computer alike, most rounds won first.
    var players: [Player] = []
    /// The person's rounds and matches against each computer level.
    var computerLevels: [ComputerLevel] = []
    /// The hints asked for, in every round counted.
    var hints = 0
  }

  /// One player's record, under one name.
  struct Player: Equatable, Encodable {
    var name: String
    /// The rounds played to their end (a round given up is in no one's).
    var rounds = 0
    var roundsWon = 0
    var matchesWon = 0
  }

  /// The person's record against one computer level.
  struct ComputerLevel: Equatable, Encodable {
    var level: String
    /// Rounds, from the person's side.
    var rounds = Tally()
    var matchesWon = 0
    var matchesLost = 0

    /// The rounds' figures sit beside the level's own, not in an object of their own.
    func encode(to encoder: any Encoder) throws {
      try rounds.encode(to: encoder)
      try encoder.encode(["level": level, "matchesWon": matchesWon, "matchesLost": matchesLost])
    }
  }

  var key: String { "ghost" }

  /// A round is won by one player and lost by the other: the players' table says who.
  var hasOneSide: Bool { false }

  /// Plain Ghost's figures as they have always been written, and SuperGhost's under
  /// `super`.
  func encode(to encoder: any Encoder) throws {
    try plain.encode(to: encoder)
    if let superGhost { try encoder.encode(["super": superGhost]) }
  }

  func sections(title: String, style: TextStyle, width: Int?) -> [String] {
    (plain.players.isEmpty && superGhost != nil
      ? [] : plain.sections(title: title, style: style, width: width))
      + (superGhost?.sections(title: "Super" + title, style: style, width: width) ?? [])
  }
}

extension GhostFigures.Variant {
  func sections(title: String, style: TextStyle, width: Int?) -> [String] {
    var sections: [String] = []
    var table = TextTable(heading: ["player", "rounds", "won", "matches won"])
    table.rows = players.map { player in
      [player.name, player.rounds.grouped, player.roundsWon.grouped, player.matchesWon.grouped]
    }
    sections.append(
      style.paint("\(title) players", .title) + "\n" + table.rendered(indent: "  ", width: width))
    if !computerLevels.isEmpty {
      var levels = TallyColumns.table(naming: "computer", more: ["matches won", "lost"])
      levels.rows = computerLevels.map { level in
        [level.level] + TallyColumns.cells(level.rounds, style: style)
          + [level.matchesWon.grouped, level.matchesLost.grouped]
      }
      sections.append(
        style.paint("\(title) rounds against the computer", .title) + "\n"
          + levels.rendered(indent: "  ", width: width))
    }
    sections.append("Hints asked for in \(title): \(hints.grouped)\n")
    return sections
  }
}
