import Foundation  // log2
import Lexicon

/// The `lookahead` strategy: keep the class that is worst for a guesser who replies well.
///
/// `largest` only counts words, so it happily reveals a letter when the class without it is
/// one word smaller, and it never notices when a miss would end the game. `lookahead`
/// ranks each class it could keep, in this order:
///
/// 1. A class that is a miss on the guesser's last allowed incorrect guess wins at once.
/// 2. A class of at most `ExactSolver.classLimit` words is solved exactly: the misses
///    the host can force on a perfect guesser. A class where that is as many as the guesser
///    has left (the guesser cannot win) ranks above any unsolved class; one the guesser can
///    win from, below.
/// 3. Within a rank, a class is scored one ply ahead: for every letter the guesser might
///    reply with, the host's best answer is valued `log2(words) − remaining misses`, and the
///    guesser is assumed to reply with the letter that minimises that value. Bigger
///    classes and fewer misses left for the guesser are better for the host.
/// 4. Then the larger class; the game picks one of the classes still tied at random.
///
/// Only the `consideredClasses` largest classes (and the miss class) are scored; the rest
/// are too small to be worth keeping early, and few remain late in the game.
///
/// - Complexity: scoring a class of *n* words of *L* letters costs O(26 × *n* × *L*), so a
///   guess costs at most about 26 full passes over the candidates; the exact solver is
///   bounded by `ExactSolver.guessBudget` positions a class. `make bench` reports the time per guess.
struct Lookahead {
  static let consideredClasses = 16

  /// Incorrect guesses the guesser has left before this guess.
  let remainingGuesses: Int

  /// How a class ranks for the host, higher is better: its tier, its score, its size.
  private typealias Rank = (tier: Int, score: Double, size: Int)

  /// The classes of `classes` that rank best, in increasing order of their masks.
  func bestClasses(of classes: LetterClasses) -> [UInt64] {
    let bySize = classes.sortedMasks.sorted { classes.sizes[$0]! > classes.sizes[$1]! }
    var considered = Array(bySize.prefix(Self.consideredClasses))
    if classes.sizes[0] != nil, !considered.contains(0) { considered.append(0) }

    let ranked = considered.map { ($0, rank(classes.words(inClass: $0), isMiss: $0 == 0)) }
    let best = ranked.map(\.1).max { $0 < $1 }!
    return ranked.filter { $0.1 == best }.map(\.0).sorted()
  }

  private func rank(_ words: FixedLengthWords, isMiss: Bool) -> Rank {
    let left = remainingGuesses - (isMiss ? 1 : 0)
    guard left > 0 else { return (tier: 3, score: 0, size: words.count) }
    // The guesser's possible replies, computed once for the solver and the score.
    let replies = LetterClasses.forEveryLetter(of: words)
    var tier = 1
    if words.count <= ExactSolver.classLimit {
      var solver = ExactSolver(replies, budget: ExactSolver.guessBudget)
      // The host wins if it can force as many misses as the guesser has left.
      if let forced = solver.forcedMisses() { tier = forced >= left ? 2 : 0 }
    }
    return (tier: tier, score: score(replies, remainingGuesses: left), size: words.count)
  }

  /// The value of the class to the host after the guesser's best one-letter reply.
  private func score(_ replies: [LetterClasses], remainingGuesses left: Int) -> Double {
    guard replies[0].words.count > 1 else { return value(size: 1, remainingGuesses: left) }
    // A reply that leaves one class would tell the guesser nothing.
    return replies.lazy.map(\.sizes).filter { $0.count > 1 }.map { sizes in
      sizes.map { mask, size in value(size: size, remainingGuesses: left - (mask == 0 ? 1 : 0)) }
        .max()!
    }.min() ?? .infinity
  }

  /// The static value of a class to the host.
  private func value(size: Int, remainingGuesses left: Int) -> Double {
    if left <= 0 { return 1000 }  // the guesser has lost
    if size == 1 { return -1000 }  // the guesser knows the word
    return log2(Double(size)) - Double(left)
  }
}
