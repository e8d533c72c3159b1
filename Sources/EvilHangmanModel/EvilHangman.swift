import Lexicon

/// A game of Evil Hangman: the computer never picks a word.
///
/// It holds every word of the chosen length; on each guess it splits them into classes by
/// the positions at which the guessed letter appears and keeps one class, chosen by its
/// `EvilStrategy`. The player wins only when a single word is left and every letter of it
/// is shown; on the last allowed miss the player loses, and one of the words still
/// possible is named as the word.
public struct EvilHangman: GallowsGame, Sendable, Equatable {
  /// The number of letters in the word.
  public var length: Int { candidates.length }
  /// The number of incorrect guesses allowed.
  public let guessLimit: Int
  /// How the computer chooses which words to keep.
  public let strategy: EvilStrategy
  /// Every word still consistent with what has been shown.
  public internal(set) var candidates: FixedLengthWords
  /// The letters shown, by position; `nil` where the letter is still hidden.
  public internal(set) var pattern: [Character?]
  /// Every letter tried, in the order tried.
  public internal(set) var triedLetters: [Character] = []
  /// The letters tried that are not in the word, in the order tried.
  public internal(set) var misses: [Character] = []
  /// The whole words guessed that were not the word, in the order guessed.
  public internal(set) var wrongGuesses: [String] = []
  /// The word named at the end of the game.
  public internal(set) var answer: String?

  /// Starts a game with every word of `words` as a candidate.
  ///
  /// - Precondition: `words` is not empty, its words have at most 64 letters, and
  ///   `guessLimit` is in `guessLimits`.
  public init(words: FixedLengthWords, guessLimit: Int, strategy: EvilStrategy) {
    precondition(!words.isEmpty, "Evil Hangman needs at least one word")
    precondition(words.length <= LetterClasses.maximumLength, "words are too long")
    precondition(Self.guessLimits.contains(guessLimit), "the guess limit must be 1 to 26")
    self.guessLimit = guessLimit
    self.strategy = strategy
    self.candidates = words
    self.pattern = Array(repeating: nil, count: words.length)
  }

  /// Whether the word was guessed whole: it shows a letter never tried.
  public var guessedWhole: Bool {
    pattern.contains { $0.map { !triedLetters.contains($0) } ?? false }
  }

  /// Plays one letter of the words' alphabet, in either case, folded (É is E in French).
  ///
  /// A letter already tried, anything that is not a letter of it, and any guess after the
  /// game has ended leave the game as it was. On a loss the game names one of the words
  /// still possible (`answer`): the most frequent by `ranking` if any is ranked, so that the
  /// player meets a word they know rather than a rarity, else one at random.
  ///
  /// - Complexity: O(*n* × *L*) for `largest` and `cautious`; `lookahead` and `planner`
  ///   add a search over the guesser's replies (see `Lookahead` and `Planner`).
  public mutating func guess(
    _ letter: Character, using generator: inout some RandomNumberGenerator,
    preferring ranking: WordRanking? = nil
  ) {
    guard !isOver, let byte = candidates.alphabet.code(of: letter) else { return }
    let upper = candidates.alphabet.letter(byte)
    guard !triedLetters.contains(upper) else { return }
    triedLetters.append(upper)

    let classes = LetterClasses(candidates, letter: byte)
    let mask = chooseClass(from: classes, using: &generator)
    candidates = classes.words(inClass: mask)

    if mask == 0 { misses.append(upper) }
    let positions = (0..<length).filter { mask & (1 << UInt64($0)) != 0 }
    for position in positions { pattern[position] = upper }
    nameWordIfOver(preferring: ranking, using: &generator)
  }

  /// Plays a whole word, in either case: the only word left wins; any other costs an
  /// incorrect guess, and the computer drops it from the words it keeps.
  ///
  /// A guess of other characters or another length, one already made, or one that cannot
  /// be the word by what is shown, is refused (`refusal(ofWhole:)` says why) and costs
  /// nothing, as does any guess after the game has ended. On a loss the game names a word as
  /// `guess(_:using:preferring:)` does.
  public mutating func guess(
    word text: String, using generator: inout some RandomNumberGenerator,
    preferring ranking: WordRanking? = nil
  ) {
    guard !isOver, refusal(ofWhole: text) == nil else { return }
    let typed = candidates.alphabet.folded(text) ?? text
    if candidates.count == 1, candidates[0] == typed {
      pattern = Array(typed)
    } else {
      candidates = candidates.removing(typed)
      wrongGuesses.append(typed)
    }
    nameWordIfOver(preferring: ranking, using: &generator)
  }

  /// Why a whole word would be refused (see `guess(word:using:preferring:)`), or `nil` if it
  /// would count.
  public func refusal(ofWhole text: String) -> GuessRefusal? {
    guard let typed = candidates.alphabet.folded(text) else { return .notLetters }
    guard typed.count == length else { return .wrongLength(length) }
    guard !wrongGuesses.contains(typed) else { return .alreadyTried }
    return WordConflict.first(in: typed, pattern: pattern, tried: triedLetters)
      .map(GuessRefusal.doesNotFit)
  }

  /// Names the word (`answer`) once the game has ended: at a win the one left, at a loss the
  /// most frequent of the words still possible by `ranking`, or one at random if none is
  /// ranked.
  private mutating func nameWordIfOver(
    preferring ranking: WordRanking?, using generator: inout some RandomNumberGenerator
  ) {
    if status == .won { answer = candidates[0] }
    guard status == .lost else { return }
    // Never nil: a class kept has words, and a wrong whole word is dropped only from two or more.
    answer = ranking?.mostFrequent(of: candidates) ?? candidates.randomElement(using: &generator)!
  }

  /// The class the strategy keeps: one of those it ranks best (in increasing order, so that
  /// the choice depends on the seed alone), at random.
  private func chooseClass(
    from classes: LetterClasses, using generator: inout some RandomNumberGenerator
  ) -> UInt64 {
    let best: [UInt64]
    switch strategy {
    case .largest, .cautious:
      // The largest; `cautious` then the fewest letters revealed.
      let rank = { (mask: UInt64) in
        (classes.sizes[mask]!, strategy == .cautious ? -mask.nonzeroBitCount : 0)
      }
      let top = classes.sizes.keys.map(rank).max { $0 < $1 }!
      best = classes.sortedMasks.filter { rank($0) == top }
    case .lookahead:
      best = Lookahead(remainingGuesses: remainingGuesses).bestClasses(of: classes)
    case .planner:
      // The planner keeps a miss on the guesser's last allowed incorrect guess at once.
      if remainingGuesses == 1, classes.sizes[0] != nil { return 0 }
      var planner = Planner(remainingGuesses: remainingGuesses)
      best = planner.bestClasses(of: classes)
    }
    return best.randomElement(using: &generator)!
  }
}
