import Lexicon

/// The `planner` strategy: keep the class that a good guesser is least likely to win from,
/// checked against the guesser's best replies a few plies deep.
///
/// Each class the host could keep is valued by the misses it can force in it on a
/// reference guesser (`ReferenceWalk`): a greedy, miss-averse rule that none of the panel's
/// guessers plays, followed down its whole decision tree. That is an upper bound on what
/// the host can force on a perfect guesser. Then:
///
/// 1. A miss on the guesser's last allowed incorrect guess is kept at once (the game keeps
///    it before it asks the planner).
/// 2. Best first (the most misses beyond what the guesser has left, then the larger
///    class), each class in which the reference guesser would lose is checked: exactly
///    (`ExactSolver`) if it has at most `ExactSolver.classLimit` words; otherwise by a minimax search
///    `depth` plies deep over every letter the guesser could reply with and every class the
///    host could keep (the class without the letter first), the reference walk valuing the
///    positions at its leaves. The first class that holds, or any as good, is kept.
/// 3. If none holds (a perfect guesser would win from every class), the class in which the
///    reference guesser does worst is kept: the larger on a tie, then one the game picks at
///    random.
///
/// The search stops when it has visited `workBudget` words, counted, not timed, so a game
/// with a seed replays exactly on any machine; unchecked classes then count as not held.
///
/// - Complexity: one reference walk over the candidates, O(*d* × *n* × *L*) for *n* words
///   of *L* letters and a decision tree *d* deep, then at most `workBudget` word visits.
///   `make bench` reports the time per guess.
struct Planner {
  static let depth = 3
  static let workBudget = 700_000
  /// How far beyond the guesser's misses left the reference misses still rank a class.
  static let margin = 2

  /// Incorrect guesses the guesser has left before this guess.
  let remainingGuesses: Int
  /// Words visited so far.
  var work = 0

  private struct Option {
    var mask: UInt64
    var words: [Int32]
    /// The incorrect guesses the guesser has left if this class is kept.
    var left: Int
    /// The misses the host can force on the reference guesser in this class.
    var referenceMisses: Int
    /// Whether the class holds against the guesser's best replies.
    var holds = false

    /// How the class ranks: held classes first, then the reference misses beyond those
    /// the guesser has left, then the class size.
    var rank: (Int, Int, Int) {
      (holds ? 1 : 0, min(referenceMisses - left, Planner.margin), words.count)
    }
  }

  /// The classes of `classes` that rank best, in increasing order of their masks.
  mutating func bestClasses(of classes: LetterClasses) -> [UInt64] {
    let members = Dictionary(grouping: 0..<Int32(classes.masks.count)) { classes.masks[Int($0)] }
    var options = classes.sortedMasks.map { mask in
      Option(
        mask: mask, words: members[mask]!, left: remainingGuesses - (mask == 0 ? 1 : 0),
        referenceMisses: ReferenceWalk.mostMisses(classes.words, members[mask]!, work: &work))
    }
    options.sort { $0.rank > $1.rank }
    var held: (Int, Int, Int)?
    for index in options.indices where options[index].referenceMisses >= options[index].left {
      if let held, options[index].rank < held { break }
      guard let holds = holds(options[index], in: classes) else { break }
      options[index].holds = holds
      if holds, held == nil { held = options[index].rank }
    }
    let best = options.map(\.rank).max { $0 < $1 }!
    return options.filter { $0.rank == best }.map(\.mask).sorted()
  }

  /// Whether the host can force in `option` as many misses as the guesser has left, solved
  /// exactly or searched; `nil` if the work budget ran out.
  private mutating func holds(_ option: Option, in classes: LetterClasses) -> Bool? {
    if option.words.count <= ExactSolver.classLimit {
      let replies = LetterClasses.forEveryLetter(of: classes.words(inClass: option.mask))
      var solver = ExactSolver(replies, budget: ExactSolver.guessBudget)
      if let forced = solver.forcedMisses() { return forced >= option.left }
    }
    return forcedMisses(classes.words, option.words, atMost: option.left, depth: Self.depth)
      .map { $0 >= option.left }
  }

  /// The misses the host can force on a guesser who replies with every letter in turn for
  /// `depth` plies and then as the reference guesser does, up to `cap`; `nil` if the work
  /// budget ran out.
  ///
  /// The guesser's letters are tried with the smallest worst class first, so that a reply
  /// that wins is found early and the rest are cut off; the host's classes in the order
  /// `classes(of:by:)` gives (the one without the letter first), until one reaches the
  /// best reply found so far.
  mutating func forcedMisses(
    _ table: FixedLengthWords, _ words: [Int32], atMost cap: Int, depth: Int
  ) -> Int? {
    guard words.count > 1, cap > 0 else { return 0 }
    guard work < Self.workBudget else { return nil }
    guard depth > 0 else { return min(ReferenceWalk.mostMisses(table, words, work: &work), cap) }
    work += words.count
    let splits = table.splits(of: words)
    let replies = (0..<Alphabet.maximumCount).filter(splits.splits).map { letter in
      (worst: splits.sizes(letter).max()!, letter: letter)
    }.sorted { $0 < $1 }
    var best = cap
    for reply in replies {
      work += words.count
      var worst = 0
      for kept in table.classes(of: words, by: reply.letter) {
        let miss = kept.places == 0 ? 1 : 0
        guard let forced = forcedMisses(table, kept.words, atMost: cap - miss, depth: depth - 1)
        else { return nil }
        worst = max(worst, forced + miss)
        if worst >= best { break }
      }
      best = min(best, worst)
      if best == 0 { break }
    }
    return best
  }
}
