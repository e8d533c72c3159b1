import Foundation
import GhostModel
import Lexicon

/// SuperGhost (SPEC §3.3, §6): the infix tree of each bundled list built and solved, with
/// its memory, then whole processes as a player has them, cold and warm.
enum SuperGhostBenchmark {
  static let lists = ["english-large.plist", "dutch.plist"]

  static func run() {
    solveLists()
    cribs()
    runProcesses()
  }

  private static func solveLists() {
    print("SuperGhost: every infix of the words of 4+ letters, solved, median of 3 runs (the")
    print("tree is built from a cached list; peak memory of a process doing both)")
    let widths = [20, 11, 9, 9, 9, 14, 9]
    let header = ["infixes", "tree ms", "solve ms", "total ms", "first player", "peak MB"]
    print(row("list", header, widths: widths))
    let peaks = lists.map { file in
      let path = LoadBenchmark.url(of: file).path
      _ = Measurement.child(["load-cached", path], runs: 1)
      return Measurement.child(["superghost-solve", path], runs: 1).peakMegabytes
    }
    for (file, peak) in zip(lists, peaks) {
      let path = LoadBenchmark.url(of: file).path
      let list = WordList(contentsOf: [path], cached: true)
      var trees: [Double] = []
      var solves: [Double] = []
      var solver: SuperGhostSolver?
      for _ in 0..<3 {
        let clock = ContinuousClock()
        var tree: InfixTree?
        trees.append(
          clock.measure {
            tree = InfixTree(list, minimumLength: GhostRound.minimumWordLength)
          }.milliseconds)
        solver = nil
        solves.append(clock.measure { solver = SuperGhostSolver(tree!) }.milliseconds)
      }
      let tree = trees.sorted()[1]
      let solve = solves.sorted()[1]
      let wins = solver!.wins(at: InfixTree.root) ? "wins" : "loses"
      print(
        row(
          file,
          [
            solver!.tree.nodeCount.formatted(), LoadBenchmark.format(tree),
            LoadBenchmark.format(solve), LoadBenchmark.format(tree + solve), wins,
            LoadBenchmark.format(peak),
          ], widths: widths))
    }
  }

  @Sendable static func solve(_ arguments: [String]) -> Int {
    let solver = SuperGhostSolver(WordList(contentsOf: arguments, cached: true))
    return solver.options(after: "").count
  }
}

extension SuperGhostBenchmark {
  /// The crib of each list and variant: whose it is, its opening, its words and replies.
  static func cribs() {
    print("")
    print("Cribs: the fewest words to remember to never lose, for the player who wins")
    let widths = [20, 12, 8, 9, 8, 9, 9]
    print(row("list", ["variant", "player", "opening", "words", "replies", "ms"], widths: widths))
    for file in lists {
      let list = WordList(contentsOf: [LoadBenchmark.url(of: file).path], cached: true)
      let games: [(String, any SolvedGhost)] = [
        ("Ghost", GhostSolver(list)), ("SuperGhost", SuperGhostSolver(list)),
      ]
      for (name, game) in games {
        let clock = ContinuousClock()
        var crib: GhostCrib?
        let time = clock.measure { crib = GhostCrib(game) }
        print(
          row(
            file,
            [
              name, crib!.opening == nil ? "second" : "first",
              crib!.opening.map { String($0.letter) } ?? "–", "\(crib!.words.count)",
              "\(crib!.replies.count)", LoadBenchmark.format(time.milliseconds),
            ], widths: widths))
      }
    }
  }

  /// Whole SuperGhost processes as a player has them, cold (no solution in the cache: the
  /// first run builds, solves and keeps it) and warm.
  static func runProcesses() {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("wordgames-bench-superghost-\(getpid())").path
    setenv("WORDGAMES_HOME", home, 1)
    defer {
      unsetenv("WORDGAMES_HOME")
      try? FileManager.default.removeItem(atPath: home)
    }
    print("")
    print("SuperGhost as whole processes, median of 5 runs (issue 21: warm, a plain start plus")
    print("a few ms and under 32 MB; cold, under 2 s and 128 MB for Dutch)")
    let widths = [44, 8, 9]
    print(row("", ["ms", "peak MB"], widths: widths))
    for language in ["en", "nl"] {
      _ = Measurement.child(["superghost-process", "warm", language, "computer"], runs: 1)
      for (name, play) in [
        ("plain start, /quit", "plain"), ("a letter against the computer", "computer"),
        ("a letter and /hint", "hint"), ("--solve", "solve"), ("--crib", "crib"),
      ] {
        for cache in play == "plain" ? ["warm"] : ["cold", "warm"] {
          let run = Measurement.child(["superghost-process", cache, language, play], runs: 5)
          let label = "\(language): \(name)" + (play == "plain" ? "" : ", \(cache)")
          print(
            row(
              label,
              [
                LoadBenchmark.format(run.milliseconds),
                LoadBenchmark.format(Double(run.count) / 1024),
              ], widths: widths))
        }
      }
    }
  }

  /// In a child: one whole process, `[cold|warm, language, plain|computer|hint|solve|crib]`.
  @Sendable static func process(_ arguments: [String]) -> Int {
    let home = ProcessInfo.processInfo.environment["WORDGAMES_HOME"] ?? ""
    let cache = URL(fileURLWithPath: home).appendingPathComponent("cache")
    if arguments[0] == "cold" {
      let files = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
      for file in files where file.hasSuffix(".superghost") {
        try? FileManager.default.removeItem(at: cache.appendingPathComponent(file))
      }
    }
    let game = ["ghost", "--super", "--lang", arguments[1]]
    let (command, input): ([String], String?) =
      switch arguments[2] {
      case "plain": (game + ["--new"], "/quit\n")
      case "computer": (game + ["--new", "--computer", "perfect"], "e\n/quit\n")
      case "hint": (game + ["--new", "--computer", "perfect"], "e\n/hint\n/quit\n")
      case "crib": (game + ["--crib"], nil)
      default: (game + ["--solve"], nil)
      }
    let wordgames = Measurement.folder.appendingPathComponent("wordgames")
    return spawn(wordgames, command, input: input).peakKilobytes
  }
}
