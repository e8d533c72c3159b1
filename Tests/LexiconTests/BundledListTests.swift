import Foundation
import Testing

@testable import Lexicon

/// Checks the committed lists in `words/` (SPEC §7).
@Suite struct BundledListTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  /// Every list of every language, with the alphabet it is read in.
  static let lists: [ListCase] = Language.all.flatMap { language in
    Set([
      language.fullListFile, language.largeListFile, language.commonListFile,
      language.answerListFile,
    ]).sorted().map { ListCase(file: $0, alphabet: language.alphabet) }
  }

  struct ListCase: Sendable, CustomTestStringConvertible {
    let file: String
    let alphabet: Alphabet
    var testDescription: String { file }
  }

  /// The raw strings, as Foundation's reference decoder reads them.
  static func entries(of file: String) throws -> [String] {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    return try #require(
      try PropertyListSerialization.propertyList(from: data, format: nil)
        as? [String])
  }

  /// Each entry is a word as written, upper case, whose folded letters sort strictly after
  /// the one before: the order the game reads them in.
  @Test(arguments: lists)
  func holdsWordsSortedByTheirFoldedLetters(_ list: ListCase) throws {
    let entries = try Self.entries(of: list.file)
    let folded = entries.map { list.alphabet.codes(of: $0) }
    #expect(entries.allSatisfy { !$0.isEmpty && $0 == $0.uppercased() })
    #expect(folded.allSatisfy { $0 != nil })
    let codes = folded.compactMap { $0 }
    #expect(zip(codes, codes.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) })
  }

  @Test(arguments: lists)
  func fastPathAndReferenceDecoderAgree(_ list: ListCase) throws {
    let data = try Data(contentsOf: Self.folder.appendingPathComponent(list.file))
    var scanner = XMLWordScanner()
    var builder = WordListBuilder(alphabet: list.alphabet)
    let accepted = [UInt8](data).withUnsafeBufferPointer { scanner.scan($0, into: &builder) }
    #expect(accepted && scanner.isComplete)
    let reference = WordList(try Self.entries(of: list.file), alphabet: list.alphabet)
    #expect(WordList(builder: builder) == reference)
    #expect(reference.count == (try Self.entries(of: list.file)).count)
    // Loading from the file reads it in pieces; the pieces must add up to the same list.
    let url = Self.folder.appendingPathComponent(list.file)
    #expect(try WordList(contentsOf: url, alphabet: list.alphabet) == reference)
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
