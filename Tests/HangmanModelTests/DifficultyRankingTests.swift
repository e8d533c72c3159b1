import Foundation
import Lexicon
import TestSupport
import Testing

@testable import HangmanModel

@Suite struct DifficultyRankingTests {
  static let words = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  static let common = Result {
    try WordList(contentsOf: words.appendingPathComponent("english-common.plist"))
  }

  /// The second method: the guesser played against one word, a guess at a time, with the
  /// candidates filtered afresh after each (`FrequencyGuesser` as Evil Hangman's bench uses it).
  static func missesByPlaying(_ word: [UInt8], in words: FixedLengthWords) -> Int {
    var candidates = words
    var tried: Set<UInt8> = []
    var pattern = [UInt8?](repeating: nil, count: word.count)
    var misses = 0
    while pattern.contains(nil) {
      guard let letter = FrequencyGuesser.nextLetter(among: candidates, tried: tried) else { break }
      tried.insert(letter)
      if word.contains(letter) {
        for (offset, byte) in word.enumerated() where byte == letter { pattern[offset] = letter }
      } else {
        misses += 1
      }
      candidates = FrequencyGuesser.consistentWords(in: candidates, pattern: pattern, tried: tried)
    }
    return misses
  }

  static func word(_ index: Int, of words: FixedLengthWords) -> [UInt8] {
    Array(words.bytes[index * words.length..<(index + 1) * words.length])
  }

  @Test func theTreeWalkAgreesWithPlayingEachWord() throws {
    let small = WordList(["bear", "boar", "deer", "duck", "hare", "care", "core", "cure", "dare"])
    let words = small.words(ofLength: 4)
    let misses = FrequencyGuesser.misses(of: words)
    for index in words.indices {
      #expect(Int(misses[index]) == Self.missesByPlaying(Self.word(index, of: words), in: words))
    }
  }

  /// Every 7-letter word of A's and B's: the first guess splits them into 128 groups, more
  /// than the walk counts into place, so it sorts them instead.
  @Test func aNodeWithMoreGroupsThanCountedAgreesToo() {
    let all = (0..<128).map { bits in
      String((0..<7).map { bits & 1 << $0 == 0 ? "A" : "B" })
    }
    let words = WordList(all).words(ofLength: 7)
    let misses = FrequencyGuesser.misses(of: words)
    for index in words.indices {
      #expect(Int(misses[index]) == Self.missesByPlaying(Self.word(index, of: words), in: words))
    }
  }

  @Test(arguments: [4, 7])
  func theTreeWalkAgreesWithPlayingOnTheRealList(length: Int) throws {
    let words = try Self.common.get().words(ofLength: length)
    let misses = FrequencyGuesser.misses(of: words)
    // Every 40th word: the second method filters the whole class after every guess.
    for index in stride(from: 0, to: words.count, by: 40) {
      #expect(Int(misses[index]) == Self.missesByPlaying(Self.word(index, of: words), in: words))
    }
  }

  @Test(arguments: [4, 6, 8, 10])
  func theGuessersMissesRiseFromTier1ToTier10(length: Int) throws {
    let misses = FrequencyGuesser.misses(of: try Self.common.get().words(ofLength: length))
    let averages = DifficultyRanking.tiers.map { tier in
      let indices = DifficultyRanking.indices(inTier: tier, misses: misses)
      return Double(indices.reduce(0) { $0 + Int(misses[$1]) }) / Double(indices.count)
    }
    #expect(zip(averages, averages.dropFirst()).allSatisfy { $0 <= $1 }, "\(averages)")
    #expect(averages[9] > averages[0] + 2, "\(averages)")
  }

  @Test func everyTierHasAWordEvenForATinyList() {
    let misses = FrequencyGuesser.misses(of: WordList(["ox", "ax", "at"]).words(ofLength: 2))
    let tiers = DifficultyRanking.tiers.map {
      DifficultyRanking.indices(inTier: $0, misses: misses)
    }
    #expect(tiers.allSatisfy { !$0.isEmpty })
    #expect(Set(tiers.joined()) == [0, 1, 2])
  }
}
