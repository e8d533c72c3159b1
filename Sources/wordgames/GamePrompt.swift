import Foundation
import Storage
import Terminal

/// What the player did at a game's prompt.
enum PromptEvent<Move> {
  /// A valid move.
  case move(Move)
  /// `/new`: abandon this game and start another with the current settings.
  case newGame
  /// `/quit`, end of input or a signal: save and leave with this exit status.
  case leave(exitStatus: Int32)
}

/// A line typed at a game's prompt: a move, or a command starting with `/`.
private enum Typed<Move> {
  case move(Move)
  case command(SlashCommand)
}

/// The commands every game's prompt understands (SPEC §3).
enum SlashCommand: String, CaseIterable {
  case help, new, settings, quit

  var summary: String {
    switch self {
    case .help: "this list"
    case .new: "start over with the current settings"
    case .settings: "see and change settings (they apply to the next game)"
    case .quit: "save the game and leave; the next run continues it (Ctrl-D too)"
    }
  }
}

/// Asks for moves at a game's prompt, and answers `/help` and `/settings` itself, so a
/// game loop sees only moves, `/new` and leaving.
final class GamePrompt {
  let console: any Console
  let store: Store
  let context: Context
  /// What a move is, for `/help`: "Guess one letter, A to Z."
  let rules: String
  /// The settings changed with `/settings` during this run: for the next game they beat
  /// the options on the command line, because the player chose them later.
  private(set) var changedSettings: Set<String> = []

  init(console: any Console, store: Store, context: Context, rules: String) {
    self.console = console
    self.store = store
    self.context = context
    self.rules = rules
  }

  /// Asks until the player makes a valid move or leaves; refusals cost nothing.
  ///
  /// - Returns: The event, and the seconds the prompt spent waiting for the player.
  func readMove<Move>(
    _ prompt: String, parse: (String) -> Result<Move, Refusal>
  ) -> (event: PromptEvent<Move>, seconds: Double) {
    let start = ContinuousClock.now
    let event = readMoveEvent(prompt, parse: parse)
    let elapsed = ContinuousClock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (event, seconds)
  }

  private func readMoveEvent<Move>(
    _ prompt: String, parse: (String) -> Result<Move, Refusal>
  ) -> PromptEvent<Move> {
    while true {
      let asked = console.ask(prompt) { text -> Result<Typed<Move>, Refusal> in
        let trimmed = text.trimmingSpaces
        guard trimmed.hasPrefix("/") else { return parse(text).map { .move($0) } }
        let name = trimmed.dropFirst().lowercased()
        guard let command = SlashCommand(rawValue: name) else {
          return .failure(
            Refusal("Unknown command \(trimmed.prefix(20)); type /help for the list."))
        }
        return .success(.command(command))
      }
      switch asked {
      case .ended(let input):
        return .leave(exitStatus: input.exitStatus)
      case .answer(.move(let move)):
        return .move(move)
      case .answer(.command(.help)):
        console.write(help)
      case .answer(.command(.settings)):
        if let status = editSettings() { return .leave(exitStatus: status) }
      case .answer(.command(.new)):
        return .newGame
      case .answer(.command(.quit)):
        return .leave(exitStatus: ExitStatus.success)
      }
    }
  }

  private var help: String {
    let lines = SlashCommand.allCases.map {
      "  /\($0.rawValue.padding(toLength: 9)) \($0.summary)"
    }
    return "\(rules)\nCommands:\n\(lines.joined(separator: "\n"))\n"
  }

  /// `/settings`: shows the settings and stores changes until an empty line.
  ///
  /// - Returns: An exit status if the player left while editing.
  private func editSettings() -> Int32? {
    while true {
      let settings = Settings(store)
      console.write(SettingsCommand.listing(settings))
      let asked = console.ask("Change a setting (KEY VALUE), or press Enter to go back: ") {
        text -> Result<(String, String)?, Refusal> in
        let words = text.trimmingSpaces.split(separator: " ", maxSplits: 1).map(String.init)
        guard let key = words.first else { return .success(nil) }
        guard words.count == 2 else { return .failure(Refusal("Type a key and a value.")) }
        do throws(SettingError) {
          let value = try SettingsRegistry.validate(
            words[1].trimmingSpaces, for: key, in: settings, context: context)
          return .success((key, value))
        } catch {
          return .failure(Refusal(error.description.sentence))
        }
      }
      switch asked {
      case .ended(let input):
        return input.exitStatus
      case .answer(nil):
        return nil
      case .answer(.some((let key, let value))):
        let saved = store.updateSettings { $0[key] = value }
        changedSettings.insert(key)
        console.writeLine(
          "\(key) = \(value); it applies to the next game"
            + (saved ? "." : " of this run (it could not be saved)."))
      }
    }
  }

  /// Asks `Play again? [Y/n]`.
  ///
  /// - Returns: The answer, or the exit status if the player left instead.
  func askToPlayAgain() -> Result<Bool, LeaveStatus> {
    let asked = console.ask("Play again? [Y/n] ") { text -> Result<Bool, Refusal> in
      switch text.trimmingSpaces.lowercased() {
      case "", "y", "yes": .success(true)
      case "n", "no", "/quit": .success(false)
      default: .failure(Refusal("Answer y or n."))
      }
    }
    switch asked {
    case .answer(let again): return .success(again)
    case .ended(let input): return .failure(LeaveStatus(code: input.exitStatus))
    }
  }
}

/// The exit status of a player who left at a question.
struct LeaveStatus: Error {
  let code: Int32
}
