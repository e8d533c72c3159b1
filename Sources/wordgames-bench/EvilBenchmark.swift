import EvilHangmanModel
import Foundation
import Lexicon

/// Evil Hangman (SPEC §6, §3.2): time per guess on the largest length class, and how often
/// the fixed frequency guesser of SPEC §3.1 beats each strategy.
enum EvilBenchmark {
  static let lengths = Array(4...12)
  static let guessLimits = [6, 8, 10]
  static let seeds: [UInt64] = [1, 2, 3]

  static func run() {
    let list: WordList
    do {
      list = try WordList(contentsOf: WordListLocator().url(forFile: Language.english.fullListFile))
    } catch {
      fatalError("\(error)")
    }
    let length = list.lengths.max { list.count(ofLength: $0) < list.count(ofLength: $1) }!
    let words = list.words(ofLength: length)
    print(
      "Evil Hangman: first guess on the largest class (\(words.count) words of \(length) letters)")
    print(row("strategy", ["median ms", "max ms"], widths: [12, 11, 9]))
    for strategy in EvilStrategy.allCases {
      let times = "EAIOSRTNLU".map { letter in
        var game = EvilHangman(words: words, guessLimit: 6, strategy: strategy)
        var generator = SplitMix64(seed: 1)
        return ContinuousClock().measure { _ = game.guess(letter, using: &generator) }.milliseconds
      }.sorted()
      print(
        row(
          strategy.rawValue, [format(times[times.count / 2]), format(times.last!)],
          widths: [12, 11, 9]))
    }

    let games = lengths.count * guessLimits.count * seeds.count
    print()
    print("The frequency guesser against each strategy: lengths 4–12, limits 6, 8, 10,")
    print("seeds \(seeds.map(String.init).joined(separator: ", ")) (\(games) games each)")
    let header = ["guesser wins", "rate"] + guessLimits.map { "limit \($0)" }
    print(row("strategy", header, widths: [12, 14, 7, 9, 9, 9]))
    for strategy in EvilStrategy.allCases {
      var wins = [Int: Int]()
      for limit in guessLimits {
        for length in lengths {
          for seed in seeds where play(list.words(ofLength: length), limit, strategy, seed) {
            wins[limit, default: 0] += 1
          }
        }
      }
      let total = wins.values.reduce(0, +)
      let perLimit = guessLimits.map { "\(wins[$0] ?? 0)/\(lengths.count * seeds.count)" }
      print(
        row(
          strategy.rawValue,
          ["\(total)/\(games)", String(format: "%.0f%%", 100 * Double(total) / Double(games))]
            + perLimit,
          widths: [12, 14, 7, 9, 9, 9]))
    }
  }

  /// Plays one game; returns whether the guesser won.
  static func play(
    _ words: FixedLengthWords, _ limit: Int, _ strategy: EvilStrategy, _ seed: UInt64
  ) -> Bool {
    var game = EvilHangman(words: words, guessLimit: limit, strategy: strategy)
    var generator = SplitMix64(seed: seed)
    while !game.isOver {
      let tried = Set(game.triedLetters.map { $0.asciiValue! })
      guard let letter = FrequencyGuesser.nextLetter(among: game.candidates, tried: tried) else {
        break
      }
      _ = game.guess(Character(Unicode.Scalar(letter)), using: &generator)
    }
    return game.status == .won
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
