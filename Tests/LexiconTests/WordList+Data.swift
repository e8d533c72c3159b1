import Foundation

@testable import Lexicon

extension WordList {
  /// Parses a word list from the contents of a file, as the loader does; `path` is only
  /// used in errors.
  init(data: Data, path: String, alphabet: Alphabet = .latin) throws(WordListError) {
    guard data.count <= WordList.maximumFileSize else {
      throw .tooLarge(path: path, limit: WordList.maximumFileSize)
    }
    self = try Self.parse([UInt8](data), path: path, alphabet: alphabet).0
  }
}
