import Foundation
import Synchronization

/// A regular file open for reading: the one way the loaders and the cache read files,
/// closing the file when done.
///
/// Only a regular file is opened, and without blocking: a FIFO, a device such as
/// `/dev/zero` or a folder in its place is refused before a byte is read, so no path can
/// make the program wait or read forever.
///
/// A loader reads the file whole (`contents(of:atMost:opened:)`); the cache reads its files a
/// page at a time, when a value on the page is first asked for, and keeps the pages: a large
/// cached table costs memory only for the parts a game looks at. A page the file no longer
/// has (it was cut short after it was opened) reads as zeros, so a value is always there to
/// read, and the file is marked damaged: whoever reads it checks `isDamaged` before trusting
/// what it read, and stops using it. The readers of its tables also mark it when a value
/// they read breaks the table's rules.
final class ReadableFile: Sendable {
  static let pageSize = 4096

  private let descriptor: Int32
  private let info: stat
  private let pages = Mutex<[Int: [UInt8]]>([:])
  private let damaged = Atomic(false)

  /// Opens the regular file at `path`.
  ///
  /// - Throws: `WordListError`: the file is missing or cannot be read.
  init(path: String) throws(WordListError) {
    descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw ReadableFile.systemError(path) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let error = ReadableFile.systemError(path)
      close(descriptor)
      throw error
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      let kind = info.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : "not a regular file"
      throw .unreadable(path: path, reason: kind)
    }
    self.info = info
  }

  /// Why the last call on the file at `path` failed, as the system words it.
  private static func systemError(_ path: String) -> WordListError {
    errno == ENOENT
      ? .missing(path: path) : .unreadable(path: path, reason: String(cString: strerror(errno)))
  }

  deinit { close(descriptor) }

  /// The file's size in bytes when it was opened.
  var size: Int { Int(info.st_size) }

  /// Whether a read came up short, or a value read was one the file cannot hold whole.
  var isDamaged: Bool { damaged.load(ordering: .relaxed) }

  /// Marks the file damaged: a value read from it breaks its rules.
  func markDamaged() { damaged.store(true, ordering: .relaxed) }

  /// The little-endian value at `offset`, which must not cross a page boundary.
  func value<Value: FixedWidthInteger>(_: Value.Type, at offset: Int) -> Value {
    let width = MemoryLayout<Value>.size
    let (page, start) = offset.quotientAndRemainder(dividingBy: Self.pageSize)
    precondition(start + width <= Self.pageSize, "a value never crosses a page")
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

  /// Fills `buffer` with the file's bytes from `offset`, as far as the file goes, leaving
  /// the file's position as it was, and marks the file damaged if it no longer has all of
  /// those it had when it was opened; what it does not have stays as it was.
  private func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.count - filled
      let result = pread(descriptor, buffer.baseAddress! + filled, count, off_t(offset + filled))
      if result > 0 {
        filled += result
      } else if result == 0 || errno != EINTR {
        break
      }
    }
    if filled < min(buffer.count, max(0, size - offset)) { markDamaged() }
  }

  /// The bytes of the regular file at `path`, of at most `limit` bytes, read whole for one of
  /// the loaders, and the stamp of the version opened; `opened` is told the file's size
  /// before it is read.
  ///
  /// - Throws: `WordListError`: the file is missing, cannot be read, or is too large.
  static func contents(
    of path: String, atMost limit: Int, opened: (_ size: Int) -> Void = { _ in }
  ) throws(WordListError) -> (bytes: [UInt8], stamp: SourceStamp) {
    let file = try ReadableFile(path: path)
    guard file.size <= limit else { throw .tooLarge(path: path, limit: limit) }
    opened(file.size)
    let data: Data
    do {
      // One byte past the limit, so that a file that grew past it since it was opened is
      // caught too.
      data = try FileHandle(fileDescriptor: file.descriptor).read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    guard data.count <= limit else { throw .tooLarge(path: path, limit: limit) }
    return ([UInt8](data), SourceStamp(file.info))
  }
}
