import Foundation
import GameMachinery
import Lexicon
import TestSupport
import Testing

@testable import Storage
@testable import wordgames

/// Each game's own figures for `stats`, worked out from the history's groups, checked
/// against a plain count over the records that made them, with none of the SQL.
@Suite struct GameFiguresTests {
  let folder: TemporaryFolder
  let store: Store

  init() throws {
    folder = try TemporaryFolder()
    store = Store(
      folders: StorageFolders(environment: ["WORDGAMES_HOME": folder.url.path])
    ) { notice in Issue.record("unexpected notice: \(notice)") }
  }

  /// The figures of `game` over the recorded games the filter lets through.
  func figures<Figures: GameFigures>(
    _ game: any GameCommand.Type, _ filter: HistoryFilter, as: Figures.Type
  ) throws -> Figures? {
    let figures = try store.history.read { history throws(DatabaseError) in
      try game.figures(in: history, filter)
    }
    return figures?.flatMap { $0 } as? Figures
  }

  static let filters = [
    HistoryFilter(),
    HistoryFilter(length: 5),
    HistoryFilter(guessLimit: 6),
    HistoryFilter(difficulty: 3),
    HistoryFilter(language: "nl"),
    HistoryFilter(since: Date(timeIntervalSince1970: 200 * 60)),
    HistoryFilter(length: 4, guessLimit: 5, language: "en"),
  ]

  @Test(arguments: filters)
  func everyGamesFiguresAgreeWithACountOverTheRecords(_ filter: HistoryFilter) throws {
    defer { folder.remove() }
    var generator = RecordGenerator(seed: 11)
    let records = generator.records(count: 600)
    #expect(store.history.record(contentsOf: records))
    let kept = records.filter(filter.admits)

    let hangman = try figures(HangmanCommand.self, filter, as: HangmanFigures.self)
    #expect(hangman == Self.hangmanFigures(kept.filter { $0.game == "hangman" }))
    let evil = try figures(EvilCommand.self, filter, as: EvilFigures.self)
    #expect(
      evil?.strategies
        == Self.breakdown(kept.filter { $0.game == "evil" }) {
          $0[EvilCommand.strategyColumn]?.text
        })
    let ghost = try figures(GhostCommand.self, filter, as: GhostFigures.self)
    #expect(ghost == Self.ghostFigures(kept.filter { $0.game == "ghost" }))
  }

  // MARK: The second method: a plain count

  static func breakdown(
    _ records: [GameRecord], by key: (GameRecord) -> String?
  ) -> [Breakdown] {
    var tallies: [String: Tally] = [:]
    for record in records {
      guard let key = key(record) else { continue }
      tallies[key, default: Tally()].add(record.outcome, count: 1)
    }
    return tallies.map { Breakdown(name: $0.key, tally: $0.value) }
      .sorted { ($0.tally.played, $1.name) > ($1.tally.played, $0.name) }
  }

  static func hangmanFigures(_ records: [GameRecord]) -> HangmanFigures? {
    var hangman = HangmanFigures()
    hangman.modes = breakdown(records) { $0[HangmanCommand.modeColumn]?.text }
    let scores = records.compactMap { $0[HangmanCommand.scoreColumn]?.integer }
    hangman.totalScore = scores.reduce(0, +)
    hangman.bestScore = scores.max()
    let wins = records.filter { $0.outcome == .won }.map(\.guesses)
    hangman.averageGuessesInAWin =
      wins.isEmpty ? nil : Double(wins.reduce(0, +)) / Double(wins.count)
    hangman.fewestGuessesInAWin = wins.min()
    return hangman
  }

  static func ghostFigures(_ records: [GameRecord]) -> GhostFigures? {
    let isSuper = { (record: GameRecord) in record[GhostCommand.superColumn]?.integer == 1 }
    let superRounds = records.filter(isSuper)
    return GhostFigures(
      plain: ghostVariant(records.filter { !isSuper($0) }),
      superGhost: superRounds.isEmpty ? nil : ghostVariant(superRounds))
  }

  static func ghostVariant(_ records: [GameRecord]) -> GhostFigures.Variant {
    var ghost = GhostFigures.Variant()
    var players: [String: GhostFigures.Player] = [:]
    var levels: [String: GhostFigures.ComputerLevel] = [:]
    for record in records {
      let seats =
        record[GhostCommand.playersColumn]?.text?.split(separator: ",").map(String.init)
        ?? []
      let loser = record[GhostCommand.loserColumn]?.text
      let matchWinner = record[GhostCommand.matchWinnerColumn]?.text
      ghost.hints += record[GhostCommand.hintsColumn]?.integer ?? 0
      for name in seats {
        var player = players[name] ?? .init(name: name, rounds: 0, roundsWon: 0, matchesWon: 0)
        if record.outcome != .abandoned { player.rounds += 1 }
        if record.outcome != .abandoned, loser != name { player.roundsWon += 1 }
        if matchWinner == name { player.matchesWon += 1 }
        players[name] = player
      }
      if let computer = record[GhostCommand.computerColumn]?.text,
        let player = record[GhostCommand.playerColumn]?.text, seats.contains(player)
      {
        var level =
          levels[computer] ?? .init(level: computer, rounds: Tally(), matchesWon: 0, matchesLost: 0)
        level.rounds.add(record.outcome, count: 1)
        if let matchWinner {
          if matchWinner == player { level.matchesWon += 1 } else { level.matchesLost += 1 }
        }
        levels[computer] = level
      }
    }
    ghost.players = players.values.sorted {
      ($0.roundsWon, $0.rounds, $1.name) > ($1.roundsWon, $1.rounds, $0.name)
    }
    ghost.computerLevels = levels.values.sorted { $0.level < $1.level }
    return ghost
  }
}

