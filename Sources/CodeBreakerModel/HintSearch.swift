import Foundation
import Lexicon
import Synchronization

/// How a hint weighs a split of the words still possible: one step ahead, over every
/// attempt the game would accept.
public enum HintRule: String, CaseIterable, Sendable {
  /// The most information: the highest entropy of the split.
  case entropy
  /// The most classes of pegs; between equal counts, a word that can be the answer, then
  /// the higher entropy (the rule `/hint` plays: it needs the fewest attempts on average
  /// over every answer, see README.md).
  case mostClasses
  /// The fewest words left on average (the smallest sum of squared class sizes).
  case smallestExpected
}

/// The attempt that best splits the words still possible (`/hint`, SPEC §3.4).
///
/// Every word the game would accept as the next attempt (in hard mode, only those that use
/// what was revealed) is scored by how it would split the words still possible, by the
/// rule (when that is too many pairs, after a poor first attempt, a shortlist picked
/// against a sample of the words: see `shortlist`); between equal scores a word that can
/// still be the answer wins (it may end the game at once), then the rule's second measure,
/// then the more frequent word (the first in alphabetical order without a ranking).
/// With one word left, it is that word.
///
/// One step ahead is not enough in hard mode, where an attempt must keep what was revealed:
/// after _IGHT, say, each attempt can test one more first letter. So `best` plays the
/// first of the best-ranked attempts that a search a few attempts deep (`Lookahead`) shows
/// is sure to find the word within the attempts left; when the search finds none within
/// its budget, the rule's choice.
public struct HintSearch: Sendable {
  /// The words a hint may name.
  public let allowed: FixedLengthWords
  /// The words the host may have chosen.
  public let answers: FixedLengthWords
  /// The words a player may attempt: `allowed`, and the rarer ones a hint never names.
  public let accepted: FixedLengthWords
  /// The indices of `allowed`, in the order ties go: the most frequent word first.
  private let order: [Int32]

  /// A search that names words of `allowed` (by default every word `accepted`), the more
  /// frequent by `ranking` between equally good ones.
  public init(
    allowed: FixedLengthWords, answers: FixedLengthWords, accepted: FixedLengthWords? = nil,
    preferring ranking: WordRanking? = nil
  ) {
    precondition(allowed.length == answers.length)
    self.allowed = allowed
    self.answers = answers
    self.accepted = accepted ?? allowed
    let indices = allowed.indices.map(Int32.init)
    guard let ranking else {
      order = indices
      return
    }
    let ranks = ranking.rank(ofEach: allowed).map { $0 ?? .max }
    order = indices.sorted { (ranks[Int($0)], $0) < (ranks[Int($1)], $1) }
  }

  /// The words that can still be the answer: the evil host's, or the answers that give
  /// every attempt's pegs.
  public func possible(in game: CodeBreaker) -> FixedLengthWords {
    if case .evil(let words) = game.host { return words }
    return game.fitting(answers)
  }

  /// The attempts a search at the root tries for a sure win, best ranked first.
  static let rootBreadth = 300
  /// The most words still possible for which a hint searches deeper than one step. The
  /// first attempt of an English five-letter game (1,767 answers) is searched too: in hard
  /// mode the rule's one-step choice there leaves answers to chance (`make bench`).
  static let deepestPossible = 2_000
  /// The pairs of words a later hint may score, its ranking included, so that it answers
  /// within SPEC §6's 0.2 s whatever the list and the attempt before (measured: 0.08 s after
  /// FUZZY, 0.15 s after COCCYX in French six-letter words): the ranking scores about half
  /// of them (see `shortlist`), and the deeper search has the rest.
  static let budget = 6_000_000
  /// The candidates a large ranking is left to, picked against a sample of the words.
  static let shortlistSize = 1_000
  /// The pairs the deeper search may score for the first attempt's hint, which is worked
  /// out once and then cached (about 0.5 s).
  static let openerBudget = 25_000_000

