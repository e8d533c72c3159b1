import Foundation

/// Collects entries into length groups, normalising each one, and notes how the list writes
/// the words whose letters folding changed (`spellings`).
///
/// Entries usually arrive sorted (every bundled list is), so the builder only checks that
/// each group stays strictly increasing as words are appended, and sorts and deduplicates
/// the groups that did not.
struct WordListBuilder {
  /// The alphabet the entries' letters fold to.
  let alphabet: Alphabet
  /// The first entry with a letter that has no place in the alphabet, and that letter: such
  /// a list is in another language, and is refused rather than played without its words.
  private(set) var foreign: (entry: String, letter: Character)?
  private var buffers: [[UInt8]] = []
  private var isOrdered: [Bool] = []
  /// How the list writes the words whose letters folding changed: the lines of `Spellings`.
  private var lines: [UInt8] = []
  /// The codes of the last word added, where its spellings start in `lines`, and whether
  /// folding changed one of them: they are kept only if it did.
  private var key: [UInt8] = []
  private var keyStart = 0
  private var isKeyFolded = false

  init(alphabet: Alphabet) { self.alphabet = alphabet }

  /// Adds an entry given as a string.
  mutating func add(_ entry: String) {
    var entry = entry
    entry.withUTF8 { add(bytes: $0) }
  }

  /// Adds an entry given as UTF-8 bytes; dropped unless it folds to a word of at most
  /// `WordList.maximumWordLength` letters of the alphabet (an entry with a hyphen, an
  /// apostrophe or a digit is not a word), and noted in `foreign` if it has a letter that
  /// folds to none.
  mutating func add(bytes entry: UnsafeBufferPointer<UInt8>) {
    var start = entry.startIndex
    var end = entry.endIndex
    while start < end, isWhiteSpace(entry[start]) { start += 1 }
    while end > start, isWhiteSpace(entry[end - 1]) { end -= 1 }
    guard start < end else { return }
    let trimmed = UnsafeBufferPointer(rebasing: entry[start..<end])
    // An ASCII letter is one of A–Z once its case bit is cleared (a–z → A–Z).
    for byte in trimmed where !(0x41...0x5A).contains(byte & 0b1101_1111) {
      // Plain ASCII with something else than a letter (a hyphen, a digit) is no word, and
      // has no letter of another alphabet: dropped without making a string of it.
      guard byte >= 0x80 || trimmed.contains(where: { $0 >= 0x80 }) else { return }
      // Not plain ASCII letters: folded letter by letter (É → E), and added as codes.
      let text = String(decoding: trimmed, as: UTF8.self)
      guard byte >= 0x80, let codes = alphabet.codes(of: text) else {
        if foreign == nil, let letter = alphabet.unplacedLetter(in: text) {
          foreign = (text.count > 40 ? text.prefix(40) + "…" : text, letter)
        }
        return
      }
      codes.withUnsafeBufferPointer {
        append(word: $0, written: trimmed, isFolded: alphabet.text(codes) != text)
      }
      return
    }
    append(word: trimmed, written: trimmed, isFolded: false)
  }

  /// Appends a word of codes or of ASCII letters in either case, raised, to its group, and
  /// notes it `written` so in the list, which `isFolded` if folding changed its letters.
  private mutating func append(
    word: UnsafeBufferPointer<UInt8>, written: UnsafeBufferPointer<UInt8>, isFolded: Bool
  ) {
    let length = word.count
    guard length > 0, length <= WordList.maximumWordLength else { return }

    if length >= buffers.count {
      buffers.append(contentsOf: repeatElement([], count: length + 1 - buffers.count))
      isOrdered.append(contentsOf: repeatElement(true, count: length + 1 - isOrdered.count))
    }
    let previousEnd = buffers[length].count
    buffers[length].append(contentsOf: word)
    buffers[length].withUnsafeMutableBufferPointer { group in
      // a–z → A–Z; A–Z, and every code (65 to 95), unchanged.
      for index in previousEnd..<group.count { group[index] &= 0b1101_1111 }
      if isOrdered[length], previousEnd > 0 {
        let previous = UnsafeBufferPointer(rebasing: group[(previousEnd - length)..<previousEnd])
        isOrdered[length] = previous.lexicographicallyPrecedes(group[previousEnd...])
      }
    }
    // The spellings of one word are together in the list: those of the word before are kept
    // if folding changed one of them.
    let codes = buffers[length][previousEnd...]
    if !codes.elementsEqual(key) {
      if !isKeyFolded { lines.removeSubrange(keyStart...) }
      keyStart = lines.count
      isKeyFolded = false
      key.removeAll(keepingCapacity: true)
      key += codes
    }
    lines += codes
    lines.append(0x09)
    lines += written
    lines.append(0x0A)
    isKeyFolded = isKeyFolded || isFolded
  }

  /// How the list writes the words whose letters folding changed, once every entry has been
  /// added: the lines of `Spellings`, for the list's cache index.
  var spellings: [UInt8] { isKeyFolded ? lines : Array(lines[..<keyStart]) }

  /// The list of the words added, each length group sorted and without duplicates.
  func finish() -> WordList {
    let groups: [FixedLengthWords?] = buffers.indices.dropFirst().map { length in
      let bytes = isOrdered[length] ? buffers[length] : sortedDistinct(buffers[length], length)
      return FixedLengthWords(length: length, bytes: bytes, alphabet: alphabet)
    }
    return WordList(groups: [nil] + groups, alphabet: alphabet)
  }
}

private func sortedDistinct(_ bytes: [UInt8], _ length: Int) -> [UInt8] {
  let words = stride(from: 0, to: bytes.count, by: length).map { bytes[$0..<$0 + length] }
    .sorted { $0.lexicographicallyPrecedes($1) }
  // Sorted, a word given again comes right after itself.
  return words.indices.filter { $0 == 0 || words[$0] != words[$0 - 1] }.flatMap { words[$0] }
}

/// The codes of an entry, folded by `alphabet` and white space around it trimmed, or `nil`
/// if it is not a word. Queries take their arguments by the same rule as the builder, so
/// `contains("bear ")` finds `BEAR`, and `contains("café")` CAFE in French.
package func normalizedBytes(_ text: String, in alphabet: Alphabet) -> [UInt8]? {
  let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
  guard !trimmed.isEmpty else { return nil }
  return alphabet.codes(of: trimmed)
}

@inline(__always)
func isWhiteSpace(_ byte: UInt8) -> Bool {
  byte == 0x20 || (0x09...0x0D).contains(byte)
}
