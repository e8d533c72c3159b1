import Lexicon

/// A search for an attempt that is sure to find the word within the attempts left,
/// whichever of the words still possible it is (the deeper half of `/hint`).
///
/// An attempt is sure when every class of its split (but the one that wins at once) can in
/// turn be finished with one attempt fewer. At each position the search tries the attempts
/// the hint rule ranks best, a few of them, so it finds the rule's own choice whenever that
/// choice is sure; it gives up, without an answer, when a budget of scored pairs of words
/// runs out, so that a hint never takes long. In hard mode each class is searched with only
/// the attempts that keep to what that class's pegs revealed.
struct Lookahead {
  /// The words a player may attempt.
  let allowed: FixedLengthWords
  let rule: HintRule
  let isHard: Bool
  /// The pairs of words the search may still score.
  private(set) var budget: Int
  /// Positions known to be lost in a given number of attempts: none when the search
  /// starts.
  var lost: Set<Position> = []

  /// The attempts tried at each position after the first, best ranked first.
  static let breadth = 12
  /// What setting up a position costs, counted in scored pairs (measured: a position
  /// costs about as much as scoring this many pairs, whatever its size).
  static let overhead = 1_000

  /// A position: the words still possible, the attempts left, and (in hard mode) the
  /// attempts allowed.
  struct Position: Hashable {
    let words: [UInt8]
    let attemptsLeft: Int
    let candidates: [Int32]
  }

  private struct OutOfBudget: Error {}

  /// Whether attempting `attempt` (an index of `allowed`) is sure to find every word of
  /// `possible` within `attemptsLeft` attempts, trying `candidates` after it.
  ///
  /// - Throws: Once the budget runs out, with no answer.
  mutating func isSure(
    _ attempt: Int32, _ possible: FixedLengthWords, candidates: [Int32], attemptsLeft: Int
  ) throws -> Bool {
    let wins = Pegs.patterns(length: allowed.length) - 1
    var classes: [Int: [UInt8]] = [:]
    try spend(Self.overhead + possible.count)
    PegSplit(possible).forEachCode(of: allowed.bytes(ofWordAt: attempt)) { index, code in
      if code != wins {
        classes[code, default: []].append(contentsOf: possible.bytes(ofWordAt: index))
      }
    }
    // The largest classes first: they are the likeliest to be lost, which ends the search.
    for (code, bytes) in classes.sorted(by: { $0.value.count > $1.value.count }) {
      let words = FixedLengthWords(
        length: possible.length, bytes: bytes, alphabet: possible.alphabet)
      let next = isHard ? try keeping(candidates, to: attempt, code: code) : candidates
      if try !canFinish(words, candidates: next, attemptsLeft: attemptsLeft - 1) {
        return false
      }
    }
    return true
  }

  /// Whether every word of `possible` can be found within `attemptsLeft` attempts.
  private mutating func canFinish(
    _ possible: FixedLengthWords, candidates: [Int32], attemptsLeft: Int
  ) throws -> Bool {
    if possible.count == 1 { return attemptsLeft >= 1 }
    if attemptsLeft <= 1 { return false }
    // Two words: attempt one, then the other. (A possible word is always allowed, also
    // in hard mode, since it fits every attempt's pegs.)
    if possible.count == 2 { return true }
    let position = Position(
      words: possible.bytes, attemptsLeft: attemptsLeft, candidates: isHard ? candidates : [])
    if lost.contains(position) { return false }
    let split = PegSplit(possible)
    try spend(Self.overhead + possible.count * candidates.count)
    if attemptsLeft == 2 {
      // One attempt must tell every word apart.
      var tally = Tally(length: allowed.length)
      for candidate in candidates {
        tally.count(split, allowed.bytes(ofWordAt: candidate))
        if tally.patterns.count == possible.count { return true }
      }
      lost.insert(position)
      return false
    }
    let ranked = HintSearch.ranked(
      candidates, of: allowed, splitting: split, rule: rule, limit: Self.breadth)
    for attempt in ranked
    where try isSure(attempt, possible, candidates: candidates, attemptsLeft: attemptsLeft) {
      return true
    }
    lost.insert(position)
    return false
  }

  /// The candidates that keep to what `attempt` revealed with the pegs of `code` (see
  /// `HintSearch.keeping`), counted against the budget.
  private mutating func keeping(_ candidates: [Int32], to attempt: Int32, code: Int) throws
    -> [Int32]
  {
    try spend(candidates.count)
    return HintSearch.keeping(
      candidates, of: allowed, to: allowed.bytes(ofWordAt: attempt), code: code)
  }

  private mutating func spend(_ pairs: Int) throws {
    budget -= pairs
    if budget < 0 { throw OutOfBudget() }
  }
}
