import CommandLineKit
import Lexicon
import Storage
import Terminal

/// Plays any game: everything between the command line and a game's moves.
///
/// It resumes the saved game or starts one (and gives up the saved one only once the new
/// one is sure to start), asks for moves and lets the computer take its turns, saves after
/// every move, records a finished game and removes its save, offers another game, and
/// handles `/new`, `/settings`, `/quit`, the game's own commands, end of input, signals and
/// a closed output — the same way for every game.
public final class GameRunner<Game: GameCommand> {
  public typealias Session = Game.Session

  private let command: ParsedCommand
  /// The prompt, which holds the run's context and store: its console, once a friend has
  /// joined, is the one they share.
  private let prompt: GamePrompt
  private var context: Context { prompt.context }
  private var console: any Console { context.console }
  private var store: Store { prompt.store }
  /// The challenge the run's first game plays (`--challenge`), until it has started.
  private var challenge: Challenge?
  /// The options of the game being played: the command line over the settings.
  private var options: OptionValues<Game.Options>
  /// The options of the game this run continued (or the challenge's), whose options that
  /// define a game the games after it keep.
  private var continued: Game.Options?

  /// Sets up a run of `Game`: colour from `--color` or its setting, the store, the
  /// settings (reporting values that cannot be used), and signals turned into events.
  public init(_ command: ParsedCommand, context: Context) throws {
    self.command = command
    let store = context.store()
    unfinished = Game.unfinishedGames(in: store, words: context.wordLists)
    let settings = context.settingDefaults.read(from: store)
    options = try OptionValues(command, settings: settings)
    context.console.useColor(options.common.color)
    prompt = GamePrompt(store: store, context: context, game: Game.self)
    // The game's first board is alone on the screen: what was there before (the menu, a
    // shell's lines) goes before anything of the game's is said.
    if drawsOverLastBoard { console.clearScreen() }
    settings.problems.forEach(context.notice)
    if let code = options.common.challenge { try take(challenge: code) }
    Signals.catchInterruptions()
  }

  /// `--challenge CODE`: the run's first game is the challenge's, and every game of the run
  /// has its options, as a continued game's have (SPEC §3.6).
  ///
  /// - Throws: `CommandError` for a code that cannot be played here, `UsageError` for
  ///   an option that would define the game beside it.
  private func take(challenge code: String) throws {
    let games = context.games
    let challenge = try Challenge(code: code, games: games)
    let game = games[challenge.game]
    guard game.name == Game.name else {
      throw CommandError(
        "\(code) is a challenge of \(game.title): 'wordgames challenge \(code)' plays it")
    }
    try command.refuse(Game.Options.options.filter(\.definesGame).map(\.name), beside: "challenge")
    var challenged = options.value
    Game.apply(challenge, to: &challenged)
    challenged.common.language = challenge.language
    // A value no option takes (a code made up to pass the check) is no game of ours.
    guard challenged.isValid else {
      throw CommandError("\(code) is not a code of a game this wordgames has")
    }
    continued = challenged
    options = try currentOptions()
    self.challenge = challenge
  }

  /// Where this game's unfinished games live.
  private let unfinished: UnfinishedGames<Game>

  /// The game a run begins with: an unfinished one it continues, or a new one, which gives
  /// up `replacing` (an unfinished game) once it is sure to start, and says it is a game of
  /// its own if the unfinished one was `passedOver`, open in another terminal.
  public enum FirstGame {
    case continuing(Session)
    case new(replacing: Session?, passedOver: Bool = false)

    /// The game continued, if it is one.
    public var continued: Session? {
      if case .continuing(let session) = self { session } else { nil }
    }
  }

