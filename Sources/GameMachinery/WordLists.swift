import Foundation
import Lexicon
import Synchronization
import Terminal

/// The word lists a game may load while it starts or runs: a bundled list found by the
/// locator, or a `--words` file; an index in the cache folder speeds up the next load.
public struct WordLists {
  let locator: WordListLocator
  /// The cache folder's word-list indexes, and what is worked out from a list once (the
  /// reference guesser's misses).
  public let cache: WordListCache
  /// Says, on a terminal, what long work (solving a game once) is about to make the player
  /// wait for; from a pipe nobody waits, and nothing is said.
  public var announce: (String) -> Void = { _ in }

  /// Loads the `--words` file if given, else the bundled list `file`, in `language`.
  public func load(file: String, override path: String? = nil, in language: Language)
    throws(WordListError) -> WordList
  {
    try load(url(file: file, override: path), in: language)
  }

  /// Loads the list a game plays from `source`: its language's `file`, or `--words`.
  public func load(_ file: KeyPath<Language, String>, of source: WordSource)
    throws(WordListError) -> WordList
  {
    try load(file: source.language[keyPath: file], override: source.path, in: source.language)
  }

  /// Where the `--words` file is if given, else the bundled list `file`.
  public func url(file: String, override path: String?) throws(WordListError) -> URL {
    if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
  }

  /// Loads the list at `url`, its letters folded to `language`'s alphabet; the list read
  /// last is read once, while its file is unchanged (an unfinished game given up for a new
  /// one on the same list).
  public func load(_ url: URL, in language: Language) throws(WordListError) -> WordList {
    let read = (url, SourceStamp(path: url.path), language)
    if let last = Self.lastRead.withLock({ $0 }), last.stamp != nil,
      (last.url, last.stamp, last.language) == read
    {
      return last.list
    }
    let list = try WordList(contentsOf: url, alphabet: language.alphabet, cache: cache)
    Self.lastRead.withLock { $0 = (read.0, read.1, read.2, list) }
    return list
  }

  private static let lastRead = Mutex<
    (url: URL, stamp: SourceStamp?, language: Language, list: WordList)?
  >(nil)
}

extension WordLists {
  /// The most meanings shown for a word: one for each part of speech.
  public static let meaningsShown = 4

  /// Whether `text` is what a meaning is looked up for: one word of letters A–Z.
  public static func isWord(_ text: String) -> Bool {
    (1...WordList.maximumWordLength).contains(text.count)
      && text.allSatisfy { $0.isASCII && $0.isLetter }
  }

  /// What `word` means, a line for each part of speech (`goose (noun): …`), at most
  /// `limit`; or why nothing can be said, in one line (SPEC §3.6).
  public func meanings(of word: String, limit: Int = meaningsShown) -> Result<[String], Refusal> {
    let word = word.trimmingSpaces
    guard Self.isWord(word) else {
      return .failure(Refusal("A meaning is looked up for one word of letters A–Z."))
    }
    do throws(WordListError) {
      let definitions = try Definitions(url: locator.url(forFile: "definitions.plist"))
      let found = try definitions.meanings(of: word)
      guard !found.isEmpty else {
        return .failure(Refusal("No meaning of \(word.uppercased()) is known here."))
      }
      // The meanings file is outside: what it holds is cleaned on its way to the terminal.
      return .success(found.prefix(limit).map { $0.description.cleanedForTerminal() })
    } catch {
      return .failure(Refusal("No meaning can be shown: \(error.description(of: "the meanings"))."))
    }
  }
}
