import EvilGuessers
import Foundation
import Lexicon
import TestSupport
import Testing

@testable import EvilHangmanModel

@Suite struct EvilGuesserTests {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  /// Candidate sets of the real list: every class two guesses leave of the words of a
  /// length, down to a few words.
  static func candidateSets(length: Int) -> [(words: [String], tried: Set<Character>)] {
    let words = Array(EvilHangmanTests.englishList.words(ofLength: length))
    var sets: [(words: [String], tried: Set<Character>)] = [(words, [])]
    for (first, second) in [("E", "A"), ("A", "S"), ("O", "R"), ("I", "N")] {
      let afterFirst = Dictionary(grouping: words) { places(of: Character(first), in: $0) }
      for kept in afterFirst.values.filter({ $0.count > 1 }) {
        sets.append((kept, [Character(first)]))
        let afterSecond = Dictionary(grouping: kept) { places(of: Character(second), in: $0) }
        sets += afterSecond.values.filter { $0.count > 1 }.map {
          ($0, [Character(first), Character(second)])
        }
      }
    }
    return sets
  }

  static func places(of letter: Character, in word: String) -> [Int] {
    word.enumerated().filter { $0.element == letter }.map(\.offset)
  }

  /// A guesser's letter the slow way: every untried letter's classes grouped by where it
  /// stands in each word, and each rule's measure of them.
  static func slowChoice(_ guesser: EvilGuesser, _ words: [String], tried: Set<Character>)
    -> Character?
  {
    let untried = alphabet.filter { letter in
      !tried.contains(letter) && words.contains { $0.contains(letter) }
    }
    let splits = untried.map { letter in
      (letter, Dictionary(grouping: words) { places(of: letter, in: $0) }.values.map(\.count))
    }
    let telling = splits.filter { $0.1.count > 1 }
    guard guesser != .frequency, !telling.isEmpty else {
      // The most words containing the letter, then the earlier letter.
      return untried.min { left, right in
        let (l, r) = (words.count { $0.contains(left) }, words.count { $0.contains(right) })
        return l != r ? l > r : left < right
      }
    }
    func measure(_ sizes: [Int]) -> Double {
      switch guesser {
      case .frequency: fatalError("handled above")
      case .information:
        let total = Double(sizes.reduce(0, +))
        return -sizes.map { Double($0) / total }.reduce(0) { $0 - $1 * log2($1) }
      case .expected: return Double(sizes.map { $0 * $0 }.reduce(0, +))
      case .minimax: return Double(sizes.max()!)
      }
    }
    let best = telling.map { measure($0.1) }.min()!
    // Entropies of equal splits can differ in the last bit when summed in another order.
    return telling.first { abs(measure($0.1) - best) < 1e-9 }!.0
  }

  @Test(arguments: EvilGuesser.allCases)
  func eachGuesserPicksTheLetterItsRuleNames(_ guesser: EvilGuesser) {
    var checked = 0
    for length in [4, 6] {
      for (words, tried) in Self.candidateSets(length: length) where words.count <= 3_000 {
        let candidates = FixedLengthWords(length: length, words: words.sorted())
        let letter = guesser.nextLetter(
          among: candidates, tried: Set(tried.map { $0.asciiValue! }))
        #expect(
          letter.map { Character(Unicode.Scalar($0)) }
            == Self.slowChoice(guesser, words, tried: tried), "\(words.prefix(5))")
        checked += 1
      }
    }
    #expect(checked > 100)
  }

  @Test func theFrequencyGuesserIsTheFixedGuesserOfTheSpec() {
    for (words, tried) in Self.candidateSets(length: 5) {
      let candidates = FixedLengthWords(length: 5, words: words.sorted())
      let bytes = Set(tried.map { $0.asciiValue! })
      #expect(
        EvilGuesser.frequency.nextLetter(among: candidates, tried: bytes)
          == FrequencyGuesser.nextLetter(among: candidates, tried: bytes))
    }
  }

  /// The misses a guesser makes against one word, played the plain way: a host that keeps
  /// the class of that word after every guess.
  static func misses(_ guesser: EvilGuesser, against word: String, in words: FixedLengthWords)
    -> Int
  {
    var candidates = words
    var tried = Set<UInt8>()
    var misses = 0
    var shown = Set<UInt8>()
    while shown != Set(word.utf8) {
      let letter = guesser.nextLetter(among: candidates, tried: tried)!
      tried.insert(letter)
      if word.utf8.contains(letter) { shown.insert(letter) } else { misses += 1 }
      let pattern = word.utf8.map { tried.contains($0) ? $0 : nil }
      candidates = FrequencyGuesser.consistentWords(in: words, pattern: pattern, tried: tried)
    }
    return misses
  }

  /// A walk down each guesser's decision tree finds the most misses a host can force on it,
  /// which a game against every word, one at a time, finds too.
  @Test(arguments: EvilGuesser.allCases)
  func mostMissesIsTheWorstGameAgainstAnyWord(_ guesser: EvilGuesser) {
    let words = FixedLengthWords(
      length: 5,
      bytes: Array(EvilHangmanTests.englishList.words(ofLength: 5).bytes.prefix(5 * 400)))
    let worst = words.map { Self.misses(guesser, against: $0, in: words) }.max()!
    #expect(guesser.mostMisses(over: words) == worst)
    #expect(worst >= 5)
  }

  /// On whole lengths of the real list, the frequency guesser's walk agrees with the
  /// misses `FrequencyGuesser` finds for every word by its own walk.
  @Test(arguments: [4, 7, 10])
  func theFrequencyWalkAgreesWithTheFixedGuessersWalk(length: Int) {
    let words = EvilHangmanTests.englishList.words(ofLength: length)
    #expect(
      EvilGuesser.frequency.mostMisses(over: words)
        == Int(FrequencyGuesser.misses(of: words).max()!))
  }
}
