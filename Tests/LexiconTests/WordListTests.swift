import Foundation
import TestSupport
import Testing

@testable import Lexicon

@Suite struct WordListTests {
  @Test func normalisesTrimsRaisesFoldsAndDropsNonLetters() {
    let list = WordList([
      " bear", "Boar\t", "DEER", "deer", "it's", "café", "", "  ", "x-ray", "duck", "smør",
    ])
    #expect(list.count == 5)
    #expect(Array(list.words(ofLength: 4)) == ["BEAR", "BOAR", "CAFE", "DEER", "DUCK"])
  }

  @Test func sortsAndDeduplicatesUnorderedInput() {
    let list = WordList(["pear", "apple", "PEAR", "fig", "Apple", "kiwi", "date"])
    #expect(Array(list.words(ofLength: 4)) == ["DATE", "KIWI", "PEAR"])
    #expect(Array(list.words(ofLength: 5)) == ["APPLE"])
    #expect(list.count == 5)
  }

  @Test func answersCountsAndLengths() {
    let list = WordList(["a", "to", "tea", "teas", "teapot"])
    #expect(list.longestLength == 6)
    #expect(list.lengths == [1, 2, 3, 4, 6])
    #expect(list.count(ofLength: 5) == 0)
    #expect(list.count(ofLength: 99) == 0)
    #expect(list.words(ofLength: 0).isEmpty)
  }

  @Test func containsNormalisesItsArgument() {
    let list = WordList(["bear", "boar"])
    #expect(list.contains("bear"))
    #expect(list.contains(" BOAR "))
    #expect(!list.contains("bea"))
    #expect(!list.contains("bears"))
    #expect(!list.contains("b3ar"))
    #expect(!list.contains(""))
  }

  @Test func prefixQueriesRespectTheMinimumLength() {
    let list = WordList(["tea", "team", "teapot", "ten", "tent", "zoo"])
    #expect(list.hasWord(withPrefix: "te"))
    #expect(list.hasWord(withPrefix: "tea", minimumLength: 4))
    #expect(!list.hasWord(withPrefix: "ten", minimumLength: 5))
    #expect(!list.hasWord(withPrefix: "tex"))
    #expect(list.words(withPrefix: "tea", minimumLength: 3) == ["TEA", "TEAM", "TEAPOT"])
    #expect(list.words(withPrefix: "te", minimumLength: 4) == ["TEAM", "TENT", "TEAPOT"])
    #expect(list.words(withPrefix: "z").count == 1)
    #expect(list.words(withPrefix: "", minimumLength: 6) == ["TEAPOT"])
    #expect(!list.hasWord(withPrefix: "t!"))
  }

  @Test func prefixAtTheEndOfTheAlphabetIsFound() {
    let list = WordList(["zyzz", "zzzz", "zzzzz"])
    #expect(list.words(withPrefix: "zz") == ["ZZZZ", "ZZZZZ"])
    #expect(list.words(withPrefix: "zzzz", minimumLength: 4) == ["ZZZZ", "ZZZZZ"])
  }

  @Test func bytesFromAFileAreValidated() {
    #expect(FixedLengthWords(validating: Array("CATDOG".utf8), length: 3) != nil)
    #expect(FixedLengthWords(validating: Array("DOGCAT".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: Array("CATCAT".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: Array("CATdog".utf8), length: 3) == nil)
    // The letters' bounds, and the bytes just outside them on either side.
    #expect(FixedLengthWords(validating: Array("AAAZZZ".utf8), length: 3) != nil)
    for outside: UInt8 in [0, 64, 91, 255] {
      #expect(FixedLengthWords(validating: [65, outside, 65, 90, 90, 90], length: 3) == nil)
    }
    #expect(FixedLengthWords(validating: Array("CATDO".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: [], length: 0) == nil)
    #expect(FixedLengthWords(validating: [], length: 3)?.isEmpty == true)
    #expect(FixedLengthWords(validating: Array("CAT".utf8), length: 3)?.count == 1)
    #expect(FixedLengthWords(validating: Array("CATCABDOG".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: Array("CATDOGDOG".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: Array("CA@".utf8), length: 3) == nil)
    #expect(FixedLengthWords(validating: Array("CA[".utf8), length: 3) == nil)
  }

  @Test func fixedLengthWordsRoundTripTheirBytes() {
    let words = FixedLengthWords(length: 3, words: ["CAT", "DOG"])
    #expect(words.bytes == Array("CATDOG".utf8))
    #expect(Array(words) == ["CAT", "DOG"])
    #expect(words.index(ofBytes: Array("DOG".utf8)) == 1)
    #expect(words.index(ofBytes: Array("COW".utf8)) == nil)
  }
}
