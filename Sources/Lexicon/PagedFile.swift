import Foundation
import Synchronization

/// A file read a page at a time, when a value on the page is first asked for, and the
/// pages kept: a large cached table costs memory only for the parts a game looks at.
///
/// A page the file no longer has (it was cut short after it was opened) reads as zeros,
/// so a value is always there to read; the tables read this way are checked to be safe
/// to walk whatever values they hold.
final class PagedFile: Sendable {
  static let pageSize = 4096

  private let file: ReadableFile
  private let pages = Mutex<[Int: [UInt8]]>([:])

  init(_ file: ReadableFile) {
    self.file = file
  }

  /// The little-endian value at `offset`, which must not cross a page boundary.
  func value<Value: FixedWidthInteger>(_: Value.Type, at offset: Int) -> Value {
    let size = MemoryLayout<Value>.size
    let (page, start) = offset.quotientAndRemainder(dividingBy: Self.pageSize)
    precondition(start + size <= Self.pageSize, "a value never crosses a page")
    return pages.withLock { pages in
      if pages[page] == nil { pages[page] = read(page: page) }
      return pages[page]!.withUnsafeBytes {
        Value(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: Value.self))
      }
    }
  }

  /// `count` little-endian values from `offset`, read in one go rather than page by page
  /// (zeros where the file no longer has them).
  func values<Value: FixedWidthInteger>(_: Value.Type, at offset: Int, count: Int) -> [Value] {
    var bytes = [UInt8](repeating: 0, count: count * MemoryLayout<Value>.size)
    file.read(into: &bytes, fileOffset: offset)
    return bytes.withUnsafeBytes { raw in
      (0..<count).map {
        Value(
          littleEndian: raw.loadUnaligned(
            fromByteOffset: $0 * MemoryLayout<Value>.size, as: Value.self))
      }
    }
  }

  private func read(page: Int) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: Self.pageSize)
    file.read(into: &bytes, fileOffset: page * Self.pageSize)
    return bytes
  }
}
