import Foundation

extension WordList {
  /// Loads a word list from a file: an XML or binary property list holding an array of
  /// strings, decoded by `PropertyListSerialization`, or plain text with one word per line.
  ///
  /// With a `cache`, a sound index of the same version of the file is read instead, and a
  /// new one is written after the file is parsed (see `WordListCache`): a list is decoded
  /// once for each version of its file. `parsing` is told the file's size before that one
  /// decoding, which a large list makes noticeable.
  ///
  /// With `lengths`, only the words of those lengths are kept, and only they are read from
  /// an index: a game that plays one length of a 350,000-word list reads a tenth of it.
  ///
  /// - Throws: `WordListError`, naming the path and what is wrong with it.
  public init(
    contentsOf url: URL, alphabet: Alphabet = .latin, cache: WordListCache? = nil,
    lengths: ClosedRange<Int>? = nil, parsing: (_ size: Int) -> Void = { _ in }
  ) throws(WordListError) {
    if let cached = cache?.load(url, alphabet: alphabet, lengths: lengths) {
      self = cached
      return
    }
    let (bytes, stamp) = try ReadableFile.contents(
      of: url.path, atMost: WordList.maximumFileSize, opened: parsing)
    let (list, spellings) = try Self.parse(bytes, path: url.path, alphabet: alphabet)
    // Stamped as the file was when opened: if it changed while being read, the next load
    // sees a newer stamp and parses again.
    cache?.store(list, spellings: spellings, for: url, stamp: stamp)
    self = lengths.map(list.keeping) ?? list
  }

  /// The list in the file at `path`, whose contents are `bytes`, and how it writes the
  /// words folding changed (see `Spellings`).
  static func parse(_ bytes: [UInt8], path: String, alphabet: Alphabet) throws(WordListError)
    -> (WordList, spellings: [UInt8])
  {
    var builder = WordListBuilder(alphabet: alphabet)
    try forEachEntry(in: bytes, path: path) { builder.add($0) }
    if let (entry, letter) = builder.foreign {
      throw .foreignLetter(
        path: path, entry: entry, letter: letter, letters: alphabet.named("and"))
    }
    let list = builder.finish()
    guard list.count > 0 else { throw .noUsableWords(path: path) }
    return (list, builder.spellings)
  }
}

/// Hands each entry of the list file at `path`, whose contents are `bytes`, to `body`: the
/// strings of a property list, decoded by `PropertyListSerialization`, or the lines of a
/// text file.
///
/// A property list is first checked to hold at most one array and no dictionary (see
/// `PropertyListShape`): Foundation is never handed nested or shared containers, which
/// could take unbounded memory or stack for a file of a few kilobytes.
///
/// - Throws: `WordListError`: the file is empty, is binary data, or is a property list of
///   anything but one array of strings.
func forEachEntry(in bytes: [UInt8], path: String, _ body: (String) -> Void)
  throws(WordListError)
{
  var bytes = bytes
  // The UTF-8 byte order mark some editors put at the start of a text file.
  if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
  guard let first = bytes.first(where: { !isWhiteSpace($0) }) else { throw .empty(path: path) }
  guard first == UInt8(ascii: "<") || bytes.starts(with: "bplist".utf8) else {
    guard !bytes.contains(0) else {
      throw .malformed(path: path, reason: "binary data, neither a property list nor text")
    }
    for line in bytes.split(separator: 0x0A) { body(String(decoding: line, as: UTF8.self)) }
    return
  }
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