  /// Plays from `first` (a game to continue, as `resume N` names one), or else from the game
  /// `decideFirstGame` decides, until the player leaves, on `console` if one is given (the
  /// one a host shares with a joiner once they are in); returns the exit status.
  ///
  /// - Throws: `LeaveStatus` if the player left before the first board (at the question
  ///   whether to give up the unfinished game, or a secret asked), which the program exits
  ///   with; or why the game cannot start.
  public func play(_ first: FirstGame? = nil, on console: (any Console)? = nil) throws -> Int32 {
    if let console { prompt.context.console = console }
    var session: Session
    switch try first ?? decideFirstGame() {
    case .continuing(let continued):
      session = continued
      try continuing(&session)
    case .new(let replacing, let passedOver):
      var generator = options.common.seed.map(SplitMix64.init(seed:)) ?? SplitMix64()
      session = try start(options, after: nil, generator: &generator)
      // Said once it has started: a game there is one of (the day's word) does not.
      if passedOver { say(Self.passedOverNotice) }
      // The game replaced is abandoned, or left unfinished in the list of a game that
      // keeps every game; one nobody moved in goes once this one is first saved.
      if let replacing, Game.keepsEveryGame {
        unfinished.release(replacing)
      } else if let replacing, replacing.hasMoves {
        abandon(replacing)
      } else {
        unplayed = replacing
      }
    }
    do throws(LeaveStatus) {
      try loop(&session)
    } catch {
      // A game in play is saved; a finished one was recorded as it ended.
      return session.isOver ? error.code : leave(session, status: error.code)
    }
  }

  /// Decides the run's first game, and says which, before anything else: the unfinished
  /// game played last that no other process has open, unless `--new` is given, or options
  /// that define a game differ from its own and the player would rather start a new one.
  /// A host decides it before listening, so that what is asked and said is theirs alone.
  ///
  /// - Throws: `LeaveStatus` if the player left at a question.
  public func decideFirstGame() throws -> FirstGame {
    // With --new (or a challenge) the unfinished game (of several, the newest the options
    // fit) is read once, to be given up.
    guard !options.common.new, challenge == nil else {
      return .new(replacing: Game.keepsEveryGame ? nil : try resumable().session)
    }
    // Of several unfinished games (played in two terminals), one the options fit first.
    let (resumable, openElsewhere) = try resumable()
    if let session = resumable, try continues(session) {
      say(
        "Continuing your unfinished game (\(session.summary)) from "
          + "\(session.basics.startedAt.shortDescription)."
          + (context.fromMenu ? "" : " (Use --new for a fresh one.)"))
      return .continuing(session)
    }
    // Said whenever one was passed over, though another was found (one the options fit
    // may be the one open elsewhere).
    return .new(replacing: resumable, passedOver: openElsewhere)
  }

  /// The unfinished game to continue (or give up), of those the options fit first, and
  /// whether one was passed over, open elsewhere. A history that cannot be read is said, once
  /// (unless it was said as it was found): a new game starts.
  ///
  /// - Throws: `LeaveStatus` if a signal came while it was read (another program holding
  ///   the history): the program ends, with no new game.
  private func resumable() throws(LeaveStatus) -> (session: Session?, openElsewhere: Bool) {
    do {
      return try unfinished.resumable(preferring: options.fit)
    } catch {
      if let status = Signals.takeCaughtExitStatus() { throw LeaveStatus(code: status) }
      if !store.recovery.isLeftAsItIs(error) {
        store.recovery.reportOnce("\(error); a new game starts")
      }
      return (nil, false)
    }
  }

  /// What a run that passed over an unfinished game open in another terminal says.
  public static var passedOverNotice: String {
    "Your unfinished \(Game.title) game is open in another terminal; this is a new one."
  }

  /// Whether to continue `saved`: yes when its options, with those the command line gives
  /// over them, are still its options. When they are not, a person at a terminal is asked
  /// first, before anything else, whether to give it up; from a pipe or a script (and for
  /// a game that keeps every game, which gives nothing up) a new game starts.
  ///
  /// - Throws: `LeaveStatus` if the player left instead of answering.
  private func continues(_ saved: Session) throws -> Bool {
    guard !options.fit(saved.options) else { return true }
    guard console.isInteractive, !Game.keepsEveryGame, saved.hasMoves else { return false }
    let question =
      "Your unfinished game (\(saved.dated)) would be recorded as abandoned. Start a new one?"
    return try !prompt.confirm(question).get()
  }

  /// Plays `session`, which this run continues, and the games after it with the options it
  /// had; how it is shown is this run's.
  private func continuing(_ session: inout Session) throws(UsageError) {
    continued = session.options
    options = try currentOptions()
    session.options = options.shown(session.options)
  }

