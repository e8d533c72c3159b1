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
    GhostBenchmark.runProcesses(superGhost: true)
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
}
