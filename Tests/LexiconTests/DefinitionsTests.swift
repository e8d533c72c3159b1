import Foundation
import TestSupport
import Testing

@testable import Lexicon

/// `words/definitions.plist` and its reader (SPEC §3.6).
@Suite struct DefinitionsTests {
  static let url = BundledListTests.folder.appendingPathComponent("definitions.plist")

  /// The whole file as Foundation's reference decoder reads it.
  static let decoded: [String: String] = {
    let data = (try? Data(contentsOf: url)) ?? Data()
    return (try? PropertyListSerialization.propertyList(from: data, format: nil))
      as? [String: String] ?? [:]
  }()

  /// The words of a bundled list.
  static func words(of file: String) throws -> [String] {
    try BundledListTests.entries(of: file)
  }

  @Test func theCachedTableHoldsWhatTheWholeDecodeHoldsForEveryWord() throws {
    let temporary = try TemporaryCache()
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let definitions = Definitions(url: Self.url, cache: temporary.cache)
    #expect(try definitions.entry("CAT") == Self.decoded["CAT"])
    let stamp = try #require(SourceStamp(path: Self.url.path))
    let table = try #require(MeaningsTable(in: temporary.cache, for: Self.url, stamp: stamp))
    #expect(Self.decoded.count > 90_000)
    for (key, value) in Self.decoded {
      #expect(table.entry(Array(key.utf8)) == .some(value), "\(key)")
      // Just after the key in the order, and just before: nothing there.
      #expect(table.entry(Array((key + "Q").utf8)) == .some(Self.decoded[key + "Q"]))
    }
    for absent in ["", "A" + String(repeating: "Z", count: 40), "ZZZZZZZZ", "AAAAAAA"] {
      #expect(table.entry(Array(absent.utf8)) == .some(nil))
    }
  }

