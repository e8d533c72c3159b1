import Foundation
import Lexicon

/// The word lists a game may load while it starts or runs: a bundled list found by the
/// locator, or a `--words` file; an index in the cache folder speeds up the next load.
public struct WordLists {
  let locator: WordListLocator
  /// The cache folder's word-list indexes, and what is worked out from a list once (the
  /// reference guesser's misses).
  public let cache: WordListCache

  /// Loads the `--words` file if given, else the bundled list `file`.
  public func load(file: String, override path: String?) throws(WordListError) -> WordList {
    try load(url(file: file, override: path))
  }

  /// Where the `--words` file is if given, else the bundled list `file`.
  public func url(file: String, override path: String?) throws(WordListError) -> URL {
    if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
  }

  /// Loads the list at `url`.
  public func load(_ url: URL) throws(WordListError) -> WordList {
    try WordList(contentsOf: url, cache: cache)
  }
}
