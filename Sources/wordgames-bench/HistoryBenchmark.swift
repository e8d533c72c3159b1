import Foundation
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
  /// minutes, mixed as a keen player's would be.
  static func generate(count: Int, from first: Int = 0) -> [GameRecord] {
    var generator = SystemRandomNumberGenerator()
    let start = Date(timeIntervalSinceNow: -365 * 86_400)
    let outcomes: [GameRecord.Outcome] = [.won, .lost, .lost, .won, .abandoned]
    return (first..<first + count).map { number in
      let ended = start + Double(number % 100_000) * 300
      let outcome = outcomes.randomElement(using: &generator)!
      let language = ["en", "en", "nl"].randomElement(using: &generator)!
      if number % 3 == 0 {
        let computer = [nil, "easy", "perfect"].randomElement(using: &generator)!
        let players = computer == nil ? ["Ann", "Bob"] : ["You", "Computer"]
        let winner = outcome == .abandoned ? nil : players[outcome == .won ? 0 : 1]
        return GameRecord(
          id: "bench-\(number)", game: "ghost", language: language, outcome: outcome,
          guesses: Int.random(in: 3...9, using: &generator), incorrectGuesses: 0, word: "FRAGMENT",
          startedAt: ended - 60, endedAt: ended, secondsSpent: 45,
          fields: [
            "ghost_player_one": .text(players[0]), "ghost_player_two": .text(players[1]),
            "ghost_winner": winner.map(HistoryValue.text),
            "ghost_computer": computer.map(HistoryValue.text),
            "ghost_hints": .integer(Int.random(in: 0...2, using: &generator)),
            "ghost_in_match": HistoryValue(number % 7 == 0),
            "ghost_match_winner": number % 35 == 0 ? winner.map(HistoryValue.text) : nil,
          ].compactMapValues { $0 })
      }
      if number % 3 == 1 {
        let mode = ["word", "word", "phrase", "two-player"].randomElement(using: &generator)!
        let isWord = mode == "word"
        return GameRecord(
          id: "bench-\(number)", game: "hangman", language: language, outcome: outcome,
          length: isWord ? Int.random(in: 4...12, using: &generator) : nil,
          guessLimit: Int.random(in: 4...10, using: &generator),
          difficulty: isWord ? Int.random(in: 1...10, using: &generator) : nil,
          guesses: Int.random(in: 4...20, using: &generator),
          incorrectGuesses: Int.random(in: 0...6, using: &generator), word: "EXAMPLE",
          startedAt: ended - 120, endedAt: ended, secondsSpent: 90,
          fields: [
            "hangman_mode": .text(mode),
            "hangman_score": isWord && outcome == .won
              ? .integer(Int.random(in: 200...600, using: &generator)) : nil,
          ].compactMapValues { $0 })
      }
      return GameRecord(
        id: "bench-\(number)", game: "evil", language: language, outcome: outcome,
        length: Int.random(in: 4...12, using: &generator),
        guessLimit: Int.random(in: 4...10, using: &generator),
        guesses: Int.random(in: 6...20, using: &generator),
        incorrectGuesses: Int.random(in: 0...8, using: &generator), word: "EXAMPLE",
        startedAt: ended - 120, endedAt: ended, secondsSpent: 90,
        fields: [
          "evil_strategy": .text(
            ["largest", "cautious", "lookahead"].randomElement(using: &generator)!)
        ])
    }
  }
}
