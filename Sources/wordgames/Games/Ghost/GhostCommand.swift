import CommandLineKit
import GameMachinery
import GhostModel
import Lexicon

/// `wordgames ghost`: Ghost (SPEC §3.3).
enum GhostCommand: GameCommand {
  typealias Session = GhostSession

  static let name = "ghost"
  static let title = "Ghost"
  static let summary = "take turns adding letters; whoever finishes a word loses"
  static let playAgainQuestion = "Another round?"
  static let discussion = """
    Players take turns adding one letter to the end of the fragment. You lose the round if
    your letter makes a word of four or more letters, or a fragment that no such word
    starts with (a short word nothing longer starts with is dead too). Words of one to
    three letters are safe. At the prompt, /hint names the letters that do not lose at
    once and says whether the position can be won; /lang and a language's code (de)
    switches the dictionary and remembers it.

    With --super (SuperGhost) a letter may go on either end: type S to add it at the end,
    <S at the start, and the fragment must stay inside a word. --solve prints who wins
    with perfect play; --crib prints the fewest words to remember to never lose.

    The round in progress is saved after every letter; 'wordgames ghost' continues it, and
    so do options that agree with it. Options that differ ask first at a terminal; --new
    starts a new game without asking.
    """

  static let examples = [
    "wordgames ghost --players Ann,Bob --match", "wordgames ghost --computer perfect --lang nl",
    "wordgames ghost --super --computer", "wordgames ghost --crib --super",
  ]

  /// The setting that remembers the dictionary, which `/lang` changes too.
  static let languageSetting = "ghost.language"
  static let language = GameOption.language(setting: languageSetting)

  static let players = GameOption<String>.value(
    "players", valueName: "A,B", summary: "the players' names",
    detail: " (default \"Player 1,Player 2\")", default: "Player 1,Player 2", definesGame: true,
    expected:
      "two different names of at most 20 visible characters, with a comma between them",
    parse: { text in
      let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0).trimmingSpaces
      }
      return GhostSession.canPlay(names) ? names.joined(separator: ",") : nil
    }, text: { $0 })

  static let computer = GameOption<GhostComputer>.value(
    "computer", valueName: "LEVEL",
    summary: "the computer plays second: easy, or perfect (the default)", definesGame: true,
    expected: "easy or perfect", implicitValue: GhostComputer.perfect.rawValue,
    choices: GhostComputer.allCases.map(\.rawValue),
    parse: { GhostComputer(rawValue: $0.lowercased()) }, text: \.rawValue)

  static let match = GameOption.flag(
    "match", setting: nil, summary: "play a match: each lost round earns a letter of G-H-O-S-T",
    definesGame: true)

  static let superGhost = GameOption.flag(
    "super", setting: "ghost.super",
    summary: "SuperGhost: a letter may go on either end; a fragment must stay inside a word",
    definesGame: true)

  static let solve = GameOption.flag(
    "solve", setting: nil,
    summary: "print the winning first letters, and the replies that beat the others")

  static let crib = GameOption.flag(
    "crib", setting: nil, summary: "print the fewest words to remember to never lose")

  static let options: [any OptionDeclaration] =
    [players, computer, match, superGhost, solve, crib] + Hosting.options

  static let variants = [
    Variant("two players", "take turns at one keyboard"),
    Variant("against the computer", "it plays perfectly: it can't be beaten", ["--computer"]),
    Variant("SuperGhost, two players", "a letter at either end", ["--super"]),
    Variant(
      "SuperGhost against the computer", "either end, against perfect play",
      ["--super", "--computer"]),
  ]

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    guard let printed = [solve, crib].first(where: { command.flag($0.name) }) else {
      if command.flag(Hosting.host.name), command.has(computer.name) {
        throw UsageError.meaningless(option: computer.name, beside: Hosting.host.name)
      }
      let names = (command.string(players.name) ?? "Player 1,Player 2").split(separator: ",")
      return try Hosting.run(
        Self.self, command, in: context, joiner: String(names.last ?? "Player 2"))
    }
    // --solve and --crib print; who plays, and how, mean nothing to them.
    for option in [
      players.name, computer.name, match.name, SharedOptions.new.name, SharedOptions.seed.name,
      solve.name, crib.name,
    ]
    where option != printed.name && command.has(option) {
      throw UsageError.meaningless(option: option, beside: printed.name)
    }
    let options = try OptionValues(
      command, declarations: declarations, settings: context.catalogue.settings(in: context.store())
    )
    let source = WordSource(options, language: language)
    let isSuper = options[superGhost]
    var solver = try GhostDictionaries.solver(
      for: source, superGhost: isSuper, from: context.wordLists)
    // The crib walks much of the game: read from the cache a page at a time, it would wait
    // on the pages one by one.
    if printed.name == crib.name, let paged = solver as? SuperGhostSolver {
      solver = paged.inMemory()
    }
    context.console.write(
      printed.name == solve.name
        ? GhostScreen.solution(solver, source: source, superGhost: isSuper)
        : GhostScreen.crib(
          GhostCrib(solver), source: source, superGhost: isSuper, width: context.console.width))
    return ExitStatus.success
  }

  static func start(
    _ options: OptionValues, after previous: GhostSession?, generator: inout SplitMix64,
    in run: GameRun
  ) throws -> GhostSession {
    let source = previous?.source ?? WordSource(options, language: language)
    try GhostDictionaries.load(
      source, superGhost: previous?.superGhost ?? options[superGhost], from: run.context.wordLists)
    let level = options.given(computer)
    var names: [String] = options[Self.players].split(separator: ",").map { String($0) }
    if level != nil, options.origin(of: Self.players) == .default { names = ["You", "Computer"] }
    // The starting player alternates; a match goes on until someone spells GHOST.
    let firstPlayer = previous.map { 1 - $0.round.firstPlayer } ?? 0
    let carried = previous?.match.flatMap { $0.isOver ? nil : $0 }
    return GhostSession(
      basics: SessionBasics(source: source, generator: &generator),
      round: GhostRound(firstPlayer: firstPlayer),
      match: carried ?? (options[match] ? GhostMatch() : nil),
      players: names, computer: level, superGhost: previous?.superGhost ?? options[superGhost],
      roundsWon: previous?.roundsWon ?? [0, 0])
  }
}
