import Foundation
import Testing

@testable import Lexicon

/// A language's frequent words, most frequent first (`WordRanking`), and the set operations
/// and spellings the games choose words with.
@Suite struct WordRankingTests {
  static let ranked = ["THE", "HOUSE", "CAT", "house", "DOG", "CAFÉ", "X-RAY", "ZEBRA"]

  @Test func ranksWordsInTheOrderGivenFoldedOnceEach() {
    let ranking = WordRanking(Self.ranked)
    // HOUSE given again keeps its rank; X-RAY is no word and is left out; CAFÉ is CAFE.
    #expect(ranking.count == 6)
    #expect(["THE", "HOUSE", "CAT", "DOG", "CAFE", "ZEBRA"].map(ranking.rank(of:)) == Array(0...5))
    #expect(ranking.rank(of: "café") == 4 && ranking.rank(of: "MOUSE") == nil)
  }

  @Test func namesTheMostFrequentOfSomeWords() {
    let ranking = WordRanking(Self.ranked)
    let words = FixedLengthWords(length: 3, words: ["BAT", "CAT", "DOG"])
    #expect(ranking.mostFrequent(of: words) == "CAT")
    #expect(ranking.mostFrequent(of: FixedLengthWords(length: 3, words: ["BAT"])) == nil)
    // The most frequent word a condition accepts, tried most frequent first.
    var tried: [String] = []
    let found = ranking.first {
      tried.append($0)
      return $0.hasPrefix("D")
    }
    #expect(found == "DOG" && tried == ["THE", "HOUSE", "CAT", "DOG"])
  }

  /// A second method: the rank of every word is its place in the list, a plain search.
  @Test func agreesWithTheListsOrderOnTheBundledEnglishRanking() throws {
    let words = try BundledListTests.entries(of: "english-frequent.plist")
    let ranking = WordRanking(words)
    let sample = stride(from: 0, to: words.count, by: 997).map { words[$0] }
    #expect(sample.allSatisfy { ranking.rank(of: $0) == words.firstIndex(of: $0) })
  }

