import Foundation
import Lexicon
import Testing

@testable import CodeBreakerModel

/// The pegs (SPEC §3.4), against a reference written another way.
@Suite struct PegsTests {
  static let words = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  static let answers = Result {
    try WordList(contentsOf: words.appendingPathComponent("english-answers.plist"))
  }
  static let large = Result {
    try WordList(contentsOf: words.appendingPathComponent("english-large.plist"))
  }

  /// The reference: letter by letter with counts. The exact pegs first; then a letter
  /// gets as many inexact pegs as it is left unmatched in the secret, given to its
  /// leftmost places that are not exact.
  static func reference(_ attempt: String, _ secret: String) -> [Peg] {
    reference(Array(attempt), Array(secret))
  }

  static func reference(_ attempt: [Character], _ secret: [Character]) -> [Peg] {
    var pegs = [Peg](repeating: .none, count: attempt.count)
    var unmatched: [Character: Int] = [:]
    for index in attempt.indices {
      if attempt[index] == secret[index] {
        pegs[index] = .exact
      } else {
        unmatched[secret[index], default: 0] += 1
      }
    }
    for index in attempt.indices where pegs[index] != .exact {
      if let left = unmatched[attempt[index]], left > 0 {
        pegs[index] = .inexact
        unmatched[attempt[index]] = left - 1
      }
    }
    return pegs
  }

  @Test(arguments: [3, 5])
  func scoringAgreesWithTheReferenceOnEveryPair(length: Int) throws {
    // A few thousand words, those with repeated letters first, so that they all take part.
    let words = Array(try Self.answers.get().words(ofLength: length))
    let repeated = words.filter { Set($0).count < $0.count }
    let sample = Array((repeated + words.filter { Set($0).count == $0.count }).prefix(2_000))
    #expect(sample.count == min(2_000, words.count))
    // Each attempt against the whole sample at once, as the hints score them.
    let split = PegSplit(FixedLengthWords(length: length, words: sample))
    let letters = sample.map { Array($0) }
    var mismatches: [String] = []
    for (attempt, attemptLetters) in zip(sample, letters) {
      split.forEachCode(of: Array(attempt.utf8)) { index, code in
        if Array(Pegs(code: code, count: length))
          != Self.reference(attemptLetters, letters[index])
        {
          mismatches.append("\(attempt)/\(sample[index])")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// Repeated letters, where players misread the rule (the table): ELDER against
  /// ERROR is exact, none, none, none, exact — the second E and the second R find no E or R
  /// left unmatched. Each row was worked out by hand from SPEC §3.4, and is checked against
  /// the reference too.
  @Test(arguments: [
    ("ELDER", "ERROR", "2---2"),
    ("ABBEY", "BABES", "++22-"),
    ("BABES", "ABBEY", "++22-"),
    ("SPEED", "ERASE", "+-++-"),
    ("ERASE", "SPEED", "+--++"),
    ("MILKY", "LIVID", "-2+--"),
    ("LIVID", "MILKY", "+2---"),
    ("EERIE", "THREE", "+-2-2"),
  ])
  func repeatedLetters(attempt: String, secret: String, expected: String) {
    let pegs = Pegs.score(attempt, against: secret, in: .latin)
    let shown = String(pegs.map { $0 == .exact ? "2" : $0 == .inexact ? "+" : "-" })
    #expect(shown == expected)
    #expect(Array(pegs) == Self.reference(attempt, secret))
  }

  @Test func pegsKeepTheirOrder() {
    let pegs = Pegs([.exact, .none, .inexact, .exact])
    #expect(Array(pegs) == [.exact, .none, .inexact, .exact])
    #expect(Pegs([.exact, .exact]).isAllExact)
    #expect(pegs.count(of: .exact) == 2)
  }
}

extension Pegs {
  /// The pegs of a list, packed as the game packs them.
  init(_ pegs: some Collection<Peg>) {
    var code = 0
    for peg in pegs.reversed() { code = code * 3 + peg.rawValue }
    self.init(code: code, count: pegs.count)
  }
}
