import EvilGuessers
import EvilHangmanModel
import Foundation
import Lexicon

/// Evil Hangman (SPEC §6, §3.2): the time a guess takes on the largest length class, and
/// how often each guesser of the panel beats each strategy.
enum EvilBenchmark {
  static let lengths = Array(4...10)
  static let guessLimits = [6, 8, 10]
  static let seeds: [UInt64] = [1, 2]

  static func run() {
    let list = WordList(
      contentsOf: [LoadBenchmark.url(of: Language.first.fullListFile).path], cached: false)
    printFirstGuesses(list)
    print()
    printGuessThroughTheBinary()
    print()
    printPanel(list)
  }

  /// A whole process's answer to the first guess of a game on the English list, typed to the
  /// next prompt: the host's choice, the save of the game in progress (a transaction,
  /// flushed, in a home on disk) and the board drawn again.
  static func printGuessThroughTheBinary() {
    let home = NSTemporaryDirectory() + "/wordgames-bench-evil-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: home) }
    setenv("WORDGAMES_HOME", home, 1)
    defer { unsetenv("WORDGAMES_HOME") }
    print("Evil Hangman through the binary: E typed at a new game's prompt, to the next")
    print("prompt, the save included; median of 11 (SPEC §6: under 3 ms with largest)")
    for strategy in ["largest", "lookahead"] {
      let milliseconds = Measurement.timeToOutput(
        ["evil", "--new", "--seed", "1", "--strategy", strategy], marker: "Guess a letter",
        typing: "e", waitingFor: "Guess a letter")
      printRow(strategy, [format(milliseconds)], widths: [12, 11])
    }
  }

  /// The first guess of a game on the largest length class, where a guess costs most: ten
  /// common letters at each limit.
  static func printFirstGuesses(_ list: WordList) {
    let length = list.lengths.max { list.count(ofLength: $0) < list.count(ofLength: $1) }!
    let words = list.words(ofLength: length)
    print(
      "Evil Hangman: first guess on the largest class (\(words.count) words of \(length) letters;",
      "E A I O S R T N L U at limits 6, 8, 10)")
    printRow("strategy", ["median ms", "max ms"], widths: [12, 11, 9])
    for strategy in EvilStrategy.allCases {
      let times = guessLimits.flatMap { limit in
        "EAIOSRTNLU".map { letter in
          var game = EvilHangman(words: words, guessLimit: limit, strategy: strategy)
          var generator = SplitMix64(seed: 1)
          return ContinuousClock().measure { game.guess(letter, using: &generator) }
            .milliseconds
        }
      }.sorted()
      printRow(
        strategy.rawValue, [format(times[times.count / 2]), format(times.last!)],
        widths: [12, 11, 9])
    }
  }

  /// Every guesser of the panel against every strategy, over every length, limit and seed.
  /// A game at a limit above the most misses a host can force on the guesser (found by
  /// walking the guesser's decision tree over every word) is won by the guesser whatever
  /// the host does; the rate leaves those games out.
  static func printPanel(_ list: WordList) {
    let games = lengths.count * guessLimits.count * seeds.count
    var mostMisses: [EvilGuesser: [Int: Int]] = [:]
    for guesser in EvilGuesser.allCases {
      for length in lengths {
        mostMisses[guesser, default: [:]][length] = guesser.mostMisses(
          over: list.words(ofLength: length))
      }
    }
    print("The panel of guessers against each strategy: lengths 4–10, limits 6, 8, 10, seeds 1, 2")
    print(
      "(wins of \(games) games, then the rate over the games a host can win; the slowest guess)")
    let widths = [12] + Array(repeating: 15, count: EvilGuesser.allCases.count) + [10]
    printRow("strategy", EvilGuesser.allCases.map(\.rawValue) + ["slowest"], widths: widths)
    for strategy in EvilStrategy.allCases {
      var slowest = 0.0
      let cells = EvilGuesser.allCases.map { guesser in
        var wins = 0
        var winnable = 0
        var winnableWins = 0
        for length in lengths {
          let words = list.words(ofLength: length)
          for limit in guessLimits {
            let canWin = mostMisses[guesser]![length]! >= limit
            for seed in seeds {
              let won = play(words, limit, strategy, guesser, seed, slowest: &slowest)
              wins += won ? 1 : 0
              winnable += canWin ? 1 : 0
              winnableWins += won && canWin ? 1 : 0
            }
          }
        }
        return String(
          format: "%2d/%d %3.0f%%", wins, games,
          100 * Double(winnableWins) / Double(max(winnable, 1)))
      }
      printRow(strategy.rawValue, cells + [format(slowest) + " ms"], widths: widths)
    }
    print()
    print("Won by the guesser whatever the host does (length/limit), from its most misses:")
    for guesser in EvilGuesser.allCases {
      let cells = lengths.flatMap { length in
        guessLimits.filter { mostMisses[guesser]![length]! < $0 }.map { "\(length)/\($0)" }
      }
      let most = lengths.map { "\(mostMisses[guesser]![$0]!)" }.joined(separator: " ")
      print(
        "  \(guesser.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))",
        "\(cells.joined(separator: " ")) (most misses, lengths 4–10: \(most))")
    }
  }

  /// Plays one game, keeping the slowest guess in milliseconds; returns whether the
  /// guesser won.
  static func play(
    _ words: FixedLengthWords, _ limit: Int, _ strategy: EvilStrategy, _ guesser: EvilGuesser,
    _ seed: UInt64, slowest: inout Double
  ) -> Bool {
    var game = EvilHangman(words: words, guessLimit: limit, strategy: strategy)
    var generator = SplitMix64(seed: seed)
    while !game.isOver {
      guard let letter = guesser.nextGuess(in: game) else { break }
      let time = ContinuousClock().measure { game.guess(letter, using: &generator) }
      slowest = max(slowest, time.milliseconds)
    }
    return game.status == .won
  }

  static func format(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
