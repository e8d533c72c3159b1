import CommandLineKit
import Foundation
import GameMachinery
import Storage
import Terminal

/// `wordgames` with no command (SPEC §2): the four games by number or name, each marked
/// when one is in progress, then stats, settings, help and quit.
///
/// When a game is unfinished the menu names it, and a plain Enter continues it at once.
/// After a game the menu comes back; end of input leaves, and so does a signal or a closed
/// output, with the status a game would have left with.
enum Menu {
  /// What a line typed at the menu chooses.
  enum Choice: Equatable {
    case game(Int)
    /// Enter: the unfinished game, continued at once.
    case resume(Int)
    case stats, settings, help, quit
  }

  static func run(in context: Context) -> Int32 {
    Signals.catchInterruptions()
    let console = context.console
    var isFirst = true
    // Games in progress change only when a game was played: the menu is then drawn again.
    while true {
      let store = context.store()
      let inProgress = unfinishedGames(in: store, words: context.wordLists)
      let unfinished = latest(of: inProgress)?.game
      // The first menu is alone on the screen; after a game, what it said last stays.
      if console.canClearScreen, isFirst { console.clearScreen() }
      isFirst = false
      console.write(screen(inProgress, width: console.width ?? 80))
      let prompt = unfinished == nil ? "Choose: " : "Choose (Enter continues): "
      asking: while true {
        let asked = console.ask(
          prompt,
          redraw: {
            if console.canClearScreen { console.clearScreen() }
            return screen(inProgress, width: console.width ?? 80)
          },
          parse: { parse($0, unfinished: unfinished) })
        switch asked {
        case .ended(let input):
          return input.exitStatus
        case .answer(.quit):
          return ExitStatus.success
        case .answer(.help):
          console.write("\n" + HelpCommand.overview(width: console.width ?? 80) + "\n")
          console.writeLine(reminder)
        case .answer(.stats):
          if let status = showStats(in: context) { return status }
          console.writeLine("\n" + reminder)
        case .answer(.settings):
          let prompt = GamePrompt(store: store, context: context)
          if let status = prompt.editSettings() { return status }
          console.writeLine(reminder)
        case .answer(.resume(let index)):
          if let status = play(index, [], in: context) { return status }
          break asking
        case .answer(.game(let index)):
          let continuing = inProgress.contains { $0.game == index }
          let settings = context.settingDefaults.read(from: store)
          switch pickVariant(of: index, continuing: continuing, settings: settings, console) {
          case .answer(let arguments?):
            if let status = play(index, arguments, in: context) { return status }
            break asking
          case .answer(nil):
            console.writeLine(reminder)
          case .ended(let input):
            return input.exitStatus
          }
        }
      }
    }
  }

  /// `s`: the table of every game, a line each, so that it fits the screen; then a game's
  /// own figures by its number or name, until Enter (or `q`) goes back.
  ///
  /// - Returns: The exit status if the player left the program, `nil` to go back to the menu.
  private static func showStats(in context: Context) -> Int32? {
    var arguments = ["stats", "--summary"]
    let names = WordGames.games.map { $0.name }
    // With no game finished or left, there are no figures to ask for (read once: nothing is
    // played while they are shown).
    let tallies = try? context.store().history.read { history throws(DatabaseError) in
      try history.tallies(of: names, keepingEveryGame: WordGames.keepingEveryGame, HistoryFilter())
    }
    while true {
      let status = run(arguments, in: context)
      if leaves(with: status) { return status }
      guard tallies?.isEmpty == false else { return nil }
      let asked = context.console.ask("\nWhich game's figures? Its name, or Enter to go back: ") {
        line -> Result<String?, Refusal> in
        let text = line.trimmingSpaces.lowercased()
        if text.isEmpty || GamePrompt.goesBack(text) { return .success(nil) }
        // By its name or its title, or its number on the menu.
        let game = WordGames.games.indices.first {
          [names[$0], WordGames.games[$0].title.lowercased(), String($0 + 1)].contains(text)
        }
        if let game { return .success(names[game]) }
        return .failure(Refusal("Type \(names.listed("or")), or Enter to go back."))
      }
      switch asked {
      case .ended(let input): return input.exitStatus
      case .answer(nil): return nil
      case .answer(let name?): arguments = ["stats", "--game", name]
      }
    }
  }

  /// Plays game `index` with `arguments`, as chosen from the menu.
  ///
  /// - Returns: The exit status if the player left the program, `nil` to go back to the menu.
  private static func play(_ index: Int, _ arguments: [String], in context: Context) -> Int32? {
    let status = run([WordGames.games[index].name] + arguments, in: context)
    // End of input in the game (Ctrl-D) leaves the program too, as at any prompt.
    return leaves(with: status) || context.console.inputHasEnded ? status : nil
  }

  /// Runs a command chosen at the menu, which it speaks of as chosen there.
  private static func run(_ arguments: [String], in context: Context) -> Int32 {
    var fromMenu = context
    fromMenu.fromMenu = true
    return WordGames.run(arguments: arguments, in: fromMenu)
  }

  /// What a line typed at a game's ways to play chooses.
  private enum VariantChoice {
    case play([String])
    case back, explain
  }

