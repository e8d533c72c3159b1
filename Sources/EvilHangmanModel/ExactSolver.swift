import Lexicon

/// Solves small classes exactly: how many misses a host who keeps the worst class each
/// time can force on a perfect guesser before one word is left.
///
/// The guesser who has more incorrect guesses left than that wins; one who has that many or
/// fewer loses. A position is the set of words still possible (a bit set over at most 64
/// words); once one word remains, the guesser spells it without a miss. A letter that splits
/// the set lets the host keep any of its classes, and keeping the class without the letter
/// costs the guesser a miss. Letters tried earlier never split the set (every candidate has
/// them in the same places), so the position alone decides the answer, which is memoised.
struct ExactSolver {
  /// The largest class a strategy solves within a guess.
  static let classLimit = 24
  /// The positions a strategy lets the solver expand for one class.
  static let guessBudget = 4_000

  /// `positions[letter][word]`: the mask of places the letter has in the word.
  private let positions: [[UInt64]]
  private var memo: [UInt64: Int] = [:]
  private var budget: Int

  /// Creates a solver for the words split by every letter (`LetterClasses.forEveryLetter`).
  init(_ replies: [LetterClasses], budget: Int) {
    precondition(!replies.isEmpty, "the solver needs the split by every letter")
    precondition(replies[0].words.count <= 64, "the exact solver takes at most 64 words")
    positions = replies.map(\.masks)
    self.budget = budget
  }

  /// The misses the host can force on a perfect guesser before one word is left (0 for a
  /// single word), or `nil` if the search went over its budget.
  ///
  /// - Complexity: At most `budget` positions are expanded, each splitting its words by
  ///   every letter.
  mutating func forcedMisses() -> Int? {
    // Every word: a bit each, the low bits (a smart shift, so 64 words is every bit).
    forcedMisses(UInt64.max >> (64 - positions[0].count))
  }

  private mutating func forcedMisses(_ set: UInt64) -> Int? {
    if set.nonzeroBitCount == 1 { return 0 }
    if let known = memo[set] { return known }
    budget -= 1
    guard budget >= 0 else { return nil }
    var best = Int.max
    for letter in positions.indices {
      var classes: [(mask: UInt64, set: UInt64)] = []
      var remaining = set
      while remaining != 0 {
        let word = remaining.trailingZeroBitCount
        remaining &= remaining - 1
        let mask = positions[letter][word]
        if let index = classes.firstIndex(where: { $0.mask == mask }) {
          classes[index].set |= 1 << UInt64(word)
        } else {
          classes.append((mask, 1 << UInt64(word)))
        }
      }
      guard classes.count > 1 else { continue }
      var worst = 0
      for keptClass in classes where worst < best {
        guard let forced = forcedMisses(keptClass.set) else { return nil }
        worst = max(worst, forced + (keptClass.mask == 0 ? 1 : 0))
      }
      best = min(best, worst)
    }
    memo[set] = best
    return best
  }
}
