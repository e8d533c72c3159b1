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
    let url = if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
    return try WordList(contentsOf: url, cache: cache)
  }
}
