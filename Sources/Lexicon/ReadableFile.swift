import Foundation

/// A regular file open for reading: the one way the loader and the cache read files,
/// retrying reads a signal interrupts and closing the file when done.
///
/// Only a regular file is opened, and without blocking: a FIFO, a device such as
/// `/dev/zero` or a folder in its place is refused before a byte is read, so no path can
/// make the program wait or read forever.
final class ReadableFile: Sendable {
  /// Where the file was opened, which errors name.
  let path: String
  private let descriptor: Int32
  private let info: stat

  /// Opens the regular file at `path`.
  ///
  /// - Throws: `WordListError`: the file is missing or cannot be read.
  init(path: String) throws(WordListError) {
    self.path = path
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

  deinit {
    close(descriptor)
  }

  /// The file's size in bytes when it was opened.
  var size: Int { Int(info.st_size) }

  /// What identifies this version of the file.
  var stamp: SourceStamp { SourceStamp(info) }

  /// Reads up to `count` bytes into `buffer` at `offset`.
  ///
  /// - Returns: The number of bytes read; 0 at the end of the file.
  func read(into buffer: inout [UInt8], at offset: Int, count: Int) throws(WordListError) -> Int {
    guard count > 0 else { return 0 }
    precondition(offset >= 0 && offset + count <= buffer.count, "the read must fit the buffer")
    while true {
      let result = buffer.withUnsafeMutableBytes {
        Foundation.read(descriptor, $0.baseAddress! + offset, count)
      }
      if result >= 0 { return result }
      guard errno == EINTR else { throw Self.systemError(path) }
    }
  }

  /// Fills `buffer` (memory of any type, read in place) with the file's bytes from
  /// `fileOffset`, as far as the file goes, leaving the file's position as it was; what the
  /// file does not have (or could not be read) stays as it was.
  ///
  /// - Returns: The number of bytes read.
  func read(into buffer: UnsafeMutableRawBufferPointer, fileOffset: Int) -> Int {
    var filled = 0
    while filled < buffer.count {
      let count = buffer.count - filled
      let result = pread(
        descriptor, buffer.baseAddress! + filled, count, off_t(fileOffset + filled))
      if result > 0 {
        filled += result
      } else if result == 0 || errno != EINTR {
        break
      }
    }
    return filled
  }

  /// The rest of the file, at most `limit` bytes.
  ///
  /// - Throws: `WordListError`: the file cannot be read, or has more.
  func remainingBytes(limit: Int) throws(WordListError) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: min(size, limit) + 1)
    var filled = 0
    while true {
      if filled == buffer.count {
        guard buffer.count <= limit else { throw .tooLarge(path: path, limit: limit) }
        buffer.append(
          contentsOf: repeatElement(0, count: min(buffer.count, limit + 1 - buffer.count)))
      }
      let count = try read(into: &buffer, at: filled, count: buffer.count - filled)
      if count == 0 { return Array(buffer[..<filled]) }
      filled += count
    }
  }

  /// The regular file at `path`, of at most `limit` bytes, opened for one of the loaders.
  ///
  /// - Throws: `WordListError`: the file is missing, cannot be read, or is too large.
  static func opened(_ path: String, atMost limit: Int) throws(WordListError) -> ReadableFile {
    let file = try ReadableFile(path: path)
    guard file.size <= limit else { throw .tooLarge(path: path, limit: limit) }
    return file
  }
}