  /// The best next attempt in `game`: the first of the attempts `rule` ranks best that is
  /// sure to find the word within the attempts left, whichever of `possible` it is (see
  /// `Lookahead`); when none is found, or without `lookingAhead`, the rule's best, one step
  /// ahead.
  public func best(
    for game: CodeBreaker, possible: FixedLengthWords, rule: HintRule = .mostClasses,
    lookingAhead: Bool = true
  ) -> String? {
    guard !game.isOver, !possible.isEmpty else { return nil }
    if possible.count == 1 { return possible[0] }
    let candidates = candidates(in: game)
    // The first attempt's hint, cached, ranks every candidate against every word.
    let (shortlist, sampled) =
      game.attempts.isEmpty ? (candidates, 0) : shortlist(candidates, possible, rule: rule)
    let ranked = Self.ranked(
      shortlist, of: allowed, splitting: PegSplit(possible), rule: rule,
      limit: lookingAhead ? Self.rootBreadth : 1)
    guard let first = ranked.first else { return nil }
    if lookingAhead, possible.count <= Self.deepestPossible {
      var lookahead = Lookahead(
        allowed: allowed, rule: rule, isHard: game.isHard,
        budget: game.attempts.isEmpty
          ? Self.openerBudget : Self.budget - sampled - shortlist.count * possible.count)
      // The first of them the search shows is sure, if it finds one within its budget.
      let sure = try? ranked.first {
        try lookahead.isSure($0, possible, candidates: candidates, attemptsLeft: game.attemptsLeft)
      }
      if let sure { return allowed[Int(sure)] }
    }
    return allowed[Int(first)]
  }

  /// The candidates worth ranking against every possible word, and the pairs it took to
  /// find them: all of them, unless that ranking would score more than half the budget (a
  /// poor first attempt leaves thousands of words in a large list); then the
  /// `shortlistSize` best against an even sample of the words, in their first order, so
  /// that ties break as in a whole ranking.
  private func shortlist(_ candidates: [Int32], _ possible: FixedLengthWords, rule: HintRule)
    -> ([Int32], pairs: Int)
  {
    let pairs = candidates.count * possible.count
    guard pairs > Self.budget / 2, candidates.count > Self.shortlistSize else {
      return (candidates, 0)
    }
    let step = pairs / (Self.budget / 2) + 1
    let sample = possible.keeping { $0 % step == 0 }
    let shortlist = Self.ranked(
      candidates, of: allowed, splitting: PegSplit(sample), rule: rule, limit: Self.shortlistSize)
    // Back in the candidates' own order, so that ties break as they would have.
    let kept = Set(shortlist)
    return (candidates.filter(kept.contains), candidates.count * sample.count)
  }

  /// The indices of the allowed words the game would accept as the next attempt, the most
  /// frequent first.
  private func candidates(in game: CodeBreaker) -> [Int32] {
    game.attempts.reduce(order) { candidates, attempt in
      // In normal mode an attempt rules out only itself: pegs of no letters reveal nothing.
      Self.keeping(
        candidates, of: allowed, to: allowed.alphabet.codes(of: attempt.word) ?? [],
        code: game.isHard ? attempt.pegs.code : 0)
    }
  }

  /// The candidates (indices of `allowed`) other than `attempt` that keep to what it
  /// revealed with the pegs of `code`, by hard mode's rule (`CodeBreaker.hardModeRefusal`,
  /// on bytes): its exact letters in place, and each revealed letter used as many times.
  static func keeping(
    _ candidates: [Int32], of allowed: FixedLengthWords, to attempt: some Collection<UInt8>,
    code: Int
  ) -> [Int32] {
    let length = allowed.length
    var exact: [(place: Int, letter: UInt8)] = []
    var required = [Int](repeating: 0, count: Alphabet.maximumCount)
    let pegs = Pegs(code: code, count: length)
    for (place, (letter, peg)) in zip(attempt, pegs).enumerated() where peg != .none {
      if peg == .exact { exact.append((place, letter)) }
      required[Int(letter - 65)] += 1
    }
    let revealed = required.indices.filter { required[$0] > 0 }
    return allowed.bytes.withUnsafeBufferPointer { bytes in
      candidates.filter { candidate in
        let word = UnsafeBufferPointer(
          start: bytes.baseAddress! + Int(candidate) * length, count: length)
        guard !word.elementsEqual(attempt), exact.allSatisfy({ word[$0.place] == $0.letter })
        else { return false }
        return revealed.allSatisfy { letter in
          word.count { Int($0) - 65 == letter } >= required[letter]
        }
      }
    }
  }