/// Seeded histories of Hangman and Evil Hangman games and Ghost rounds, evenly mixed, one a
/// minute, with each game's own fields as the game records them.
struct RecordGenerator {
  private var generator: SplitMix64

  init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  private mutating func next(_ bound: Int) -> Int { Int.random(in: 0..<bound, using: &generator) }
  private mutating func pick<T>(_ choices: [T]) -> T { choices[next(choices.count)] }

  mutating func records(count: Int) -> [GameRecord] {
    (0..<count).map { number in
      let outcome = pick(GameRecord.Outcome.allCases + [.won, .lost])
      let ended = Date(timeIntervalSince1970: 60 * Double(number + 1))
      var record = GameRecord(
        id: "g\(number)", game: "evil", language: pick(["en", "nl", "/tmp/list.txt"]),
        outcome: outcome, guesses: next(20), startedAt: ended - 30, endedAt: ended,
        secondsSpent: 0)
      // Drawn in the order they always were, so that the seed gives the same games.
      record.incorrectGuesses = next(7)
      record.word = pick([nil, "WORD"])
      record.secondsSpent = Double(next(100))
      switch next(3) {
      case 0:
        record.game = "hangman"
        let mode = pick(["word", "word", "phrase", "two-player"])
        if mode == "word" {
          record.length = 3 + next(4)
          record.difficulty = 1 + next(10)
        }
        record.guessLimit = 4 + next(4)
        record[HangmanCommand.modeColumn] = .text(mode)
        if outcome == .won && mode == "word" {
          record[HangmanCommand.scoreColumn] = .integer(100 + next(400))
        }
      case 1:
        record.length = 3 + next(4)
        record.guessLimit = 4 + next(4)
        record.difficulty = pick([nil, 3])
        record[EvilCommand.strategyColumn] = .text(pick(["largest", "cautious", "lookahead"]))
      default:
        record.game = "ghost"
        let computer = pick([nil, "easy", "perfect"])
        let players =
          computer == nil
          ? pick([["Ann", "Bob"], ["Bob", "Cy"], ["Ann", "Bob", "Cy"]]) : ["You", "Computer"]
        // The record's player is the first; they lose when the round is lost.
        let loser =
          outcome == .abandoned
          ? nil : outcome == .lost ? players[0] : pick(Array(players.dropFirst()))
        let matchWinner =
          next(5) == 0 && outcome != .abandoned
          ? (outcome == .won ? players[0] : players.first { $0 != loser }) : nil
        record[GhostCommand.playersColumn] = .text(players.joined(separator: ","))
        record[GhostCommand.playerColumn] = .text(players[0])
        record[GhostCommand.loserColumn] = loser.map(HistoryValue.text)
        record[GhostCommand.computerColumn] = computer.map(HistoryValue.text)
        record[GhostCommand.hintsColumn] = .integer(next(3))
        record[GhostCommand.inMatchColumn] = HistoryValue(matchWinner != nil || next(2) == 0)
        record[GhostCommand.matchWinnerColumn] = matchWinner.map(HistoryValue.text)
        record[GhostCommand.superColumn] = HistoryValue(next(4) == 0)
      }
      return record
    }
  }
}
