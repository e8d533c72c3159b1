import CodeBreakerModel
import CommandLineKit
import Foundation
import GameMachinery
import Storage
import Terminal

/// The kept games: `list`, `resume N`, `delete N`.
extension CodeBreakerCommand {
  static let subcommands = [
    CommandSpec(
      name: "list", summary: "every game, played last first",
      options: [KeptOptions.limit.spec, KeptOptions.numbers.spec] + viewOptions),
    CommandSpec(
      name: "resume", summary: "continue game N, or show it as it ended",
      arguments: [gameNumber],
      options: viewOptions + [CommonOptions.transcript.spec, CommonOptions.plain.spec]),
    CommandSpec(
      name: "delete", summary: "delete game N (after asking)", arguments: [gameNumber],
      options: [KeptOptions.yes.spec]),
  ]

  /// The options of `list` and `delete`.
  struct KeptOptions: CommandOptions {
    var limit = 20
    var numbers = false
    var yes = false

    static let limit = Option.field(
      \Self.limit, "limit", valueName: "N", summary: "show at most N games",
      detail: " (default 20)", definesGame: false, expected: "a whole number from 1 up",
      parse: { text in
        if let number = Int(text) { return number > 0 ? number : nil }
        // A number past any count of games shows them all.
        return !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) } ? Int.max : nil
      }, text: { String($0) })
    static let numbers = Option.flag(
      \Self.numbers, "numbers",
      summary: "print only the games' numbers, one a line (for scripts and completion)")
    static let yes = Option.flag(\Self.yes, "yes", summary: "delete without asking")

    static let options = [limit, numbers, yes]
  }

  /// A kept game's number, which completion offers from the games there are.
  private static let gameNumber = ArgumentSpec(
    name: "N", choicesFrom: [name, "list", "--numbers", "--limit", "1000"])

  /// The options that change how a kept game is drawn, not what it is: `list` and `resume`
  /// take them as play does.
  private static let viewOptions = [
    CodeBreakerOptions.palette.spec, CodeBreakerOptions.emoji.spec, CommonOptions.color.spec,
  ]

  /// Runs the subcommand the command line names, if it names one (the parser lets through
  /// no other); `nil` for play.
  static func run(subcommandOf command: ParsedCommand, in context: Context) throws -> Int32? {
    switch command.subcommand {
    case "list": try list(command, in: context)
    case "resume": try resume(command, in: context)
    case "delete": try delete(command, in: context)
    default: nil
    }
  }

  /// The games, played last first: number, status, the last attempt with its pegs as in
  /// play, attempts made, time spent.
  private static func list(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let asked = try OptionValues<KeptOptions>(command)
    let store = context.store()
    let console = context.console
    let (games, total) =
      try store.history.read { history throws(DatabaseError) in
        try history.keptGames(of: self.name, limit: asked.limit)
      } ?? ([], 0)
    if asked.numbers {
      console.write(games.map { "\($0.number)\n" }.joined())
      return ExitStatus.success
    }
    guard !games.isEmpty else {
      console.writeLine("No games yet: 'wordgames codebreaker' starts one.")
      return ExitStatus.success
    }
    let (view, options) = try view(command, in: context, store: store)
    let style = view.style
    let kept = unfinishedGames(in: store, words: context.wordLists)
    var table = TextTable(
      heading: ["#", "status", "last attempt", "attempts", "time", "game"],
      alignments: [.right, .left, .left, .right, .right, .left])
    for game in games {
      // A game that cannot be read shows nothing of it, and why where the cause is outside
      // it (its word list).
      let read = Result { try kept.session(of: game) }
      guard case .success(let session?) = read else {
        let isOutside = if case .failure = read { true } else { false }
        table.rows.append([
          String(game.number), isOutside ? game.status.rawValue : "damaged", "", "–", "–",
          "cannot be read" + (isOutside ? " (its word list)" : ""),
        ])
        continue
      }
      let attempt = session.game.attempts.last
      let row = CodeBreakerScreen.row(
        attempt?.word ?? "", pegs: attempt.map { Array($0.pegs) } ?? [],
        length: session.game.length, palette: options.palette, style: style)
      table.rows.append([
        String(game.number), game.status.rawValue, row,
        "\(session.game.attempts.count) of \(session.game.attemptLimit)",
        duration(game.secondsSpent),
        session.kind.joined(separator: ", "),
      ])
    }
    console.write(table.rendered(width: console.width))
    if total > games.count {
      console.writeLine(
        style.paint("\(total - games.count) older not shown: --limit \(total) shows all.", .dim))
    }
    return ExitStatus.success
  }

  /// Minutes and seconds (and hours, past an hour): `4:05`, `1:02:03`.
  static func duration(_ seconds: Double) -> String {
    let total = Int(seconds.rounded())
    let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
    return hours > 0
      ? String(format: "%d:%02d:%02d", hours, minutes, rest)
      : String(format: "%d:%02d", minutes, rest)
  }

  /// The game an argument names, and the kept games it is one of.
  private static func kept(_ command: ParsedCommand, in context: Context) throws
    -> (game: KeptGame, games: UnfinishedGames<Self>)
  {
    let text = command.argument(0) ?? ""
    guard let number = Int(text), number > 0 else {
      throw UsageError.invalidArgument("N", value: text, allowed: "a game's number")
    }
    let games = unfinishedGames(in: context.store(), words: context.wordLists)
    let game = try games.kept(.numbers([number])).first
    guard let game else { throw Failure.noSuchGame(number) }
    return (game, games)
  }

  /// Continues game N; a finished game is shown as it ended.
  private static func resume(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let (game, games) = try kept(command, in: context)
    guard game.status == .playing else { return try show(game, of: games, command, in: context) }
    // A game whose words cannot be read says why.
    let claimed = try Result { try games.claim(game) }
      .mapError { Failure.unreadable(game.number, reason: "\($0)") }.get()
    if claimed.openElsewhere { throw Failure.openElsewhere("game \(game.number)") }
    guard let session = claimed.session else { throw Failure.unreadable(game.number) }
    context.console.writeLine("Continuing game \(game.number) (\(session.summary)).")
    return try GameRunner<Self>(command, context: context).play(.continuing(session))
  }

  /// How the games are drawn outside play: the options of the command line (where it has
  /// them) over the settings — the palette, the emoji grid, plain — and their colour, as in
  /// play.
  private static func view(_ command: ParsedCommand, in context: Context, store: Store) throws
    -> (GameView, OptionValues<CodeBreakerOptions>)
  {
    let options = try OptionValues<CodeBreakerOptions>(
      command, settings: context.settingDefaults.read(from: store))
    context.console.useColor(options.common.color)
    return (GameView(context), options)
  }

  /// Shows a finished game as it ended: its board (with `--plain`, each attempt in words),
  /// how it ended, and its share grid.
  static func show(
    _ game: KeptGame, of games: UnfinishedGames<Self>, _ command: ParsedCommand,
    in context: Context
  ) throws -> Int32 {
    guard var session = try games.session(of: game) else { throw Failure.unreadable(game.number) }
    let (view, options) = try view(command, in: context, store: games.store)
    session.options = options.shown(session.options)
    let console = context.console
    if options.common.plain {
      for (number, attempt) in session.game.attempts.enumerated() {
        console.writeLine("Attempt \(number + 1), " + CodeBreakerSession.inWords(attempt))
      }
    } else {
      console.write(session.screen(view))
    }
    let ended = session.game.status == .won ? "Won" : "Lost; the word was \(session.game.answer)"
    console.writeLine("Game \(game.number) is over. \(ended), in \(duration(game.secondsSpent)).")
    console.writeLine("")
    console.writeLine(CodeBreakerScreen.share(session))
    return ExitStatus.success
  }

  /// Deletes game N, once the player agrees (or with `--yes`); an unfinished game with an
  /// attempt is recorded as abandoned (one without is given up without a record, as
  /// everywhere).
  private static func delete(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let (game, games) = try kept(command, in: context)
    let store = games.store
    // Its session is read for the record of an unfinished one; one whose words cannot be
    // read is deleted all the same, without a record.
    var (session, openElsewhere) = (try? games.claim(game)) ?? (nil, false)
    // Another `delete` of the game holds it for a moment: it is waited for (a second at
    // most), so that the game is said to be gone rather than open elsewhere.
    for _ in 1...20 where openElsewhere {
      guard try !games.kept(.id(game.id)).isEmpty else {
        throw Failure.deletedElsewhere(game.number)
      }
      usleep(50_000)
      (session, openElsewhere) = (try? games.claim(game)) ?? (nil, false)
    }
    if openElsewhere { throw Failure.openElsewhere("game \(game.number)") }
    let console = context.console
    if !command.has(KeptOptions.yes.name) {
      let what = "game \(game.number) (\(game.status.rawValue), \(game.moves.counted("attempt")))"
      let prompt = GamePrompt(store: store, context: context)
      switch prompt.confirm("Delete \(what)?") {
      case .success(true): break
      case .success(false):
        console.writeLine("Nothing deleted.")
        return ExitStatus.success
      case .failure(let left):
        // No answer (the end of input, /quit) deletes nothing, and says how to without one.
        console.writeLine("Nothing deleted; add --yes to delete without the question.")
        return left.code
      }
    }
    var record =
      game.status == .playing && session?.hasMoves == true
      ? session?.historyRecord(of: name, outcome: .abandoned) : nil
    // It counts when it was played, not when it was deleted (and breaks no streak).
    record?.endedAt = game.playedAt
    defer { store.openGames.release(game.id, removing: true) }
    // Still this process's after the question (its lock file may have gone meanwhile).
    guard store.openGames.claim(game.id) else { throw Failure.openElsewhere("game \(game.number)") }
    let deleted = try store.history.update { history throws(DatabaseError) -> Bool in
      if let record { try history.record([record]) }
      return try history.deleteKept(id: game.id, of: name)
    }
    guard deleted else { throw Failure.noSuchGame(game.number) }
    console.writeLine("Game \(game.number) is deleted.")
    return ExitStatus.success
  }
}
