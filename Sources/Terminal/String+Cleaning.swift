extension String {
  /// The text as it may reach the terminal from outside (a network peer, a file, the
  /// database): without any C0 or C1 control or bidirectional override or isolate, and
  /// without escapes, but for the colour and clear-screen ones the program itself writes
  /// (`ESC [ … m` with its own styles, `ESC [ H`, `ESC [ 2 J`) where `keepingStyle` says so.
  /// This is the one place such text is cleaned.
  ///
  /// - Complexity: O(*n*) over the UTF-8 bytes, tens of megabytes a second.
  public func cleanedForTerminal(keepingStyle: Bool = false) -> String {
    var text = self
    return text.withUTF8 { bytes in
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B, keepingStyle, let end = Self.endOfStyle(in: bytes, at: index) {
          kept += bytes[index..<end]
          index = end
          continue
        }
        let width =
          byte == 0x1B
          ? Self.escapeWidth(in: bytes, at: index) : Self.controlWidth(in: bytes, at: index)
        if width == 0 { kept.append(byte) }
        index += max(width, 1)
      }
      return String(decoding: kept, as: UTF8.self)
    }
  }

  /// The bytes of the escape sequence at `index`, so that one dropped leaves none of its
  /// text behind (`[8m`, a window title): a control sequence (`ESC [`, parameters, one
  /// final byte), a string (`ESC ]`, `P`, `X`, `^` or `_`, to BEL or `ESC \`), or `ESC` and
  /// one character; as far as the text goes, for one cut short.
  private static func escapeWidth(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    guard index + 1 < bytes.count else { return 1 }
    var end = index + 2
    switch bytes[index + 1] {
    case UInt8(ascii: "["):
      while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
      return (end < bytes.count && (0x40...0x7E).contains(bytes[end]) ? end + 1 : end) - index
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
      if end < bytes.count, bytes[end] == 0x07 {
        end += 1
      } else if end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\\") {
        end += 2
      }
      return end - index
    case 0x20...0x7E:
      return 2
    default:
      return 1
    }
  }

  /// The bytes of the control character at `index`: a C0 control or DEL (1), a C1 control
  /// (2), a bidirectional override or isolate, U+202A–U+202E or U+2066–U+2069 (3); 0 for
  /// anything else.
  private static func controlWidth(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return 1 }
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    if byte == 0xC2, (0x80...0x9F).contains(next) { return 2 }
    guard byte == 0xE2, index + 2 < bytes.count else { return 0 }
    let last = bytes[index + 2]
    let isBidi =
      (next == 0x80 && (0xAA...0xAE).contains(last))
      || (next == 0x81 && (0xA6...0xA9).contains(last))
    return isBidi ? 3 : 0
  }

  /// Where the style escape at `index` ends (`ESC [` then digits and `;` then `m`, or `H`,
  /// or `2J`), or `nil` if none starts there.
  private static func endOfStyle(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "[") else { return nil }
    var end = index + 2
    while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (48...57).contains(bytes[end]) {
      end += 1
    }
    guard end < bytes.count else { return nil }
    let parameters = bytes[(index + 2)..<end]
    switch bytes[end] {
    case UInt8(ascii: "m") where isOwnStyle(parameters): return end + 1
    case UInt8(ascii: "H") where parameters.isEmpty: return end + 1
    case UInt8(ascii: "J") where parameters.elementsEqual([UInt8(ascii: "2")]): return end + 1
    default: return nil
    }
  }

  /// Whether the parameters of a style escape name only styles the program itself writes
  /// (`TextStyle`, `PegBoard`): reset, bold, dim, a foreground colour (`38;5;N` too); not
  /// blink, reverse or conceal, which could hide what follows.
  private static func isOwnStyle(_ parameters: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
    let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
      .map { $0.isEmpty ? 0 : Int(String(decoding: $0, as: UTF8.self)) ?? -1 }
    var index = 0
    while index < numbers.count {
      switch numbers[index] {
      case 0, 1, 2, 22, 30...37, 39:
        index += 1
      case 38
      where index + 2 < numbers.count && numbers[index + 1] == 5
        && (0...255).contains(numbers[index + 2]):
        index += 3
      default:
        return false
      }
    }
    return true
  }
}
