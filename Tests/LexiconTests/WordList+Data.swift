import Foundation

@testable import Lexicon

extension WordList {
  /// Parses a word list from the contents of a file in one piece, as the loader reads a
  /// file a piece at a time; `path` is only used in errors.
  init(data: Data, path: String, alphabet: Alphabet = .latin) throws(WordListError) {
    guard data.count <= WordList.maximumFileSize else {
      throw .tooLarge(path: path, limit: WordList.maximumFileSize)
    }
    let bytes = [UInt8](data)
    var reader = WordListReader(path: path, alphabet: alphabet)
    _ = reader.read(piece: bytes[...])
    try self.init(checking: try reader.finish { bytes }, path: path)
  }
}
