import Foundation

extension WordList {
  /// How the list at `url` writes `word` (CAFÉ for CAFE in French): `word` itself if it is
  /// an entry as written (ÉLÈVE, typed so), else the first entry that folds to it, or `nil`
  /// if none does or the file cannot be read. A list gives every spelling of a folded word
  /// together, the usual one first (ÉLEVÉ before ÉLÈVE).
  ///
  /// - Complexity: One pass over the file, folding only the entries that could be the word
  ///   and have a letter outside ASCII: milliseconds, once, when a game ends.
  public static func written(_ word: String, inListAt url: URL, alphabet: Alphabet) -> String? {
    guard let key = alphabet.codes(of: word), !key.isEmpty,
      let file = try? ReadableFile.opened(url.path, atMost: maximumFileSize),
      let bytes = try? file.remainingBytes(limit: maximumFileSize)
    else { return nil }
    let open = Array("<string>".utf8)
    let asTyped = Array(word.utf8)
    return bytes.withUnsafeBufferPointer { bytes in
      var position = 0
      var usual: String?
      // Each entry is the text after a `<string>`, up to the next `<`.
      while let found = memchr(bytes.baseAddress! + position, 0x3C, bytes.count - position) {
        let start = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        position = start + 1
        guard bytes[start...].starts(with: open) else { continue }
        let text = start + open.count
        let end = bytes[text...].firstIndex(of: 0x3C) ?? bytes.count
        let entry = bytes[text..<end]
        // A letter is one or two bytes, and one that starts in ASCII starts as the word does.
        let isSpelling =
          (key.count...2 * key.count).contains(entry.count)
          && (entry.first! >= 0x80 || entry.first! == key[0])
          && (entry.allSatisfy { $0 < 0x80 }
            ? entry.elementsEqual(key)
            : alphabet.codes(of: String(decoding: entry, as: UTF8.self)) == key)
        guard isSpelling else {
          // The spellings of one word are together: once past them, the search is over.
          if usual != nil { break }
          continue
        }
        if entry.elementsEqual(asTyped) { return word }
        if usual == nil { usual = String(decoding: entry, as: UTF8.self) }
      }
      return usual
    }
  }
}
