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
  static let discussion = """
    Two to eight players take turns round the table adding one letter to the end of the
    fragment. You lose the round if your letter makes a word of four or more letters, or a
    fragment that no such word starts with (a short word nothing longer starts with is dead
    too). Words of one to three letters are safe. At the prompt, /hint names the letters
    that do not lose at once and says whether the position can be won (at a table of more
    than two: whether the others together can make you lose); /lang and a language's code
    (de) switches the dictionary and remembers it.

    --players seats the table in its order; @easy or @perfect there is a computer's seat,
    and --computer adds one after the named players. In a match a player who spells GHOST
    is out, and the last one left wins.

    With --super (SuperGhost) a letter may go on either end: type S to add it at the end,
    <S at the start, and the fragment must stay inside a word. --solve prints who wins
    with perfect play; --crib prints the fewest words to remember to never lose.

    \(continuingHelp("The round in progress is saved after every letter"))
    """

  static let examples = [
    "wordgames ghost --players Ann,Bob,Cy --match", "wordgames ghost --computer perfect --lang nl",
    "wordgames ghost --super --computer", "wordgames ghost --crib --super",
  ]

  static let variants = [
    Variant("two players", "take turns at one keyboard"),
    Variant("against the computer", "perfect play: it wins whenever it can", ["--computer"]),
    Variant("SuperGhost, two players", "a letter at either end", ["--super"]),
    Variant(
      "SuperGhost against the computer", "either end, against perfect play",
      ["--super", "--computer"]),
  ]

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    guard let printed = ["solve", "crib"].first(where: command.has) else {
      // Against the computer alone the person is "You": a hosted table names its people.
      if command.has("host"), command.has("computer"), !command.has("players") {
        throw UsageError.needs(option: "host --computer", other: "players")
      }
      // The table the command line sets: 2 to 8 seats of different names.
      let table = try OptionValues<GhostOptions>(command).value
      if command.has("players") || command.has("computer"), let refusal = table.tableRefusal {
        throw UsageError.invalidValue(
          option: "players", value: command.values["players"] ?? table.players, allowed: refusal)
      }
      let names = table.seats.filter(\.isPerson).map(\.name)
      if command.has("host"), names.count < 2 {
        throw UsageError.invalidValue(
          option: "players", value: table.players, allowed: "a second person to host the game for")
      }
      return try Hosting.run(Self.self, command, in: context, joiners: Array(names.dropFirst()))
    }
    // --solve and --crib print: how the game is played (or hosted) means nothing to them,
    // and who plays only how many (--solve at a table; the crib is for two).
    let playing = ["computer", "match", "new", "seed", "solve", "crib", "host"]
    try command.refuse((playing + Hosting.hostingOnly).filter { $0 != printed }, beside: printed)
    let options = try OptionValues<GhostOptions>(
      command, settings: context.settingDefaults.read(from: context.store()))
    let seats = options.seats.count
    // A table that cannot play says so first; one of more than two seats is too big for the crib.
    let tooBig = printed == "crib" && seats > 2 ? "two players for --crib" : nil
    if let refusal = options.tableRefusal ?? tooBig {
      throw UsageError.invalidValue(option: "players", value: options.players, allowed: refusal)
    }
    let game = GhostDictionaries.Game(
      source: options.source, superGhost: options.superGhost, seats: seats)
    var solver = try GhostDictionaries.solver(for: game, from: context.wordLists)
    // The crib walks much of the game: read from the cache a page at a time, it would wait
    // on the pages one by one.
    if printed == "crib" { solver = solver.inMemory() }
    context.console.write(
      printed == "solve"
        ? GhostScreen.solution(solver, of: game)
        : GhostScreen.crib(GhostCrib(solver), of: game, width: context.console.width))
    return ExitStatus.success
  }

  static func start(
    _ options: OptionValues<GhostOptions>, after previous: GhostSession?,
    generator: inout SplitMix64, in run: GameRun
  ) throws -> GhostSession {
    // The next round keeps the dictionary (the one /lang switched to, too) and the variant;
    // the first move goes one seat round the table, and a match goes on until one player
    // is left.
    var chosen = options.value
    if let previous {
      chosen.common.language = previous.options.common.language
      chosen.common.words = previous.options.common.words
      chosen.superGhost = previous.options.superGhost
    }
    // Against the computer, the players are you and it, unless they are named.
    if chosen.computer != nil, options.origin(of: GhostOptions.players) == .default {
      chosen.players = "You"
    }
    let count = chosen.seats.count
    let zeros = Array(repeating: 0, count: count)
    let carried = previous?.match.flatMap { $0.isOver ? nil : $0 }
    let match = chosen.match ? carried ?? GhostMatch(lettersLost: zeros) : nil
    // The first move goes one seat round the table each round, past those out.
    let next = previous.map { $0.opening.firstPlayer + 1 } ?? 0
    let first = GhostSession.roundTheTable(from: next, count: count, match).first ?? 0
    let opening = GhostSession.Opening(
      firstPlayer: first, lettersLost: match?.lettersLost, roundsWon: previous?.roundsWon ?? zeros)
    return try GhostSession(
      opening: opening, options: chosen, basics: SessionBasics(generator: &generator),
      words: run.context.wordLists)
  }
}
