import Foundation

/// Finds the bundled word lists at run time (SPEC §7).
///
/// The folders are tried in order: `$WORDGAMES_WORDS`, `../share/wordgames/words` beside
/// the installed binary, and a `words/` folder in any folder above the binary, which is
/// where a binary built inside the source checkout finds the committed lists.
public struct WordListLocator: Sendable {
  private let environment: [String: String]
  private let executable: URL?

  /// Creates a locator for a process with this environment and binary.
  public init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executable: URL? = Bundle.main.executableURL
  ) {
    self.environment = environment
    self.executable = executable?.resolvingSymlinksInPath()
  }

  /// The folders searched, in order.
  public var folders: [URL] {
    var folders: [URL] = []
    if let folder = environment["WORDGAMES_WORDS"], !folder.isEmpty {
      folders.append(URL(fileURLWithPath: folder, isDirectory: true))
    }
    if let binFolder = executable?.deletingLastPathComponent() {
      folders.append(
        binFolder.deletingLastPathComponent().appendingPathComponent("share/wordgames/words"))
      var ancestor = binFolder
      while ancestor.path != "/" {
        folders.append(ancestor.appendingPathComponent("words", isDirectory: true))
        ancestor.deleteLastPathComponent()
      }
    }
    return folders
  }

  /// The first existing file called `name` in the searched folders.
  ///
  /// - Throws: `WordListError.notFound`, naming every place tried.
  public func url(forFile name: String) throws(WordListError) -> URL {
    let candidates = folders.map { $0.appendingPathComponent(name) }
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) })
    else {
      throw .notFound(file: name, searched: candidates.map(\.path))
    }
    return found
  }
}
