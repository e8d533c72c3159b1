import Foundation

/// A file open for reading: the one way the loader and the cache read files, retrying reads
/// a signal interrupts and closing the file when done.
final class ReadableFile {
  /// Why a file could not be opened or read, as the system words it.
  struct Failure: Error {
    let reason: String

    static func current() -> Failure {
      Failure(reason: String(cString: strerror(errno)))
    }
  }

  private let descriptor: Int32

  init(path: String) throws(Failure) {
    descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current() }
  }

  deinit {
    close(descriptor)
  }

  /// The file's size and modification time.
  var stamp: SourceStamp? {
    SourceStamp(descriptor: descriptor)
  }

  /// Reads up to `count` bytes into `buffer` at `offset`.
  ///
  /// - Returns: The number of bytes read; 0 at the end of the file.
  func read(into buffer: inout [UInt8], at offset: Int, count: Int) throws(Failure) -> Int {
    guard count > 0 else { return 0 }
    precondition(offset >= 0 && offset + count <= buffer.count, "the read must fit the buffer")
    while true {
      let result = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + offset, count)
      }
      if result >= 0 { return result }
      guard errno == EINTR else { throw .current() }
    }
  }

  /// Exactly the next `count` bytes, or `nil` if the file ends first or cannot be read.
  func bytes(_ count: Int) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      guard let read = try? read(into: &buffer, at: filled, count: count - filled), read > 0
      else { return nil }
      filled += read
    }
    return buffer
  }
}
