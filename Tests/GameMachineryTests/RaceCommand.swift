import CommandLineKit
import Foundation
import Lexicon
import Storage
import Terminal

@testable import GameMachinery

/// A small game with what Ghost needs from the runner: turns that are not the person's,
/// and commands of its own; and a subcommand beside play, as CodeWord Breaker has. The person and the computer take turns adding 1 or 2 to a
/// count; whoever brings it to the target wins. The computer always adds 1.
enum RaceCommand: GameCommand {
  typealias Session = RaceSession

  static let name = "race"
  static let title = "Race"
  static let summary = "race the computer to the target"
  static let discussion = ""
  static let examples: [String] = []
  static let variants: [Variant] = []

  static func figures(
    in history: History, _ filter: HistoryFilter
  ) throws(DatabaseError) -> (any GameFigures)? {
    nil
  }

  /// `race won [--target N]`: how many races the person has won (to that target).
  static let subcommands = [
    CommandSpec(
      name: "won", summary: "how many races you have won",
      options: [OptionSpec(name: "target", valueName: "N", summary: "only races to N")])
  ]

  /// Plays, or runs `won`, as a game with subcommands does in its own `run`.
  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    guard command.subcommand == "won" else {
      return try GameRunner<Self>(command, context: context).play()
    }
    let target = command.values["target"].flatMap { Int($0) }
    let won = try context.store().history.records().filter {
      $0.game == Self.name && $0.outcome == .won && (target == nil || $0.length == target)
    }
    context.console.writeLine("\(won.count) won")
    return ExitStatus.success
  }

  static func start(
    _ options: OptionValues<RaceOptions>, after previous: RaceSession?,
    generator: inout SplitMix64, in run: GameRun
  ) throws -> RaceSession {
    try RaceSession(
      opening: RaceSession.Opening(round: (previous?.opening.round ?? 0) + 1),
      options: options.value, basics: SessionBasics(generator: &generator),
      words: run.context.wordLists)
  }
}

/// The race's options: the target, and those every game has.
struct RaceOptions: GameOptions, Equatable {
  var common = CommonOptions()
  var target = 5

  static let options: [Option<Self>] =
    [.integer(\.target, "target", in: 3...20, summary: "the count to reach")] + common()
}
