import CommandLineKit
import Foundation
import GameMachinery
import Lexicon
import Storage
import Terminal

/// `wordgames stats`: what the history holds, for every game (SPEC §4).
enum StatsCommand: Command {
  /// The filters, and how the figures are shown.
  struct Options: CommandOptions {
    /// The games counted, as the options narrow them.
    var filter = HistoryFilter()
    var summary = false
    var json = false
    var common = CommonOptions()

    /// Every game's name, which `--game` takes.
    static let gameNames = WordGames.games.map { $0.name }

    /// The options that narrow the figures, as the report names them.
    static let filters: [Option<Self>] = [
      .value(
        \.filter.game, "game", valueName: "G", summary: "only this game",
        detail: ": " + gameNames.joined(separator: ", "), definesGame: false,
        expected: "one of " + gameNames.joined(separator: ", "), choices: gameNames,
        parse: { name in gameNames.first { $0 == name.lowercased() } }, text: { $0 }),
      .integer(
        \.filter.length, "length", in: 1...WordList.maximumWordLength,
        summary: "only words of N letters", definesGame: false),
      .integer(
        \.filter.guessLimit, "guesses", in: 1...26, summary: "only games allowing N misses",
        definesGame: false),
      .integer(
        \.filter.difficulty, "difficulty", in: 1...10, summary: "only games at difficulty N",
        definesGame: false),
      .language(\.filter.language, summary: "only games in this dictionary"),
      .value(
        \.filter.since, "since", valueName: "DATE",
        summary: "only games that ended on or after DATE", detail: " (YYYY-MM-DD)",
        definesGame: false, expected: "a date that exists, as YYYY-MM-DD",
        parse: { Date(day: $0) }, text: { $0.day }),
      .flag(
        \.filter.challenges, "challenges",
        summary: "only games played from a friend's challenge code"),
    ]

    static let options =
      filters + [
        .flag(\.summary, "summary", summary: "only the table of every game, a line each"),
        .flag(\.json, "json", summary: "print the figures as JSON, for scripts"),
        CommonOptions.color.lifted(\.common),
      ]
  }

  static let spec = CommandSpec(
    name: "stats", summary: "what you have played: games won and lost, streaks, per game",
    options: Options.specs,
    discussion: """
      Every finished or abandoned game is in the history (history.sqlite in the data
      folder). For each game: played, won, lost, abandoned, the share won, the current
      streak (games won in a row up to the latest) and the best; for Hangman, the same per
      mode, the total and best score, and the guesses in a win on average and at fewest;
      for Evil Hangman, the same per strategy; for Ghost, every player's rounds and matches
      won, the rounds against each computer level, and the hints asked for. A Ghost round
      is won by one player and lost by the other, so the table of every game shows only
      how many were played. Each filter narrows every figure; --challenges counts only the
      games played from a friend's challenge code.
      """,
    examples: ["wordgames stats --game evil --since 2026-01-01"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let store = context.store()
    let settings = context.settingDefaults.read(from: store)
    let options = try OptionValues<Options>(command, settings: settings)
    context.console.useColor(options.common.color)
    let games = try store.history.read { history throws(DatabaseError) in
      let tallies = try history.tallies(
        of: Options.gameNames, keepingEveryGame: WordGames.keepingEveryGame, options.filter)
      // Each game with any games counted, in the order of help.
      return try WordGames.games.filter { tallies[$0.name] != nil }.map {
        game throws(DatabaseError) in
        StatsReport.Game(
          title: game.title, statistics: tallies[game.name]!,
          figures: try game.figures(in: history, options.filter))
      }
    }
    // The menu asks for a game's figures by its name, and never names an option.
    let report = StatsReport(games: games ?? [], filters: context.fromMenu ? [] : filters(options))
    if options.json {
      context.console.write(report.json)
    } else if report.games.isEmpty && report.filters.isEmpty {
      // At the menu, the line that follows says how to choose a game.
      let commands = WordGames.games.map { "'wordgames \($0.name)'" }.joined(separator: ", ")
      // At the menu, a game asked for by name may have none while others have some.
      let title = WordGames.games.first { $0.name == options.filter.game }?.title
      context.console.writeLine(
        "No \(title.map { $0 + " " } ?? "")games recorded yet."
          + (context.fromMenu ? "" : " Play one: \(commands)."))
    } else {
      context.console.write(
        report.text(
          style: context.console.style, width: context.console.width, summary: options.summary))
    }
    return ExitStatus.success
  }

  /// The filters given, as the report names them, in the order of the options.
  private static func filters(_ options: OptionValues<Options>) -> [(name: String, value: String?)]
  {
    // An option given has a value: its text is only `nil` for one that was not.
    Options.filters.filter { options.origin(of: $0) == .commandLine }.map {
      ($0.name, $0.spec.takesValue ? $0.text(options.value) : nil)
    }
  }
}

extension Date {
  /// A day as `2026-11-23`, in the local time zone. Read leniently, so that a day whose
  /// midnight a change of the clocks skips still reads (as the moment it starts); what is
  /// read is checked by writing it back, which refuses `2026-02-30` (read as March 2).
  private static var dayFormat: DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.calendar = Calendar(identifier: .gregorian)
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.isLenient = true
    return formatter
  }

  /// The day in the local time zone: `2026-11-23`.
  var day: String { Self.dayFormat.string(from: self) }

  /// The moment a day, `YYYY-MM-DD`, starts in the local time zone; `nil` for a day that
  /// does not exist.
  init?(day text: String) {
    guard let date = Self.dayFormat.date(from: text), date.day == text else { return nil }
    self = date
  }
}
