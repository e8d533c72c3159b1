import Foundation
import TestSupport
import Testing

@testable import Storage

/// A temporary folder of its own for each test.
@Suite struct StorageFoldersTests {
  @Test func homeIsTheEnvironmentsWhenItIsAbsolute() {
    #expect(StorageFolders(environment: ["HOME": "/h"]).config.path == "/h/.config/wordgames")
    #expect(
      StorageFolders(environment: ["HOME": "rel"]).config.path
        == NSHomeDirectory() + "/.config/wordgames")
  }

  @Test func followsXDGWithDefaultsForUnsetEmptyOrRelativeVariables() {
    let folders = StorageFolders(
      environment: [
        "HOME": "/home/p", "XDG_CONFIG_HOME": "/etc/me", "XDG_DATA_HOME": "",
        "XDG_STATE_HOME": "rel",
      ])
    #expect(folders.config.path == "/etc/me/wordgames")
    #expect(folders.data.path == "/home/p/.local/share/wordgames")
    #expect(folders.state.path == "/home/p/.local/state/wordgames")
    #expect(folders.cache.path == "/home/p/.cache/wordgames")
  }

  @Test func wordgamesHomeHoldsEverything() {
    let folders = StorageFolders(
      environment: ["WORDGAMES_HOME": "/tmp/w", "XDG_CONFIG_HOME": "/etc/me", "HOME": "/home/p"])
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

  /// The folders of `store`.
  var folders: StorageFolders { StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path]) }

  /// An Evil Hangman game of length `number`, which ended `number` minutes after 1970.
  static func record(_ number: Int, id: String? = nil) -> GameRecord {
    var record = GameRecord(
      id: id ?? "game-\(number)", game: "evil", language: "en", outcome: .won, guesses: 3,
      startedAt: Date(timeIntervalSince1970: 0),
      endedAt: Date(timeIntervalSince1970: 60 * Double(number)), secondsSpent: 12.5)
    record.length = number
    record.guessLimit = 6
    record.incorrectGuesses = 1
    record.word = "CAT"
    return record
  }

  @Test func recordingAGameTwiceCountsItOnce() throws {
    defer { folder.remove() }
    store.history.record(Self.record(1, id: "a"))
    store.history.record(Self.record(1, id: "a"))
    store.history.record(Self.record(2, id: "b"), forgetting: "b", of: "evil")
    store.history.record(Self.record(2, id: "b"), forgetting: "b", of: "evil")
    #expect(try store.history.records().map(\.id) == ["a", "b"])
  }

  @Test func recordsHistoryInOrder() throws {
    defer { folder.remove() }
    store.history.record(Self.record(1))
    store.history.record(Self.record(2))
    #expect(try store.history.records() == [Self.record(1), Self.record(2)])
  }

  @Test func concurrentRecordersAllLand() async throws {
    defer { folder.remove() }
    let folders = self.folders
    await withTaskGroup(of: Void.self) { group in
      for number in 0..<16 {
        group.addTask {
          Store(folders: folders) { _ in }.history.record(Self.record(number))
        }
      }
    }
    let lengths = try store.history.records().compactMap(\.length).sorted()
    #expect(Set(lengths).count == 16, "\(lengths)")
  }

  @Test func aDamagedFileIsReportedOnceMovedAsideAndReplaced() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folders.config, withIntermediateDirectories: true)
    let settings = folders.config.appendingPathComponent("settings.plist")
    try Data("garbage".utf8).write(to: settings)
    #expect(try store.settingsFile.stored().isEmpty)
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.hasPrefix("\(settings.path) is damaged") == true)
    store.settingsFile.update { $0["n"] = "2" }
    #expect(try store.settingsFile.stored() == ["n": "2"])
    let files = try FileManager.default.contentsOfDirectory(atPath: folders.config.path)
    #expect(files.contains { $0.hasPrefix("settings.plist.damaged-") })
  }

  @Test func anUnwritableFolderIsReportedOnceAndPlayGoesOn() throws {
    defer { folder.remove() }
    // A file where the data folder should be makes every save fail.
    try Data().write(to: folder.url.appendingPathComponent("data"))
    let entry = KeptGame(
      id: "one", status: .playing, key: nil, startedAt: Date(), secondsSpent: 0, moves: 1,
      session: [])
    #expect(store.history.keep(entry, of: "test") == nil)
    #expect(store.history.keep(entry, of: "test") == nil)
    #expect(notices.lines.count == 1)
    #expect(notices.lines.first?.contains("going on without saving") == true)
  }

  @Test func settingsAreStoredAsTheyAreGiven() throws {
    defer { folder.remove() }
    store.settingsFile.update { $0["n"] = "x" }
    store.settingsFile.update { $0["m"] = "5" }
    #expect(try store.settingsFile.stored() == ["n": "x", "m": "5"])
  }

  @Test func aSettingThatCannotBeWrittenStillHoldsForTheRun() throws {
    defer { folder.remove() }
    try Data().write(to: folder.url.appendingPathComponent("config"))
    #expect(!store.settingsFile.update { $0["color"] = "never" })
    #expect(!store.settingsFile.update { $0["evil.length"] = "5" })
    #expect(try store.settingsFile.stored() == ["color": "never", "evil.length": "5"])
    #expect(notices.lines.count == 1)
  }
}

@Suite struct StoredFileTests {
  let folder: TemporaryFolder

  init() throws {
    folder = try TemporaryFolder()
  }

  func file(_ name: String = "test.plist", maximumSize: Int = 1 << 20) -> StoredFile {
    StoredFile(url: folder.url.appendingPathComponent(name), maximumSize: maximumSize)
  }

  @Test func onlyANoSuchFileIsAbsent() throws {
    defer { folder.remove() }
    #expect(try file().read() == nil)
    try file().write([Array("x".utf8)])
    #expect(try file().read() == Data("x".utf8))
  }

  @Test(arguments: ["folder", "fifo"])
  func somethingOtherThanARegularFileIsDamagedNotRead(_ kind: String) throws {
    defer { folder.remove() }
    let path = file().path
    if kind == "folder" {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    } else {
      #expect(mkfifo(path, 0o644) == 0)
    }
    #expect(throws: StorageError.damaged(path: path, reason: "not a regular file")) {
      try file().read()
    }
    let aside = try #require(file().moveAside())
    #expect(aside.lastPathComponent.hasPrefix("test.plist.damaged-"))
    #expect(try file().read() == nil)
  }

  @Test func aFileLargerThanItsLimitIsDamagedWithoutBeingRead() throws {
    defer { folder.remove() }
    #expect(FileManager.default.createFile(atPath: file().path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: file().path))
    try handle.truncate(atOffset: 2 << 30)  // 2 GB, sparse
    try handle.close()
    #expect(throws: StorageError.damaged(path: file().path, reason: "larger than 1 MB")) {
      try file().read()
    }
  }

  @Test func copiesMovedAsideInTheSameSecondNeverOverwriteEachOther() throws {
    defer { folder.remove() }
    let now = Date()
    var asides: [URL] = []
    for number in 1...3 {
      try file().write([Array("copy \(number)".utf8)])
      asides.append(try #require(file().moveAside(now: now)))
    }
    #expect(Set(asides).count == 3)
    let kept = try asides.map { try String(contentsOf: $0, encoding: .utf8) }
    #expect(kept == ["copy 1", "copy 2", "copy 3"])
  }
}