  /// A table whose ends are out of order is not trusted: the file is decoded again.
  @Test func aDamagedTableIsNotTrusted() throws {
    let temporary = try TemporaryCache()
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = temporary.folder.appendingPathComponent("definitions.plist")
    let entries = ["BAT": "bat, noun: a club", "CAT": "cat, noun: a feline", "DOG": "dog, noun"]
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: url)
    #expect(try Definitions(url: url, cache: temporary.cache).entry("CAT") == entries["CAT"])
    let table = try #require(
      try FileManager.default.contentsOfDirectory(
        at: temporary.cache.folder, includingPropertiesForKeys: nil
      )
      .first { $0.pathExtension == "meanings" })
    var bytes = [UInt8](try Data(contentsOf: table))
    // The end of the first key (the first value after the header) is past every key.
    let header = bytes.count - 3 * 4 - 3 * 4 - 9 - 45
    bytes.replaceSubrange(header..<header + 4, with: [0xFF, 0xFF, 0, 0])
    try Data(bytes).write(to: table)
    let stamp = try #require(SourceStamp(path: url.path))
    #expect(
      MeaningsTable(in: temporary.cache, for: url, stamp: stamp)?.entry(Array("BAT".utf8)) == nil)
    for (key, value) in entries {
      #expect(try Definitions(url: url, cache: temporary.cache).entry(key) == value)
    }
  }

  @Test func anInflectedFormIsFoundByItsBaseForm() throws {
    let definitions = Definitions(url: Self.url)
    let cases = [
      ("geese", "goose"), ("CATS", "cat"), ("heisted", "heist"), ("spoonfuls", "spoonful"),
    ]
    for (word, base) in cases {
      let meanings = try definitions.meanings(of: word)
      #expect(!meanings.isEmpty, "\(word)")
      #expect(meanings.allSatisfy { $0.base == base && !$0.gloss.isEmpty }, "\(word)")
    }
    let cat = try definitions.meanings(of: "cat")
    #expect(cat.map(\.partOfSpeech) == ["noun", "verb"])
    #expect(try definitions.meanings(of: "cats") == cat)
    #expect(try definitions.meanings(of: "unchurchly").isEmpty)
  }

  /// Every answer of CodeWord Breaker has a meaning, or is one of those listed as having
  /// none in `words/answers-without-meaning.txt`, never both.
  @Test func everyAnswerHasAMeaningOrIsListedAsHavingNone() throws {
    let listed = try String(
      contentsOf: BundledListTests.folder.appendingPathComponent("answers-without-meaning.txt"),
      encoding: .utf8
    ).split(separator: "\n").map(String.init)
    let definitions = Definitions(url: Self.url)
    let answers = try Self.words(of: "english-answers.plist")
    var without: [String] = []
    for answer in answers where try definitions.meanings(of: answer).isEmpty {
      without.append(answer)
    }
    #expect(without == listed)
    #expect(listed.count < answers.count / 10)
  }

  /// The `wn` program of Debian's `wordnet` package, if it is installed (CI installs it).
  static let wordNet: URL? = ["/usr/bin/wn", "/usr/local/bin/wn"].map(URL.init(fileURLWithPath:))
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

  /// What `wn WORD OPTION` prints: with `-over` each part of speech's senses, each with its
  /// synset's words; with `-hypen` each noun sense's hypernyms, an instance's as `INSTANCE OF`.
  static func wordNetOverview(of word: String, wn: URL, option: String = "-over") throws
    -> [String]
  {
    let process = Process()
    process.executableURL = wn
    process.arguments = [word.lowercased(), option]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  /// One lemma's senses as `wn WORD -over` lists them, in its order: whether any was
  /// tagged, and each sense's gloss with its synset's words as WordNet writes them; and
  /// which of them (by place) are instances, as `wn WORD -hypen` says.
  struct Senses {
    var tagged: Bool
    var senses: [(words: [String], gloss: String)] = []
    var instances: Set<Int> = []

    /// Whether the sense's synset writes `lemma` with a capital (FLINDERS: "Flinders, Matthew
    /// Flinders").
    func isProper(_ sense: Int, _ lemma: String) -> Bool {
      senses[sense].words.contains { $0.lowercased() == lemma && $0 != lemma }
    }

    /// The senses that are not a name's: the file, whose words are written in lower case,
    /// leaves out those written with a capital, and the instances of a lemma that has a
    /// sense of its own (LYNX, a text browser; ISLE, an island, is an instance alone).
    func words(of lemma: String) -> [(words: [String], gloss: String)] {
      let own = senses.indices.filter { !isProper($0, lemma) && !instances.contains($0) }
      return senses.indices.filter {
        !isProper($0, lemma) && (own.isEmpty || !instances.contains($0))
      }
      .map { senses[$0] }
    }
  }

  /// The senses `wn WORD -over` lists, by part of speech and lemma ("Overview of noun
  /// goose"): a word's own and those of each base form WordNet finds for it.
  static func wordNetSenses(of word: String, wn: URL) throws -> [String: [String: Senses]] {
    var parts: [String: [String: Senses]] = [:]
    var (part, lemma) = ("", "")
    for line in try wordNetOverview(of: word, wn: wn) {
      if line.hasPrefix("Overview of ") {
        let fields = line.split(separator: " ")
        part = fields[2] == "adj" ? "adjective" : fields[2] == "adv" ? "adverb" : String(fields[2])
        lemma = fields.dropFirst(3).joined(separator: " ")
        parts[part, default: [:]][lemma] = Senses(tagged: false)
      } else if line.hasPrefix("The "), line.contains(" senses (") || line.contains(" sense (") {
        parts[part]?[lemma]?.tagged = !line.contains("(no senses from tagged texts)")
      } else if let number = line.split(separator: ".").first, Int(number) != nil,
        let dashes = line.range(of: " -- (")
      {
        var names = String(line[line.index(after: line.firstIndex(of: ".")!)..<dashes.lowerBound])
        names = names.trimmingCharacters(in: .whitespaces)
        if names.hasPrefix("("), let close = names.firstIndex(of: ")") {
          names = String(names[names.index(after: close)...]).trimmingCharacters(in: .whitespaces)
        }
        let words = names.split(separator: ", ").map {
          String($0).replacingOccurrences(of: " ", with: "_")
        }
        parts[part]?[lemma]?.senses.append((words, String(line[dashes.upperBound...].dropLast())))
      }
    }
    // Only nouns have instances: "… of noun sierra", then each "Sense N", its words, and its
    // first hypernym.
    var sense: Int?
    for line in try wordNetOverview(of: word, wn: wn, option: "-hypen") {
      if let range = line.range(of: " of noun ") {
        (lemma, sense) = (String(line[range.upperBound...]), nil)
      } else if line.hasPrefix("Sense "), let number = Int(line.dropFirst(6)) {
        sense = number - 1
      } else if line.hasPrefix("       INSTANCE OF=>"), let instance = sense {
        parts["noun"]?[lemma]?.instances.insert(instance)
      }
    }
    return parts
  }

  /// Each meaning the file gives a word itself (not by a base form) is the sense the rule
  /// in words/README.md picks, worked out again from `wn`'s overview: of the senses that
  /// are not a name's, the first, or where none of the word's senses was tagged, the first
  /// that names the word first.
  @Test(.enabled(if: wordNet != nil, "needs wn, from Debian's wordnet package"))
  func theSensePickedIsTheOneWordNetsOwnProgramGives() throws {
    let wn = try #require(Self.wordNet)
    let definitions = Definitions(url: Self.url)
    let words = try Self.words(of: "english-answers.plist")
    let sample =
      ["HAMMOCK", "OFTEN", "LINEUP", "SCRIBE", "FLINDERS", "BUTTOCKS"]
      + stride(from: 0, to: words.count, by: words.count / 150)
      .map { words[$0] }
    var checked = 0
    for word in sample {
      let senses = try Self.wordNetSenses(of: word, wn: wn)
      for meaning in try definitions.meanings(of: word) where meaning.base == word.lowercased() {
        let lemma = try #require(senses[meaning.partOfSpeech]?[meaning.base], "\(word)")
        let listed = lemma.words(of: meaning.base)
        let named = lemma.tagged ? nil : listed.first { $0.words.first == meaning.base }
        let expected = try #require(named ?? listed.first).gloss
        // Its first definition (before the examples), whole, never cut: the screen wraps it.
        let first = expected.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        #expect(meaning.gloss == first, "\(word): \(meaning.gloss) | \(expected)")
        checked += 1
      }
    }
    #expect(checked > 100)
    #expect(try definitions.meanings(of: "HAMMOCK").first?.gloss.hasPrefix("a hanging bed") == true)
    // SCRIBE's first noun sense is a playwright's name: the verb, then the second noun sense.
    #expect(
      try definitions.meanings(of: "SCRIBE").map(\.gloss) == [
        "score a line on with a pointed instrument, as in metalworking",
        "informal terms for journalists",
      ])
  }

  /// The base forms of a sample of every English list, as the file gives them, against
  /// WordNet's own `wn`: the same parts of speech, and a base form `wn` names for each, of
  /// those that are a word and not only a name (A, US and DALTONISM have no meaning).
  @Test(
    .enabled(if: wordNet != nil, "needs wn, from Debian's wordnet package"),
    arguments: [
      "english.plist", "english-common.plist", "english-large.plist", "english-answers.plist",
    ])
  func baseFormsAgreeWithWordNetsOwnProgram(_ file: String) throws {
    let wn = try #require(Self.wordNet)
    let definitions = Definitions(url: Self.url)
    let words = try Self.words(of: file)
    var checked = 0
    for word in stride(from: 0, to: words.count, by: words.count / 150).map({ words[$0] }) {
      let ours = try definitions.meanings(of: word)
      let theirs = try Self.wordNetSenses(of: word, wn: wn).mapValues { lemmas in
        Set(lemmas.filter { !$0.value.words(of: $0.key).isEmpty }.keys)
      }.filter { !$0.value.isEmpty }
      #expect(Set(ours.map(\.partOfSpeech)) == Set(theirs.keys), "\(word)")
      for meaning in ours {
        #expect(theirs[meaning.partOfSpeech]?.contains(meaning.base) == true, "\(word): \(meaning)")
      }
      checked += ours.isEmpty ? 0 : 1
    }
    #expect(checked > 20)
  }

  @Test func aFileInAnotherShapeIsReadWholeAndAHostileOneNeverCrashes() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    func definitions(_ text: String) throws -> Definitions {
      let url = folder.url.appendingPathComponent(UUID().uuidString)
      try Data(text.utf8).write(to: url)
      return Definitions(url: url)
    }
    // Indented, unsorted, lines broken anywhere: the whole decode answers.
    let other = try definitions(
      """
      <plist version="1.0"><dict>
        <key>GEESE</key>
          <string>goose, noun</string>
        <key>GOOSE</key><string>goose, noun: a bird&#10;goose, verb: pinch</string>
      </dict></plist>
      """)
    #expect(try other.meanings(of: "geese").map(\.description) == ["goose (noun): a bird"])
    // Two forms that send each other round: each stops after one step.
    let circle = try definitions(
      "<plist version=\"1.0\"><dict><key>A</key><string>b, noun</string>"
        + "<key>B</key><string>a, noun</string></dict></plist>")
    #expect(try circle.meanings(of: "a").isEmpty)
    // Not a dictionary, or not a property list: said, never a crash.
    let nested = "<plist version=\"1.0\"><dict><key>A</key><dict><key>B</key><string>b</string>"
    let binary = try PropertyListSerialization.data(
      fromPropertyList: ["CAT": "cat, noun: a cat"], format: .binary, options: 0)
    for text in [
      "<plist version=\"1.0\"><array/></plist>", "junk", "", nested + "</dict></dict></plist>",
      String(decoding: binary, as: UTF8.self),
    ] {
      #expect(throws: WordListError.self) { try definitions(text).meanings(of: "cat") }
    }
    let header = "<plist version=\"1.0\"><dict>"
    for text in [
      header + "\t<key>CAT</key><string>" + String(repeating: "x", count: 10_000),
      header + "\t<key>CAT</key><string>cat, noun: a &bogus; cat</string>\n</dict>\n</plist>\n",
      header + String(repeating: "\n", count: 9000) + "</dict>\n</plist>\n",
    ] {
      _ = try? definitions(text).meanings(of: "cat")
    }
    #expect(throws: WordListError.self) {
      try Definitions(url: folder.url.appendingPathComponent("missing")).meanings(of: "cat")
    }
    #expect(throws: WordListError.self) { try Definitions(url: folder.url).meanings(of: "cat") }
  }
}
