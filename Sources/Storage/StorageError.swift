/// Why a file could not be read or written.
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not a property list of the expected shape, not a regular file,
  /// or too large to be one.
  case damaged(path: String, reason: String)
  /// The file exists but could not be read (no permission, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file or its folder could not be written.
  case unwritable(path: String, reason: String)
  /// The file could not be read nor moved aside, so it is kept as it is and not replaced.
  case protected(path: String)

  public var description: String {
    switch self {
    case .damaged(let path, let reason): "\(path) is damaged (\(reason))"
    case .unreadable(let path, let reason): "\(path) cannot be read (\(reason))"
    case .unwritable(let path, let reason): "cannot write \(path) (\(reason))"
    case .protected(let path): "not writing over \(path), which could not be read"
    }
  }
}