  @Test func isReadFromItsCacheCopyAndRebuiltFromADamagedOne() throws {
    let temporary = try TemporaryCache()
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = temporary.folder.appendingPathComponent("frequent.plist")
    try PropertyListSerialization.data(fromPropertyList: Self.ranked, format: .xml, options: 0)
      .write(to: url)
    let parsed = try WordRanking(contentsOf: url, cache: temporary.cache)
    let copy = try #require(
      FileManager.default.contentsOfDirectory(
        at: temporary.cache.folder, includingPropertiesForKeys: nil
      ).first { $0.pathExtension == "ranking" })
    let cached = try WordRanking(contentsOf: url, cache: temporary.cache)
    #expect(cached.count == parsed.count && cached.rank(of: "ZEBRA") == 5)
    // Two ranks made equal: the copy is refused, and the list read again.
    var bytes = try Data(contentsOf: copy)
    let rankOfCat = try #require(bytes.lastIndex(of: 2))
    bytes[rankOfCat] = 0
    try bytes.write(to: copy)
    #expect(try WordRanking(contentsOf: url, cache: temporary.cache).rank(of: "CAT") == 2)
  }

  /// A ranking with a word as long as a list allows, and lengths without a word (Dutch has
  /// none of 30 to 32 letters, one of 33) is read back from its copy, not decoded again.
  @Test func aRankingOfEveryLengthIsReadFromItsCopy() throws {
    let temporary = try TemporaryCache()
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = temporary.folder.appendingPathComponent("frequent.plist")
    let longest = String(repeating: "A", count: WordList.maximumWordLength)
    try PropertyListSerialization.data(
      fromPropertyList: Self.ranked + [longest], format: .xml, options: 0
    ).write(to: url)
    _ = try WordRanking(contentsOf: url, cache: temporary.cache)
    let cached = try #require(temporary.cache.loadRanking(url, alphabet: .latin))
    #expect(cached.rank(of: longest) == WordRanking(Self.ranked).count)
    #expect(cached.rank(of: "ZEBRA") == 5)
  }

  @Test func wordsAreSharedAndTakenAwayInOrder() {
    let some = FixedLengthWords(length: 3, words: ["BAT", "CAT", "EEL"])
    let more = FixedLengthWords(length: 3, words: ["ANT", "CAT", "DOG"])
    #expect(Array(some.intersection(more)) == ["CAT"])
    #expect(some.indices(in: more) == [nil, 1, nil])
    #expect(Array(some.subtracting(more)) == ["BAT", "EEL"])
    #expect(Array(some.subtracting(FixedLengthWords(length: 3, bytes: []))) == Array(some))
  }

  /// A word typed in one of its spellings with a mark is shown so; one in plain letters
  /// (folded by the game, or typed so), in the spelling the list gives first (its usual
  /// one), even where the plain letters are a spelling too (COTE beside CÔTE).
  @Test func aWordIsShownAsTypedWhereTheListWritesItSo() throws {
    let temporary = try TemporaryCache()
    defer { try? FileManager.default.removeItem(at: temporary.folder) }
    let url = temporary.folder.appendingPathComponent("french.plist")
    let entries = ["À", "A", "CÔTE", "COTE", "CÔTÉ", "ÉLEVÉ", "ÉLÈVE", "ÉLEVER", "ZOO"]
    try PropertyListSerialization.data(fromPropertyList: entries, format: .xml, options: 0)
      .write(to: url)
    let cache = temporary.cache
    #expect(cache.written("ÉLÈVE", inListAt: url, alphabet: .latin) == "ÉLÈVE")
    // The spellings come from the list's index once it has one, and stay the same.
    for _ in 1...2 {
      #expect(cache.written("ELEVE", inListAt: url, alphabet: .latin) == "ÉLEVÉ")
      #expect(cache.written("COTE", inListAt: url, alphabet: .latin) == "CÔTE")
      #expect(cache.written("A", inListAt: url, alphabet: .latin) == "À")
      #expect(cache.written("CÔTÉ", inListAt: url, alphabet: .latin) == "CÔTÉ")
      #expect(cache.written("ÉLEVER", inListAt: url, alphabet: .latin) == "ÉLEVER")
      #expect(cache.written("ELEVEE", inListAt: url, alphabet: .latin) == nil)
      #expect(cache.written("ZOO", inListAt: url, alphabet: .latin) == nil)
    }
    let index = try FileManager.default.contentsOfDirectory(atPath: cache.folder.path)
    #expect(index.count == 1 && index[0].hasSuffix(".index"))
  }

  /// A text list's carriage returns are no part of a spelling, and a spelling in a cache
  /// index that does not fold to its word (a tampered file's) is never shown.
  @Test func spellingsAreTrimmedAndCheckedAgainstTheirWord() {
    var builder = WordListBuilder(alphabet: .latin)
    for entry in ["CÔTE\r", "COTE \r", "ÉTÉ"] { builder.add(entry) }
    let lines = builder.spellings
    #expect(Spellings.written("COTE", in: lines, alphabet: .latin) == "CÔTE")
    #expect(Spellings.written("CÔTE", in: lines, alphabet: .latin) == "CÔTE")
    #expect(Spellings.written("ETE", in: lines, alphabet: .latin) == "ÉTÉ")
    let forged = Array("ETE\t\u{1B}[2J\nETE\tÉTÉ\n".utf8)
    #expect(Spellings.written("ETE", in: forged, alphabet: .latin) == "ÉTÉ")
    #expect(Spellings.written("ETE", in: Array("ETE\tOTO\n".utf8), alphabet: .latin) == nil)
  }
}

extension WordRanking {
  /// The rank of `word` (0 the most frequent), or `nil` if it is not ranked: what the games
  /// ask of many words at once (`rank(ofEach:)`), for one.
  func rank(of word: String) -> Int? {
    guard let codes = normalizedBytes(word, in: list.alphabet) else { return nil }
    return list.words(ofLength: codes.count).index(ofBytes: codes).map {
      Int(ranks[codes.count][$0])
    }
  }
}
