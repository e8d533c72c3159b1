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
  /// Where the next line starts in `buffer`. A line a signal interrupts stays there, cut to
  /// `maximumLineLength` bytes, for the next read.
  private var position = 0
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
  public var hasEnded: Bool { isFinished && position >= buffer.count }

  /// Drops what was read and not yet taken as a line.
  ///
  /// - Returns: Whether there was any.
  public mutating func dropBuffered() -> Bool {
    let had = position < buffer.count
    buffer.removeAll(keepingCapacity: true)
    position = 0
    return had
  }

  /// The next line, or why there is none.
  public mutating func nextLine() -> Result<String, Status> {
    var searched = position
    while true {
      if let newline = buffer[searched...].firstIndex(of: 0x0A) {
        defer { position = newline + 1 }
        return .success(decode(buffer[position..<newline]))
      }
      // What there is of the line moves to the front, no more of it than is kept.
      buffer.removeSubrange(min(buffer.count, position + Self.maximumLineLength)...)
      buffer.removeSubrange(..<position)
      position = 0
      searched = buffer.count
      if isFinished { return .failure(.endOfInput) }
      if let status = fill(&buffer) {
        if status == .interrupted { return .failure(.interrupted) }
        isFinished = true
        // What is left is a last line without a line break: taken if it counts, else dropped.
        position = buffer.count
        if keepsUnendedLine, !buffer.isEmpty { return .success(decode(buffer[...])) }
      }
    }
  }

  /// A line's first `maximumLineLength` bytes, without a carriage return that ends them.
  private func decode(_ line: ArraySlice<UInt8>) -> String {
    let kept = line.prefix(Self.maximumLineLength)
    return String(decoding: kept.last == 0x0D ? kept.dropLast() : kept, as: UTF8.self)
  }
}
