import CodeBreakerModel
import Foundation
import Lexicon
import Storage

/// CodeWord Breaker (SPEC §6, §3.4): what a hint costs, and how well hints play.
enum CodeBreakerBenchmark {
  static func run() {
    let answers = WordList(
      contentsOf: [LoadBenchmark.url(of: "english-answers.plist").path], cached: true)
    let large = WordList(
      contentsOf: [LoadBenchmark.url(of: "english-large.plist").path], cached: true)
    let search = HintSearch(allowed: large.words(ofLength: 5), answers: answers.words(ofLength: 5))
    timeHints(search)
    print()
    runProcesses()
    print()
    selfPlay(search)
  }

  /// The games kept for `codebreaker list`.
  static let keptCount = 10_000

  /// Whole `wordgames` processes: an attempt and a hint answered, and `list` over 10,000
  /// kept games.
  private static func runProcesses() {
    // On tmpfs where there is one: thousands of commits, each flushed, would take minutes
    // on a disk, and they are not what is measured.
    let base =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let home = base + "/wordgames-bench-codebreaker-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: home) }
    setenv("WORDGAMES_HOME", home, 1)
    defer { unsetenv("WORDGAMES_HOME") }
    print("CodeWord Breaker through the binary, median of 11 runs (SPEC §6: an attempt under")
    print(
      "5 ms, /hint under 200 ms; list with \(keptCount.formatted()) games under 100 ms; peak under 32 MB)"
    )
    let widths = [52, 8, 9]
    printRow("", ["ms", "peak MB"], widths: widths)
    // A line typed at a new game's prompt (after a first one typed untimed), to the next.
    let typed: [(String, [String], String, String?)] = [
      ("an attempt, typed to the next prompt", [], "crane", nil),
      ("an attempt against the evil host (2,904 words)", ["--evil"], "crane", nil),
      ("/hint before the first attempt (cached)", [], "/hint", nil),
      ("/hint after FUZZY (the most words left)", ["--seed", "1"], "/hint", "fuzzy"),
    ]
    for (label, arguments, line, preface) in typed {
      let milliseconds = Measurement.timeToOutput(
        ["codebreaker", "--new"] + arguments, marker: line == "/hint" ? "Try " : "Attempt 2 of 6",
        typing: line, waitingFor: "Attempt \(preface == nil ? 1 : 2) of 6: ", preface: preface)
      printRow(label, [format(milliseconds), ""], widths: widths)
    }
    let generated = Measurement.child(["generate-kept", home], runs: 1)
    // A plain run continues the newest game.
    for arguments in [["codebreaker", "--new"], ["codebreaker"]] {
      Measurement.printProcessRow(arguments, widths: widths)
    }
    // One whose options fit none decodes them all, once: the game it starts fits the next.
    let walk = Measurement.process(["codebreaker", "--length", "6"], runs: 1)
    printRow(
      "wordgames codebreaker --length 6 (fits none; 1 run)",
      [format(walk.milliseconds), format(walk.peakMegabytes)], widths: widths)
    for arguments in [["codebreaker", "list"], ["codebreaker", "list", "--limit", "1000"]] {
      Measurement.printProcessRow(arguments, widths: widths)
    }
    print(
      "(\(keptCount.formatted()) kept games written in \(format(generated.milliseconds)) ms)"
    )
  }

  /// In a child: plays one real game of two attempts through the binary, then keeps
  /// `keptCount` copies of it (each its own game, with its attempts) in the history.
  @Sendable static func generateKept(_ arguments: [String]) -> Int {
    let home = arguments[0]
    _ = spawn(
      Measurement.wordgames, ["codebreaker", "--new", "--seed", "9"],
      input: "crane\nslate\n/quit\n")
    let store = Store(folders: StorageFolders(environment: ["WORDGAMES_HOME": home])) { _ in }
    let kept = try? store.history.read { history throws(DatabaseError) in
      try history.keptGames(of: "codebreaker", .numbers([1]))
    }
    guard let game = kept?.first else {
      fatalError("no game was kept in \(home)")
    }
    // Each copy is the same game under an id of its own, in its session as in its row.
    guard
      var session = try? JSONSerialization.jsonObject(with: Data(game.session)) as? [String: Any],
      var basics = session["basics"] as? [String: Any]
    else { fatalError("game 1 in \(home) is not a session with basics") }
    for _ in 1..<keptCount {
      let id = UUID().uuidString
      basics["id"] = id
      session["basics"] = basics
      guard let bytes = try? JSONSerialization.data(withJSONObject: session) else {
        fatalError("a session could not be written again")
      }
      let copy = KeptGame(
        id: id, status: .playing, key: nil, startedAt: game.startedAt,
        secondsSpent: game.secondsSpent, moves: game.moves, session: Array(bytes))
      store.history.write { history throws(DatabaseError) in
        try history.keep(copy, of: "codebreaker")
      }
    }
    return keptCount
  }

