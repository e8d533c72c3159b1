import Foundation
import Testing

@testable import Lexicon

/// The languages table (`words/languages.plist`) and each alphabet's letters and folding.
@Suite struct LanguageTests {
  @Test func theTableNamesEveryLanguageByCodeAndName() throws {
    #expect(Language.all.map(\.code) == ["en", "nl", "de", "fr", "es"])
    #expect(Language("EN")?.name == "English")
    #expect(Language("german")?.code == "de")
    #expect(Language("xx") == nil)
    #expect(Language.first.code == "en")
    #expect(Language.all.filter(\.hasMeanings).map(\.code) == ["en"])
  }

  @Test func everyLetterOfEveryAlphabetRoundTripsInEitherCase() {
    for language in Language.all {
      let alphabet = language.alphabet
      #expect(alphabet.codes == 65..<UInt8(65 + alphabet.count))
      for (place, letter) in alphabet.letters.enumerated() {
        let code = UInt8(65 + place)
        #expect(alphabet.code(of: letter) == code, "\(language.code) \(letter)")
        #expect(alphabet.code(of: Character(letter.lowercased())) == code)
        #expect(alphabet.letter(code) == letter)
        #expect(alphabet.text([code]) == String(letter))
      }
    }
  }

  @Test func lettersWithoutAPlaceFoldToTheirBaseLetter() throws {
    let french = try #require(Language("fr")).alphabet
    let german = try #require(Language("de")).alphabet
    let spanish = try #require(Language("es")).alphabet
    let dutch = try #require(Language("nl")).alphabet
    #expect(french.codes(of: "café").map(french.text) == "CAFE")
    #expect(french.codes(of: "Noël").map(french.text) == "NOEL")
    #expect(french.codes(of: "niño").map(french.text) == "NINO")
    #expect(dutch.codes(of: "ideeën").map(dutch.text) == "IDEEEN")
    #expect(german.codes(of: "mädchen").map(german.text) == "MÄDCHEN")
    #expect(german.codes(of: "straße").map(german.text) == "STRASSE")
    #expect(german.codes(of: "café").map(german.text) == "CAFE")
    #expect(spanish.codes(of: "año").map(spanish.text) == "AÑO")
    #expect(spanish.codes(of: "canción").map(spanish.text) == "CANCION")
    #expect(Alphabet.latin.codes(of: "smørrebrød") == nil)
    #expect(Alphabet.latin.codes(of: "a1") == nil)
    #expect(german.code(of: "ß") == nil, "ß is two letters, not one guess")
    // Decomposed: a base letter and a combining accent, as some keyboards send them.
    #expect(spanish.codes(of: "n\u{303}ando\u{301}").map(spanish.text) == "ÑANDO")
    #expect(german.code(of: "a\u{308}") == german.code(of: "Ä"))
    #expect(Alphabet.latin.codes(of: "e\u{301}te\u{301}").map(Alphabet.latin.text) == "ETE")
    #expect(Alphabet.latin.codes(of: "a\u{20DD}") == nil)
    // The capital ẞ is SS as ß is; ligatures are their letters.
    #expect(german.codes(of: "STRAẞE").map(german.text) == "STRASSE")
    #expect(french.codes(of: "cœur").map(french.text) == "COEUR")
    #expect(french.codes(of: "Ægide").map(french.text) == "AEGIDE")
    #expect(dutch.codes(of: "ĳs").map(dutch.text) == "IJS")
  }

  @Test func aListIsReadInItsLanguageFoldedAndKeptInOrder() throws {
    let german = try #require(Language("de")).alphabet
    let list = WordList(["Mädchen", "Straße", "ÄRGER", "apfel", "Zoo"], alphabet: german)
    #expect(Array(list.words(ofLength: 7)) == ["MÄDCHEN", "STRASSE"])
    #expect(Array(list.words(ofLength: 5)) == ["APFEL", "ÄRGER"])
    #expect(list.contains("ärger") && list.contains("strasse") && !list.contains("arger"))
    #expect(WordList(["Mädchen"], alphabet: .latin).contains("MADCHEN"))
  }

  /// Every word of every bundled list is a word of its language: none is dropped on the way
  /// in, and only a spelling list gives a word in more than one spelling (CÔTE, CÔTÉ).
  @Test(arguments: Language.all)
  func everyBundledListIsInItsLanguagesLetters(_ language: Language) throws {
    let files = Set([
      language.fullListFile, language.largeListFile, language.commonListFile,
      language.answerListFile, language.offensiveListFile,
    ])
    for file in files {
      let url = try WordListLocator().url(forFile: file)
      let entries = try #require(
        try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
          as? [String])
      let folded = entries.compactMap { language.alphabet.codes(of: $0) }
      #expect(folded.count == entries.count, "\(file): \(entries.count - folded.count) dropped")
      let list = try WordList(contentsOf: url, alphabet: language.alphabet)
      #expect(list.count == Set(folded).count, "\(file)")
      if ![language.fullListFile, language.largeListFile].contains(file) {
        #expect(list.count == entries.count, "\(file): a word in two spellings")
      }
    }
  }

  @Test func aListWithALetterOutsideItsAlphabetIsRefusedNamingIt() throws {
    let spanish = try #require(Language("es")).alphabet
    let text = Data("año\nniño\ncafé\nrock'n'roll\nfjörd\nőr\n".utf8)
    #expect(try WordList(data: text, path: "es.txt", alphabet: spanish).count == 5)
    #expect(
      throws: WordListError.foreignLetter(
        path: "de.txt", entry: "ÆRØ", letter: "Ø", letters: "A to Z, Ä, Ö and Ü")
    ) {
      try WordList(
        data: Data("ärger\nÆRØ\nøl\n".utf8), path: "de.txt",
        alphabet: try #require(Language("de")).alphabet)
    }
    #expect(Alphabet.latin.unplacedLetter(in: "it's 42 smørrebrød") == "ø")
    #expect(Alphabet.latin.unplacedLetter(in: "café-au-lait") == nil)
    // º and ª are no letter of any alphabet: an entry with one is passed over, as a digit is.
    #expect(spanish.unplacedLetter(in: "nº") == nil)
    #expect(try WordList(data: Data("nº\nsí\n".utf8), path: "es.txt", alphabet: spanish).count == 1)
    #expect(spanish.named("or") == "A to Z or Ñ" && Alphabet.latin.named("and") == "A to Z")
  }

  @Test func aTableWithABadAlphabetIsRefusedWithTheReason() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("languages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("languages.plist")
    let row: [String: String] = [
      "code": "xx", "name": "Nonsense", "alphabet": "ABC", "full": "x.plist", "large": "x.plist",
      "common": "x.plist", "answers": "x.plist", "frequent": "x.plist", "offensive": "x.plist",
    ]
    try PropertyListSerialization.data(fromPropertyList: [row], format: .xml, options: 0)
      .write(to: url)
    let error = #expect(throws: WordListError.self) { try Language.read(url) }
    #expect(error?.description.contains("xx's alphabet is not A–Z") == true)
  }
}
