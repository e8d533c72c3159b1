import Foundation
import GhostModel
import Lexicon

/// Ghost (SPEC §6, §3.3): the whole game tree of each bundled list solved, and its memory.
enum GhostBenchmark {
  static func run() {
    print("Ghost: the whole game solved, median of 5 runs (SPEC §6: under 0.1 s; the tree")
    print("is built from a cached list, then solved; peak memory of a process doing both)")
    let widths = [16, 10, 9, 9, 9, 14, 9]
    let header = ["nodes", "tree ms", "solve ms", "total ms", "first player", "peak MB"]
    print(row("list", header, widths: widths))
    // Peak memory first, while this process is small: a child's peak can include the pages
    // it shared with this process when it started.
    let peaks = ["english.plist", "dutch.plist"].map { file in
      let path = LoadBenchmark.url(of: file).path
      _ = Measurement.child(["load-cached", path], runs: 1)  // the index, as a game has it
      return Measurement.child(["ghost-solve", path]).peakMegabytes
    }
    for (file, peak) in zip(["english.plist", "dutch.plist"], peaks) {
      let path = LoadBenchmark.url(of: file).path
      let list = WordList(contentsOf: [path], cached: true)
      var trees: [Double] = []
      var solves: [Double] = []
      var solver: GhostSolver?
      for _ in 0..<5 {
        let clock = ContinuousClock()
        var tree: PrefixTree?
        trees.append(clock.measure { tree = PrefixTree(list) }.milliseconds)
        solves.append(clock.measure { solver = GhostSolver(tree!) }.milliseconds)
      }
      let tree = trees.sorted()[2]
      let solve = solves.sorted()[2]
      let wins = solver!.wins(at: PrefixTree.root) ? "wins" : "loses"
      print(
        row(
          file,
          [
            "\(solver!.tree.nodeCount)", LoadBenchmark.format(tree), LoadBenchmark.format(solve),
            LoadBenchmark.format(tree + solve), wins, LoadBenchmark.format(peak),
          ], widths: widths))
    }
  }

  @Sendable static func solve(_ arguments: [String]) -> Int {
    let solver = GhostSolver(PrefixTree(WordList(contentsOf: arguments, cached: true)))
    return solver.safeMoves(from: PrefixTree.root, depth: 0).count
  }
}
