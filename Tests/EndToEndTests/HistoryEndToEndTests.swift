import Foundation
import Lexicon
import TestSupport
import Testing

@testable import Storage

/// The history database as processes share it: at the same moment, and killed at any time.
@Suite(.temporaryHome) struct HistoryEndToEndTests {
  let process: WordGamesProcess
  let seedList: String

  init() throws {
    process = try WordGamesProcess()
    seedList = try process.writeSeedList()
  }

  /// A game lost at the first guess, then no other.
  var quickLoss: [String] {
    ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--new"]
  }

  @Test func eightProcessesFinishingAtOnceAreAllRecordedOnce() throws {
    // Each with a state folder of its own (so no two share a saved game), one history.
    let home = process.home.path
    let shared = [
      "HOME": home, "PATH": "/usr/bin:/bin", "TERM": "dumb", "XDG_DATA_HOME": home + "/data",
      "XDG_CONFIG_HOME": home + "/config", "XDG_CACHE_HOME": home + "/cache",
    ]
    let runs = try (1...8).map { number in
      try process.start(
        quickLoss, environment: shared.merging(["XDG_STATE_HOME": home + "/state-\(number)"]) { $1 }
      )
    }
    // Every process is waiting at its first prompt; the guesses go in together.
    for running in runs {
      try running.input.fileHandleForWriting.write(contentsOf: Data("e\nn\n".utf8))
    }
    for running in runs {
      #expect(running.finish().status == 0)
    }
    let games = try Store(folders: StorageFolders(environment: shared)) { _ in }.history.records()
    #expect(games.map(\.outcome) == Array(repeating: .lost, count: 8))
    #expect(Set(games.map(\.id)).count == 8)
    #expect(try process.integrity(of: "data/wordgames/history.sqlite") == "ok")
  }

  /// Kills a game that is lost at its first guess: every third run once the loss shows
  /// (it is recorded by then), the others while the guess is played and recorded, wherever
  /// that has got to. Whatever the moment, the games recorded before stay, at most the one
  /// killed is added, and the database stays whole.
  @Test func aKillWhileRecordingLosesNoGameRecordedBefore() throws {
    var generator = SplitMix64(seed: 10)
    var recorded: Set<String> = []
    for run in 1...30 {
      let running = try process.start(quickLoss)
      try running.waitForOutput(containing: "Guess a letter, or the whole word: ")
      try running.type("e")
      let waitsForTheLoss = run % 3 == 0
      if waitsForTheLoss {
        try running.waitForOutput(containing: "Play again? [Y/n] ")
      } else {
        // Spreads the kills over the guess's work, by the scheduler's turns, not a clock.
        for _ in 0..<Int.random(in: 0...20_000, using: &generator) { sched_yield() }
      }
      kill(running.process.processIdentifier, SIGKILL)
      _ = running.finish()
      let ids = Set(process.history().map(\.id))
      #expect(ids.isSuperset(of: recorded), "run \(run)")
      #expect(ids.count == recorded.count + 1 || !waitsForTheLoss && ids == recorded, "run \(run)")
      recorded = ids
    }
    #expect(try process.integrity() == "ok")
  }
}
