import Foundation

extension WordList {
  /// Loads a word list from a file: an XML or binary property list holding an array of
  /// strings, or plain text with one word per line.
  ///
  /// The file is read in pieces of about a megabyte into one buffer, so a 10 MB list never
  /// has to be in memory whole: only the words it holds are kept.
  ///
  /// With a `cache`, a sound index of the same version of the file is read instead, and a
  /// new one is written after parsing (see `WordListCache`).
  ///
  /// With `lengths`, only the words of those lengths are kept, and only they are read from
  /// an index: a game that plays one length of a 350,000-word list reads a tenth of it.
  ///
  /// - Throws: `WordListError`, naming the path and what is wrong with it.
  public init(
    contentsOf url: URL, alphabet: Alphabet = .latin, cache: WordListCache? = nil,
    lengths: ClosedRange<Int>? = nil
  ) throws(WordListError) {
    if let cache, let stamp = SourceStamp(path: url.path),
      let cached = cache.load(url, stamp: stamp, alphabet: alphabet, lengths: lengths)
    {
      self = cached
      return
    }
    let (list, stamp) = try Self.parse(url, alphabet: alphabet)
    // Stamped as the file was when opened: if it changed while being read, the next load
    // sees a newer stamp and parses again.
    cache?.store(list, for: url, stamp: stamp)
    self = lengths.map(list.keeping) ?? list
  }

  private static func parse(_ url: URL, alphabet: Alphabet) throws(WordListError)
    -> (WordList, SourceStamp)
  {
    let path = url.path
    let file = try ReadableFile.opened(path, atMost: WordList.maximumFileSize)
    var reader = WordListReader(path: path, alphabet: alphabet)
    // One buffer, reused: each read appends up to a piece after what is left of the last
    // one, and a piece handed on ends after its last line break, so no word is cut in two.
    // Only the bytes just read are searched for that break, so a file without one costs
    // linear time, and the size limit bounds the buffer.
    var buffer = [UInt8](repeating: 0, count: 2 * WordListReader.pieceSize)
    var filled = 0
    var total = 0
    while true {
      if buffer.count - filled < WordListReader.pieceSize {
        buffer.append(contentsOf: repeatElement(0, count: buffer.count))  // a very long line
      }
      let count = try file.read(into: &buffer, at: filled, count: WordListReader.pieceSize)
      if count == 0 { break }
      total += count
      guard total <= WordList.maximumFileSize else {
        throw .tooLarge(path: path, limit: WordList.maximumFileSize)
      }
      filled += count
      guard let lastBreak = buffer[(filled - count)..<filled].lastIndex(of: 0x0A) else { continue }
      guard reader.read(piece: buffer[...lastBreak]) else {
        filled = 0
        break
      }
      filled -= lastBreak + 1
      buffer.withUnsafeMutableBytes {
        _ = memmove($0.baseAddress!, $0.baseAddress! + lastBreak + 1, filled)
      }
    }
    if filled > 0 { _ = reader.read(piece: buffer[..<filled]) }
    let builder = try reader.finish { () throws(WordListError) -> [UInt8] in
      file.rewind()
      return try file.remainingBytes(limit: WordList.maximumFileSize)
    }
    return (try WordList(checking: builder, path: path), file.stamp)
  }

  /// The list of the words `builder` collected from the file at `path`, refused if the
  /// file has a letter foreign to the alphabet, or no word.
  init(checking builder: WordListBuilder, path: String) throws(WordListError) {
    if let (entry, letter) = builder.foreign {
      throw .foreignLetter(
        path: path, entry: entry, letter: letter, letters: builder.alphabet.named("and"))
    }
    self.init(builder: builder)
    guard count > 0 else { throw .noUsableWords(path: path) }
  }
}

/// The UTF-8 byte order mark some editors put at the start of a text file.
let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

