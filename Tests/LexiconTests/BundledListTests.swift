import Foundation
import Testing

@testable import Lexicon

/// Checks the committed lists in `words/` (SPEC §7).
@Suite struct BundledListTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  struct ListCase: Sendable, CustomTestStringConvertible {
    let file: String
    let count: Int
    var testDescription: String { file }
  }

  static let lists: [ListCase] = [
    .init(file: "english.plist", count: 233_615),
    .init(file: "english-common.plist", count: 63_875),
    .init(file: "dutch.plist", count: 344_401),
  ]

  /// The raw strings, as Foundation's reference decoder reads them.
  static func entries(of file: String) throws -> [String] {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    return try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String])
  }

  @Test(arguments: lists)
  func holdsSortedDistinctUpperCaseWords(_ list: ListCase) throws {
    let entries = try Self.entries(of: list.file)
    #expect(entries.count == list.count)
    #expect(entries.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { (65...90).contains($0) } })
    #expect(
      zip(entries, entries.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test(arguments: lists)
  func fastPathAndReferenceDecoderAgree(_ list: ListCase) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(list.file))
    let fast = try #require(fastScan(data))
    let reference = WordList(try Self.entries(of: list.file))
    #expect(WordList(builder: fast) == reference)
    #expect(reference.count == list.count)
    // Loading from the file reads it in pieces; the pieces must add up to the same list.
    #expect(try WordList(contentsOf: Self.folder.appendingPathComponent(list.file)) == reference)
  }

  @Test func phrasesAreLettersSpacesAndSimplePunctuation() throws {
    let phrases = try Self.entries(of: "phrases.plist")
    #expect(phrases.count >= 200)
    #expect(Set(phrases).count == phrases.count)
    let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz ,.'!?-")
    #expect(phrases.allSatisfy { $0.allSatisfy(allowed.contains) && $0.contains { $0.isLetter } })
  }

  @Test func englishListHasTheLengthsTheGamesRelyOn() throws {
    let list = try WordList(contentsOf: Self.folder.appendingPathComponent("english.plist"))
    #expect(list.longestLength == 24)
    #expect(list.count(ofLength: 7) == 23_587)
    #expect(list.contains("hangman"))
  }
}
