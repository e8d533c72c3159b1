import Foundation
import Lexicon

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
/// rule; between equal scores a word that can still be the answer wins (it may end the
/// game at once), then the rule's second measure, then the first in alphabetical order. With one word left, it is that
/// word.
public struct HintSearch: Sendable {
  /// The words a player may attempt.
  public let allowed: FixedLengthWords
  /// The words the host may have chosen.
  public let answers: FixedLengthWords

  public init(allowed: FixedLengthWords, answers: FixedLengthWords) {
    precondition(allowed.length == answers.length)
    self.allowed = allowed
    self.answers = answers
  }

  /// The words that can still be the answer: the evil host's, or the answers that give
  /// every attempt's pegs.
  public func possible(in game: CodeBreaker) -> FixedLengthWords {
    if case .evil(let words) = game.host { return words }
    var fits = [Bool](repeating: true, count: answers.count)
    let split = PegSplit(answers)
    for attempt in game.attempts {
      Array(attempt.word.utf8).withUnsafeBufferPointer { word in
        split.forEachCode(of: word.baseAddress!) { index, code in
          if code != attempt.pegs.code { fits[index] = false }
        }
      }
    }
    let length = answers.length
    var kept: [UInt8] = []
    for index in answers.indices where fits[index] {
      kept.append(contentsOf: answers.bytes[index * length..<(index + 1) * length])
    }
    return FixedLengthWords(length: length, bytes: kept)
  }

  /// The best next attempt in `game` by `rule`, given the words still possible.
  public func best(
    for game: CodeBreaker, possible: FixedLengthWords, rule: HintRule = .mostClasses
  ) -> String? {
    guard !game.isOver, !possible.isEmpty else { return nil }
    if possible.count == 1 { return possible[0] }
    let length = allowed.length
    var counts = [Int](repeating: 0, count: Pegs.patterns(length: length))
    var best: (score: Score, index: Int)?
    let split = PegSplit(possible)
    let tried = Set(game.attempts.map(\.word))
    let hardMode = game.isHard ? HardModeRule(game.attempts) : nil
    allowed.bytes.withUnsafeBufferPointer { bytes in
      for index in allowed.indices {
        let start = bytes.baseAddress! + index * length
        if game.isHard || !tried.isEmpty {
          let word = allowed[index]
          if tried.contains(word) || hardMode?.refusal(of: word) != nil {
            continue
          }
        }
        split.count(start, into: &counts)
        var score = Self.score(&counts, rule: rule)
        if let current = best, score.split > current.score.split + 1e-9 { continue }
        score.isPossible = possible.contains(allowed[index])
        if let current = best, !score.isBetter(than: current.score) { continue }
        best = (score, index)
      }
    }
    return best.map { allowed[$0.index] }
  }

  /// How good an attempt is: the split by the rule, then whether it can be the answer,
  /// then the rule's second measure (lower is better, but for `isPossible`).
  private struct Score {
    var split: Double
    var isPossible = false
    var tieBreak: Double

    func isBetter(than other: Score) -> Bool {
      if abs(split - other.split) > 1e-9 { return split < other.split }
      if isPossible != other.isPossible { return isPossible }
      return tieBreak < other.tieBreak - 1e-9
    }
  }

  /// The split's score, and clears the counts for the next attempt.
  private static func score(_ counts: inout [Int], rule: HintRule) -> Score {
    var classes = 0.0
    var entropy = 0.0  // the sum of n log n over the classes: lower is more information
    var squares = 0.0
    counts.withUnsafeMutableBufferPointer { counts in
      for code in counts.indices where counts[code] > 0 {
        let size = Double(counts[code])
        classes += 1
        entropy += size * log2(size)
        squares += size * size
        counts[code] = 0
      }
    }
    return switch rule {
    case .entropy: Score(split: entropy, tieBreak: 0)
    case .mostClasses: Score(split: -classes, tieBreak: entropy)
    case .smallestExpected: Score(split: squares, tieBreak: 0)
    }
  }
}