  /// The `limit` candidates (indices of `allowed`) whose split of the words by `rule` is
  /// best, best first.
  ///
  /// A large ranking (millions of pairs, after a poor first attempt) is shared among the
  /// processor's cores, each ranking a part of the candidates; the best of all parts, taken
  /// part after part, are those one pass would keep, in the same order.
  static func ranked(
    _ candidates: [Int32], of allowed: FixedLengthWords, splitting split: PegSplit,
    rule: HintRule, limit: Int
  ) -> [Int32] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    guard cores > 1, candidates.count * split.count >= 1 << 20 else {
      return best(candidates[...], of: allowed, splitting: split, rule: rule, limit: limit)
        .map(\.index)
    }
    let size = (candidates.count + cores - 1) / cores
    let tops = Mutex([[Ranked]](repeating: [], count: cores))
    DispatchQueue.concurrentPerform(iterations: cores) { part in
      let range = min(part * size, candidates.count)..<min((part + 1) * size, candidates.count)
      let top = best(candidates[range], of: allowed, splitting: split, rule: rule, limit: limit)
      tops.withLock { $0[part] = top }
    }
    var merged: [Ranked] = []
    for entry in tops.withLock({ $0 }).joined() { keep(entry, in: &merged, limit: limit) }
    return merged.map(\.index)
  }

  typealias Ranked = (score: Score, index: Int32)

  /// The `limit` best of `candidates`, best first; between equal scores, the first met.
  static func best(
    _ candidates: ArraySlice<Int32>, of allowed: FixedLengthWords, splitting split: PegSplit,
    rule: HintRule, limit: Int
  ) -> [Ranked] {
    var tally = Tally(length: allowed.length)
    var top: [Ranked] = []
    for index in candidates {
      tally.count(split, allowed.bytes(ofWordAt: index))
      keep((tally.score(by: rule), index), in: &top, limit: limit)
    }
    return top
  }

  /// Adds `entry` to the `limit` best, `top`, if it is one of them: after those it does not
  /// beat.
  private static func keep(_ entry: Ranked, in top: inout [Ranked], limit: Int) {
    if top.count == limit, !entry.score.isBetter(than: top[limit - 1].score) { return }
    let place = top.firstIndex { entry.score.isBetter(than: $0.score) } ?? top.endIndex
    top.insert(entry, at: place)
    if top.count > limit { top.removeLast() }
  }

  /// How good an attempt is: the split by the rule, then whether it can be the answer,
  /// then the rule's second measure (lower is better, but for `isPossible`).
  struct Score {
    var split: Double
    var isPossible = false
    var tieBreak: Double

    func isBetter(than other: Score) -> Bool {
      if abs(split - other.split) > 1e-9 { return split < other.split }
      if isPossible != other.isPossible { return isPossible }
      return tieBreak < other.tieBreak - 1e-9
    }
  }

}

/// The sizes of the classes of one split, kept with the patterns that occur, so that
/// scoring a split of a few words costs a few steps, not one for every pattern.
struct Tally {
  /// The words of each pattern.
  private var counts: [Int32]
  /// The patterns with a word, in the order first met.
  private(set) var patterns: [Int] = []

  init(length: Int) {
    counts = [Int32](repeating: 0, count: Pegs.patterns(length: length))
    patterns.reserveCapacity(counts.count)
  }

  /// Counts the split of `split`'s words by `attempt`, forgetting the last one.
  mutating func count(_ split: PegSplit, _ attempt: some Collection<UInt8>) {
    for code in patterns { counts[code] = 0 }
    patterns.removeAll(keepingCapacity: true)
    counts.withUnsafeMutableBufferPointer { counts in
      split.forEachCode(of: attempt) { _, code in
        if counts[code] == 0 { patterns.append(code) }
        counts[code] += 1
      }
    }
  }

  /// The split's score by `rule`.
  func score(by rule: HintRule) -> HintSearch.Score {
    var entropy = 0.0  // the sum of n log n over the classes: lower is more information
    var squares = 0.0
    for code in patterns {
      let size = Double(counts[code])
      entropy += size * log2(size)
      squares += size * size
    }
    let isPossible = counts.last! > 0  // a class of all exact pegs, the last pattern
    let classes = Double(patterns.count)
    return switch rule {
    case .entropy: .init(split: entropy, isPossible: isPossible, tieBreak: 0)
    case .mostClasses: .init(split: -classes, isPossible: isPossible, tieBreak: entropy)
    case .smallestExpected: .init(split: squares, isPossible: isPossible, tieBreak: 0)
    }
  }
}
