import Foundation

/// The stored settings: `settings.plist` in the config folder, by key, as text.
///
/// A value the program cannot read (an array, a number out of range) is the player's: it
/// is reported where it is used, and written back exactly as it was (SPEC §5).
public final class SettingsFile {
  /// `settings.plist`, a property list read and written as `StoredFile` does.
  private let file: StoredFile
  private let recovery: Recovery
  /// The settings as changed during this run, when they could not be written: a change
  /// made with `/settings` still reaches the next game of the run.
  private var unsaved: [String: String]?

  init(folder: URL, recovery: Recovery) {
    file = StoredFile(url: folder.appendingPathComponent("settings.plist"), maximumSize: 1 << 20)
    self.recovery = recovery
  }

  /// The stored settings; missing keys have their registered default.
  ///
  /// A damaged file is reported, moved aside, and reads as empty: the fresh file it leaves.
  ///
  /// - Throws: `StorageError.protected` for a file that is there but could be neither read
  ///   nor moved aside: not the same answer as an empty file.
  public func stored() throws(StorageError) -> [String: String] {
    try load()?.mapValues(\.text) ?? [:]
  }

  /// Changes the stored settings under the lock, so that concurrent changes all land. Only
  /// the values the change makes are written; every other stays as the file holds it.
  ///
  /// - Returns: Whether the change was written. If it was not (reported already), it still
  ///   holds for the rest of this run.
  @discardableResult
  public func update(_ change: (inout [String: String]) -> Void) -> Bool {
    var applied: [String: String]?
    let written = recovery.perform { () throws(StorageError) in
      try file.withLock { () throws(StorageError) in
        var values = try load() ?? [:]
        var settings = values.mapValues(\.text)
        change(&settings)
        applied = settings
        values = values.filter { settings[$0.key] == $0.value.text }
        values.merge(settings.mapValues { StoredValue(text: $0, value: $0) }) { kept, _ in kept }
        try write(values)
      }
    }
    if !written {
      // The change, made to the settings as they read where it failed before it was made.
      var settings = applied ?? (try? stored()) ?? [:]
      if applied == nil { change(&settings) }
      unsaved = settings
    }
    return written
  }

  /// The values the file holds, or `nil` if there is none; once a change could not be
  /// written, the settings as changed this run (as text). A file that cannot be read or
  /// decoded is reported and moved aside, and reads as absent; if it cannot be moved, it is
  /// protected from every later write.
  ///
  /// - Throws: `StorageError.protected` for a file that is there but could not be used, so
  ///   that a read-modify-write leaves it alone.
  private func load() throws(StorageError) -> [String: StoredValue]? {
    if let unsaved { return unsaved.mapValues { StoredValue(text: $0, value: $0) } }
    try recovery.checkNotProtected(file.path)
    do throws(StorageError) {
      guard let data = try file.read() else { return nil }
      do {
        return try PropertyListDecoder().decode([String: StoredValue].self, from: data)
      } catch {
        throw .damaged(path: file.path, reason: Self.reason(for: error))
      }
    } catch {
      let aside = file.moveAside()
      try recovery.settle(error, path: file.path, aside.map(Recovery.SetAside.moved) ?? .stuck)
      return nil
    }
  }

  /// Replaces the file with `values`, as an XML property list.
  private func write(_ values: [String: StoredValue]) throws(StorageError) {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    let data: Data
    do {
      data = try encoder.encode(values)
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

/// A setting's value as `settings.plist` holds it, whatever a hand wrote there, kept as it
/// is so that it is written back unchanged. It reads as text: `<integer>5</integer>` as 5,
/// `<true/>` as on, and anything else as its tag (`<array>`), a value no setting takes: it
/// is reported, and the default used, rather than the whole file being set aside as damaged.
private struct StoredValue {
  /// What a setting reads.
  let text: String
  /// The value as the file held it (a `String` for a setting written here), written back
  /// as it is: a `<date>` stays a date, an `<array>` the array it was.
  let value: any Encodable
}

extension StoredValue: Codable {
  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if let truth = try? value.decode(Bool.self) {
      self.init(text: truth ? "on" : "off", value: truth)
    } else if let number = try? value.decode(Int.self) {
      self.init(text: String(number), value: number)
    } else if let number = try? value.decode(Double.self) {
      self.init(text: String(number), value: number)
    } else if let text = try? value.decode(String.self) {
      self.init(text: text, value: text)
    } else if let date = try? value.decode(Date.self) {
      self.init(text: "<date>", value: date)
    } else if let data = try? value.decode(Data.self) {
      self.init(text: "<data>", value: data)
    } else if let array = try? value.decode([StoredValue].self) {
      self.init(text: "<array>", value: array)
    } else {
      self.init(text: "<dict>", value: try value.decode([String: StoredValue].self))
    }
  }

  /// Writes the value through the container, which sees its type (a `Date` is written as a
  /// `<date>`, not as the number of seconds its own `encode(to:)` writes).
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
