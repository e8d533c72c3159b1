extension String {
  /// The text as it may reach the terminal from outside (a network peer, a file, the
  /// database): without any C0 or C1 control or bidirectional override or isolate, and
  /// without escapes, but for the colour and clear-screen ones the program itself writes
  /// (`ESC [ … m` with one of its own styles where `keepingStyle` says so, and
  /// `ESC [ H ESC [ 2 J` as a pair where `keepingClearScreen` does).
  /// This is the one place such text is cleaned.
  ///
  /// - Complexity: O(*n*) over the UTF-8 bytes, tens of megabytes a second.
  public func cleanedForTerminal(keepingStyle: Bool = false, keepingClearScreen: Bool = false)
    -> String
  {
    var text = self
    return text.withUTF8 { bytes in
      var kept: [UInt8] = []
      kept.reserveCapacity(bytes.count)
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte == 0x1B,
          let end = Self.endOfStyle(
            in: bytes, at: index, keepingStyle: keepingStyle,
            keepingClearScreen: keepingClearScreen)
        {
          kept += bytes[index..<end]
          index = end
          continue
        }
        let width =
          Self.escapeWidth(in: bytes, at: index) ?? Self.controlWidth(in: bytes, at: index)
        if width == 0 { kept.append(byte) }
        index += max(width, 1)
      }
      return String(decoding: kept, as: UTF8.self)
    }
  }

  /// The bytes of the escape sequence at `index`, so that one dropped leaves none of its
  /// text behind (`[8m`, a window title); `nil` if none starts there. A sequence begins
  /// with `ESC` and a letter, or with the C1 control that stands for both (`CSI`, U+009B,
  /// is `ESC [`): a control sequence (`[`, parameters, one final byte); a string (`]`, `P`,
  /// `X`, `^` or `_`) to BEL or the string terminator (`ESC \\`, U+009C), or to the first
  /// other control, which no string holds; a single shift (`N`, `O`) and the character it
  /// shifts; or intermediates (`ESC (`) and one final byte.
  /// One cut short goes as far as it reaches.
  private static func escapeWidth(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    let letter: UInt8
    switch bytes[index] {
    case 0x1B: letter = next
    case 0xC2 where (0x80...0x9F).contains(next): letter = next - 0x40
    default: return nil
    }
    var end = index + 2
    func skip(while kept: (UInt8) -> Bool) {
      while end < bytes.count, kept(bytes[end]) { end += 1 }
    }
    func final(_ range: ClosedRange<UInt8>) -> Int {
      (end < bytes.count && range.contains(bytes[end]) ? end + 1 : end) - index
    }
    func isTerminator(at place: Int) -> Bool {
      guard place + 1 < bytes.count else { return false }
      let pair = (bytes[place], bytes[place + 1])
      return pair == (0x1B, 0x5C) || pair == (0xC2, 0x9C)
    }
    switch letter {
    case UInt8(ascii: "["):
      // A terminal acts on a C0 control (or ignores DEL) inside a control sequence and goes
      // on with it; CAN, SUB and ESC end it.
      skip { $0 <= 0x3F && ![0x18, 0x1A, 0x1B].contains($0) || $0 == 0x7F }
      return final(0x40...0x7E)
    case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "^"),
      UInt8(ascii: "_"):
      skip { $0 >= 0x20 && !($0 == 0xC2 && isTerminator(at: end)) }
      if end < bytes.count, bytes[end] == 0x07 { return end + 1 - index }
      return (isTerminator(at: end) ? end + 2 : end) - index
    case 0x20...0x2F:
      end = index + 1
      skip { (0x20...0x2F).contains($0) }
      return final(0x30...0x7E)
    case UInt8(ascii: "N"), UInt8(ascii: "O"):
      return final(0x20...0x7E)
    case 0x30...0x7E:
      return 2
    default:
      return 1
    }
  }

  /// The bytes of the control character at `index`: a C0 control or DEL (1), a bidirectional
  /// override or isolate, U+202A–U+202E or U+2066–U+2069 (3); 0 for anything else (a C1
  /// control is an escape's).
  private static func controlWidth(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == 0x7F { return 1 }
    guard byte == 0xE2, index + 2 < bytes.count else { return 0 }
    let (next, last) = (bytes[index + 1], bytes[index + 2])
    let isBidi =
      (next == 0x80 && (0xAA...0xAE).contains(last))
      || (next == 0x81 && (0xA6...0xA9).contains(last))
    return isBidi ? 3 : 0
  }

  /// Where the escape the program itself writes at `index` ends, or `nil` if none starts
  /// there or it is not kept: a style of its own (`ownStyles`), or the clearing of the
  /// screen, whole.
  private static func endOfStyle(
    in bytes: UnsafeBufferPointer<UInt8>, at index: Int, keepingStyle: Bool,
    keepingClearScreen: Bool
  ) -> Int? {
    if bytes[index...].starts(with: clearScreen) {
      return keepingClearScreen ? index + clearScreen.count : nil
    }
    guard keepingStyle, bytes[index...].starts(with: [0x1B, UInt8(ascii: "[")]) else { return nil }
    // No style of the program's is longer than a few bytes: a longer one is not its own.
    let parameters = bytes[(index + 2)...].prefix(16).prefix { $0 != UInt8(ascii: "m") }
    let end = parameters.endIndex
    guard end < bytes.count, bytes[end] == UInt8(ascii: "m"),
      ownStyles.contains(Array(parameters))
    else { return nil }
    return end + 1
  }

  /// The bytes that clear the screen, as `Console.clearScreen()` writes them.
  private static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)

  /// The parameters of the styles the program itself writes (`TextStyle`'s, and the
  /// reset): no black or white text, blink, reverse or conceal, which could hide what
  /// follows.
  private static let ownStyles: Set<[UInt8]> = Set(
    (["", "0"] + TextStyle.Role.allCases.map(\.rawValue)).map { Array($0.utf8) })
}
