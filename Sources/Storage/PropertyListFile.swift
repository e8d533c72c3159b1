import Foundation

/// One value kept in a property list file (see `StoredFile` for how it is read and written).
struct PropertyListFile<Value: Codable> {
  let file: StoredFile

  init(url: URL, maximumSize: Int) {
    file = StoredFile(url: url, maximumSize: maximumSize)
  }

  /// The value, or `nil` if there is no file.
  ///
  /// - Throws: `StorageError.unreadable` if the file cannot be read, `StorageError.damaged`
  ///   if it cannot be decoded (or is not a regular file, or is too large).
  func read() throws(StorageError) -> Value? {
    guard let data = try file.read() else { return nil }
    do {
      return try PropertyListDecoder().decode(Value.self, from: data)
    } catch {
      throw .damaged(path: file.path, reason: Self.reason(for: error))
    }
  }

  /// Replaces the file with `value`.
  func write(_ value: Value) throws(StorageError) {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let data: Data
    do {
      data = try encoder.encode(value)
    } catch {
      throw .unwritable(path: file.path, reason: Self.reason(for: error))
    }
    try file.write([[UInt8](data)])
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
    return (error as NSError).localizedDescription
  }
}
