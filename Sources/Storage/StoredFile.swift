import Foundation

/// A file the store owns, read and written with the care SPEC §5 asks for.
///
/// - Only "no such file" means absent: any other failure to read is an error, so an
///   unreadable file is never taken for a missing one and written over unseen.
/// - Only regular files are read, without blocking (a FIFO in its place cannot hang the
///   program), and never more than `maximumSize` bytes where one is set (the settings' 1 MB).
/// - A write goes to a temporary file created with `O_EXCL`, is flushed, renamed over the
///   file, and the folder is flushed: a kill at any moment leaves the old file or the new
///   one (and at worst a hidden `.NAME.….tmp` beside them).
/// - A damaged file is moved aside under a name no other file has, never over a kept copy.
struct StoredFile: Sendable {
  let url: URL
  /// The most bytes the file may hold; a larger one is damaged, not read. Only a file that is
  /// read has a limit.
  var maximumSize = Int.max

  var path: String { url.path }
  private var folder: URL { url.deletingLastPathComponent() }
  private var name: String { url.lastPathComponent }

  /// The file's bytes, or `nil` if there is no file.
  ///
  /// - Throws: `StorageError.unreadable` if the file exists but cannot be read;
  ///   `StorageError.damaged` if it is not a regular file or is too large.
  func read() throws(StorageError) -> Data? {
    // Opened without blocking, so that a FIFO in the file's place cannot hang the program.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      // No file, or a file where a folder on the way should be: either way nothing is there.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .unreadable(path: path, reason: Self.systemReason())
    }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      throw .unreadable(path: path, reason: Self.systemReason())
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw .damaged(path: path, reason: "not a regular file")
    }
    // A limit set is a whole number of megabytes.
    let tooLarge = StorageError.damaged(path: path, reason: "larger than \(maximumSize >> 20) MB")
    guard Int(info.st_size) <= maximumSize else { throw tooLarge }
    let data: Data
    do {
      // One byte past its size, so that a file that grew since `fstat` is caught too.
      data = try file.read(upToCount: Int(info.st_size) + 1) ?? Data()
    } catch {
      throw .unreadable(path: path, reason: error.localizedDescription)
    }
    guard data.count <= maximumSize else { throw tooLarge }
    return data
  }

  /// Replaces the file with the chunks one after another, atomically: they go to a new
  /// temporary file in the same folder, which is flushed and renamed over the file, and the
  /// folder is flushed. `durably` false skips the flushing, for a file that can be rebuilt.
  ///
  /// A link is written through: the file it leads to is replaced, and the link stays.
  func write(_ chunks: [[UInt8]], durably: Bool = true) throws(StorageError) {
    try makeFolder()
    let target = linkTarget
    let folder = target.deletingLastPathComponent()
    let path = target.path
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp"
    ).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unwritable(path: path, reason: Self.systemReason()) }
    let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      for chunk in chunks { try file.write(contentsOf: chunk) }
      if durably { try file.synchronize() }
      try file.close()
      guard rename(temporary, path) == 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
    } catch {
      unlink(temporary)
      throw .unwritable(path: path, reason: error.localizedDescription)
    }
    if durably { Self.sync(folder) }
  }

  /// Makes the file's folder, and the folders above it, where they are missing.
  private func makeFolder() throws(StorageError) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .unwritable(path: path, reason: Self.folderReason(folder))
    }
  }

  /// The file a write replaces: this one, or the one its link leads to (through a chain of
  /// links, existing yet or not).
  private var linkTarget: URL {
    var target = url
    for _ in 1...32 {
      guard let next = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path)
      else { break }
      target =
        URL(fileURLWithPath: next, relativeTo: target.deletingLastPathComponent())
        .standardizedFileURL
    }
    return target
  }

  /// Renames the file (or whatever stands in its place) out of the way, keeping it for
  /// inspection: `NAME.damaged-YYYYMMDD-HHMMSS`, then `-2`, `-3`… if
  /// that name is taken. Files that belong with it, named by `companions` (SQLite's `-wal`
  /// and `-shm`), follow it under its new name, so that the copy still opens as it was.
  ///
  /// The new name is claimed first (an empty file, or an empty folder for a folder) with a
  /// call that fails if the name exists, and the rename then replaces only that claim, so
  /// two damaged files moved in the same second never overwrite each other's copy.
  ///
  /// - Returns: Where the file went, or `nil` if it could not be moved.
  func moveAside(companions: [String] = [], now: Date = Date()) -> URL? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    guard let aside = claimNameAside(asFolder: info.st_mode & S_IFMT == S_IFDIR, now: now) else {
      return nil
    }
    // A claim the rename did not replace goes: `remove` deletes a file or an empty folder.
    guard rename(path, aside.path) == 0 else {
      remove(aside.path)
      return nil
    }
    for suffix in companions where lstat(path + suffix, &info) == 0 {
      if Self.claim(aside.path + suffix, asFolder: info.st_mode & S_IFMT == S_IFDIR),
        rename(path + suffix, aside.path + suffix) != 0
      {
        remove(aside.path + suffix)
      }
    }
    Self.sync(folder)
    return aside
  }

  /// Claims the first free name `NAME.damaged-YYYYMMDD-HHMMSS`, `…-2`, `…-3`…, with an
  /// empty file or folder made by a call that fails if the name exists.
  private func claimNameAside(asFolder: Bool, now: Date) -> URL? {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyyMMdd-HHmmss"
    let stem = "\(name).damaged-\(formatter.string(from: now))"
    for attempt in 1...1000 {
      let aside = folder.appendingPathComponent(attempt == 1 ? stem : "\(stem)-\(attempt)")
      if Self.claim(aside.path, asFolder: asFolder) { return aside }
      guard errno == EEXIST else { return nil }
    }
    return nil
  }

  /// Creates an empty file (or folder) at `path`, failing if anything is there already.
  private static func claim(_ path: String, asFolder: Bool) -> Bool {
    if asFolder { return mkdir(path, 0o700) == 0 }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    return true
  }

  /// Runs `body` holding an exclusive lock shared by every process using this file.
  func withLock<Result>(_ body: () throws(StorageError) -> Result) throws(StorageError) -> Result {
    try makeFolder()
    guard let lock = lock() else {
      throw .unwritable(path: lockPath, reason: Self.systemReason())
    }
    return try withExtendedLifetime(lock) { () throws(StorageError) in try body() }
  }

  /// Takes the exclusive lock shared by every process using this file (`flock` on
  /// `.NAME.lock` beside it), held until the handle is released, which closes the file and so
  /// lets the lock go; `nil` if there is no lock file and none can be made (a folder nobody
  /// may write, where nothing can change).
  func lock() -> FileHandle? {
    var descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NONBLOCK, 0o644)
    // A lock file made by another user can still be locked: `flock` needs no write access.
    if descriptor < 0, errno == EACCES {
      descriptor = open(lockPath, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    }
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
  }

  /// `.NAME.lock` beside the file.
  private var lockPath: String { folder.appendingPathComponent(".\(name).lock").path }

  /// Flushes a folder, so that a rename in it survives a crash of the machine.
  private static func sync(_ folder: URL) {
    try? FileHandle(forReadingFrom: folder).synchronize()
  }

  static func systemReason() -> String {
    String(cString: strerror(errno))
  }

  /// Why nothing can be written to the file or folder at `path`, in plain words, where the
  /// system tells: a read-only disk, a full one, or one this user may not write.
  static func unwritableReason(_ path: String) -> String? {
    var disk = statvfs()
    if statvfs(path, &disk) == 0 {
      if disk.f_flag & UInt(ST_RDONLY) != 0 { return "the disk is read-only" }
      if disk.f_bavail == 0 { return "the disk is full" }
    }
    guard access(path, W_OK) != 0, errno == EACCES else { return nil }
    return "\(path) may not be written by this user"
  }

  /// Why a folder could not be made, in plain words.
  static func folderReason(_ folder: URL) -> String {
    let (ancestor, isFolder) = nearestExisting(folder)
    if !isFolder { return "\(ancestor.path) is a file, not a folder" }
    return FileManager.default.isWritableFile(atPath: ancestor.path)
      ? "the folder cannot be made" : "\(ancestor.path) cannot be written"
  }

  /// `folder`, or the nearest folder above it that exists, and whether it is a folder.
  static func nearestExisting(_ folder: URL) -> (URL, isFolder: Bool) {
    var ancestor = folder
    var isFolder: ObjCBool = false
    while ancestor.path != "/",
      !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder)
    {
      ancestor.deleteLastPathComponent()
      isFolder = true
    }
    return (ancestor, isFolder.boolValue)
  }
}
