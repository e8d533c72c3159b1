import Foundation
import Testing

@testable import Storage

/// A temporary folder of its own for each test.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-storage-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}

@Suite struct StorageFoldersTests {
  @Test func followsXDGWithDefaultsForUnsetEmptyOrRelativeVariables() {
    let folders = StorageFolders(
      environment: ["XDG_CONFIG_HOME": "/etc/me", "XDG_DATA_HOME": "", "XDG_STATE_HOME": "rel"],
      home: "/home/p")
    #expect(folders.config.path == "/etc/me/wordgames")
    #expect(folders.data.path == "/home/p/.local/share/wordgames")
    #expect(folders.state.path == "/home/p/.local/state/wordgames")
    #expect(folders.cache.path == "/home/p/.cache/wordgames")
  }

  @Test func wordgamesHomeHoldsEverything() {
    let folders = StorageFolders(
      environment: ["WORDGAMES_HOME": "/tmp/w", "XDG_CONFIG_HOME": "/etc/me"], home: "/home/p")
    #expect(folders.config.path == "/tmp/w/config")
    #expect(folders.data.path == "/tmp/w/data")
    #expect(folders.state.path == "/tmp/w/state")
    #expect(folders.cache.path == "/tmp/w/cache")
  }
}

@Suite struct StoreTests {
  let folder: TemporaryFolder
  let store: Store
  let notices: Notices

  final class Notices: @unchecked Sendable {
    var lines: [String] = []
  }

  init() throws {
    folder = try TemporaryFolder()
    let notices = Notices()
    self.notices = notices
    store = Store(folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])) {
      notices.lines.append($0)
    }
  }

  static func record(_ number: Int) -> GameRecord {
    GameRecord(
      game: "evil", options: ["length": "\(number)"], language: "en", outcome: .won, guesses: 3,
      incorrectGuesses: 1, word: "CAT", startedAt: Date(timeIntervalSince1970: 0),
      endedAt: Date(timeIntervalSince1970: 60), secondsSpent: 12.5)
  }

  @Test func savesLoadsAndRemovesAGame() {
    defer { folder.remove() }
    store.saveGame(["score": 3], as: "test")
    #expect(store.savedGame("test", as: [String: Int].self) == ["score": 3])
    store.removeSavedGame("test")
    #expect(store.savedGame("test", as: [String: Int].self) == nil)
    #expect(notices.lines.isEmpty)
  }

  @Test func writesLeaveNoTemporaryFiles() throws {
    defer { folder.remove() }
    store.saveGame(["a"], as: "test")
    store.saveGame(["b"], as: "test")
    let files = try FileManager.default.contentsOfDirectory(atPath: store.folders.state.path)
    #expect(files == ["test.plist"])
  }

  @Test func recordsHistoryInOrder() {
    defer { folder.remove() }
    store.record(Self.record(1))
    store.record(Self.record(2))
    #expect(store.history() == [Self.record(1), Self.record(2)])
  }

  @Test func concurrentRecordersAllLand() async {
    defer { folder.remove() }
    let folders = store.folders
    await withTaskGroup(of: Void.self) { group in
      for number in 0..<16 {
        group.addTask {
          Store(folders: folders) { _ in }.record(Self.record(number))
        }
      }
    }
    #expect(Set(store.history().map { $0.options["length"]! }).count == 16)
  }

  @Test func aDamagedFileIsReportedOnceMovedAsideAndReplaced() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: store.folders.data, withIntermediateDirectories: true)
    let history = store.folders.data.appendingPathComponent("history.plist")
    try Data("garbage".utf8).write(to: history)
    #expect(store.history().isEmpty)
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.hasPrefix("\(history.path) is damaged") == true)
    store.record(Self.record(1))
    #expect(store.history() == [Self.record(1)])
    let files = try FileManager.default.contentsOfDirectory(atPath: store.folders.data.path)
    #expect(files.contains { $0.hasPrefix("history.plist.damaged-") })
  }

  @Test func anUnwritableFolderIsReportedOnceAndPlayGoesOn() throws {
    defer { folder.remove() }
    // A file where the state folder should be makes every save fail.
    try Data().write(to: folder.url.appendingPathComponent("state"))
    store.saveGame([1], as: "one")
    store.saveGame([2], as: "two")
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("playing on without saving") == true)
  }

  @Test func settingsFallBackToDefaultsForInvalidStoredValues() {
    defer { folder.remove() }
    let definitions = [
      SettingDefinition(key: "n", defaultValue: "1", summary: "") { text in
        Int(text).map { .success(String($0)) }
          ?? .failure(.invalidValue(key: "n", value: text, allowed: "a number"))
      }
    ]
    store.updateSettings { $0["n"] = "x" }
    #expect(
      Settings(definitions: definitions, stored: store.storedSettings()).value(of: "n") == "1")
    store.updateSettings { $0["n"] = "5" }
    let settings = Settings(definitions: definitions, stored: store.storedSettings())
    #expect(settings.value(of: "n") == "5")
    #expect(throws: SettingError.invalidValue(key: "n", value: "y", allowed: "a number")) {
      try settings.validate("y", for: "n")
    }
  }
}
