import Foundation
import Testing

@testable import Storage

/// `WriteAheadLog` reads a log as SQLite does: checked against SQLite itself, which is
/// given the same log cut at every frame and replays the games it can.
@Suite struct WriteAheadLogTests {
  let folder: TemporaryFolder
  let database: Data
  let log: Data

  /// A history of 8 games, as a process killed after recording them leaves it: the
  /// database, and the log holding the games.
  init() throws {
    folder = try TemporaryFolder()
    let store = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path + "/made"])
    ) { _ in }
    for number in 1...8 { store.history.record(StoreTests.record(number)) }
    database = try Data(contentsOf: store.history.url)
    log = try Data(contentsOf: URL(fileURLWithPath: store.history.url.path + "-wal"))
    withExtendedLifetime(store) {}
  }

  /// How many games SQLite reads from the database with `log` as its log (none when the
  /// games' table itself is not replayed).
  func gamesSQLiteReplays(_ log: Data) throws -> Int {
    let path = folder.url.appendingPathComponent("replay-\(UUID().uuidString).sqlite").path
    try database.write(to: URL(fileURLWithPath: path))
    try log.write(to: URL(fileURLWithPath: path + "-wal"))
    let connection = try Database(path: path, access: .readWrite(create: false))
    guard let count = try? connection.prepare("SELECT count(*) AS games FROM games"),
      try count.step()
    else { return 0 }
    return count.int("games")
  }

  @Test func replaysWhatSQLiteReplaysWhereverTheLogIsCut() throws {
    defer { folder.remove() }
    let frameSize = 24 + 4096
    #expect((log.count - 32) % frameSize == 0)
    var boundaries: Set<Int> = []
    for frameEnd in stride(from: 32, through: log.count, by: frameSize) {
      for cut in [frameEnd - 1, frameEnd, frameEnd + 1] where (32...log.count).contains(cut) {
        let cutLog = log.prefix(cut)
        let read = WriteAheadLog([UInt8](cutLog))
        #expect(read.replayedLength <= cut)
        // Nothing past what it says is replayed matters to SQLite: the same games either way.
        let games = try gamesSQLiteReplays(cutLog)
        #expect(try gamesSQLiteReplays(log.prefix(read.replayedLength)) == games, "cut \(cut)")
        // What it drops is damage exactly when the cut falls inside a frame that ends a
        // transaction: one that committed. A cut anywhere else leaves only a transaction
        // that never did, as a process killed while writing it would.
        let frameStart = frameEnd - frameSize
        let cutsACommit =
          cut == frameEnd - 1 && frameStart >= 32
          && log[frameStart + 4..<frameStart + 8].contains { $0 != 0 }
        #expect((read.damage != nil) == cutsACommit, "cut \(cut)")
        boundaries.insert(read.replayedLength)
      }
    }
    // Each game's transaction ends at a boundary of its own, where SQLite reads one more.
    let gamesAtBoundaries = try boundaries.sorted().map { try gamesSQLiteReplays(log.prefix($0)) }
    #expect(gamesAtBoundaries.suffix(8) == Array(1...8))
    #expect(WriteAheadLog([UInt8](log)) == WriteAheadLog([UInt8](log)))
    #expect(WriteAheadLog([UInt8](log)).replayedLength == log.count)
  }

  @Test func aChangedByteInACommittedTransactionIsDamage() throws {
    defer { folder.remove() }
    let frameSize = 24 + 4096
    // A byte of the first frame's page, and of the last frame's (which ends the last game).
    for offset in [32 + 24 + 100, log.count - 200] {
      var bytes = [UInt8](log)
      bytes[offset] ^= 0xFF
      let read = WriteAheadLog(bytes)
      #expect(read.replayedLength < log.count)
      #expect(read.damage?.hasSuffix("hold a committed transaction SQLite cannot read") == true)
      #expect(try gamesSQLiteReplays(Data(bytes)) < 8)
    }
    // Frames of a transaction that never ended: SQLite drops them, and nothing is lost.
    var lastCommit = 32
    for frame in stride(from: 32, to: log.count, by: frameSize)
    where log[frame + 4..<frame + 8].contains(where: { $0 != 0 }) {
      lastCommit = frame
    }
    let unfinished = WriteAheadLog([UInt8](log.prefix(lastCommit)))
    #expect(unfinished.replayedLength < lastCommit)
    #expect(unfinished.damage == nil)
    // Nor is the header of the frame that would have ended it, without its page: SQLite
    // writes the two apart, and a kill between them commits nothing.
    let headerOnly = WriteAheadLog([UInt8](log.prefix(lastCommit + 24)))
    #expect(headerOnly.damage == nil)
    #expect(WriteAheadLog([UInt8](log.prefix(lastCommit + 25))).damage != nil)
  }

  @Test func anEmptyLogIsNothingAndAShortOneIsDamage() {
    defer { folder.remove() }
    #expect(WriteAheadLog([]).damage == nil)
    #expect(WriteAheadLog(Array("wal".utf8)).damage == "its 3 bytes are too few for a log")
    let headerOnly = WriteAheadLog([UInt8](log.prefix(32)))
    #expect(headerOnly.damage == nil && headerOnly.replayedLength == 32)
  }

  @Test func aChangedByteAnywhereInTheHeaderMakesItNoLog() {
    defer { folder.remove() }
    for offset in [0, 5, 9, 17, 25, 31] {
      var bytes = [UInt8](log)
      bytes[offset] ^= 0x01
      let read = WriteAheadLog(bytes)
      #expect(read.replayedLength == 0, "byte \(offset)")
      #expect(read.damage?.hasPrefix("its header is not a log's") == true, "byte \(offset)")
    }
  }
}
