import TestSupport
import Testing

@testable import Lexicon

@Suite struct FrequencyGuesserTests {
  @Test func picksTheLetterInMostWordsThenTheEarliest() {
    let words = FixedLengthWords(length: 4, words: ["BEAR", "BOAR", "DEER", "DUCK"])
    // R is in three words; B, E (DEER counts once), A and D are in two each.
    #expect(FrequencyGuesser.nextLetter(among: words, tried: []) == UInt8(ascii: "R"))
    // Without R: A, B, D and E are in two words each; A is first.
    #expect(
      FrequencyGuesser.nextLetter(among: words, tried: [UInt8(ascii: "R")]) == UInt8(ascii: "A"))
  }

  @Test func keepsOnlyWordsConsistentWithWhatIsShown() {
    let words = FixedLengthWords(length: 4, words: ["BEAR", "BOAR", "DEER", "HARE"])
    let pattern: [UInt8?] = [nil, nil, nil, UInt8(ascii: "R")]
    let kept = FrequencyGuesser.consistentWords(
      in: words, pattern: pattern, tried: [UInt8(ascii: "R"), UInt8(ascii: "O")])
    #expect(Array(kept) == ["BEAR", "DEER"])
  }
}