/// Reads a word list piece by piece, choosing the format from its first bytes.
///
/// The bundled lists are XML property lists of a fixed, simple shape, and a plain
/// `PropertyListSerialization` decode of the English one takes about 0.4 s and 80 MB, most
/// of it spent making an `NSString` for every word. So XML is first read by a byte scanner
/// that accepts exactly that shape (see `XMLWordScanner`) and hands each word's bytes
/// straight to the length groups; it reads the 233,615-word English list in about 20 ms.
/// Whatever the scanner declines is decoded by
/// `PropertyListSerialization`, which stays the reference: the tests check that both give
/// the identical list for every bundled file.
struct WordListReader {
  /// How much of the file is read at a time.
  static let pieceSize = 1 << 20

  private enum Format {
    case text, propertyList
  }

  private let path: String
  private var format: Format?
  private var builder: WordListBuilder
  private var scanner = XMLWordScanner()
  private var sawBinaryData = false
  /// Whether the first bytes of the file have been seen (a byte order mark can only lead).
  private var sawStart = false

  init(path: String, alphabet: Alphabet) {
    self.path = path
    builder = WordListBuilder(alphabet: alphabet)
  }

  /// Reads one piece, which must end at a line break or the end of the file.
  ///
  /// - Returns: Whether reading should go on: `false` once the fast path has given up and
  ///   the whole file will go to the reference decoder anyway.
  mutating func read(piece: ArraySlice<UInt8>) -> Bool {
    piece.withUnsafeBufferPointer { bytes in
      var bytes = bytes
      if format == nil {
        // A UTF-8 byte order mark says nothing about the format: look past it.
        if !sawStart, bytes.starts(with: byteOrderMark) {
          bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst(byteOrderMark.count))
        }
        sawStart = true
        guard let first = bytes.firstIndex(where: { !isWhiteSpace($0) }) else { return true }
        let isPropertyList =
          bytes[first] == UInt8(ascii: "<") || bytes[first...].starts(with: "bplist".utf8)
        format = isPropertyList ? .propertyList : .text
      }
      switch format {
      case .propertyList:
        return scanner.scan(bytes, into: &builder)
      case .text, nil:
        guard !bytes.contains(0) else {
          sawBinaryData = true
          return false
        }
        readLines(bytes)
        return true
      }
    }
  }

  private mutating func readLines(_ bytes: UnsafeBufferPointer<UInt8>) {
    var lineStart = bytes.startIndex
    for index in bytes.indices where bytes[index] == 0x0A {
      builder.add(bytes: UnsafeBufferPointer(rebasing: bytes[lineStart..<index]))
      lineStart = index + 1
    }
    builder.add(bytes: UnsafeBufferPointer(rebasing: bytes[lineStart...]))
  }

  /// The words read, once every piece has been read; `wholeFile` is asked for only when a
  /// property list must go to the reference decoder.
  func finish(wholeFile: () throws(WordListError) -> [UInt8]) throws(WordListError)
    -> WordListBuilder
  {
    switch format {
    case nil:
      throw .empty(path: path)
    case .text:
      guard !sawBinaryData else {
        throw .malformed(path: path, reason: "binary data, neither a property list nor text")
      }
      return builder
    case .propertyList:
      if scanner.isComplete { return builder }
      var decoded = WordListBuilder(alphabet: builder.alphabet)
      try decodePropertyListStrings(wholeFile(), path: path) { decoded.add($0) }
      return decoded
    }
  }
}

/// Decodes a property list that must be a flat array of strings through Foundation, the
/// reference path, handing each string to `body`.
///
/// The file is first checked to hold at most one array and no dictionary (see
/// `PropertyListShape`): Foundation is never handed nested or shared containers, which
/// could take unbounded memory or stack for a file of a few kilobytes.
func decodePropertyListStrings(
  _ bytes: [UInt8], path: String, _ body: (String) -> Void
) throws(WordListError) {
  var bytes = bytes
  if bytes.starts(with: byteOrderMark) { bytes.removeFirst(byteOrderMark.count) }
  guard PropertyListShape.isFlatArray(bytes) else { throw .notAnArrayOfStrings(path: path) }
  let root: Any
  do {
    root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
  } catch {
    let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
    throw .malformed(path: path, reason: reason ?? "not a valid property list")
  }
  guard let entries = root as? [Any] else { throw .notAnArrayOfStrings(path: path) }
  for entry in entries {
    guard let string = entry as? String else { throw .notAnArrayOfStrings(path: path) }
    body(string)
  }
}
