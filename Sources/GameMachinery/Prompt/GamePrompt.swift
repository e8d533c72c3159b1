import CommandLineKit
import Storage
import Terminal

/// Asks for moves at a game's prompt, and answers `/help` and `/settings` itself, so a
/// game loop sees only moves, the game's own commands, `/new` and leaving.
public final class GamePrompt {
  public var console: any Console { context.console }
  public let store: Store
  public var context: Context
  /// The settings changed with `/settings` during this run: for the next game they beat
  /// the options on the command line, because the player chose them later.
  public private(set) var changedSettings: Set<String> = []
  /// The game played, whose settings (with the shared ones) `/settings` shows, and whose
  /// `/new` leaves this one to be continued if it keeps every game it starts (as `/help`
  /// says); `nil` outside a game, where `/settings` shows every setting.
  public let game: (any GameCommand.Type)?

  public init(store: Store, context: Context, game: (any GameCommand.Type)? = nil) {
    self.store = store
    self.context = context
    self.game = game
  }

  /// Whether a line typed at a question of the menu's or the settings' goes back a step:
  /// `q`, `/quit`, `quit`, `back`, in any case.
  public static func goesBack(_ line: String) -> Bool {
    ["q", "/quit", "quit", "back"].contains(line.trimmingSpaces.lowercased())
  }

  /// Whether a line says `/quit` as a game's prompt reads it (in any case, spaces around it
  /// or after the slash): at a prompt where a letter is an answer, only that leaves (`q` is
  /// a letter).
  public static func isQuit(_ line: String) -> Bool {
    commandWords(in: line).map { $0.name == "quit" && $0.argument.isEmpty } ?? false
  }

  /// The names of every command a game's prompt understands: the shared ones and the game's.
  public static func commandNames<Command: GameSlashCommand>(of: Command.Type) -> [String] {
    SlashCommand.allCases.map(\.rawValue) + Command.allCases.map(\.name)
  }

  /// The name and argument of the command a line names, as a game's prompt reads them:
  /// `/hint`, ` /QUIT`, `/ quit` and `/lang nl` name `hint`, `quit`, `quit` and `lang`
  /// (with `nl`); `nil` for a line that is no command. The one reading of a command line,
  /// so that what refuses a joiner's command reads it as the prompt would.
  public static func commandWords(in line: String) -> (name: String, argument: String)? {
    let trimmed = line.trimmingSpaces
    guard trimmed.hasPrefix("/") else { return nil }
    let words = trimmed.dropFirst().split(separator: " ", maxSplits: 1)
    let argument = words.count > 1 ? String(words[1]).trimmingSpaces : ""
    return (words.first.map { $0.lowercased() } ?? "", argument)
  }

  /// Whether a line typed there asks what the choices are: `?`, `/help`, `help`, `h`.
  public static func asksForHelp(_ line: String) -> Bool {
    ["?", "/help", "help", "h"].contains(line.trimmingSpaces.lowercased())
  }

  /// A line typed at a game's prompt: a move or a game's command, which the game loop is
  /// given, or a shared command starting with `/`, or why it is none.
  private enum Typed<Move, Command: GameSlashCommand> {
    case event(PromptEvent<Move, Command>)
    case shared(SlashCommand, argument: String)
    case refused(Refusal)
  }

