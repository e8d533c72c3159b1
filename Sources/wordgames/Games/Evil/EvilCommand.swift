import EvilHangmanModel
import GameMachinery
import Lexicon

/// `wordgames evil`: Evil Hangman (SPEC §3.2).
enum EvilCommand: GameCommand {
  typealias Session = EvilSession

  static let name = "evil"
  static let title = "Evil Hangman"
  static let summary = "play Evil Hangman, where the computer cheats"
  static let discussion = """
    The computer never picks a word. It keeps every word of the length that fits what it
    has shown, and answers each guess with whatever keeps the most words possible
    (lookahead also plans for your next reply). The hardest to beat is planner: it plans
    against your best replies, and good guessers rarely win against it. You win only by
    pinning it down to one word and showing every letter of it.

    \(continuingHelp("An unfinished game is saved after every guess"))
    """

  static let examples = ["wordgames evil --length 7 --guesses 6 --strategy planner"]

  /// The four hosts, from the classic cheat to the hardest to beat.
  static let variants = EvilStrategy.allCases.map { strategy in
    let about =
      switch strategy {
      case .largest: "the classic cheat: keeps the most words after every guess"
      case .cautious: "keeps the most words, showing as few letters as it can"
      case .lookahead: "also plans for your next guess"
      case .planner: "plans against your best replies: the hardest to beat"
      }
    return Variant(strategy.rawValue, about, ["--strategy", strategy.rawValue])
  }

  /// How many seeds the host's random choices can have: as many as a challenge code holds.
  static let seeds = 1 << 16

  /// A challenge holds the length, the misses allowed, the strategy and the seed of the
  /// host's random choices: the same guesses meet the same answers.
  static let challengeValues: [ChallengeValue] = [
    .option(below: WordList.maximumWordLength + 1) { $0.length = $1 },
    .option(below: EvilHangman.guessLimits.upperBound + 1) { $0.guesses = $1 },
    .option(below: EvilStrategy.allCases.count) { $0.strategy = EvilStrategy.allCases[$1] },
    .drawn(below: seeds),
  ]

  static func start(
    _ options: OptionValues<EvilOptions>, after previous: EvilSession?, generator: inout SplitMix64,
    in run: GameRun
  ) throws -> EvilSession {
    let source = options.source
    // Only the length asked for is read, unless it has no words: then the whole list, to
    // name the lengths it has or play the nearest.
    let asked = options.length
    var list = try run.context.wordLists.load(\.fullListFile, of: source, lengths: asked...asked)
    if list.count == 0 { list = try run.context.wordLists.load(\.fullListFile, of: source) }
    let standard = EvilOptions().length
    let length = try PlayableLengths.lengths(
      from: EvilOptions.length, to: EvilOptions.length, defaults: standard...standard,
      options: options, in: list, listName: source.displayName, report: run.context.notice)[0]
    let seed = run.challenge?.values[3] ?? Int(generator.next() % UInt64(seeds))
    var session = try EvilSession(
      opening: EvilSession.Opening(length: length), options: options.value,
      basics: SessionBasics(generator: &generator, seed: UInt64(seed)),
      words: run.context.wordLists)
    let words = session.game.candidates.bytes
    try run.challenge?.check(list: words, named: source.language.fullListFile)
    // A challenge holds the strategy as its place among the strategies.
    let strategyNumber = EvilStrategy.allCases.firstIndex(of: options.strategy)!
    session.basics.challenge = challengeCode(
      source: source, list: words, values: [length, options.guesses, strategyNumber, seed],
      in: run)
    return session
  }
}
