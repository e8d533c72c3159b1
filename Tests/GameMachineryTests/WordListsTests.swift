import Foundation
import Lexicon
import TestSupport
import Testing

@testable import GameMachinery

/// The word lists a run reads: a game reads the lengths it plays, and a list read last is
/// read once, only for the lengths it holds.
@Suite(.temporaryHome) struct WordListsTests {
  let app: Machinery

  init() throws {
    app = try Machinery()
  }

  @Test func aListReadForSomeLengthsServesOnlyThoseAndTheWholeListIsReadAgain() throws {
    let english = WordSource(language: try #require(Language("en")))
    let words = app.words
    let whole = try words.load(\.fullListFile, of: english)
    let five = try words.load(\.fullListFile, of: english, lengths: 5...5)
    #expect(five == whole.keeping(5...5))
    #expect(five.lengths == [5])
    // From the memo of the whole list, and from the index once the memo holds fewer.
    #expect(
      try words.load(\.fullListFile, of: english, lengths: 4...6)
        == whole.keeping(4...6))
    #expect(try words.load(\.fullListFile, of: english, lengths: 5...5) == five)
    #expect(try words.load(\.fullListFile, of: english) == whole)
  }
}
