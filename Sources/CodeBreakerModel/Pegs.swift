import Lexicon

/// What one letter of an attempt got.
public enum Peg: Int, Sendable, CaseIterable, Comparable {
  /// The letter is not in the word (or not as many times as the attempt has it).
  case none
  /// The letter is in the word, elsewhere.
  case inexact
  /// The right letter in the right place.
  case exact

  public static func < (left: Peg, right: Peg) -> Bool { left.rawValue < right.rawValue }
}

/// The pegs of one attempt, one per letter, packed as a number in base 3 (the peg of
/// letter *i* is digit *i*): six letters have at most 729 patterns, so splitting words by
/// the pegs they would give is counting into a table.
public struct Pegs: Hashable, Sendable, RandomAccessCollection {
  /// The pattern's number.
  public let code: Int
  /// The number of letters.
  public let count: Int

  /// The number of patterns of `length` pegs: 3 to the power `length`.
  public static func patterns(length: Int) -> Int {
    (0..<length).reduce(1) { product, _ in product * 3 }
  }

  public init(code: Int, count: Int) {
    precondition(count >= 0 && (0..<Self.patterns(length: count)).contains(code))
    self.code = code
    self.count = count
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> Peg {
    precondition(indices.contains(position))
    var code = code
    for _ in 0..<position { code /= 3 }
    return Peg(rawValue: code % 3)!
  }

  public var isAllExact: Bool { allSatisfy { $0 == .exact } }
  /// How many pegs are `peg`.
  public func count(of peg: Peg) -> Int { lazy.filter { $0 == peg }.count }

  /// The pegs `attempt` gets against `secret`, two words of the same length.
  public static func score(
    _ attempt: String, against secret: String, in alphabet: Alphabet
  ) -> Pegs {
    let attempt = alphabet.codes(of: attempt)!
    precondition(attempt.count == secret.count, "the attempt and the word differ")
    let split = PegSplit(
      FixedLengthWords(length: secret.count, words: [secret], alphabet: alphabet))
    var code = 0
    split.forEachCode(of: attempt) { _, found in code = found }
    return Pegs(code: code, count: secret.count)
  }
}