  /// Asks until the player makes a valid move, uses a command or leaves; refusals cost
  /// nothing.
  ///
  /// - Parameters:
  ///   - rules: What a move is, for `/help`.
  ///   - commands: The game's own commands, understood beside the shared ones.
  ///   - board: The game's screen, drawn again after `/settings` and when the screen
  ///     changed (a resize, a stop and `fg`).
  ///   - reminder: A line written after a refused line, and after `/help`, which stays on
  ///     screen until the next move.
  public func readMove<Move, Command>(
    _ prompt: String, rules: String, commands: Command.Type, board: () -> String,
    reminder: () -> String, parse: (String) -> Result<Move, Refusal>
  ) -> PromptEvent<Move, Command> {
    func typed(_ text: String) -> Result<Typed<Move, Command>, Refusal> {
      guard let (name, argument) = Self.commandWords(in: text) else {
        // A line the reader cut at its limit is no move anyone typed on purpose.
        guard text.utf8.count < LineReader.maximumLineLength else {
          return .failure(Refusal("That line is too long to be a move."))
        }
        return parse(text).map { .event(.move($0, line: text)) }
      }
      return command(name, argument: argument, of: Command.self)
    }
    // Across a network, an answer is the asker's alone (SPEC §3.5: a help, a meaning, why a
    // line was refused), and so is the prompt asked again after it.
    var answered: Int?
    while true {
      let asked = context.seats.only(answered) {
        console.ask(prompt, redraw: board) {
          typed($0).flatMapError { .success(.refused($0)) }
        }
      }
      answered = nil
      switch asked {
      case .ended(let input):
        return .leave(exitStatus: input.exitStatus)
      case .answer(.event(let event)):
        return event
      case .answer(.refused(let refusal)):
        answered = answer {
          console.write(refusal)
          console.writeLine(reminder())
        }
      case .answer(.shared(.define, let word)):
        answered = answer { writeMeanings(of: word) }
      case .answer(.shared(.help, _)):
        // A joiner's help lists the commands a joiner may use.
        answered = answer {
          console.write(help(rules: rules, commands: Array(Command.allCases)))
          console.writeLine("\n" + reminder())
        }
      case .answer(.shared(.settings, _)):
        // The host's alone: a joiner is refused /settings.
        if let status = context.seats.only(0, editSettings) { return .leave(exitStatus: status) }
        console.write(board())
      case .answer(.shared(.new, _)):
        return .newGame
      case .answer(.shared(.quit, _)):
        return .leave(exitStatus: ExitStatus.success)
      }
    }
  }

  /// The command `name` names: a shared one (which takes no argument but `/define`'s), or
  /// one of the game's, with the rest of the line typed as its argument.
  private func command<Move, Command: GameSlashCommand>(
    _ name: String, argument: String, of gameCommands: Command.Type
  ) -> Result<Typed<Move, Command>, Refusal> {
    if let command = SlashCommand(rawValue: name) {
      if argument.isEmpty == (command.argument == nil) {
        return .success(.shared(command, argument: argument))
      }
      if argument.isEmpty {
        return .failure(Refusal("Type a word after /define, like /define cat."))
      }
      return .failure(Refusal("/\(name) takes nothing after it: type /\(name) alone."))
    }
    if let command = Command.allCases.first(where: { $0.name == name }) {
      return .success(.event(.command(command, argument: argument)))
    }
    // The command as typed, without what follows it (cut short, if it is long).
    let typed = "/" + name.prefix(20)
    if let suggestion = name.closest(among: Self.commandNames(of: Command.self).filter(isOffered)) {
      return .failure(Refusal("Unknown command \(typed); did you mean /\(suggestion)?"))
    }
    return .failure(Refusal("Unknown command \(typed); type /help for the list."))
  }

  /// Writes an answer to the seat asked now alone, and returns that seat.
  private func answer(_ body: () -> Void) -> Int {
    let seat = context.seats.current
    context.seats.only(seat, body)
    return seat
  }

  /// Whether the player asked now may use the command `name`: a joiner is told of the
  /// commands a joiner may use.
  private func isOffered(_ name: String) -> Bool {
    !context.seats.isJoinersTurn || RemoteConsole.joinersCommands.contains("/" + name)
  }

  private func help(rules: String, commands: [some GameSlashCommand]) -> String {
    let shared = SlashCommand.allCases.filter { isOffered($0.rawValue) }.map {
      (
        "/\($0.rawValue)" + ($0.argument.map { " \($0)" } ?? ""),
        context.seats.isJoinersTurn && $0 == .quit
          ? "leave; the host keeps the game, and the same line joins it again (Ctrl-D too)"
          : $0.summary(keepingEveryGame: game?.keepsEveryGame == true)
      )
    }
    let own = commands.filter { isOffered($0.name) }.map { command in
      ("/\(command.name)" + (command.argument.map { " \($0)" } ?? ""), command.summary)
    }
    let width = console.width ?? GameView.defaultWidth
    // A long summary wraps under itself, beside the names.
    let lines = TextLayout.table(own + shared, minimumNameWidth: 9, width: width)
    return TextLayout.wrap(words: rules, width: width) + "\nCommands:\n"
      + lines.joined(separator: "\n") + "\n"
  }

