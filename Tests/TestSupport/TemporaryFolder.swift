import Foundation

/// A new empty folder in the system's temporary folder, for one test: every test that needs
/// files of its own makes one, and removes it when done.
public struct TemporaryFolder: Sendable {
  public let url: URL

  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  public func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
