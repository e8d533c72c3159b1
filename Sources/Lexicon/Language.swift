import Foundation

/// A language the games are played in: a row of `words/languages.plist` (SPEC §7), which
/// names its alphabet and the list each game plays. Adding a language is adding its lists
/// and a row; nothing here names one.
public struct Language: Hashable, Sendable {
  /// The code `--lang` takes and saves and challenge codes hold: `en`.
  public let code: String
  /// The language's English name, capitalised: `English`.
  public let name: String
  /// Its letters, and how other letters fold to them.
  public let alphabet: Alphabet
  /// The full list: Evil Hangman's, and the spelling every other list is checked against.
  public let fullListFile: String
  /// A list of the words people recognise as words, with plurals and verb forms (Ghost's,
  /// and CodeWord Breaker's attempts).
  public let largeListFile: String
  /// The most frequent words of the full list, that Hangman draws from.
  public let commonListFile: String
  /// CodeWord Breaker's answers: common words a player would expect as one.
  public let answerListFile: String
  /// The language's most frequent words, most frequent first (`WordRanking`): where a game
  /// chooses among words, it takes the most frequent.
  public let frequentListFile: String
  /// The offensive words of the lists, which no game draws, names or suggests.
  public let offensiveListFile: String
  /// Whether the meanings (`definitions.plist`, English) are of this language's words.
  public let hasMeanings: Bool

  /// The languages of the table, in its order; if it cannot be read, English as `fallback`
  /// has it, and a command in a language says why (`table`).
  public static let all: [Language] = (try? table.get()) ?? [fallback]

  /// The table, read once from the word-list folders, or why it could not be.
  public static let table = Result<[Language], WordListError> { () throws(WordListError) in
    try Self.read(WordListLocator().url(forFile: "languages.plist"))
  }

  /// The first language of the table, which games play unless told otherwise.
  public static var first: Language { all[0] }

  /// What English is where the table cannot be read, so that every command but a game's
  /// still works and a game fails on its missing list with the usual message.
  static let fallback = Language(
    code: "en", name: "English", alphabet: .latin, fullListFile: "english.plist",
    largeListFile: "english-large.plist", commonListFile: "english-common.plist",
    answerListFile: "english-answers.plist", frequentListFile: "english-frequent.plist",
    offensiveListFile: "english-offensive.plist", hasMeanings: true)

  /// The values `--lang` accepts, for messages: "en, nl, de, fr, es, or their names".
  public static var allowedNames: String {
    Self.all.map(\.code).joined(separator: ", ") + ", or their names"
  }

  /// A row as the file has it.
  private struct Row: Decodable {
    var code, name, alphabet, full, large, common, answers, frequent, offensive: String
    var meanings: Bool?
  }

  /// Reads the table at `url`: codes and names distinct, each alphabet sound.
  static func read(_ url: URL) throws(WordListError) -> [Language] {
    let rows: [Row]
    do {
      rows = try PropertyListDecoder().decode([Row].self, from: Data(contentsOf: url))
    } catch {
      throw .malformed(path: url.path, reason: "not a table of languages (\(error))")
    }
    var languages: [Language] = []
    for row in rows {
      guard let alphabet = Alphabet(letters: row.alphabet) else {
        throw .malformed(
          path: url.path,
          reason:
            "\(row.code)'s alphabet is not A–Z and up to \(Alphabet.maximumCount - 26) more letters"
        )
      }
      guard !row.code.isEmpty, !languages.contains(where: { $0.code == row.code }) else {
        throw .malformed(path: url.path, reason: "the code \(row.code) is empty or taken")
      }
      languages.append(
        Language(
          code: row.code, name: row.name, alphabet: alphabet, fullListFile: row.full,
          largeListFile: row.large, commonListFile: row.common, answerListFile: row.answers,
          frequentListFile: row.frequent, offensiveListFile: row.offensive,
          hasMeanings: row.meanings ?? false))
    }
    guard !languages.isEmpty else { throw .malformed(path: url.path, reason: "no language") }
    return languages
  }
}

/// A language is saved as its code and read back by `init?(_:)`: text that names none is a
/// decoding error.
extension Language: Codable, LosslessStringConvertible {
  /// A language is saved, and printed, as its code: `en`.
  public var description: String { code }

  /// Reads a language from its code or its English name, in any case: `de`, `German`.
  public init?(_ name: String) {
    let name = name.lowercased()
    guard let found = Self.all.first(where: { $0.code == name || $0.name.lowercased() == name })
    else { return nil }
    self = found
  }

  public func encode(to encoder: any Encoder) throws { try code.encode(to: encoder) }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let language = Language(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\(text) is not a Language of this wordgames")
    }
    self = language
  }
}