  /// The options of a new game: a setting changed during this run, then the command line,
  /// then the options of the game the run continued, then the settings as they are now.
  private func currentOptions() throws(UsageError) -> OptionValues<Game.Options> {
    try OptionValues(
      command, settings: context.settingDefaults.read(from: store),
      preferred: prompt.changedSettings, continued: continued)
  }

  /// A new game with `options`, which it keeps to be compared with a later command line.
  private func start(
    _ options: OptionValues<Game.Options>, after previous: Session?, generator: inout SplitMix64
  ) throws -> Session {
    let run = GameRun(context: context, store: store, challenge: challenge)
    var session = try Game.start(options, after: previous, generator: &generator, in: run)
    // Only the first game of a run is the challenge's.
    session.basics.isChallenge = challenge != nil
    challenge = nil
    return session
  }

  /// The unfinished game nobody moved in that the run's first game replaced: dropped when
  /// that game is first saved, not before its first prompt, which a write to the disk would
  /// hold up. Held by this run until then, it is never continued elsewhere.
  private var unplayed: Session?

  /// Drops `unplayed`, if there is one.
  private func dropUnplayed() {
    if let unplayed { unfinished.discard(unplayed) }
    unplayed = nil
  }

  /// Records an unfinished game as abandoned, and says so; one nobody moved in is not a
  /// game played, and is dropped without a record.
  private func abandon(_ session: Session) {
    guard session.hasMoves else { return unfinished.discard(session) }
    if unfinished.finish(session, as: session.historyRecord(of: Game.name, outcome: .abandoned)) {
      sayToHost("Your unfinished game (\(session.summary)) was recorded as abandoned.")
    }
  }

  /// Saves the game before leaving, says how to continue it, and lets it go.
  private func leave(_ session: Session, status: Int32) -> Int32 {
    dropUnplayed()
    if let number = unfinished.save(session) {
      // A hosted game is hosted again by the command that hosted it.
      let again =
        context.fromMenu
        ? "choosing \(Game.title) again"
        : context.seats.shared == nil ? "'wordgames \(Game.name)'" : "the same command"
      // A plain run continues the game played last: an older one is named, or said to wait.
      if unfinished.isNext(number) {
        sayToHost("Game saved — \(again) continues it.")
      } else if Game.keepsEveryGame {
        sayToHost("Game saved — 'wordgames \(Game.name) resume \(number)' continues it.")
      } else {
        sayToHost(
          "Game saved; another unfinished game was played after it, and \(again) continues "
            + "that one first.")
      }
      // Across a network, the joiner is told the game was saved, in their own words.
      context.seats.shared?.endsSaved = true
    } else {
      sayToHost("This game could not be saved.")
    }
    unfinished.release(session)
    return status
  }

  /// The board, and under the first of a run the line that says where help is.
  private func show(_ session: Session, first: Bool) {
    clearIfMoved()
    guard first else { return console.write(screen(session)) }
    // Plain mode has no title on its board: the game is named once, in words.
    if options.common.plain { say("\(Game.title): \(session.summary).") }
    func below(quit: String, at seat: Int) -> [String] {
      let line = TextLayout.wrap(
        words: "Type /help for the rules and commands, \(quit).", width: width(at: seat))
      return [""] + TextLayout.rows(of: console.style.paint(line, .dim)) + [""]
    }
    let host = below(quit: "/quit to save and leave", at: 0)
    let board = TextLayout.rows(of: screen(session, reserving: host.count))
    let rows = board.reversed().drop(while: \.isEmpty).reversed()
    console.write(rows.map { $0 + "\n" }.joined())
    // A joiner's /quit leaves a game the host keeps.
    context.seats.only(0) { console.write(host.map { $0 + "\n" }.joined()) }
    context.seats.shared?.tellEachJoiner { seat in
      below(quit: "/quit to leave", at: seat).joined(separator: "\n")
    }
  }

  /// Rows written since the last board (answers to moves, notices): they stay above the
  /// next board, which takes the rows left.
  private var rowsSinceBoard = 0

  /// Whether the screen is cleared before what comes next (the answer to a move or a
  /// command, or the board): set by a line typed on a terminal that draws each board over
  /// the last, so that one board is in view.
  private var clearsScreen = false
  /// The seat whose command was just answered (across a network): the board and prompt
  /// drawn again after the answer are its alone.
  private var answered: Int?

