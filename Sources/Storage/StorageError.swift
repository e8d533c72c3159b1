/// Why a file could not be read or written.
public enum StorageError: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not a property list of the expected shape.
  case damaged(path: String, reason: String)
  /// The file or its folder could not be written.
  case unwritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .damaged(let path, let reason): "\(path) is damaged (\(reason))"
    case .unwritable(let path, let reason): "cannot write \(path) (\(reason))"
    }
  }
}
