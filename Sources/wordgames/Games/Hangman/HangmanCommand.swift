import CommandLineKit
import Foundation
import GameMachinery
import HangmanModel
import Lexicon
import Terminal

/// `wordgames hangman`: classic Hangman (SPEC §3.1).
enum HangmanCommand: GameCommand {
  typealias Session = HangmanSession

  static let name = "hangman"
  static let title = "Hangman"
  static let summary = "play Hangman: a word at a chosen difficulty, a phrase, or a friend's secret"
  static let discussion = """
    Guess a letter at a time, or the whole word (or phrase) at once: right wins, wrong costs
    one incorrect guess. A word of difficulty 1 is one the reference guesser (always the
    most frequent letter among the words still possible) finds with the fewest misses, 10
    with the most: the words of each length are ranked by its misses and cut into ten tiers.

    A won single-player game is scored: 10 points per letter, 20 per level of difficulty, 5
    for each incorrect guess fewer than 26 allowed, and 5 for each guess fewer than 26 used.
    Phrase and two-player games are not scored.

    With --two-player, player one types the secret (1–40 letters; spaces, hyphens and
    apostrophes allowed) without it showing; the screen is then cleared for player two.

    \(continuingHelp("An unfinished game is saved after every guess"))
    """

  static let examples = [
    "wordgames hangman --difficulty 8 --length 7", "wordgames hangman --phrases --guesses 8",
  ]

  /// The settings of the range of lengths: one is never set past the other.
  static let settingRanges = [(lower: "hangman.min-length", upper: "hangman.max-length")]

  static let variants = [
    Variant("a word", "a word at the difficulty set"),
    Variant("a phrase", "a saying or a title, a letter at a time", ["--phrases"]),
    Variant("two players", "one types a secret word, the other guesses it", ["--two-player"]),
  ]

  /// A challenge holds the word's length (0 for a phrase) and its place among the words
  /// of that length (or the phrases), the misses allowed and the difficulty.
  static let challengeValues: [ChallengeValue] = [
    .option(below: WordList.maximumWordLength + 1) { $0.phrases = $1 == 0 },
    .drawn(below: 1 << 16),
    .option(below: Hangman.guessLimits.upperBound + 1) { $0.guesses = $1 },
    // A phrase has no difficulty: its value, 0, sets none.
    .option(below: DifficultyRanking.tiers.upperBound + 1) {
      if !$0.phrases { $0.difficulty = $1 }
    },
  ]

