import Foundation

/// A regular file open for reading: the one way the loaders and the cache read files,
/// closing the file when done.
///
/// Only a regular file is opened, and without blocking: a FIFO, a device such as
/// `/dev/zero` or a folder in its place is refused before a byte is read, so no path can
/// make the program wait or read forever.
final class ReadableFile: Sendable {
  private let descriptor: Int32
  private let info: stat

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

  deinit {
    close(descriptor)
  }

  /// The file's size in bytes when it was opened.
  var size: Int { Int(info.st_size) }

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