  /// Asks which way to play game `index`: its ways by number, each with what it is, or
  /// Enter; `q` goes back to the menu (`nil`), and `?` says what a number, Enter and `q` do.
  private static func pickVariant(
    of index: Int, continuing: Bool, settings: Settings, _ console: any Console
  ) -> Asked<[String]?> {
    let game = WordGames.games[index]
    let choices = game.variants
    guard !choices.isEmpty else { return .answer([]) }
    // What Enter plays: the game's settings as they stand (a flag only when it is on).
    let standing = settings.definitions.filter { $0.game == game.name }.compactMap {
      definition -> String? in
      let name = definition.key.dropFirst(game.name.count + 1)
      switch settings.value(of: definition.key) {
      case "off": return nil
      case "on": return String(name)
      case let value: return "\(name) \(value)"
      }
    }
    let width = console.width ?? 80
    let set = "Enter plays as set (\(standing.joined(separator: ", "))): "
    // Where the settings would leave no room to type, they go on a line of their own.
    let fits = type(of: console).fitted(set, width: width) == set
    let enter = continuing ? "Enter continues your game: " : fits ? set : "Enter plays as set: "
    // Each way to play by number, with what it is in a few words.
    let rows = zip(1..., choices).map { ("\($0)  \($1.label)", $1.about) }
    console.writeLine(
      "\n\(game.title):\n" + TextLayout.table(rows, width: width).joined(separator: "\n"))
    if !continuing, !fits {
      console.writeLine(
        TextLayout.wrap(words: "As set: \(standing.joined(separator: ", ")).", width: width))
    }
    while true {
      let asked = console.ask(enter) { line -> Result<VariantChoice, Refusal> in
        if line.trimmingSpaces.isEmpty { return .success(.play([])) }
        if GamePrompt.goesBack(line) { return .success(.back) }
        if GamePrompt.asksForHelp(line) { return .success(.explain) }
        guard let number = Int(line.trimmingSpaces), (1...choices.count).contains(number) else {
          return .failure(
            Refusal(
              "Type a number from 1 to \(choices.count), Enter, ? to explain or q to go back."))
        }
        return .success(.play(choices[number - 1].arguments))
      }
      switch asked {
      case .ended(let input): return .ended(input)
      case .answer(.play(let arguments)): return .answer(arguments)
      case .answer(.back): return .answer(nil)
      case .answer(.explain):
        let help =
          "A number plays that way; Enter plays as your settings have it"
          + (continuing ? ", continuing your game" : "") + "; q goes back to the menu."
        console.writeLine(TextLayout.wrap(words: help, width: width))
      }
    }
  }

  /// An unfinished game, and which game it is (its index).
  typealias Unfinished = (game: Int, session: any GameSession)

  /// The menu: a title, a numbered line for each game (marked when one is in progress),
  /// the other choices, and the unfinished game Enter continues (the one started last).
  static func screen(_ inProgress: [Unfinished], width: Int) -> String {
    let rows = WordGames.games.enumerated().map { index, game in
      // A narrow terminal gets the games' titles, so that the menu keeps to a line each,
      // and one too narrow for those the names alone.
      let text = width < 36 ? "" : width < 72 ? game.title : game.summary
      let marked = inProgress.contains(where: { $0.game == index }) ? ["· in progress"] : []
      return ("\(index + 1)  \(game.name)", text.split(separator: " ").map(String.init) + marked)
    }
    var lines = ["", "WORDGAMES", ""] + TextLayout.table(rows, width: width)
    lines += ["", TextLayout.wrap(words: otherChoices, width: width)]
    if let unfinished = latest(of: inProgress) {
      let game = "\(WordGames.games[unfinished.game].title) (\(unfinished.session.dated))"
      let sentence = "Your unfinished game of \(game): Enter continues it."
      lines += ["", TextLayout.wrap(words: sentence, width: width)]
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  static let otherChoices = "s stats · t settings · h help · q quit"
  static var reminder: String {
    "A game by number or name (1–\(WordGames.games.count)), or " + otherChoices + "."
  }

  /// The choice a typed line makes, or why it makes none.
  static func parse(_ line: String, unfinished: Int?) -> Result<Choice, Refusal> {
    let text = line.trimmingSpaces.lowercased()
    if let choice = choice(text, unfinished: unfinished) { return .success(choice) }
    if text.isEmpty { return .failure(Refusal("Choose a game by number or name, or q to quit.")) }
    let names = WordGames.games.map { $0.name } + ["stats", "settings", "help", "quit"]
    let suggestion = text.closest(among: names).map { " Did you mean \($0)?" } ?? ""
    return .failure(Refusal("There is no \(line.trimmingSpaces.prefix(20)) here.\(suggestion)"))
  }

  /// The choice `text` (trimmed, lower-case) names, if any.
  private static func choice(_ text: String, unfinished: Int?) -> Choice? {
    let names = WordGames.games.map { $0.name }
    if text.isEmpty { return unfinished.map(Choice.resume) }
    if let number = Int(text), number >= 1, number <= names.count { return .game(number - 1) }
    if let index = names.firstIndex(of: text) { return .game(index) }
    switch text {
    case "s", "stats": return .stats
    case "t", "settings", "/settings": return .settings
    case "exit": return .quit
    default:
      if GamePrompt.asksForHelp(text) { return .help }
      return GamePrompt.goesBack(text) ? .quit : nil
    }
  }

  /// The unfinished game Enter continues: the one started last.
  private static func latest(of inProgress: [Unfinished]) -> Unfinished? {
    inProgress.max { $0.session.basics.startedAt < $1.session.basics.startedAt }
  }

  /// Every game's unfinished game, if it has one.
  private static func unfinishedGames(in store: Store, words: WordLists) -> [Unfinished] {
    WordGames.games.enumerated().compactMap { index, game in
      game.unfinished(in: store, words: words).map { (index, $0) }
    }
  }

  /// Whether a command's status means the player left the program (a signal, a closed
  /// terminal), or the output can no longer be written, rather than just the game.
  private static func leaves(with status: Int32) -> Bool {
    status > 128 || StandardStreams.exitStatusAfterOutputFailure != nil
  }
}