  /// Plays, or with `--host` plays a two-player game whose guesser joins from another
  /// terminal: the secret is typed at the host's and never crosses the network.
  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    if command.has("host"), !command.has("two-player") {
      throw UsageError.needs(option: "host", other: "two-player")
    }
    // What a kind of game does not use would be ignored: a phrase has no length or
    // difficulty, and is English; a friend's secret has neither; one length, no range.
    let unused: KeyValuePairs = [
      "two-player": ["phrases", "length", "min-length", "max-length", "difficulty"],
      "phrases": ["lang", "length", "min-length", "max-length", "difficulty"],
      "length": ["min-length", "max-length"],
    ]
    for (kind, options) in unused { try command.refuse(options, beside: kind) }
    return try Hosting.run(Self.self, command, in: context, joiners: ["Player two"])
  }

  static func start(
    _ options: OptionValues<HangmanOptions>, after previous: HangmanSession?,
    generator: inout SplitMix64, in run: GameRun
  ) throws -> HangmanSession {
    let source = HangmanSession.source(of: options.value)
    let opening: HangmanSession.Opening
    // The list the word was drawn from and its place in it, for the challenge code.
    var drawn: (list: [UInt8], values: [Int])?
    if options.twoPlayer {
      let (secret, written) = try askSecret(in: source.language.alphabet, context: run.context)
      opening = HangmanSession.Opening(secret: secret, written: written == secret ? nil : written)
    } else if options.phrases {
      let url = try run.context.wordLists.url(file: "phrases.plist", override: source.path)
      let list = try PhraseList(contentsOf: url)
      let bytes = Array(list.phrases.joined(separator: "\n").utf8)
      try run.challenge?.check(list: bytes, named: "phrases.plist")
      let index =
        try run.challenge?.place(1, among: list.phrases.count, of: "phrases.plist")
        ?? Int(generator.next() % UInt64(list.phrases.count))
      opening = HangmanSession.Opening(secret: list.phrases[index])
      drawn = (bytes, [0, index, options.guesses, 0])
    } else {
      let file = source.language.commonListFile
      let list = try run.context.wordLists.load(\.commonListFile, of: source)
      let words: FixedLengthWords
      let index: Int
      if let challenge = run.challenge {
        words = list.words(ofLength: challenge.values[0])
        try challenge.check(list: words.bytes, named: file)
        index = try challenge.place(1, among: words.count, of: file)
      } else {
        words = try chooseLength(
          options, in: list, source: source, generator: &generator, report: run.context.notice)
        let misses = run.context.wordLists.cache.guesserMisses(of: words)
        let tier = DifficultyRanking.indices(inTier: options.difficulty, misses: misses)
        index = tier[tier.startIndex + Int(generator.next() % UInt64(tier.count))]
      }
      opening = HangmanSession.Opening(secret: words[index])
      drawn = (words.bytes, [words.length, index, options.guesses, options.difficulty])
    }
    var basics = SessionBasics(generator: &generator)
    basics.challenge = drawn.flatMap {
      challengeCode(source: source, list: $0.list, values: $0.values, in: run)
    }
    // A challenge's word is checked as a save's is: a code can name any word of its list.
    return run.challenge == nil
      ? HangmanSession(drawn: opening, options: options.value, basics: basics)
      : try HangmanSession(
        opening: opening, options: options.value, basics: basics, words: run.context.wordLists)
  }

  /// The words of one length in the range asked for, the length drawn in proportion to how
  /// many words have it, so every word in the range has the same chance.
  private static func chooseLength(
    _ options: OptionValues<HangmanOptions>, in list: WordList, source: WordSource,
    generator: inout SplitMix64, report: (String) -> Void
  ) throws(UsageError) -> FixedLengthWords {
    // A length typed on the command line is a range of one.
    let (lower, upper) =
      options.length != nil
      ? (HangmanOptions.length, HangmanOptions.length)
      : (HangmanOptions.minLength, HangmanOptions.maxLength)
    let lengths = try PlayableLengths.lengths(
      from: lower, to: upper, defaults: HangmanOptions().minLength...HangmanOptions().maxLength,
      options: options, in: list, listName: source.displayName, report: report)
    var draw = Int(generator.next() % UInt64(lengths.reduce(0) { $0 + list.count(ofLength: $1) }))
    for length in lengths {
      draw -= list.count(ofLength: length)
      if draw < 0 { return list.words(ofLength: length) }
    }
    return list.words(ofLength: lengths.last!)
  }

  /// Player one's secret, typed without echo, folded to the alphabet and as written (in
  /// capitals), then the screen cleared on a terminal.
  ///
  /// - Throws: `LeaveStatus` if input ends or is interrupted first.
  private static func askSecret(in alphabet: Alphabet, context: Context) throws(LeaveStatus)
    -> (secret: String, written: String)
  {
    let console = context.console
    // Across a network player two is elsewhere, and the secret stays here.
    console.writeLine(
      "Player one: type the secret word or phrase; it won't show"
        + (context.seats.shared == nil ? ". Player two, look away!" : ", nor be sent."))
    // No game has started: `/quit` leaves, as at any prompt. The prompt and what refuses a
    // secret (its length among it) are player one's alone.
    let asked = context.seats.only(0) {
      console.askSecret("Secret: ") { text -> Result<(String, String)?, Refusal> in
        if GamePrompt.isQuit(text) { return .success(nil) }
        guard GamePrompt.commandWords(in: text) == nil else {
          return .failure(Refusal("Type the secret, or /quit to leave."))
        }
        return Self.secret(text, in: alphabet).map { $0 }
      }
    }
    switch asked {
    case .answer(nil):
      throw LeaveStatus(code: ExitStatus.success)
    case .answer(let secret?):
      // Nothing of it showed, but player two starts on a screen of their own.
      if console.canClearScreen { console.clearScreen() }
      console.writeLine("Player two: the secret is set. Guess it!")
      return secret
    case .ended(let input):
      throw LeaveStatus(code: input.exitStatus)
    }
  }

  /// The letters a friend's secret may have, and the characters in all.
  static let secretLetters = 1...40
  static let secretLength = 80

  /// A secret as typed: 1–40 letters of `alphabet`, folded to it (é is E, ß is SS), with
  /// single spaces, hyphens and apostrophes between them allowed; and as it was written, in
  /// capitals, with single spaces.
  static func secret(_ text: String, in alphabet: Alphabet) -> Result<
    (secret: String, written: String), Refusal
  > {
    let typed = text.trimmingSpaces.split(separator: " ").joined(separator: " ")
    // Measured as it is kept, in capitals (ß is SS), so that a save of it reads back.
    guard typed.uppercased().count <= secretLength else {
      return .failure(Refusal("The secret is longer than \(secretLength) characters."))
    }
    guard let secret = alphabet.foldedLetters(typed),
      secret.allSatisfy({ alphabet.code(of: $0) != nil || " -'".contains($0) })
    else {
      return .failure(
        Refusal("Use only letters \(alphabet.named("and")), spaces, hyphens and apostrophes."))
    }
    let letters = secret.count(where: \.isLetter)
    guard secretLetters.contains(letters) else {
      let range = "\(secretLetters.lowerBound) to \(secretLetters.upperBound)"
      return .failure(Refusal("The secret needs \(range) letters; that has \(letters)."))
    }
    return .success((secret, typed.uppercased()))
  }
}