  /// What a line typed at the settings chooses.
  private enum SettingsChoice {
    case back
    /// A setting by its number, whose new value is asked next.
    case pick(Setting)
    /// `?`: what the choices are.
    case explain
    case set(key: String, value: String)
  }

  /// `/settings`: shows the settings, numbered, and stores changes until an empty line: a
  /// number asks for that setting's value, and `KEY VALUE` sets one at once. The
  /// confirmation of a change stays on screen, under the list.
  ///
  /// - Returns: An exit status if the player left while editing.
  public func editSettings() -> Int32? {
    var confirmation: String?
    while true {
      let settings = context.settingDefaults.read(from: store)
      // In a game, the shared settings and the game's own; outside one, every setting.
      let shown = settings.definitions.filter {
        game == nil || [nil, game?.name].contains($0.game)
      }
      console.write(
        settings.listing(shown, width: console.width, numbered: true, brief: game != nil))
      if let confirmation {
        console.writeLine(
          TextLayout.wrap(words: confirmation, width: console.width ?? GameView.defaultWidth))
      }
      let asked = console.ask(
        "Change a setting: its number (or KEY VALUE), or Enter to go back: "
      ) { text -> Result<SettingsChoice, Refusal> in
        let words = text.trimmingSpaces.split(separator: " ", maxSplits: 1).map(String.init)
        guard let first = words.first, !Self.goesBack(text) else { return .success(.back) }
        if Self.asksForHelp(text) { return .success(.explain) }
        if let number = Int(first) {
          guard (1...shown.count).contains(number) else {
            return .failure(
              Refusal("Type a number from 1 to \(shown.count), or a key and a value (? explains)."))
          }
          let setting = shown[number - 1]
          guard words.count == 2 else { return .success(.pick(setting)) }
          // A number and a value, as the number then the value would be: `7 2` is `7`, `2`.
          return settingValue(words[1], for: setting.key, in: settings).map {
            .set(key: setting.key, value: $0)
          }
        }
        guard words.count == 2 else {
          return .failure(Refusal("Type a key and a value, or ? for help."))
        }
        // After a key, a number is a value as typed, never a choice by its number.
        return settingValue(words[1], for: first, byNumber: false, in: settings).map {
          .set(key: first, value: $0)
        }
      }
      let key: String
      let value: String
      switch asked {
      case .ended(let input):
        return input.exitStatus
      case .answer(.back):
        return nil
      case .answer(.explain):
        // The example is one of the settings listed: the last, at its default.
        let example = shown.last.map { " (\($0.key) \($0.defaultValue))" } ?? ""
        confirmation =
          "A number changes that setting; KEY VALUE (or NUMBER VALUE) sets one at once"
          + "\(example); Enter or q goes back. A change applies to the next game."
        continue
      case .answer(.set(let chosen, let typed)):
        (key, value) = (chosen, typed)
      case .answer(.pick(let definition)):
        switch askValue(of: definition, in: settings) {
        case .ended(let input): return input.exitStatus
        case .answer(nil):
          confirmation = nil
          continue
        case .answer(let chosen?): (key, value) = (definition.key, chosen)
        }
      }
      let saved = store.settingsFile.update { $0[key] = value }
      changedSettings.insert(key)
      confirmation =
        "\(key) = \(value); it applies to the next game"
        + (saved ? "." : " of this run (it could not be saved).")
    }
  }

  /// Asks for a new value of one setting: its choices by number, or any value it takes.
  ///
  /// - Returns: The value in its normal form, `nil` to keep the one there is.
  private func askValue(of definition: Setting, in settings: Settings) -> Asked<String?> {
    let current = settings.value(of: definition.key)
    let choices = definition.choices ?? []
    console.writeLine(
      "\(definition.key): "
        + (choices.isEmpty
          ? Settings.checking(definition, against: context.wordLists).allowed
          : choices.numbered)
        + ".")
    return console.ask("New value (Enter keeps \(current)): ") { text in
      let typed = text.trimmingSpaces
      if typed.isEmpty || Self.goesBack(typed) { return .success(nil) }
      return settingValue(typed, for: definition.key, in: settings).map { $0 }
    }
  }