  /// Whether each board is drawn over the last: on a terminal, unless the player keeps a
  /// transcript. Plain mode's one line a move has no board to replace: it reads as one.
  private var drawsOverLastBoard: Bool {
    console.canClearScreen && !options.common.transcript && !options.common.plain
  }

  /// Clears the screen if a line typed asked for it, once.
  private func clearIfMoved() {
    guard clearsScreen else { return }
    clearsScreen = false
    console.clearScreen()
  }

  /// The session's screen, fitted in the terminal's height under what was written since
  /// the last board, and above `reserved` rows and the prompt's.
  private func screen(_ session: Session, reserving reserved: Int = 0) -> String {
    var view = self.view
    view.height = console.height.map { max(1, $0 - rowsSinceBoard - reserved - 1) }
    rowsSinceBoard = 0
    if options.common.plain { return session.plainScreen(view) + "\n" }
    // A board falls apart below its narrowest width: the position in words stands in for it.
    guard view.width >= GameView.narrowest else {
      let narrow =
        "The window is too narrow for the board; widen it to \(GameView.narrowest) columns."
      return [narrow, session.plainScreen(view)].map {
        TextLayout.wrap(words: $0, width: view.width) + "\n"
      }.joined()
    }
    return view.fit([TextLayout.rows(of: session.screen(view))])
  }

  /// The session's screen drawn again (after a resize, or the settings), over the last one
  /// on a terminal that draws each board over the last.
  private func redrawn(_ session: Session) -> String {
    guard drawsOverLastBoard else { return screen(session) }
    console.clearScreen()
    // The prompt's line break goes first: the board's own blank top row would be a second.
    let board = screen(session)
    return board.hasPrefix("\n") ? String(board.dropFirst()) : board
  }

  /// The loop: a move or a turn at a time, until the player leaves.
  ///
  /// - Throws: `LeaveStatus` as the player leaves, or a turn cannot be taken.
  private func loop(_ session: inout Session) throws(LeaveStatus) -> Never {
    var isFirstBoard = true
    while true {
      let answer: String
      if let question = session.prompt {
        // After a command one seat asked, the board and prompt are drawn again for it alone:
        // the other player's screen stays as it was.
        let audience = answered
        answered = nil
        context.seats.only(audience) { show(session, first: isFirstBoard) }
        isFirstBoard = false
        let shown = session
        // The move is the seat's; every other question is the host's.
        context.seats.current = session.seat
        let askedAt = context.now()
        let event = context.seats.only(audience) {
          prompt.readMove(
            question, rules: session.rules, commands: Session.Command.self,
            board: { redrawn(shown) },
            // In words for a screen reader, as the position after a move is.
            reminder: { options.common.plain ? shown.plainScreen(view) : shown.reminder(view) },
            parse: { [words = context.wordLists] in shown.parse($0, words: words) })
        }
        context.seats.current = 0
        // The time the prompt spent waiting for the player.
        session.basics.secondsSpent += (context.now() - askedAt) / .seconds(1)
        switch event {
        case .leave(let status):
          throw LeaveStatus(code: status)
        case .newGame:
          clearsScreen = drawsOverLastBoard
          // `/new`: if the new game cannot start, this one goes on.
          try replace(&session, with: nextSession(after:))
          continue
        case .command(let command, let argument):
          clearsScreen = drawsOverLastBoard
          try perform(command, argument: argument, on: &session, asker: shown.seat)
          continue
        case .move(let move, let line):
          clearsScreen = drawsOverLastBoard
          do {
            answer = try session.play(move, view: view)
          } catch {
            // A move that could not be made (its dictionary cannot be read) changed nothing,
            // and is not one of the game's lines: the player may try again.
            say(error.reason, as: .warning)
            continue
          }
          session.basics.moves.append(line)
        }
      } else {
        do {
          answer = try session.playTurn(view: view)
        } catch {
          // A turn that could not be taken (its dictionary cannot be read) would be tried
          // for ever: the game is saved as it is, and left.
          say(error.reason, as: .warning)
          throw LeaveStatus(code: ExitStatus.noInput)
        }
      }
      try keep(&session, answering: answer)
    }
  }

