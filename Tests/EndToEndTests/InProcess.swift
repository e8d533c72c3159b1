import Foundation
import Lexicon
import Storage
import Terminal
import TestSupport

@testable import CommandLineKit
@testable import GameMachinery
@testable import wordgames

/// Runs `wordgames` commands inside the test process, with a scripted console and the
/// test's temporary home: the game loops without a process in between.
struct InProcess {
  let home: URL
  let environment: [String: String]

  init() throws {
    home = try TemporaryHome.folder()
    environment = [
      "WORDGAMES_HOME": home.path, "WORDGAMES_WORDS": WordGamesProcess.wordsFolder.path,
    ]
  }

  /// Runs the command line with `events` as input; returns the status and the console.
  ///
  /// - Parameter now: The clock time on screen is measured by, if not the system's.
  func run(
    _ arguments: [String], events: [ConsoleInput],
    now: (@Sendable () -> ContinuousClock.Instant)? = nil
  ) -> (status: Int32, console: ScriptedConsole) {
    let console = ScriptedConsole(events: events)
    var context = Context(
      environment: environment, console: console, games: WordGames.games)
    if let now { context.now = now }
    return (WordGames.run(arguments: arguments, in: context), console)
  }

  /// Runs the command line typing `lines`, then end of input.
  func run(
    _ arguments: [String], lines: [String], now: (@Sendable () -> ContinuousClock.Instant)? = nil
  ) -> (status: Int32, console: ScriptedConsole) {
    run(arguments, events: lines.map { .line($0) }, now: now)
  }

  var store: Store {
    Store(folders: StorageFolders(environment: environment)) { _ in }
  }

  /// The word lists a run in the home reads.
  var words: WordLists {
    Context(
      environment: environment, console: ScriptedConsole(lines: []), games: WordGames.games
    ).wordLists
  }
}
