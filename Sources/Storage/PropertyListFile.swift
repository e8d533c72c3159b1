import Foundation

/// One value kept in a property list file, written atomically.
///
/// A write goes to a temporary file in the same folder, is flushed to disk, and is renamed
/// over the old file, so a crash or kill at any moment leaves the old file or the new one,
/// never a torn one. `withLock` serialises read-modify-write between processes.
struct PropertyListFile<Value: Codable> {
  let url: URL

  /// The value, or `nil` if there is no file.
  ///
  /// - Throws: `StorageError.damaged` if the file cannot be decoded.
  func read() throws(StorageError) -> Value? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    do {
      return try PropertyListDecoder().decode(Value.self, from: data)
    } catch {
      throw .damaged(path: url.path, reason: Self.reason(for: error))
    }
  }

  /// Replaces the file with `value`.
  func write(_ value: Value) throws(StorageError) {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
    do {
      let data = try encoder.encode(value)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
        throw CocoaError(.fileWriteNoPermission)
      }
      let handle = try FileHandle(forWritingTo: temporary)
      try handle.synchronize()
      try handle.close()
      guard rename(temporary.path, url.path) == 0 else {
        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw .unwritable(path: url.path, reason: Self.reason(for: error))
    }
  }

  /// Removes the file, if there is one.
  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  /// Renames a damaged file out of the way, keeping it for inspection.
  ///
  /// - Returns: Where the file went, or `nil` if it could not be moved.
  func moveAside(now: Date = Date()) -> URL? {
    let stamp = Int(now.timeIntervalSince1970)
    let aside = url.deletingLastPathComponent()
      .appendingPathComponent("\(url.lastPathComponent).damaged-\(stamp)")
    return rename(url.path, aside.path) == 0 ? aside : nil
  }

  /// Runs `body` holding an exclusive lock shared by every process using this file.
  func withLock<Result>(_ body: () throws(StorageError) -> Result) throws(StorageError) -> Result {
    let folder = url.deletingLastPathComponent()
    let lockPath = folder.appendingPathComponent(".\(url.lastPathComponent).lock").path
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .unwritable(path: lockPath, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  private static func reason(for error: any Error) -> String {
    if let error = error as? DecodingError {
      switch error {
      case .dataCorrupted(let context), .keyNotFound(_, let context),
        .typeMismatch(_, let context), .valueNotFound(_, let context):
        return context.underlyingError.map { "\(($0 as NSError).localizedDescription)" }
          ?? context.debugDescription
      @unknown default:
        return "cannot be decoded"
      }
    }
    if let error = error as? POSIXError { return String(cString: strerror(error.code.rawValue)) }
    return (error as NSError).localizedDescription
  }
}