  /// Gives up `session` for the game `next` makes of it, once the player agrees (a game that
  /// keeps every game keeps it in its list, without asking); `next` fails for a game that
  /// cannot start, and this one goes on.
  ///
  /// - Throws: `LeaveStatus` if the player leaves instead.
  private func replace(
    _ session: inout Session,
    with next: (Session) throws(LeaveStatus) -> Result<Session, LeaveStatus>
  ) throws(LeaveStatus) {
    // A game nobody moved in is given up without asking.
    // The host's question: a joiner is refused /new and what restarts a game.
    if !Game.keepsEveryGame, session.hasMoves,
      try !context.seats.only(0, { prompt.confirm("Abandon this game?") }).get()
    {
      return
    }
    guard case .success(let started) = try next(session) else { return }
    if !Game.keepsEveryGame {
      abandon(session)
    } else {
      // Kept in the list, unfinished, and let go (unless it could not be saved, which was
      // reported).
      if let number = unfinished.save(session) {
        say(
          "Game \(number) stays in the list, unfinished: "
            + "'wordgames \(Game.name) resume \(number)' continues it.")
      }
      unfinished.release(session)
    }
    session = started
  }

  /// One of the game's own commands: what it says, or the game it restarts (given up only
  /// if the player agrees, like `/new`), or why it was refused.
  ///
  /// - Throws: `LeaveStatus` if the player leaves instead.
  private func perform(
    _ command: Session.Command, argument: String, on session: inout Session, asker: Int
  ) throws(LeaveStatus) {
    switch session.perform(command, argument: argument, words: context.wordLists) {
    case .said(let text):
      // A command that counts is one of the game's lines, kept with it.
      if command.isCounted { session.basics.moves.append("/" + command.name) }
      // An answer (a hint) is the asker's alone, and so is the board drawn again after it.
      answered = asker
      context.seats.only(asker) { say(text) }
    case .restarted(let next, let text, let remembered):
      try replace(&session, with: { _ in .success(next) })
      // The player would rather go on with this game.
      guard session.id == next.id else { return }
      if !remembered.isEmpty {
        store.settingsFile.update { $0.merge(remembered) { _, new in new } }
      }
      say(text)
    case .refused(let refusal):
      answered = asker
      context.seats.only(asker) { say(refusal.reason, as: .warning) }
      return
    }
    unfinished.save(session)
  }

  /// After a move or a turn: saves a game in play, or records a finished one and shows how
  /// it ended; then, once the game is over here (or ended elsewhere), offers another.
  ///
  /// - Throws: `LeaveStatus` if the player leaves (a signal came), or the next game cannot
  ///   start.
  private func keep(_ session: inout Session, answering answer: String) throws(LeaveStatus) {
    dropUnplayed()
    guard session.isOver else {
      // Saved before it is answered: a move the player saw answered is never lost.
      unfinished.save(session)
      // A signal that came while it was saved (another program holding the history) ends
      // the game now, not after another board.
      if let status = Signals.takeCaughtExitStatus() { throw LeaveStatus(code: status) }
      if !answer.isEmpty { say(answer) }
      return
    }
    let record = session.historyRecord(of: Game.name, outcome: session.outcome)
    // What carries this game on (a match's next round) is saved with its end, before the
    // question: a match outlives a program killed while it is asked.
    let next = session.isContinuedByTheNext ? try? nextSession(after: session).get() : nil
    unfinished.finish(session, as: record, continuedBy: next)
    // Across a network, each side keeps the game from its own side.
    context.seats.shared?.sendEachJoiner { session.joinersRecord(of: record, seat: $0) }
    // The end, the word's meaning, and the game's code; what is said by the way is dim.
    var closing = [(text: answer, isQuiet: false)] + meanings(of: session)
    if let code = session.basics.challenge {
      closing.append(("Challenge a friend to this game: wordgames challenge \(code)", true))
    }
    let ending = closing.map { text, isQuiet in
      let wrapped = TextLayout.wrap(words: text, width: view.width)
      return isQuiet ? console.style.paint(wrapped, .dim) : wrapped
    }.joined(separator: "\n")
    clearIfMoved()
    console.write(screen(session, reserving: TextLayout.rows(of: ending + "\n").count))
    console.writeLine(ending)
    try playAgain(after: &session, next: next)
  }

  /// Whether a game of this run ended on a word without a meaning: it is said once.
  private var saidNoMeaning = false

