import Foundation
import TestSupport

@testable import Lexicon

/// A cache in a temporary folder of its own, written atomically as the program writes it,
/// with a place for a source list beside it; a test removes the folder when done.
struct TemporaryCache {
  let folder: URL
  let cache: WordListCache

  init() throws {
    folder = try TemporaryFolder().url
    cache = WordListCache(folder: folder.appendingPathComponent("cache")) { chunks, url in
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(chunks.joined()).write(to: url, options: .atomic)
    }
  }

  /// Writes `text` as the source list, `words.txt`, and returns where it is.
  func source(_ text: String) throws -> URL {
    let url = folder.appendingPathComponent("words.txt")
    try Data(text.utf8).write(to: url)
    return url
  }
}