  /// A value typed for `key` in its normal form, or why it is refused, with a "did you mean"
  /// for a misspelt choice; `byNumber`, one of its choices may be typed by its number.
  private func settingValue(
    _ typed: String, for key: String, byNumber: Bool = true, in settings: Settings
  ) -> Result<String, Refusal> {
    let choices = settings.definitions.first { $0.key == key }?.choices ?? []
    if byNumber, let number = Int(typed), !choices.isEmpty {
      guard number > 0, choices.indices.contains(number - 1) else {
        return .failure(Refusal("Type a number from 1 to \(choices.count), or a value."))
      }
      return .success(choices[number - 1])
    }
    do throws(SettingError) {
      return .success(
        try settings.validate(typed.trimmingSpaces, for: key, wordLists: context.wordLists))
    } catch {
      let suggestion =
        typed.lowercased().closest(among: choices).map { " Did you mean \($0)?" } ?? ""
      return .failure(Refusal(error.description.sentence + suggestion))
    }
  }

  /// Asks the game's question after a finished game (`Play again? [Y/n]`); `/help` and
  /// `/settings` work there too, and `/quit` means no.
  ///
  /// - Returns: The answer, or the exit status if the player left instead.
  public func askToPlayAgain(_ question: String) -> Result<Bool, LeaveStatus> {
    while true {
      let asked = console.ask("\(question) [Y/n] ") {
        text -> Result<(SlashCommand, word: String)?, Refusal> in
        let words = text.trimmingSpaces.split(separator: " ", maxSplits: 1)
        switch words.first?.lowercased() ?? "" {
        case "", "y", "yes": return .success(nil)
        case "n", "no", "/quit": return .success((.quit, ""))
        case "/help": return .success((.help, ""))
        case "/settings": return .success((.settings, ""))
        case "/define" where words.count == 2: return .success((.define, String(words[1])))
        default:
          return .failure(Refusal("Answer y or n (or /help, /define WORD, /settings, /quit)."))
        }
      }
      switch asked {
      case .answer(nil):
        return .success(true)
      case .answer((.quit, _)?), .answer((.new, _)?):
        return .success(false)
      case .answer((.help, _)?):
        console.writeLine(
          "y (or Enter) starts a new game with the current settings; n or /quit leaves;\n"
            + "/define WORD says what a word means; /settings changes the settings first.")
      case .answer((.define, let word)?):
        writeMeanings(of: word)
      case .answer((.settings, _)?):
        if let status = editSettings() { return .failure(LeaveStatus(code: status)) }
      case .ended(let input):
        return .failure(LeaveStatus(code: input.exitStatus))
      }
    }
  }

  /// `/define WORD`: the word's meanings, or why there are none.
  private func writeMeanings(of word: String) {
    switch context.wordLists.meanings(of: word) {
    case .success(let lines): console.writeLine(lines.joined(separator: "\n"))
    case .failure(let refusal): console.write(refusal)
    }
  }

  /// Asks a yes-or-no question whose safe answer, and the default, is no; `/quit` leaves,
  /// as at any prompt.
  ///
  /// - Returns: The answer, or the exit status if the player left instead.
  public func confirm(_ question: String) -> Result<Bool, LeaveStatus> {
    let asked = console.ask("\(question) [y/N] ") { text -> Result<Bool?, Refusal> in
      switch text.trimmingSpaces.lowercased() {
      case "y", "yes": .success(true)
      case "", "n", "no": .success(false)
      case "/quit": .success(nil)
      default: .failure(Refusal("Answer y or n (or /quit to leave)."))
      }
    }
    switch asked {
    case .answer(let yes?): return .success(yes)
    case .answer(nil): return .failure(LeaveStatus(code: ExitStatus.success))
    case .ended(let input): return .failure(LeaveStatus(code: input.exitStatus))
    }
  }
}
