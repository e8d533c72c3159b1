import Foundation

/// The stored settings: `settings.plist` in the config folder, by key, as text.
public final class SettingsFile {
  private let file: PropertyListFile<[String: StoredText]>
  private let recovery: Recovery
  /// The settings as changed during this run, when they could not be written: a change
  /// made with `/settings` still reaches the next game of the run.
  private var unsaved: [String: String]?

  init(folder: URL, recovery: Recovery) {
    file = PropertyListFile(
      url: folder.appendingPathComponent("settings.plist"), maximumSize: 1 << 20)
    self.recovery = recovery
  }

  /// The stored settings; missing keys have their registered default.
  ///
  /// A damaged file is reported, moved aside, and reads as empty: the fresh file it leaves.
  ///
  /// - Throws: `StorageError.protected` for a file that is there but could be neither read
  ///   nor moved aside: not the same answer as an empty file.
  public func stored() throws(StorageError) -> [String: String] {
    if let unsaved { return unsaved }
    return try recovery.load(file)?.mapValues(\.text) ?? [:]
  }

  /// Changes the stored settings under the lock, so that concurrent changes all land.
  ///
  /// - Returns: Whether the change was written. If it was not (reported already), it still
  ///   holds for the rest of this run.
  @discardableResult
  public func update(_ change: (inout [String: String]) -> Void) -> Bool {
    var applied: [String: String]?
    let written = recovery.perform { () throws(StorageError) in
      try file.file.withLock { () throws(StorageError) in
        var settings = try stored()
        change(&settings)
        applied = settings
        try file.write(settings.mapValues(StoredText.init))
      }
    }
    if !written {
      if applied == nil {
        var settings = (try? stored()) ?? [:]
        change(&settings)
        applied = settings
      }
      unsaved = applied
    }
    return written
  }
}

/// A setting's value as `settings.plist` holds it, read as text whatever a hand wrote
/// there: `<integer>5</integer>` as 5, `<true/>` as on. Anything else reads as its tag
/// (`<array>`), a value no setting takes: it is reported, and the default used, rather
/// than the whole file being set aside as damaged.
private struct StoredText: Codable {
  let text: String

  init(_ text: String) {
    self.text = text
  }

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    text =
      (try? value.decode(String.self)) ?? (try? value.decode(Int.self)).map(String.init)
      ?? (try? value.decode(Bool.self)).map { $0 ? "on" : "off" }
      ?? (try? value.decode(Double.self)).map { String($0) }
      ?? ((try? value.decode([StoredText].self)) != nil ? "<array>" : "<dict, date or data>")
  }

  func encode(to encoder: any Encoder) throws {
    var value = encoder.singleValueContainer()
    try value.encode(text)
  }
}
