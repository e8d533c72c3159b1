import Foundation
import GhostModel
import Lexicon

/// SuperGhost (SPEC §3.3, §6): the infix tree of each bundled list built and solved, with
/// its memory, then whole processes as a player has them, cold and warm.
enum SuperGhostBenchmark {
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
    printRow("list", header, widths: widths)
    GhostBenchmark.solvedRows(
      runs: 3, child: "superghost-solve", childRuns: 1, widths: widths,
      build: { InfixTree($0, minimumLength: GhostRound.minimumWordLength) },
      solve: { GhostSolver($0) }, facts: { ($0.dictionary.nodeCount, $0.wins(from: "")) })
  }

  @Sendable static func solve(_ arguments: [String]) -> Int {
    let list = WordList(contentsOf: arguments, cached: true)
    let solver = GhostSolver(InfixTree(list, minimumLength: GhostRound.minimumWordLength))
    return solver.options(after: "").count
  }

  /// The crib of each list and variant: whose it is, its opening, its words and replies.
  static func cribs() {
    print("")
    print("Cribs: the fewest words to remember to never lose, for the player who wins")
    let widths = [20, 12, 8, 9, 8, 9, 9]
    printRow("list", ["variant", "player", "opening", "words", "replies", "ms"], widths: widths)
    for file in GhostBenchmark.lists {
      let list = WordList(contentsOf: [LoadBenchmark.url(of: file).path], cached: true)
      let length = GhostRound.minimumWordLength
      let games = [
        ("Ghost", GhostSolver(PrefixTree(list, endingAtWordsOf: length))),
        ("SuperGhost", GhostSolver(InfixTree(list, minimumLength: length))),
      ]
      for (name, game) in games {
        let clock = ContinuousClock()
        var crib: GhostCrib?
        let time = clock.measure { crib = GhostCrib(game) }
        printRow(
          file,
          [
            name, crib!.opening == nil ? "second" : "first",
            crib!.opening.map { String($0.letter) } ?? "–", "\(crib!.words.count)",
            "\(crib!.replies.count)", format(time.milliseconds),
          ], widths: widths)
      }
    }
  }
}
