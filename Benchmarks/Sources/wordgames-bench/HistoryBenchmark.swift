import Foundation
import HistorySamples
import Storage

/// The history (SPEC §6): with 100,000 games recorded, what ending a game adds, and the
/// whole `wordgames stats` process.
enum HistoryBenchmark {
  static let gameCount = 100_000

  static func run() {
    let large = home("large")
    let empty = home("empty")
    defer {
      for folder in [large, empty] { try? FileManager.default.removeItem(atPath: folder) }
    }
    // Generated in a child, so that this process stays small: a child spawned from it
    // starts its peak-memory count at this process's.
    let generated = Measurement.child(["generate-history", large], runs: 1)
    record(generate(count: 1), at: empty)
    let size =
      (try? FileManager.default.attributesOfItem(atPath: large + "/data/history.sqlite"))?[
        .size] as? Int ?? 0
    print(
      "History: \(gameCount.formatted()) generated games (\(size >> 20) MB, written in "
        + "\(format(generated.milliseconds)) ms), median of 11 runs, each in its own process"
    )
    let widths = [52, 8, 9]
    printRow("", ["ms", "peak MB"], widths: widths)
    for (name, folder) in [
      ("record one game, empty history", empty), ("record one game, 100,000 games", large),
    ] {
      let record = Measurement.child(["record-one", folder], runs: 11)
      printRow(name, [format(record.milliseconds), format(record.peakMegabytes)], widths: widths)
    }
    setenv("WORDGAMES_HOME", large, 1)
    defer { unsetenv("WORDGAMES_HOME") }
    for arguments in [
      ["stats"], ["stats", "--json"], ["stats", "--game", "ghost", "--lang", "nl"],
      ["stats", "--game", "hangman", "--difficulty", "7"],
      ["stats", "--length", "7", "--since", "2026-01-01"],
    ] {
      Measurement.printProcessRow(arguments, widths: widths)
    }
  }

  private static func home(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-bench-history-\(name)-\(getpid())")
    try? FileManager.default.removeItem(at: folder)
    return folder.path
  }

  private static func store(at home: String) -> Store {
    Store(folders: StorageFolders(environment: ["WORDGAMES_HOME": home])) { notice in
      FileHandle.standardError.write(Data("history: \(notice)\n".utf8))
    }
  }

  /// Records the games in the history of `home`, in one transaction.
  @discardableResult
  private static func record(_ games: [GameRecord], at home: String) -> Bool {
    store(at: home).history.write { history throws(DatabaseError) in
      try history.record(games)
    } != nil
  }

  /// In a child: writes the generated history into the home `arguments[0]`.
  static func generateHistory(_ arguments: [String]) -> Int {
    guard record(generate(count: gameCount), at: arguments[0]) else {
      fatalError("could not write the generated history")
    }
    return gameCount
  }

  /// In a child: records one game, as a process that ends a game does (opening the
  /// database, one transaction, a flush). The store and the game are made first, untimed:
  /// a game has them from its start.
  static func recordOne(_ arguments: [String]) -> () -> Int {
    let game = generate(count: 1, from: Int(Date().timeIntervalSince1970 * 1e6))[0]
    let store = store(at: arguments[0])
    return {
      store.history.write { history throws(DatabaseError) in try history.record([game]) }
      return 1
    }
  }

  /// `count` games of Hangman, Evil Hangman and Ghost over the past year, one every few
  /// minutes, numbered from `first`.
  static func generate(count: Int, from first: Int = 0) -> [GameRecord] {
    var generator = HistoryGenerator(seed: UInt64(first))
    return generator.records(
      count: count, from: first, start: Date(timeIntervalSinceNow: -365 * 86_400), interval: 300)
  }
}
