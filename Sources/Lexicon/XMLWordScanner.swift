/// Reads an XML property list of the shape the bundled lists have, piece by piece, or
/// declines it so the caller can fall back to `PropertyListSerialization`.
///
/// Accepted: an optional `<?xml …?>` declaration and `<!DOCTYPE …>`, then
/// `<plist …><array>`, any number of `<string>text</string>` whose text has no markup or
/// entity, and `</array></plist>`, with white space between elements. Everything else
/// (entities, CDATA, comments, `<string/>`, nested values, a byte order mark, a word split
/// over two pieces) is declined, never guessed at, so this path can only ever agree with
/// the reference decoder.
///
/// - Complexity: O(*n*) in the size of the file, one pass.
struct XMLWordScanner {
  private enum Phase {
    /// Before `<array>`; the prolog must be whole in the first piece.
    case prolog
    /// Inside the array.
    case words
    /// After `</array>`, before `</plist>`.
    case closing
    /// After `</plist>`: only white space may follow.
    case complete
    case declined
  }

  private var phase = Phase.prolog

  /// Whether the whole file has been read and had the accepted shape.
  var isComplete: Bool { phase == .complete }

  /// Reads the next piece of the file, adding its words to `builder`.
  ///
  /// - Returns: `false` once the file has been declined.
  mutating func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, into builder: inout WordListBuilder
  ) -> Bool {
    var cursor = Cursor(bytes: bytes)
    if phase == .prolog {
      phase = cursor.skipProlog() ? .words : .declined
    }
    while phase != .declined {
      cursor.skipWhiteSpace()
      if cursor.isAtEnd { break }
      switch phase {
      case .words:
        if cursor.skip("</array>") {
          phase = .closing
        } else if cursor.skip("<string>"), let text = cursor.text(before: UInt8(ascii: "<")),
          !text.contains(UInt8(ascii: "&")), cursor.skip("</string>")
        {
          builder.add(bytes: text)
        } else {
          phase = .declined
        }
      case .closing:
        phase = cursor.skip("</plist>") ? .complete : .declined
      case .prolog, .complete, .declined:
        phase = .declined
      }
    }
    return phase != .declined
  }
}

private struct Cursor {
  let bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  var isAtEnd: Bool { position == bytes.count }

  /// Skips the XML declaration, document type, `<plist …>` and `<array>`.
  mutating func skipProlog() -> Bool {
    skipWhiteSpace()
    if skip("<?xml") {
      guard skip(through: "?>") else { return false }
      skipWhiteSpace()
    }
    if skip("<!DOCTYPE") {
      guard skip(through: ">") else { return false }
      skipWhiteSpace()
    }
    guard skip("<plist"), skip(through: ">") else { return false }
    skipWhiteSpace()
    return skip("<array>")
  }

  mutating func skipWhiteSpace() {
    while position < bytes.count, isWhiteSpace(bytes[position]) { position += 1 }
  }

  /// Skips `literal` if the input continues with it.
  mutating func skip(_ literal: StaticString) -> Bool {
    let count = literal.utf8CodeUnitCount
    guard bytes.count - position >= count else { return false }
    for offset in 0..<count where bytes[position + offset] != literal.utf8Start[offset] {
      return false
    }
    position += count
    return true
  }

  /// Skips past the next occurrence of `literal`, if there is one.
  mutating func skip(through literal: StaticString) -> Bool {
    while position < bytes.count {
      if skip(literal) { return true }
      position += 1
    }
    return false
  }

  /// The bytes up to (not including) the next `terminator`, which is not consumed.
  mutating func text(before terminator: UInt8) -> UnsafeBufferPointer<UInt8>? {
    let start = position
    while position < bytes.count, bytes[position] != terminator { position += 1 }
    guard position < bytes.count else { return nil }
    return UnsafeBufferPointer(rebasing: bytes[start..<position])
  }
}
