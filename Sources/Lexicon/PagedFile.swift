import Foundation
import Synchronization

/// A file read a page at a time, when a value on the page is first asked for, and the
/// pages kept: a large cached table costs memory only for the parts a game looks at.
///
/// A page the file no longer has (it was cut short after it was opened) reads as zeros,
/// so a value is always there to read, and the file is marked damaged: whoever reads it
/// checks `isDamaged` before trusting what it read, and stops using it. The readers of its
/// tables also mark it when a value they read breaks the table's rules.
final class PagedFile: Sendable {
  static let pageSize = 4096

  private let file: ReadableFile
  private let pages = Mutex<[Int: [UInt8]]>([:])
  private let damaged = Atomic(false)

  init(_ file: ReadableFile) {
    self.file = file
  }

  /// Whether a read came up short, or a value read was one the file cannot hold whole.
  var isDamaged: Bool { damaged.load(ordering: .relaxed) }

  /// Marks the file damaged: a value read from it breaks its rules.
  func markDamaged() {
    damaged.store(true, ordering: .relaxed)
  }

  /// The little-endian value at `offset`, which must not cross a page boundary.
  func value<Value: FixedWidthInteger>(_: Value.Type, at offset: Int) -> Value {
    let size = MemoryLayout<Value>.size
    let (page, start) = offset.quotientAndRemainder(dividingBy: Self.pageSize)
    precondition(start + size <= Self.pageSize, "a value never crosses a page")
    return pages.withLock { pages in
      if pages[page] == nil {
        pages[page] = values(UInt8.self, at: page * Self.pageSize, count: Self.pageSize)
      }
      return pages[page]!.withUnsafeBytes {
        Value(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: Value.self))
      }
    }
  }

  /// `count` little-endian values from `offset`, read in one go, in place, rather than page
  /// by page (zeros where the file no longer has them).
  func values<Value: FixedWidthInteger>(_: Value.Type, at offset: Int, count: Int) -> [Value] {
    var values = [Value](repeating: 0, count: count)
    values.withUnsafeMutableBytes { read(into: $0, at: offset) }
    #if _endian(big)
      return values.map(Value.init(littleEndian:))
    #else
      return values
    #endif
  }

  /// Fills `buffer` from `offset`, marking the file damaged if it no longer has all of
  /// those it had when it was opened.
  private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) {
    let expected = min(buffer.count, max(0, file.size - offset))
    if file.read(into: buffer, fileOffset: offset) < expected { markDamaged() }
  }
}
