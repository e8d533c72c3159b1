import CommandLineKit
import Foundation
import Storage
import Synchronization
import TestSupport
import Testing

@testable import wordgames

/// The game machinery with the real games, in process with a scripted console: signals,
/// lines typed ahead, time on screen.
@Suite(.temporaryHome) struct GameRunnerEndToEndTests {
  let app: InProcess

  init() throws {
    app = try InProcess()
  }

  @Test func evilHangmanSavesOnASignalAndLeavesWithItsStatus() throws {
    let list = app.home.appendingPathComponent("seed.txt")
    try Data("bear\nboar\ndeer\nduck\nhare\n".utf8).write(to: list)
    let arguments = ["evil", "--words", list.path, "--length", "4"]
    let interrupted = app.run(arguments, events: [.line("e"), .interrupted(signal: SIGINT)])
    #expect(interrupted.status == 130)
    #expect(interrupted.console.output.contains("No, there is no E."))

    let closed = app.run(["evil"], events: [.line("r"), .outputClosed(exitStatus: 141)])
    #expect(closed.status == 141)
    #expect(closed.console.output.contains("Misses   E"))
    #expect(
      EvilCommand.unfinishedGames(in: app.store, words: app.words).latest()?.game.triedLetters == [
        "E", "R",
      ])
  }

  @Test func linesTypedAheadReachTheNextGame() throws {
    let list = app.home.appendingPathComponent("cat.txt")
    try Data("cat\n".utf8).write(to: list)
    let (status, console) = app.run(
      ["evil", "--words", list.path, "--length", "3"],
      lines: ["c", "a", "t", "y", "t", "a", "c", "n"])
    #expect(status == 0)
    #expect(console.output.components(separatedBy: "You won!").count == 3)
    #expect(console.inputHasEnded)
    #expect(try app.store.history.records().count == 2)
  }

  /// A clock that moves a minute each time it is read: each wait at a prompt (read before
  /// and after) takes a minute.
  final class MinuteClock: Sendable {
    private let start = ContinuousClock.now
    private let reads = Mutex(0)

    var now: @Sendable () -> ContinuousClock.Instant {
      { [self] in
        start.advanced(
          by: .seconds(
            60
              * reads.withLock {
                $0 += 1
                return $0
              }))
      }
    }
  }

  @Test func timeOnScreenCountsEveryWaitAndSurvivesAQuitAndAResume() throws {
    let clock = MinuteClock()
    _ = app.run(["codebreaker", "--seed", "3"], lines: ["crane", "/quit"], now: clock.now)
    let kept = {
      try #require(try app.store.history.keptGames(of: "codebreaker", .numbers([1])).first)
    }
    #expect(try kept().secondsSpent == 120)
    _ = app.run(["codebreaker", "resume", "1"], lines: ["/quit"], now: clock.now)
    #expect(try kept().secondsSpent == 180)
    let list = app.run(["codebreaker", "list"], lines: [])
    #expect(list.console.output.contains(" 3:00 "))
  }
}
