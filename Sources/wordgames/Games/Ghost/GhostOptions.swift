import GameMachinery
import GhostModel
import Terminal

/// Ghost's options (SPEC §2), declared once.
struct GhostOptions: HostedGameOptions, Equatable {
  var common = CommonOptions()
  var hosting = HostingOptions()
  /// The players round the table, by name, `@easy` or `@perfect` for a computer's seat.
  var players = "Player 1,Player 2"
  /// A computer seat after the named players.
  var computer: GhostComputer?
  var match = false
  var superGhost = false
  var solve = false
  var crib = false

  /// The setting that remembers the dictionary, which `/lang` changes too.
  static let languageSetting = "ghost.language"
  /// The seats a table may have.
  static let tableSizes = 2...8

  static let players = Option.field(
    \Self.players, "players", valueName: "A,B,C", summary: "the players round the table",
    detail: " (default \"Player 1,Player 2\"; @easy or @perfect is a computer's seat)",
    definesGame: true,
    expected:
      "\(tableSizes.lowerBound) to \(tableSizes.upperBound) different names of at most 20 "
      + "visible characters, with commas between them (@easy or @perfect for a computer)",
    parse: { text in
      let entries = text.split(separator: ",", omittingEmptySubsequences: false)
      let kept = entries.compactMap(GhostSeat.entry)
      guard kept.count == entries.count, kept.count <= tableSizes.upperBound else { return nil }
      return kept.joined(separator: ",")
    }, text: { $0 })

  static let options: [Option<Self>] =
    [
      players,
      .value(
        \.computer, "computer", valueName: "LEVEL",
        summary: "a computer plays after the named players: easy, or perfect (the default)",
        definesGame: true, expected: "easy or perfect",
        implicitValue: GhostComputer.perfect.rawValue,
        choices: GhostComputer.allCases.map(\.rawValue),
        parse: { GhostComputer(rawValue: $0.lowercased()) }, text: \.rawValue),
      .flag(
        \.match, "match", summary: "play a match: each lost round earns a letter of G-H-O-S-T",
        definesGame: true),
      .flag(
        \.superGhost, "super", setting: "ghost.super",
        summary: "SuperGhost: a letter may go on either end; a fragment must stay inside a word",
        definesGame: true),
      .flag(
        \.solve, "solve",
        summary: "print the winning first letters, and the replies that beat the others"),
      .flag(\.crib, "crib", summary: "print the fewest words to remember to never lose"),
    ] + hostingOptions + common(languageSetting: languageSetting)

  /// The table, seat by seat: the named players in their order (a computer where one is
  /// named `@easy` or `@perfect`), then `--computer`'s. Computers are called Computer, or
  /// Computer 1, Computer 2… when there are several.
  var seats: [GhostSeat] {
    let entries =
      players.split(separator: ",").map(String.init) + (computer.map { ["@" + $0.rawValue] } ?? [])
    let computers = entries.filter { $0.hasPrefix("@") }.count
    var numbered = 0
    return entries.map { entry in
      guard entry.hasPrefix("@"), let level = GhostComputer(rawValue: String(entry.dropFirst()))
      else { return GhostSeat(name: entry, computer: nil) }
      numbered += 1
      return GhostSeat(name: computers == 1 ? "Computer" : "Computer \(numbered)", computer: level)
    }
  }

  /// Why the table cannot play, if it cannot: a size out of 2 to 8, or two seats of one name.
  var tableRefusal: String? {
    let names = seats.map { $0.name.lowercased() }
    if names.count > Self.tableSizes.upperBound, computer != nil {
      return "at most \(Self.tableSizes.upperBound - 1) names: --computer takes the last of "
        + "\(Self.tableSizes.upperBound) seats"
    }
    guard Self.tableSizes.contains(names.count), Set(names).count == names.count else {
      return Self.players.expected
    }
    return nil
  }
}

/// A seat at a Ghost table: a person, by name, or a computer.
struct GhostSeat: Equatable, Sendable {
  let name: String
  let computer: GhostComputer?

  var isPerson: Bool { computer == nil }

  /// An entry of `--players` as it is kept, without the spaces around it: a name of 1 to 20
  /// visible characters (one that does not start with @), or a computer's seat (`@easy`,
  /// `@perfect`, any case); `nil` for anything else.
  static func entry(_ typed: Substring) -> String? {
    let text = String(typed).trimmingSpaces
    if text.hasPrefix("@") {
      return GhostComputer(rawValue: text.dropFirst().lowercased()).map { "@" + $0.rawValue }
    }
    guard !text.isEmpty, text.count <= 20, !text.contains(where: \.isInvisible) else { return nil }
    return text
  }
}
