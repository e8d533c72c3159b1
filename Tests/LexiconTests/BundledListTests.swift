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
      language.answerListFile, language.offensiveListFile,
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

  /// Each entry is a word as written, upper case, distinct, whose folded letters sort after
  /// the one before's: the order the game reads them in. Only a spelling list gives a word
  /// in more than one spelling (CÔTE, CÔTÉ), each once, together.
  @Test(arguments: lists)
  func holdsWordsSortedByTheirFoldedLetters(_ list: ListCase) throws {
    let entries = try Self.entries(of: list.file)
    let folded = entries.map { list.alphabet.codes(of: $0) }
    #expect(entries.allSatisfy { !$0.isEmpty && $0 == $0.uppercased() })
    #expect(Set(entries).count == entries.count)
    #expect(folded.allSatisfy { $0 != nil })
    let codes = folded.compactMap { $0 }
    let isSpellingList = Language.all.contains {
      [$0.fullListFile, $0.largeListFile].contains(list.file)
    }
    #expect(
      zip(codes, codes.dropFirst()).allSatisfy {
        $0.lexicographicallyPrecedes($1) || (isSpellingList && $0 == $1)
      })
  }

  @Test(arguments: lists)
  func loaderAndReferenceDecoderAgree(_ list: ListCase) throws {
    let entries = try Self.entries(of: list.file)
    let reference = WordList(entries, alphabet: list.alphabet)
    #expect(reference.count == Set(entries.map { list.alphabet.codes(of: $0)! }).count)
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
    let sevens = try Self.entries(of: "english.plist").filter { $0.count == 7 }
    #expect(list.count(ofLength: 7) == sevens.count && sevens.count > 20_000)
    #expect(list.contains("hangman"))
  }
}
