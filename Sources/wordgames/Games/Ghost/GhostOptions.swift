import GameMachinery
import GhostModel
import Terminal

/// Ghost's options (SPEC §2), declared once.
struct GhostOptions: HostedGameOptions, Equatable {
  var common = CommonOptions()
  var hosting = HostingOptions()
  var players = "Player 1,Player 2"
  var computer: GhostComputer?
  var match = false
  var superGhost = false
  var solve = false
  var crib = false

  /// The setting that remembers the dictionary, which `/lang` changes too.
  static let languageSetting = "ghost.language"

  static let players = Option.value(
    \Self.players, "players", valueName: "A,B", summary: "the players' names",
    detail: " (default \"Player 1,Player 2\")", definesGame: true,
    expected: "two different names of at most 20 visible characters, with a comma between them",
    parse: { text in
      let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      return GhostSession.canPlay(names) ? names.joined(separator: ",") : nil
    }, text: { $0 })

  static let options: [Option<Self>] =
    [
      players,
      .value(
        \.computer, "computer", valueName: "LEVEL",
        summary: "the computer plays second: easy, or perfect (the default)", definesGame: true,
        expected: "easy or perfect", implicitValue: GhostComputer.perfect.rawValue,
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
}
