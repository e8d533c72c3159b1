import CommandLineKit
import Foundation
import GameMachinery
import Lexicon
import Storage
import Terminal

/// `wordgames stats`: what the history holds, for every game (SPEC §4).
enum StatsCommand: Command {
  static let game = GameOption<String>.value(
    "game", valueName: "G", summary: "only this game",
    detail: ": " + WordGames.games.map { $0.name }.joined(separator: ", "), definesGame: false,
    expected: "one of " + WordGames.games.map { $0.name }.joined(separator: ", "),
    choices: WordGames.games.map { $0.name },
    parse: { name in WordGames.games.first { $0.name == name.lowercased() }?.name },
    text: { $0 })
  static let length = filter(
    "length", in: 1...WordList.maximumWordLength, "only words of N letters")
  static let guesses = filter("guesses", in: 1...26, "only games allowing N misses")
  static let difficulty = filter("difficulty", in: 1...10, "only games at difficulty N")
  static let language = GameOption.language(
    summary: "only games in this dictionary", default: nil, definesGame: false)
  static let since = GameOption<Date>.value(
    "since", valueName: "DATE", summary: "only games that ended on or after DATE",
    detail: " (YYYY-MM-DD)", definesGame: false, expected: "a date that exists, as YYYY-MM-DD",
    parse: { day($0) }, text: { $0.day })
  static let challenges = GameOption<Bool>.flag(
    "challenges", setting: nil, summary: "only games played from a friend's challenge code")
  static let json = GameOption<Bool>.flag(
    "json", setting: nil, summary: "print the figures as JSON, for scripts")
  static let summary = GameOption<Bool>.flag(
    "summary", setting: nil, summary: "only the table of every game, a line each")
  static let declarations: [any OptionDeclaration] = [
    game, length, guesses, difficulty, language, since, challenges, summary, json,
    SharedOptions.color,
  ]

  static let spec = CommandSpec(
    name: "stats", summary: "what you have played: games won and lost, streaks, per game",
    options: declarations.map(\.spec),
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

  private static func filter(
    _ name: String, in range: ClosedRange<Int>, _ summary: String
  ) -> GameOption<Int> {
    .integer(name, in: range, summary: summary, definesGame: false)
  }

  /// A day, `YYYY-MM-DD`, as the moment it starts in the local time zone.
  private static func day(_ text: String) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
    guard parts.count == 3, let year = parts[0], let month = parts[1], let day = parts[2],
      text.count == 10
    else { return nil }
    let components = DateComponents(year: year, month: month, day: day)
    let calendar = Calendar(identifier: .gregorian)
    guard components.isValidDate(in: calendar) else { return nil }
    return calendar.date(from: components)
  }

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let store = context.store()
    let options = try OptionValues(
      command, declarations: declarations, settings: context.catalogue.settings(in: store))
    context.console.useColor(options[SharedOptions.color])
    let filter = HistoryFilter(
      game: options.given(game), length: options.given(length),
      guessLimit: options.given(guesses), difficulty: options.given(difficulty),
      language: options.given(language)?.code, since: options.given(since),
      challenges: options[challenges])
    let games = try store.history.read { history throws(DatabaseError) in
      let tallies = try history.tallies(
        of: WordGames.games.map { $0.name }, keepingEveryGame: WordGames.keepingEveryGame, filter)
      var games: [StatsReport.Game] = []
      for game in WordGames.games {
        guard let statistics = tallies[game.name] else { continue }
        games.append(
          .init(
            title: game.title, statistics: statistics,
            figures: try game.figures(in: history, filter)))
      }
      return games
    }
    // The menu asks for a game's figures by its name, and never names an option.
    let report = StatsReport(
      games: games ?? [], filters: context.fromMenu ? [] : filters(options))
    if options[json] {
      context.console.write(report.json)
    } else if report.games.isEmpty && report.filters.isEmpty {
      // At the menu, the line that follows says how to choose a game.
      let commands = WordGames.games.map { "'wordgames \($0.name)'" }.joined(separator: ", ")
      // At the menu, a game asked for by name may have none while others have some.
      let title = options.given(game).flatMap { name in
        WordGames.games.first { $0.name == name }?.title
      }
      context.console.writeLine(
        "No \(title.map { $0 + " " } ?? "")games recorded yet."
          + (context.fromMenu ? "" : " Play one: \(commands)."))
    } else {
      context.console.write(
        report.text(
          style: context.console.style, width: context.console.width, summary: options[summary]))
    }
    return ExitStatus.success
  }

  /// The filters given, as the report names them, in the order of the options.
  private static func filters(_ options: OptionValues) -> [(name: String, value: String?)] {
    var filters: [(String, String?)] = []
    if let value = options.given(game) { filters.append(("game", value)) }
    if let value = options.given(length) { filters.append(("length", String(value))) }
    if let value = options.given(guesses) { filters.append(("guesses", String(value))) }
    if let value = options.given(difficulty) { filters.append(("difficulty", String(value))) }
    if let value = options.given(language) { filters.append(("lang", value.code)) }
    if let value = options.given(since) { filters.append(("since", value.day)) }
    if options[challenges] { filters.append(("challenges", nil)) }
    return filters
  }
}

extension Date {
  /// The day in the local time zone: `2026-11-23`.
  var day: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.calendar = Calendar(identifier: .gregorian)
    return formatter.string(from: self)
  }
}
