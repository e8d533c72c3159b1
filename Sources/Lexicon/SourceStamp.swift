import Foundation

/// What identifies one version of a source file: where it is on disk (device and inode),
/// its size, its modification time, and its status-change time, which the system sets on
/// every write and nobody can set back, so a list rewritten with its old size and time
/// (`cp -p`, `touch -r`) is still seen as changed.
public struct SourceStamp: Equatable, Sendable {
  /// The device, inode, size, and modification and change times in nanoseconds.
  let fields: [Int]

  /// The stamp of the file at `path` as it is now, or `nil` if there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  init(_ info: stat) {
    // The two times are spelled differently on Darwin.
    #if os(Linux)
      let (modified, changed) = (info.st_mtim, info.st_ctim)
    #else
      let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
    #endif
    fields = [
      Int(truncatingIfNeeded: info.st_dev), Int(truncatingIfNeeded: info.st_ino),
      Int(info.st_size), Int(modified.tv_sec) * 1_000_000_000 + Int(modified.tv_nsec),
      Int(changed.tv_sec) * 1_000_000_000 + Int(changed.tv_nsec),
    ]
  }
}
