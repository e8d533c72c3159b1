import Foundation

/// What a word means: one sense of one part of speech, from `definitions.plist` (SPEC §3.6).
public struct Meaning: Equatable, Sendable, CustomStringConvertible {
  /// The word's base form, in lower case: `goose` for GEESE.
  public var base: String
  /// `noun`, `verb`, `adjective` or `adverb`.
  public var partOfSpeech: String
  public var gloss: String

  /// `goose (noun): web-footed long-necked …`
  public var description: String { "\(base) (\(partOfSpeech)): \(gloss)" }
}

/// The meanings of English words: `definitions.plist`, a property list dictionary from WORD
/// to lines `base, noun: gloss`, or `base, noun` alone for an inflected form, whose gloss is
/// its base form's (`make words` writes it from WordNet).
///
/// Nothing is read until a word is looked up. A plain `PropertyListSerialization` decode of
/// the whole file takes about a second, so the lines the script writes — one entry a line,
/// keys sorted — are searched in the file itself: each step of a binary search reads a few
/// kilobytes, and only the word's own line is decoded, by `PropertyListSerialization`. A
/// file of any other shape is decoded whole, once, the reference path.
public final class Definitions {
  private let url: URL
  /// The whole file decoded, once a lookup found it not in the script's shape.
  private var decoded: [String: String]?

  /// The largest definitions file read.
  static let maximumFileSize = 64 << 20
  /// The longest entry line of a file searched in place.
  static let maximumLineLength = 4096

  public init(url: URL) {
    self.url = url
  }

  /// The meanings of `word` (in any case), each part of speech once; none for a word the
  /// file does not have.
  ///
  /// - Throws: `WordListError` for a file that cannot be read, or is not a dictionary.
  public func meanings(of word: String) throws(WordListError) -> [Meaning] {
    var meanings: [Meaning] = []
    for line in try lines(of: word) {
      if line.gloss.isEmpty {
        // An inflected form: the gloss is in its base form's entry (one step only, so that
        // no file can send the search round in a circle).
        meanings += try lines(of: line.base).filter {
          !$0.gloss.isEmpty && $0.partOfSpeech == line.partOfSpeech
        }
      } else {
        meanings.append(line)
      }
    }
    return meanings
  }

  /// The lines of `word`'s entry: `base, noun: gloss`, or `base, noun` with no gloss.
  private func lines(of word: String) throws(WordListError) -> [Meaning] {
    try entry(word.uppercased())?.split(separator: "\n").compactMap { line in
      guard let comma = line.range(of: ", ") else { return nil }
      let rest = line[comma.upperBound...]
      let colon = rest.range(of: ": ")
      return Meaning(
        base: String(line[..<comma.lowerBound]),
        partOfSpeech: String(rest[..<(colon?.lowerBound ?? rest.endIndex)]),
        gloss: colon.map { String(rest[$0.upperBound...]) } ?? "")
    } ?? []
  }

  /// The text of `key`'s entry, if the file has one.
  func entry(_ key: String) throws(WordListError) -> String? {
    if decoded == nil {
      let file = try ReadableFile.opened(url.path, atMost: Self.maximumFileSize)
      if let search = Search(file: file, key: Array(key.utf8)), let lookup = search.run() {
        guard case .found(let text) = lookup else { return nil }
        return text
      }
      decoded = try decodeWhole(file)
    }
    return decoded?[key]
  }

  private func decodeWhole(_ file: ReadableFile) throws(WordListError) -> [String: String] {
    var bytes = [UInt8](repeating: 0, count: file.size)
    file.read(into: &bytes, fileOffset: 0)
    // Foundation is never handed containers in containers (see `PropertyListShape`).
    guard PropertyListShape.isFlatXMLDictionary(bytes),
      let dictionary = try? PropertyListSerialization.propertyList(
        from: Data(bytes), format: nil) as? [String: String]
    else { throw .malformed(path: url.path, reason: "not a dictionary of strings") }
    return dictionary
  }

  /// A binary search for one key among the lines of a file in the script's shape.
  struct Search {
    static let header = Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" \
      "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>\n
      """.utf8)
    static let footer = Array("</dict>\n</plist>\n".utf8)
    static let keyStart = Array("\t<key>".utf8)
    static let keyEnd = Array("</key><string>".utf8)

    let file: ReadableFile
    let key: [UInt8]

    enum Lookup {
      case found(String)
      case absent
    }

    init?(file: ReadableFile, key: [UInt8]) {
      var start = [UInt8](repeating: 0, count: Self.header.count)
      var end = [UInt8](repeating: 0, count: Self.footer.count)
      guard file.read(into: &start, fileOffset: 0) == start.count, start == Self.header,
        file.size >= Self.header.count + Self.footer.count,
        file.read(into: &end, fileOffset: file.size - end.count) == end.count, end == Self.footer
      else { return nil }
      self.file = file
      self.key = key
    }

    /// The key's entry, or that there is none; `nil` if a line met on the way is not one
    /// the script writes.
    func run() -> Lookup? {
      var low = Self.header.count
      var high = file.size - Self.footer.count
      while low < high {
        guard let line = line(around: (low + high) / 2, within: low..<high),
          let lineKey = self.key(of: line.bytes)
        else { return nil }
        if lineKey == key { return decode(line.bytes).map(Lookup.found) }
        if lineKey.lexicographicallyPrecedes(key) {
          low = line.end + 1
        } else {
          high = line.start
        }
      }
      return .absent
    }

    /// The line that holds byte `offset`, which lies in `bounds` (whole lines).
    private func line(around offset: Int, within bounds: Range<Int>) -> (
      start: Int, end: Int, bytes: ArraySlice<UInt8>
    )? {
      let from = max(bounds.lowerBound, offset - Definitions.maximumLineLength)
      var window = [UInt8](
        repeating: 0, count: min(bounds.upperBound, offset + Definitions.maximumLineLength) - from)
      guard file.read(into: &window, fileOffset: from) == window.count else { return nil }
      let middle = offset - from
      let start = window[..<middle].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      // A line longer than the window is not the script's.
      guard start > 0 || from == bounds.lowerBound, let end = window[middle...].firstIndex(of: 0x0A)
      else { return nil }
      return (from + start, from + end, window[start..<end])
    }

    /// A line's key, if it is `\t<key>KEY</key><string>…`.
    private func key(of line: ArraySlice<UInt8>) -> [UInt8]? {
      guard line.starts(with: Self.keyStart) else { return nil }
      let rest = line.dropFirst(Self.keyStart.count)
      return rest.firstRange(of: Self.keyEnd).map { Array(rest[..<$0.lowerBound]) }
    }

    /// The entry's text, decoded by `PropertyListSerialization` from the line alone.
    private func decode(_ line: ArraySlice<UInt8>) -> String? {
      let document =
        Data("<plist version=\"1.0\"><dict>".utf8) + line + Data("</dict></plist>".utf8)
      let decoded = try? PropertyListSerialization.propertyList(from: document, format: nil)
      return (decoded as? [String: String])?.first?.value
    }
  }
}
