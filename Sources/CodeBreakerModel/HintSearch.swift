import Foundation
import Lexicon

/// How a hint weighs a split of the words still possible: one step ahead, over every
/// attempt the game would accept.
public enum HintRule: String, CaseIterable, Sendable {
  /// The most information: the highest entropy of the split (the rule `/hint` plays).
  case entropy
  /// The most classes of pegs.
  case mostClasses
  /// The fewest words left on average (the smallest sum of squared class sizes).
  case smallestExpected
}

/// The attempt that best splits the words still possible (`/hint`, SPEC §3.4).
///
/// Every word the game would accept as the next attempt (in hard mode, only those that use
/// what was revealed) is scored by how it would split the words still possible, by the
/// rule; between equal scores a word that can still be the answer wins (it may end the
/// game at once), then the first in alphabetical order. With one word left, it is that
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
    var kept: [UInt8] = []
    let length = answers.length
    for index in answers.indices {
      let word = answers[index]
      if game.fits(word) {
        kept.append(contentsOf: answers.bytes[index * length..<(index + 1) * length])
      }
    }
    return FixedLengthWords(length: length, bytes: kept)
  }

  /// The best next attempt in `game` by `rule`, given the words still possible.
  public func best(
    for game: CodeBreaker, possible: FixedLengthWords, rule: HintRule = .entropy
  ) -> String? {
    guard !game.isOver, !possible.isEmpty else { return nil }
    if possible.count == 1 { return possible[0] }
    let length = allowed.length
    var counts = [Int](repeating: 0, count: Pegs.patterns(length: length))
    var best: (score: Double, possible: Bool, index: Int)?
    let tried = Set(game.attempts.map(\.word))
    allowed.bytes.withUnsafeBufferPointer { bytes in
      for index in allowed.indices {
        let start = bytes.baseAddress! + index * length
        if game.isHard || !tried.isEmpty {
          let word = allowed[index]
          if tried.contains(word) || (game.isHard && game.hardModeRefusal(of: word) != nil) {
            continue
          }
        }
        PegSplit.count(start, over: possible, into: &counts)
        let score = Self.score(&counts, rule: rule)
        if let current = best, score > current.score + 1e-9 { continue }
        let isPossible = possible.contains(allowed[index])
        if let current = best, score > current.score - 1e-9, !isPossible || current.possible {
          continue
        }
        best = (score, isPossible, index)
      }
    }
    return best.map { allowed[$0.index] }
  }

  /// The split's score, lower is better, and clears the counts for the next attempt.
  private static func score(_ counts: inout [Int], rule: HintRule) -> Double {
    var score = 0.0
    counts.withUnsafeMutableBufferPointer { counts in
      for code in counts.indices where counts[code] > 0 {
        let size = Double(counts[code])
        switch rule {
        case .entropy: score += size * log2(size)
        case .mostClasses: score -= 1
        case .smallestExpected: score += size * size
        }
        counts[code] = 0
      }
    }
    return score
  }
}