  /// The first hint (every word still possible) and a later one, median of 5.
  private static func timeHints(_ search: HintSearch) {
    print("CodeWord Breaker: a hint on the 5-letter lists (\(search.allowed.count) attempts,")
    print("\(search.answers.count) answers), median of 5 (SPEC §6: under 200 ms)")
    let clock = ContinuousClock()
    let fresh = CodeBreaker(secret: "GLAZE", attemptLimit: 6)
    var later = fresh
    later.attempt("CRANE")
    // The most words left after a first attempt: FUZZY against a word with none of its
    // letters.
    var worst = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    worst.attempt("FUZZY")
    for (name, game) in [("the opener", fresh), ("after CRANE", later), ("after FUZZY", worst)] {
      let possible = search.possible(in: game)
      var times: [Double] = []
      var hint: String?
      for _ in 0..<5 {
        times.append(
          clock.measure { hint = search.best(for: game, possible: possible) }.milliseconds)
      }
      print(
        "  \(name.padding(toLength: 12, withPad: " ", startingAt: 0))"
          + " \(format(times.sorted()[2])) ms  (\(possible.count) possible: \(hint ?? "-"))"
      )
    }
  }

  /// `/hint` playing by itself against every answer: the attempts it needs, with each
  /// rule alone (one step) and with the deeper search `/hint` adds (sure).
  private static func selfPlay(_ search: HintSearch) {
    print("CodeWord Breaker: /hint playing by itself against every 5-letter answer")
    print(
      "(\(search.answers.count)); attempts per game, 6 allowed (a lost game counts 7); the first"
    )
    print("hint is cached in play, so the slowest hint shown is of a later one")
    let widths = [32, 9, 8, 28]
    printRow("rule", ["average", "failures", "won in 1 2 3 4 5 6, lost"], widths: widths)
    for hard in [false, true] {
      for rule in HintRule.allCases {
        for sure in [false, true] {
          var tally = SelfPlay()
          let seconds =
            ContinuousClock().measure {
              tally.play(
                CodeBreaker(secret: search.answers[0], attemptLimit: 6, isHard: hard),
                possible: search.answers
              ) { game, possible in
                search.best(for: game, possible: possible, rule: rule, lookingAhead: sure)
              }
            }.milliseconds / 1000
          let games = tally.histogram.reduce(0, +)
          let total = tally.histogram.enumerated().reduce(0) { $0 + $1.offset * $1.element }
          let spread = tally.histogram.dropFirst().map(String.init).joined(separator: " ")
          printRow(
            "\(rule.rawValue), \(sure ? "sure" : "one step")\(hard ? ", hard" : "")",
            [
              String(format: "%.4f", Double(total) / Double(games)),
              String(tally.histogram[7]),
              spread + String(format: "  (%.0f s, slowest %.0f ms)", seconds, tally.slowest),
            ],
            widths: widths)
        }
      }
    }
  }
}

/// A hint playing by itself against every word still possible at once: the hint splits
/// them by the pegs it would get, and each class plays on (so each position is worked out
/// once).
private struct SelfPlay {
  /// Games won in 1 to 6 attempts (slots 1–6), and lost (slot 7).
  var histogram = [Int](repeating: 0, count: 8)
  /// The longest a hint took, the first one aside (it is cached in play).
  var slowest = 0.0

  mutating func play(
    _ game: CodeBreaker, possible: FixedLengthWords,
    hint: (CodeBreaker, FixedLengthWords) -> String?
  ) {
    var attempt: String?
    let milliseconds = ContinuousClock().measure { attempt = hint(game, possible) }.milliseconds
    if !game.attempts.isEmpty { slowest = max(slowest, milliseconds) }
    guard let attempt else {
      histogram[7] += possible.count  // out of attempts: every word left is lost
      return
    }
    var classes: [Pegs: [String]] = [:]
    for word in possible {
      classes[Pegs.score(attempt, against: word, in: .latin), default: []].append(word)
    }
    for (pegs, words) in classes {
      if pegs.isAllExact {
        histogram[game.attempts.count + 1] += 1
        continue
      }
      // The game as it stands for these words: the same attempts, any of them as the secret.
      var next = CodeBreaker(secret: words[0], attemptLimit: 6, isHard: game.isHard)
      for earlier in game.attempts { next.attempt(earlier.word) }
      next.attempt(attempt)
      play(next, possible: FixedLengthWords(length: possible.length, words: words), hint: hint)
    }
  }
}
