import Foundation
import GhostModel
import Lexicon

/// Ghost (SPEC §6, §3.3): the whole game tree of each bundled list solved, and its memory.
enum GhostBenchmark {
  /// The large list of each language, once each.
  static let lists = Array(Set(Language.all.map(\.largeListFile))).sorted()

  static func run() {
    solveLists()
    runProcesses()
  }

  private static func solveLists() {
    print("Ghost: the whole game solved, median of 5 runs (SPEC §6: under 0.1 s; the tree of")
    print("the fragments play can reach is built from a cached list, then solved; peak memory")
    print("of a process doing both)")
    let widths = [20, 10, 9, 9, 9, 14, 9]
    let header = ["nodes", "tree ms", "solve ms", "total ms", "first player", "peak MB"]
    printRow("list", header, widths: widths)
    solvedRows(
      runs: 5, child: "ghost-solve", childRuns: 5, widths: widths,
      build: { PrefixTree($0, endingAtWordsOf: GhostRound.minimumWordLength) },
      solve: { GhostSolver($0) }, facts: { ($0.dictionary.nodeCount, $0.wins(from: "")) })
    print("")
    print("Ghost at a table of three: the others as one side against each seat (issue 67), its")
    print("three layers solved in the same one pass; \"wins\" is the first seat's being safe")
    printRow("list", header, widths: widths)
    solvedRows(
      runs: 5, child: "ghost-solve-table", childRuns: 5, widths: widths,
      build: { PrefixTree($0, endingAtWordsOf: GhostRound.minimumWordLength) },
      solve: { GhostSolver($0, seats: 3) },
      facts: { ($0.dictionary.nodeCount, $0.wins(from: "")) })
  }

  @Sendable static func solveTable(_ arguments: [String]) -> Int {
    let list = WordList(contentsOf: arguments, cached: true)
    let tree = PrefixTree(list, endingAtWordsOf: GhostRound.minimumWordLength)
    let solver = GhostSolver(tree, seats: 3)
    return solver.dictionary.safeMoves(after: "").count
  }

  /// A row for each bundled list of a variant: its nodes, the medians of `runs` times to
  /// `build` its tree and to `solve` it, whether the first player wins, and the peak memory
  /// of a child process (`child`, median of `childRuns`) doing both.
  static func solvedRows<Tree, Solver>(
    runs: Int, child: String, childRuns: Int, widths: [Int], build: (WordList) -> Tree,
    solve: (Tree) -> Solver, facts: (Solver) -> (nodes: Int, wins: Bool)
  ) {
    // Peak memory first, while this process is small: a child's peak can include the pages
    // it shared with this process when it started.
    let peaks = lists.map { file in
      let path = LoadBenchmark.url(of: file).path
      _ = Measurement.child(["load-cached", path], runs: 1)  // the index, as a game has it
      return Measurement.child([child, path], runs: childRuns).peakMegabytes
    }
    for (file, peak) in zip(lists, peaks) {
      let list = WordList(contentsOf: [LoadBenchmark.url(of: file).path], cached: true)
      var trees: [Double] = []
      var solves: [Double] = []
      var solver: Solver?
      for _ in 0..<runs {
        let clock = ContinuousClock()
        var tree: Tree?
        trees.append(clock.measure { tree = build(list) }.milliseconds)
        solver = nil
        solves.append(clock.measure { solver = solve(tree!) }.milliseconds)
      }
      let (tree, solved) = (trees.sorted()[runs / 2], solves.sorted()[runs / 2])
      let (nodes, wins) = facts(solver!)
      let figures = [format(tree), format(solved), format(tree + solved)]
      printRow(
        file, [nodes.formatted()] + figures + [wins ? "wins" : "loses", format(peak)],
        widths: widths)
    }
  }

  @Sendable static func solve(_ arguments: [String]) -> Int {
    let list = WordList(contentsOf: arguments, cached: true)
    let solver = GhostSolver(PrefixTree(list, endingAtWordsOf: GhostRound.minimumWordLength))
    return solver.dictionary.safeMoves(after: "").count
  }

  /// Whole Ghost processes, as a player has them: a plain start, a game against the
  /// perfect computer (a letter, its reply, `/quit`), with `/hint`, and `--solve`, each with
  /// the solved game in the cache (warm) or not (cold), for both bundled lists. With
  /// `superGhost`, the same for SuperGhost, and `--crib` too.
  static func runProcesses(superGhost: Bool = false) {
    let kind = superGhost ? "superghost" : "ghost"
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-bench-\(kind)-\(getpid())").path
    setenv("WORDGAMES_HOME", home, 1)
    defer {
      unsetenv("WORDGAMES_HOME")
      try? FileManager.default.removeItem(atPath: home)
    }
    let runs = superGhost ? 5 : 11
    print("")
    if superGhost {
      print("SuperGhost as whole processes, median of \(runs) runs (issue 21: warm, a plain start")
      print("plus a few ms and under 32 MB; cold, under 2 s and 128 MB for Dutch)")
    } else {
      print(
        "Ghost as whole processes, median of \(runs) runs (SPEC §6: a game against the computer,")
      print("/hint and --solve cost a plain start plus a few ms; under 32 MB, cold or warm)")
    }
    let widths = [44, 8, 9]
    printRow("", ["ms", "peak MB"], widths: widths)
    var plays = [
      ("plain start, /quit", "plain"), ("a letter against the computer", "computer"),
      ("a letter and /hint", "hint"), ("--solve", "solve"),
      ("a table of three: two letters, reply", "table"),
    ]
    if superGhost { plays.append(("--crib", "crib")) }
    for language in Language.all.map(\.code) {
      // The list's index and the solved game in the cache, as a player's second game has them.
      _ = Measurement.child(["ghost-process", "warm", language, "computer", kind], runs: 1)
      for (name, play) in plays {
        for cache in play == "plain" ? ["warm"] : ["cold", "warm"] {
          let run = Measurement.child(["ghost-process", cache, language, play, kind], runs: runs)
          let label = "\(language): \(name)" + (play == "plain" ? "" : ", \(cache)")
          let figures = [run.milliseconds, Double(run.count) / 1024].map(format)
          printRow(label, figures, widths: widths)
        }
      }
    }
  }

  /// In a child: one whole process, `[cold|warm, language, plain|computer|hint|solve|crib,
  /// ghost|superghost]`; a cold one finds no solved game in the cache. Returns the
  /// process's peak in kilobytes.
  @Sendable static func process(_ arguments: [String]) -> Int {
    let home = ProcessInfo.processInfo.environment["WORDGAMES_HOME"] ?? ""
    let cache = URL(fileURLWithPath: home).appendingPathComponent("cache")
    let kind = arguments[3]
    if arguments[0] == "cold" {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
      // The two-seat game's file and each table's (`.ghost`, `.ghost3`).
      for file in files where file.contains(".\(kind)") {
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(file))
      }
    }
    let game = ["ghost"] + (kind == "superghost" ? ["--super"] : []) + ["--lang", arguments[1]]
    let (command, input): ([String], String?) =
      switch arguments[2] {
      case "plain": (game + ["--new"], "/quit\n")
      case "computer": (game + ["--new", "--computer", "perfect"], "e\n/quit\n")
      case "hint": (game + ["--new", "--computer", "perfect"], "e\n/hint\n/quit\n")
      case "crib": (game + ["--crib"], nil)
      case "table": (game + ["--new", "--players", "Ann,Bob", "--computer"], "e\nt\n/quit\n")
      default: (game + ["--solve"], nil)
      }
    return spawn(Measurement.wordgames, command, input: input).peakKilobytes
  }
}
