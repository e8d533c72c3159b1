import Foundation
import Testing

@testable import Lexicon

/// The words a game draws or shows are words people know and trust (SPEC §7): checked over
/// the committed lists, against each language's reviewed exclusion file.
@Suite struct WordsPeopleTrustTests {
  struct LanguageCase: Sendable, CustomTestStringConvertible {
    let language: Language
    var testDescription: String { language.name }
  }

  static let languages = Language.all.map(LanguageCase.init)

  static func words(_ file: String, _ language: Language) throws -> Set<[UInt8]> {
    Set(
      try BundledListTests.entries(of: file).map { try #require(language.alphabet.codes(of: $0)) })
  }

  /// The sections of `words/<language>-excluded.txt`, folded.
  static func excluded(_ language: Language) throws -> [String: Set<[UInt8]>] {
    let url = BundledListTests.folder.appendingPathComponent(
      "\(language.name.lowercased())-excluded.txt")
    var sections: [String: Set<[UInt8]>] = [:]
    var section = ""
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      let text = line.split(separator: "#", omittingEmptySubsequences: false)[0]
        .trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("[") {
        section = String(text.dropFirst().dropLast())
        sections[section, default: []] = []
      } else {
        for word in text.split(separator: " ") {
          sections[section, default: []].insert(try #require(language.alphabet.codes(of: word)))
        }
      }
    }
    return sections
  }

  /// The lists a game draws or shows a word from: Hangman's, CodeWord Breaker's answers, the
  /// frequent words a game prefers.
  static func drawn(_ language: Language) throws -> Set<[UInt8]> {
    try [language.commonListFile, language.answerListFile, language.frequentListFile]
      .reduce(into: []) { $0.formUnion(try words($1, language)) }
  }

  @Test(arguments: languages)
  func noOffensiveWordIsDrawnOrRevealed(_ language: LanguageCase) throws {
    let language = language.language
    let offensive = try Self.words(language.offensiveListFile, language)
    let excluded = try Self.excluded(language)
    let spelling = try Self.words(language.fullListFile, language)
      .union(try Self.words(language.largeListFile, language))
    // Every offensive word of the reviewed file that a list has is on the offensive list,
    // and none the file keeps is.
    #expect(try #require(excluded["offensive"]).intersection(spelling).isSubset(of: offensive))
    #expect(try #require(excluded["not offensive"]).isDisjoint(with: offensive))
    #expect(offensive.count > 100)
    #expect(try Self.drawn(language).isDisjoint(with: offensive))
  }

  @Test(arguments: languages)
  func noNameOrAbbreviationIsDrawn(_ language: LanguageCase) throws {
    let language = language.language
    let excluded = try Self.excluded(language)
    let drawn = try Self.drawn(language)
    for section in ["names", "mostly names", "not drawn", "abbreviations", "foreign"] {
      #expect(drawn.isDisjoint(with: excluded[section] ?? []), "\(section)")
    }
    // Names and abbreviations are out of the spelling lists too (Ghost's); a word read as
    // something else first (SEC, HES) is still one Ghost knows.
    var ghosts: Set<[UInt8]> = []
    for file in Set([language.fullListFile, language.largeListFile]) {
      let spelling = try Self.words(file, language)
      #expect(spelling.isDisjoint(with: excluded["names"] ?? []))
      #expect(spelling.isDisjoint(with: excluded["abbreviations"] ?? []))
      ghosts.formUnion(spelling)
    }
    #expect(try #require(excluded["not drawn"]).isSubset(of: ghosts))
  }

  /// No word without a vowel (BLDG, BZW) but the file's interjections (HMM, PSST).
  @Test(arguments: languages)
  func noVowellessWordButAnInterjection(_ language: LanguageCase) throws {
    let language = language.language
    let vowels = Set("AEIOUY".utf8).union(language.alphabet.codes.dropFirst(26))
    let interjections = try #require(try Self.excluded(language)["interjections"])
    for file in Set([language.fullListFile, language.largeListFile, language.commonListFile]) {
      let vowelless = try Self.words(file, language).filter { !$0.contains(where: vowels.contains) }
      #expect(vowelless.isSubset(of: interjections), "\(file)")
    }
  }

  /// Spelling lists know every form people write, within a size a game reads quickly.
  @Test func spellingListsHaveEveryFormPeopleWrite() throws {
    let spanish = try #require(Language("es"))
    let words = try Self.words(spanish.fullListFile, spanish)
    for form in ["AÑOS", "CASAS", "TIENE", "HACE", "HABLÁBAMOS", "TENGO"] {
      #expect(words.contains(try #require(spanish.alphabet.codes(of: form))), "\(form)")
    }
    for language in Language.all {
      #expect(try BundledListTests.entries(of: language.fullListFile).count <= 400_000)
    }
  }

  /// The frequent list is a ranking of words the spelling lists have, most frequent first.
  @Test(arguments: languages)
  func theFrequentWordsAreWordsOfTheLists(_ language: LanguageCase) throws {
    let language = language.language
    let frequent = try BundledListTests.entries(of: language.frequentListFile)
    #expect(frequent.count == 50_000 && Set(frequent).count == frequent.count)
    let spelling = try Self.words(language.fullListFile, language)
      .union(try Self.words(language.largeListFile, language))
    #expect(frequent.allSatisfy { spelling.contains(language.alphabet.codes(of: $0)!) })
    // The most frequent words of every language are short: a sanity check of the order.
    #expect(frequent.prefix(20).allSatisfy { $0.count <= 5 })
  }
}

/// CodeWord Breaker's answers are base forms, as each language's own hunspell dictionary
/// stems them (Debian's `hunspell` and its dictionaries, which CI installs): at most one in
/// seven is a form whose stems the dictionary gives and that is none of them (HUIZEN, whose
/// stem is HUIS), and the rest are words the dictionary has as their own stem, or compounds
/// it does not analyse.
@Suite struct AnswerStemTests {
  static let hunspell = ["/usr/bin/hunspell", "/usr/local/bin/hunspell"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }
  static let dictionaries = ["en": "en_US", "nl": "nl", "de": "de_DE", "fr": "fr", "es": "es_ES"]

  /// Each word's stems by `hunspell -s`: none for a word it does not know or a compound.
  static func stems(of words: [String], dictionary: String) throws -> [String: Set<String>] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(hunspell))
    process.arguments = ["-i", "UTF-8", "-s", "-d", "/usr/share/hunspell/\(dictionary)"]
    // The words go in from a file, so that a full output pipe never stops their writing.
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("stems-\(UUID().uuidString).txt")
    try Data((words.joined(separator: "\n") + "\n").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let output = Pipe()
    process.standardInput = try FileHandle(forReadingFrom: file)
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let groups = String(decoding: data, as: UTF8.self).components(separatedBy: "\n\n")
    var stems: [String: Set<String>] = [:]
    for (word, group) in zip(words, groups) {
      var found: Set<String> = []
      for line in group.split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count >= 2, fields[0] == word { found.insert(String(fields[1])) }
      }
      stems[word] = found
    }
    return stems
  }

  @Test(arguments: WordsPeopleTrustTests.languages)
  func answersAreBaseForms(_ language: WordsPeopleTrustTests.LanguageCase) throws {
    let language = language.language
    let answers = try BundledListTests.entries(of: language.answerListFile)
    // German writes its nouns with a capital: each answer is asked in both cases.
    let forms = answers.map { answer in
      [answer.lowercased()] + (language.code == "de" ? [answer.capitalized] : [])
    }
    let stems = try Self.stems(
      of: forms.flatMap { $0 }, dictionary: try #require(Self.dictionaries[language.code]))
    let inflected = forms.filter { forms in
      forms.contains { !(stems[$0] ?? []).isEmpty }
        && !forms.contains { stems[$0]?.contains($0) == true }
    }
    #expect(inflected.count * 7 <= answers.count, "\(inflected.prefix(20))")
    // The dictionary knows most answers as words of their own.
    let based = forms.filter { forms in forms.contains { stems[$0]?.contains($0) == true } }
    #expect(based.count * 2 > answers.count)
  }
}
