import Foundation

/// Phrases to guess in Hangman: `ALL ROADS LEAD TO ROME`, `EASY COME, EASY GO`.
///
/// A word list drops any entry that is not one word of letters A–Z; a phrase list keeps
/// entries of words separated by spaces, with the punctuation a phrase needs. Entries are
/// normalised the same way whatever the file's format: trimmed, runs of white space made
/// one space, letters raised to upper case. An entry with any other character (a digit, an
/// accent), with no letter, or longer than `maximumLength` is dropped; so is a repeat.
public struct PhraseList: Sendable, Equatable {
  /// The longest phrase kept, in characters.
  public static let maximumLength = 64

  /// The characters a phrase may hold besides the letters A–Z and spaces.
  public static let punctuation: Set<Character> = ["'", "-", ",", ".", "!", "?"]

  /// The phrases, in the order of the file, each once.
  public let phrases: [String]

  /// Creates a phrase list from any strings, normalising them.
  public init(_ entries: some Sequence<String>) {
    var seen: Set<String> = []
    phrases = entries.compactMap(Self.normalized).filter { seen.insert($0).inserted }
  }

  /// Loads phrases from a file: an XML or binary property list holding an array of
  /// strings, or plain text with one phrase per line.
  ///
  /// - Throws: `WordListError`, naming the path and what is wrong with it.
  public init(contentsOf url: URL) throws(WordListError) {
    let path = url.path
    let bytes = try ReadableFile.contents(of: path, atMost: WordList.maximumFileSize).bytes
    var entries: [String] = []
    try forEachEntry(in: bytes, path: path) { entries.append($0) }
    self.init(entries)
    guard !phrases.isEmpty else { throw .noUsableWords(path: path) }
  }

  /// The entry as a phrase, or `nil` if it cannot be one.
  public static func normalized(_ entry: String) -> String? {
    let phrase = entry.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard phrase.count <= maximumLength, phrase.contains(where: \.isLetter),
      phrase.allSatisfy({ $0.isASCII && $0.isLetter || $0 == " " || punctuation.contains($0) })
    else { return nil }
    return phrase.uppercased()
  }
}
