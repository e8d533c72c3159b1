import Foundation
import HangmanModel
import Lexicon

/// Hangman's difficulty (SPEC §3.1): the reference guesser's average misses in each tier,
/// and what ranking a length costs.
enum HangmanBenchmark {
  static func run() {
    print("Hangman: the frequency guesser's average misses per difficulty tier, on the lists")
    print("single-player Hangman draws from (each length ranked by one walk of the guesser's")
    print("decision tree; the rank time is what a new game adds before its first prompt)")
    for file in Language.all.map(\.commonListFile) {
      print()
      rank(file)
    }
  }

  private static func rank(_ file: String) {
    let list = WordList(contentsOf: [LoadBenchmark.url(of: file).path], cached: false)
    print(file)
    let lengths = Array(4...12)
    let widths = [8, 7, 9] + Array(repeating: 6, count: 10)
    printRow(
      "length", ["words", "rank ms"] + DifficultyRanking.tiers.map { "t\($0)" }, widths: widths)
    var totals = [Double](repeating: 0, count: 10)
    var counts = [Double](repeating: 0, count: 10)
    for length in lengths {
      let words = list.words(ofLength: length)
      let clock = ContinuousClock()
      var tiers: [ArraySlice<Int>] = []
      var misses: [UInt8] = []
      // A new game walks the tree and draws from one tier.
      let elapsed = clock.measure {
        misses = FrequencyGuesser.misses(of: words)
        tiers = [DifficultyRanking.indices(inTier: 1, misses: misses)]
      }
      tiers += DifficultyRanking.tiers.dropFirst().map {
        DifficultyRanking.indices(inTier: $0, misses: misses)
      }
      let averages = tiers.map { tier in
        Double(tier.reduce(0) { $0 + Int(misses[$1]) }) / Double(tier.count)
      }
      for tier in DifficultyRanking.tiers {
        let size = Double(tiers[tier - 1].count)
        totals[tier - 1] += averages[tier - 1] * size
        counts[tier - 1] += size
      }
      printRow(
        "\(length)",
        ["\(words.count)", format(elapsed.milliseconds)]
          + averages.map { String(format: "%.2f", $0) }, widths: widths)
    }
    printRow(
      "4–12", ["", ""] + zip(totals, counts).map { String(format: "%.2f", $0 / $1) },
      widths: widths)
  }
}
