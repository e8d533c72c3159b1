/// Splits a byte stream into lines, whatever the bytes are.
///
/// A line is bounded: past `maximumLineLength` bytes the rest of it is read and dropped,
/// so a multi-megabyte line costs no memory. Bytes that are not UTF-8 decode to U+FFFD;
/// NUL bytes are kept as they are; a final line without a line break still counts, unless
/// the reader is told that only a line break ends a line (a network peer's, a terminal's).
public struct LineReader {
  /// The longest line kept, in bytes; no answer in any game comes near it.
  public static let maximumLineLength = 1024

  /// The event read when the source fails or ends; an error, so it can travel in a `Result`.
  public enum Status: Error, Equatable {
    case endOfInput
    case interrupted
  }

  private var buffer: [UInt8] = []
  private var position = 0
  /// The line read so far, kept when a signal interrupts it.
  private var partialLine: [UInt8] = []
  private var isFinished = false
  private let fill: (inout [UInt8]) -> Status?
  /// Whether a last line the input ends without a line break is a line.
  private let keepsUnendedLine: Bool

  /// Creates a reader that gets bytes from `fill`, which appends at least one byte, or
  /// returns why it could not.
  ///
  /// - Parameter keepsUnendedLine: Whether a last line without a line break counts: from a
  ///   file or a pipe it does; from a peer, or a terminal where Ctrl-D ends the input, half a
  ///   line is not a move.
  public init(keepsUnendedLine: Bool = true, fill: @escaping (inout [UInt8]) -> Status?) {
    self.keepsUnendedLine = keepsUnendedLine
    self.fill = fill
  }

  /// Whether the input has ended and every line of it was read: no line will come.
  public var hasEnded: Bool { isFinished && position >= buffer.count && partialLine.isEmpty }

  /// Drops what was read and not yet taken as a line.
  ///
  /// - Returns: Whether there was any.
  public mutating func dropBuffered() -> Bool {
    let had = position < buffer.count || !partialLine.isEmpty
    buffer.removeAll(keepingCapacity: true)
    position = 0
    partialLine = []
    return had
  }

  /// The next line, or why there is none.
  public mutating func nextLine() -> Result<String, Status> {
    var line = partialLine
    partialLine = []
    while true {
      if let newline = buffer[position...].firstIndex(of: 0x0A) {
        append(buffer[position..<newline], to: &line)
        position = newline + 1
        return .success(decode(line))
      }
      append(buffer[position...], to: &line)
      buffer.removeAll(keepingCapacity: true)
      position = 0
      if isFinished { return .failure(.endOfInput) }
      if let status = fill(&buffer) {
        if status == .interrupted {
          partialLine = line
          return .failure(.interrupted)
        }
        isFinished = true
        if keepsUnendedLine, !line.isEmpty { return .success(decode(line)) }
      }
    }
  }

  private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8]) {
    let room = Self.maximumLineLength - line.count
    if room > 0 { line.append(contentsOf: bytes.prefix(room)) }
  }

  private func decode(_ line: [UInt8]) -> String {
    let bytes = line.last == 0x0D ? line.dropLast() : line[...]
    return String(decoding: bytes, as: UTF8.self)
  }
}
