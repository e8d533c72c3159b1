import Foundation
import Lexicon
import Storage

/// Seeded histories of Hangman, Evil Hangman and Ghost games, each with its own fields, mixed
/// as a keen player's would be: the storage tests check the history's figures against a plain
/// count over them, and the benchmark times `stats` over 100,000 of them.
///
/// Storage knows no game: to it these are any games with fields of their own. Some records
/// leave a common field out, or play a list of the player's own, as real ones do.
public struct HistoryGenerator {
  private var generator: SplitMix64

  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  /// The games the records are of.
  public static let games = ["hangman", "evil", "ghost"]

  public static let mode = HistoryColumn("hangman_mode")
  public static let score = HistoryColumn("hangman_score")
  public static let strategy = HistoryColumn("evil_strategy")

  /// The next number below `bound`.
  private mutating func next(_ bound: Int) -> Int {
    Int(generator.next() % UInt64(bound))
  }

  private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

  /// `count` games numbered from `first`, ended one every `interval` seconds from `start`,
  /// a third of each game.
  public mutating func records(
    count: Int, from first: Int = 0, start: Date = Date(timeIntervalSince1970: 0),
    interval: Double = 60
  ) -> [GameRecord] {
    (first..<first + count).map { number in
      let outcome = pick(GameRecord.Outcome.allCases + [.won, .lost])
      let ended = start + interval * Double(number - first + 1)
      // Drawn in the order the samples have always been, so that a seed gives the same games.
      var record = GameRecord(
        id: "g\(number)", game: Self.games[number % 3],
        language: pick(["en", "en", "nl", "/tmp/list.txt"]), outcome: outcome, guesses: 0,
        startedAt: ended - 90, endedAt: ended, secondsSpent: 0)
      record.length = pick([nil, 3 + next(10)])
      record.guessLimit = pick([nil, 4 + next(7)])
      record.difficulty = pick([nil, 1 + next(10)])
      record.guesses = next(20)
      record.incorrectGuesses = next(7)
      record.word = pick([nil, "EXAMPLE"])
      record.secondsSpent = Double(next(1000)) / 8
      switch record.game {
      case "hangman":
        let mode = pick([nil, "word", "word", "phrase", "two-player"])
        record[Self.mode] = mode.map(HistoryValue.text)
        record[Self.score] = outcome == .won ? .integer(200 + next(400)) : nil
      case "evil":
        record[Self.strategy] = .text(pick(["largest", "cautious", "lookahead", "planner"]))
      default:
        let computer = pick([nil, "easy", "perfect"])
        let players = computer == nil ? ["Ann", "Bob"] : ["You", "Computer"]
        let winner = outcome == .abandoned ? nil : players[outcome == .won ? 0 : 1]
        record.fields = [
          "ghost_players": .text(players.joined(separator: ",")),
          "ghost_player": .text(players[0]),
          "ghost_loser": winner.map { winner in .text(players.first { $0 != winner }!) },
          "ghost_computer": computer.map(HistoryValue.text),
          "ghost_hints": .integer(next(3)), "ghost_in_match": HistoryValue(number % 7 == 0),
          "ghost_match_winner": number % 35 == 0 ? winner.map(HistoryValue.text) : nil,
        ].compactMapValues { $0 }
      }
      return record
    }
  }
}
