import Foundation
import TestSupport
import Testing

@testable import Lexicon

@Suite struct PrefixTreeTests {
  static let small = WordList(["cat", "cats", "catalog", "dog", "do", "a", "zebra", "zeal"])

  @Test func walksEveryWordInAlphabeticalOrder() {
    var walked: [String] = []
    Self.small.forEachWordAlphabetically { walked.append(String(decoding: $0, as: UTF8.self)) }
    #expect(walked == ["A", "CAT", "CATALOG", "CATS", "DO", "DOG", "ZEAL", "ZEBRA"])
  }

  @Test func hasOneNodePerDistinctPrefix() {
    let tree = PrefixTree(Self.small)
    var prefixes: Set<Substring> = [""]
    Self.small.forEachWordAlphabetically { bytes in
      let word = String(decoding: bytes, as: UTF8.self)
      for end in word.indices { prefixes.insert(word[...end]) }
    }
    #expect(tree.nodeCount == prefixes.count)
  }

  @Test func answersPrefixQueries() throws {
    let tree = PrefixTree(Self.small)
    #expect(tree.firstWord(withPrefix: "cat", minimumLength: 4) == "CATALOG")
    #expect(tree.firstWord(withPrefix: "CAT") == "CAT")
    #expect(tree.firstWord(withPrefix: "ca", minimumLength: 8) == nil)
    #expect(tree.firstWord(withPrefix: "", minimumLength: 5) == "CATALOG")
    #expect(tree.firstWord(withPrefix: "x") == nil)
    #expect(tree.hasWord(withPrefix: "do", minimumLength: 3))
    #expect(!tree.hasWord(withPrefix: "dog", minimumLength: 4))
    let node = try #require(tree.node(forPrefix: "Ze"))
    #expect(tree.children(of: node).map { tree.letter(of: $0) } == Array("AB".utf8))
    #expect(tree.isWord(try #require(tree.node(forPrefix: "do"))))
    #expect(!tree.isWord(node))
    #expect(tree.longestWordLength(from: node) == 5)
  }

  /// The tree's answers for every prefix of every word in the real lists, against the
  /// binary searches of the list's words (`words(withPrefix:)`).
  @Test(arguments: ["english.plist", "dutch.plist"])
  func agreesWithTheListsBinarySearch(file: String) throws {
    let list = try WordList(
      contentsOf: BundledListTests.folder.appendingPathComponent(file))
    let tree = PrefixTree(list)
    var generator = SplitMix64(seed: 7)
    var count = 0
    var previous: [UInt8]?
    list.forEachWordAlphabetically { word in
      if let previous { #expect(previous.lexicographicallyPrecedes(word)) }
      previous = Array(word)
      count += 1
    }
    #expect(count == list.count)
    for _ in 0..<300 {
      let length = list.lengths.randomElement(using: &generator)!
      let words = list.words(ofLength: length)
      let word = words[Int.random(in: 0..<words.count, using: &generator)]
      let prefix = String(word.prefix(Int.random(in: 1...word.count, using: &generator)))
      let minimum = Int.random(in: 1...(length + 2), using: &generator)
      let expected = list.words(withPrefix: prefix, minimumLength: minimum).min()
      #expect(tree.firstWord(withPrefix: prefix, minimumLength: minimum) == expected)
      #expect(tree.hasWord(withPrefix: prefix, minimumLength: minimum) == (expected != nil))
      let next = list.words(withPrefix: prefix, minimumLength: prefix.count + 1)
        .map { $0.utf8[$0.utf8.index($0.utf8.startIndex, offsetBy: prefix.count)] }
      let node = try #require(tree.node(forPrefix: prefix))
      #expect(tree.children(of: node).map { tree.letter(of: $0) } == Set(next).sorted())
    }
  }
}

@Suite struct PhraseListTests {
  @Test func keepsPhrasesWithSpacesAndPunctuation() {
    let list = PhraseList([
      "  Easy come,   easy go ", "Rock 'n' roll", "all roads lead to Rome", "EASY COME, EASY GO",
      "Straße", "2 for 1", "...", "", "crème brûlée", String(repeating: "a", count: 65),
    ])
    #expect(list.phrases == ["EASY COME, EASY GO", "ROCK 'N' ROLL", "ALL ROADS LEAD TO ROME"])
  }

  @Test func loadsTheBundledPhrasesWhole() throws {
    let url = BundledListTests.folder.appendingPathComponent("phrases.plist")
    let entries = try BundledListTests.entries(of: "phrases.plist")
    let list = try PhraseList(contentsOf: url)
    #expect(list.phrases.count == entries.count)
    #expect(list.phrases.count >= 200)
    #expect(list.phrases.first == entries.first?.uppercased())
  }

  @Test func readsTextAndRefusesWhatHoldsNoPhrase() throws {
    let temporary = try TemporaryFolder()
    defer { temporary.remove() }
    let folder = temporary.url
    let text = folder.appendingPathComponent("phrases.txt")
    try Data("Better late than never\r\n\nNo pain, no gain\n".utf8).write(to: text)
    #expect(
      try PhraseList(contentsOf: text).phrases == ["BETTER LATE THAN NEVER", "NO PAIN, NO GAIN"])
    let digits = folder.appendingPathComponent("digits.txt")
    try Data("123\n".utf8).write(to: digits)
    #expect(throws: WordListError.noUsableWords(path: digits.path)) {
      try PhraseList(contentsOf: digits)
    }
    let missing = folder.appendingPathComponent("none.txt")
    #expect(throws: WordListError.missing(path: missing.path)) {
      try PhraseList(contentsOf: missing)
    }
  }
}