  /// The meaning of the word a finished game ended on, to follow its end (SPEC §3.6): for
  /// an English word, unless the `meanings` setting is off; at most two lines. A word
  /// without one says so, quietly, once a run. In a language whose meanings are not kept,
  /// the word as the language writes it where folding changed it (ÉTÉ for ETE), and, once a
  /// run, that meanings are English.
  private func meanings(of session: Session) -> [(text: String, isQuiet: Bool)] {
    guard let word = session.endingWord else { return [] }
    let isOn = context.settingDefaults.read(from: store).value(of: "meanings") == "on"
    let source = session.source
    guard source.language.hasMeanings else {
      let written = view.words.written(word, in: source).flatMap { $0 == word ? nil : $0 }
      defer { saidNoMeaning = saidNoMeaning || isOn }
      return (written.map { [("\(word) is written \($0).", false)] } ?? [])
        + (saidNoMeaning || !isOn ? [] : [("Meanings are kept for English words only.", true)])
    }
    guard isOn else { return [] }
    // Two meanings, or one on a short terminal, where the board needs the rows.
    let limit = (console.height ?? .max) < 24 ? 1 : 2
    // A word shown as typed (CAFÉ in English Ghost) is looked up by its letters.
    switch view.words.meanings(of: word, limit: limit) {
    case .success(let lines):
      return lines.map { ($0, false) }
    case .failure(let refusal):
      defer { saidNoMeaning = true }
      return saidNoMeaning ? [] : [(refusal.reason, true)]
    }
  }

  /// Once a game is over here, offers another: `next`, when it carries this one on.
  ///
  /// - Throws: `LeaveStatus` if the player leaves, or the next game cannot start.
  private func playAgain(after session: inout Session, next: Session?) throws(LeaveStatus) {
    let question = session.playAgainQuestion
    // Across a network the question is the host's, and so is what answers them there.
    context.seats.shared?.tellEachJoiner { _ in "\(question) The host decides." }
    // What the next game carries on (a match's score) is the game in play at once: a player
    // who leaves at the question leaves it saved, for the next run.
    if let next { session = next }
    guard try context.seats.only(0, { prompt.askToPlayAgain(question) }).get() else {
      throw LeaveStatus(code: ExitStatus.success)
    }
    // A game that cannot start ends the run with the status a command would exit with.
    if next == nil { session = try nextSession(after: session).get() }
  }

  /// Writes a notice about the host's own games: across a network, at the host's terminal
  /// alone.
  private func sayToHost(_ text: String) {
    guard let remote = context.seats.shared else { return say(text) }
    remote.writeLineAtHost(TextLayout.wrap(words: text, width: width(at: 0)))
  }

  /// The width of the terminal at `seat`, for what that seat alone is shown.
  private func width(at seat: Int) -> Int {
    context.seats.only(seat) { console.width } ?? GameView.defaultWidth
  }

  /// Writes a game's answer or a notice of the runner's, wrapped at its spaces to the
  /// screen's width.
  private func say(_ text: String, as role: TextStyle.Role? = nil) {
    clearIfMoved()
    let wrapped = TextLayout.wrap(words: text, width: view.width)
    rowsSinceBoard += TextLayout.rows(of: wrapped + "\n").count
    console.writeLine(role.map { console.style.paint(wrapped, $0) } ?? wrapped)
  }

  private var view: GameView { GameView(context) }

  /// A new game with the options of this run over the settings as they are now; if it
  /// cannot start, the reason on screen and the status a command would exit with for it
  /// (66 for a word list gone missing).
  ///
  /// - Throws: `LeaveStatus` if the player left while it was being set up (a secret asked).
  private func nextSession(after session: Session) throws(LeaveStatus) -> Result<
    Session, LeaveStatus
  > {
    var generator = session.basics.generator
    do {
      let next = try currentOptions()
      let started = try start(next, after: session, generator: &generator)
      options = next
      return .success(started)
    } catch let left as LeaveStatus {
      throw left
    } catch {
      say(console.style.paint("A new game cannot start: \(error).", .warning))
      let status = (error as? any CommandFailure)?.exitStatus ?? ExitStatus.software
      return .failure(LeaveStatus(code: status))
    }
  }
}
