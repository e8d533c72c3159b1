import Foundation
import TestSupport
import Testing

@testable import Storage

/// A data folder of a few hundred kilobytes of its own (a tmpfs mounted over it), which a
/// test can fill or remount read-only: a real full disk and a real read-only one.
final class SmallDisk {
  let folder: URL

  /// Whether this machine lets the tests mount one (it takes root): where it does not,
  /// the tests that need one are skipped, and say why.
  static let isPossible: Bool = {
    guard let folder = try? TemporaryFolder() else { return false }
    defer { folder.remove() }
    guard mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", folder.url.path) else { return false }
    return mount("-l", folder.url.path, command: "/bin/umount")
  }()

  init(at folder: URL) throws {
    self.folder = folder
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard Self.mount("-t", "tmpfs", "-o", "size=400k", "tmpfs", folder.path) else {
      throw CocoaError(.fileWriteNoPermission)
    }
  }

  deinit {
    _ = Self.mount("-l", folder.path, command: "/bin/umount")
  }

  /// Remounts the disk read-only, or to be written again.
  func remount(readOnly: Bool) {
    #expect(Self.mount("-o", readOnly ? "remount,ro" : "remount,rw", folder.path))
  }

  /// Fills the disk to its last byte with a file of its own, which `makeRoom` removes.
  func fill() {
    let filler = folder.appendingPathComponent("filler")
    guard FileManager.default.createFile(atPath: filler.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: filler.path)
    else { return }
    let block = Data(count: 4096)
    while (try? handle.write(contentsOf: block)) != nil {}
    // The last bytes, smaller than a block.
    while (try? handle.write(contentsOf: Data(count: 1))) != nil {}
    try? handle.close()
  }

  func makeRoom() {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("filler"))
  }

  @discardableResult
  private static func mount(_ arguments: String..., command: String = "/bin/mount") -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command)
    process.arguments = arguments
    (process.standardOutput, process.standardError) = (
      FileHandle.nullDevice, FileHandle.nullDevice
    )
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

/// A history on a disk that cannot be written, a read-only one or a full one, is read as it
/// is (SPEC §5): statistics, lists and continuing a game work; the player is told once,
/// with the true reason, that nothing new is saved; space that comes back is used again.
@Suite(
  .temporaryHome, .serialized,
  .enabled(if: SmallDisk.isPossible, "mounting a small disk for the data folder takes root"))
struct DiskEndToEndTests {
  let process: WordGamesProcess
  let disk: SmallDisk

  init() throws {
    process = try WordGamesProcess()
    disk = try SmallDisk(at: process.home.appendingPathComponent("data"))
  }

  let evil = ["evil", "--seed", "3"]

  /// An Evil Hangman game saved with two misses, a CodeWord Breaker game in progress and a
  /// Hangman game lost.
  private func playSome() throws {
    _ = try process.run(evil, input: ["e", "a", "/quit"])
    _ = try process.run(["codebreaker", "--seed", "3"], input: ["crane", "/quit"])
    _ = try process.run(["hangman", "--guesses", "1"], input: ["q", "n"])
  }

  /// What a continued Evil Hangman game says, and the misses it shows.
  private func continueEvil(_ moves: [String]) throws -> Run {
    try process.run(["evil"], input: moves + ["/quit"])
  }

  private func expectEverythingRead(saying reason: String) throws {
    let stats = try process.run(["stats"])
    #expect(stats.status == 0, "\(stats.errors)")
    #expect(WordGamesProcess.row("Hangman", in: stats.output)?[1...3] == ["1", "0", "1"])
    let list = try process.run(["codebreaker", "list"])
    #expect(list.status == 0, "\(list.errors)")
    #expect(list.output.contains("C R A N E"))
    let evil = try continueEvil(["o"])
    #expect(
      evil.output.contains("Continuing your unfinished game (English, 7 letters, 2 misses of"))
    #expect(evil.output.contains("This game could not be saved."))
    let told = evil.errors.components(separatedBy: "history.sqlite (\(reason)); going on without")
    #expect(told.count == 2, "told once: \(evil.errors)")
    for run in [stats, list, evil] {
      #expect(!run.errors.contains("cannot be read"), "\(run.errors)")
      #expect(!run.errors.contains("a new game starts"), "\(run.errors)")
    }
  }

  @Test func aReadOnlyDiskIsReadAsItIs() throws {
    try playSome()
    disk.remount(readOnly: true)
    try expectEverythingRead(saying: "the disk is read-only")
    // The list's one game, by the number it shows.
    let rows = try process.run(["codebreaker", "list"]).output.split(separator: "\n")
    let number = try #require(rows.dropFirst().first?.split(separator: " ").first)
    let delete = try process.run(["codebreaker", "delete", String(number), "--yes"])
    #expect(delete.status == 73)
    #expect(delete.errors.contains("(the disk is read-only)"))
    disk.remount(readOnly: false)
    // Nothing was lost, and the move played meanwhile was not kept.
    #expect(try continueEvil([]).output.contains("2 misses"))
  }

  @Test func aFullDiskIsReadAsItIsAndSpaceComingBackIsUsed() throws {
    try playSome()
    disk.fill()
    try expectEverythingRead(saying: "the disk is full")
    disk.makeRoom()
    let again = try continueEvil(["o"])
    #expect(again.errors.isEmpty, "\(again.errors)")
    #expect(again.output.contains("Game saved"))
    #expect(try continueEvil([]).output.contains("3 misses"))
  }

  /// Space that runs out during a game and comes back: the moves after are saved.
  @Test func aDiskThatFillsDuringAGameSavesOnceSpaceIsBack() throws {
    _ = try process.run(evil, input: ["e", "/quit"])
    let running = try process.start(["evil"])
    try running.waitForOutput(containing: "Guess a letter")
    disk.fill()
    try running.type("a")
    // The move is saved (or not) before the board after it is shown.
    #expect(running.waitForOutput { $0.components(separatedBy: "Guess a letter").count == 3 })
    disk.makeRoom()
    try running.type("o")
    try running.type("/quit")
    let run = running.finish()
    #expect(run.errors.contains("(the disk is full); going on without saving"))
    #expect(run.output.contains("Game saved"))
    #expect(try continueEvil([]).output.contains("3 misses"))
  }

  /// A home first used on a full disk has recorded nothing: it says so, and is no error.
  @Test func aHistoryStartedOnAFullDiskHoldsNoGames() throws {
    disk.fill()
    let game = try process.run(evil, input: ["e", "/quit"])
    #expect(game.errors.contains("(the disk is full); going on without saving"))
    let stats = try process.run(["stats"])
    #expect(stats.status == 0, "\(stats.errors)")
    #expect(stats.output.contains("No games recorded yet"))
  }
}
