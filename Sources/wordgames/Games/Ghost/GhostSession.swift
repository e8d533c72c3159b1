import GameMachinery
import GhostModel
import Lexicon
import Storage
import Terminal

/// A round of Ghost in progress, and the match it belongs to, at a table of two to eight.
struct GhostSession: GameSession {
  /// Who starts the round, and what the rounds before it in this run left: a match's
  /// letters, and outside one the rounds each seat has won.
  struct Opening: Codable {
    var firstPlayer: Int
    var lettersLost: [Int]?
    var roundsWon: [Int]
  }

  var basics: SessionBasics
  var options: GhostOptions
  let opening: Opening
  var round: GhostRound
  var match: GhostMatch?
  /// The rounds each seat has won (not lost) in this run, shown outside a match.
  var roundsWon: [Int]
  /// The fragment as the players typed its letters (ÉLÈV where the game plays ELEV), so that
  /// a word is shown as it was typed where the language writes it so; `nil` before a letter.
  var written: String?

  /// A round from its opening, its dictionary read: a table of two to eight, a match not
  /// yet over with a first player still in it, sound counts.
  init(opening: Opening, options: GhostOptions, basics: SessionBasics, words: WordLists) throws {
    let count = options.seats.count
    let letters = opening.lettersLost
    let match = letters.map(GhostMatch.init(lettersLost:))
    guard options.tableRefusal == nil, (letters != nil) == options.match,
      letters.map({ $0.count == count && $0.allSatisfy((0...GhostMatch.word.count).contains) })
        ?? true,
      match?.isOver != true, (0..<count).contains(opening.firstPlayer),
      match?.isOut(opening.firstPlayer) != true,
      opening.roundsWon.count == count,
      opening.roundsWon.allSatisfy((0...Self.mostRounds).contains)
    else { throw SaveDamaged() }
    self.basics = basics
    self.options = options
    self.opening = opening
    round = GhostRound(seats: Self.roundTheTable(from: opening.firstPlayer, count: count, match))
    self.match = match
    roundsWon = opening.roundsWon
    try GhostDictionaries.load(.init(source: source, superGhost: options.superGhost), from: words)
  }

  /// The seats of a table of `count` round it from `first`, past those out of `match`.
  static func roundTheTable(from first: Int, count: Int, _ match: GhostMatch?) -> [Int] {
    (0..<count).map { (first + $0) % count }.filter { match?.isOut($0) != true }
  }

  /// More rounds than a run of play has (a save with more is damaged).
  static let mostRounds = 1_000_000

  /// The players' names, seat by seat.
  var players: [String] { options.seats.map(\.name) }
  /// The seats people play, in table order: the first is the host's across a network.
  var people: [Int] { options.seats.enumerated().filter(\.element.isPerson).map(\.offset) }

  /// The people's names after the first: the seats joiners take.
  var joinerNames: [String]? { people.dropFirst().map { players[$0] } }
  /// The word the fragment became, as it was typed, or the one it could have become before
  /// the last letter.
  var endingWord: String? {
    switch round.ending?.reason {
    case .formedWord(let word)?: typedFragment ?? word
    case .deadFragment(couldHaveBecome: let word?)?: word
    case .deadFragment(couldHaveBecome: nil)?, nil: nil
    }
  }

  /// The fragment as it was typed, if that is still the fragment played.
  var typedFragment: String? {
    written.flatMap { source.language.alphabet.folded($0) == round.fragment ? $0 : nil }
  }

  /// The fragment as the players see it: as they typed it (ÉLÈV), else as it is played.
  var shownFragment: String { typedFragment ?? round.fragment }

  /// The seat whose side the record is from: the first person playing the round (the host,
  /// across a network); none when only computers are left in a match.
  var ownSeat: Int? { people.first { round.seats.contains($0) } }

  /// Where the round stands from the record's player's side: once it is over, lost if they
  /// lost it, else won. (The record names every player and the loser too, and `stats`
  /// counts every player's rounds.)
  var status: GameStatus {
    guard let ending = round.ending else { return .playing }
    return ownSeat == ending.loser ? .lost : .won
  }

  var moveCount: Int { round.fragment.count }
  var summary: String {
    (options.superGhost ? "SuperGhost, " : "") + "\(source.displayName), " + table + ", "
      + (round.fragment.isEmpty ? "no letters yet" : "fragment \(round.fragment)")
  }

  /// Who plays, in a few words: "you against the computer", "Ann and Bob", "Ann, Bob and Cy".
  private var table: String {
    guard players.count > 2 || options.seats[1].isPerson else {
      return Self.inSentence(players[0]) + " against "
        + (players[1] == "Computer" ? "the computer" : players[1])
    }
    return players.map(Self.inSentence).listed("and")
  }

  /// A name inside a sentence: "you" for the person against the computer.
  static func inSentence(_ name: String) -> String { name == "You" ? "you" : name }

  /// A name with a verb that agrees with it: "You win", "Ann wins".
  static func subject(_ name: String, _ verb: String) -> String {
    name == "You" ? "You \(verb)" : "\(name) \(verb)s"
  }

  private var mover: String { players[round.playerToMove] }
  private var computerToMove: GhostComputer? { options.seats[round.playerToMove].computer }
  /// The person to move, by their place among the people: 0 the host's across a network.
  var seat: Int { people.firstIndex(of: round.playerToMove) ?? 0 }

  var prompt: String? {
    guard computerToMove == nil else { return nil }
    return people.count > 1 ? "\(mover), add a letter: " : "Add a letter: "
  }
  var rules: String {
    let (ends, grows) =
      options.superGhost
      ? ("either end of the fragment: type S to add it at the end, <S at the start", "has inside")
      : ("the end of the fragment", "starts with")
    return "Add one letter, \(source.language.alphabet.named("or")), to \(ends). Don't finish a "
      + "word of four or more letters, and don't make a fragment no such word \(grows)."
  }
  /// Ghost's own commands.
  enum Command: String, GameSlashCommand {
    case hint, lang

    var isCounted: Bool { self == .hint }

    /// The codes `/lang` takes: "en, nl, de, fr or es".
    static let languages = Language.all.map(\.code).listed("or")

    var argument: String? { self == .lang ? "L" : nil }
    var summary: String {
      switch self {
      case .hint: "the letters that don't lose at once, and the winning ones"
      case .lang: "switch the dictionary to \(Self.languages); the round starts again"
      }
    }
  }

  func screen(_ view: GameView) -> String { GhostScreen.render(self, view: view) }

  func reminder(_ view: GameView) -> String {
    view.style.paint(GhostScreen.inOneLine(self, withTable: false), .dim)
  }

  /// The position in one line of words: the fragment, who is to move, and at a table of more
  /// than two, or in a match, every seat.
  func plainScreen(_ view: GameView) -> String {
    GhostScreen.inOneLine(self, withTable: players.count > 2 || match != nil)
  }

  /// A move, and the letter as it was typed (É where the move is E).
  typealias Move = (move: GhostMove, typed: Character)

  func parse(_ line: String, words: WordLists) -> Result<Move, Refusal> {
    let text = line.trimmingSpaces
    let atStart = options.superGhost && text.hasPrefix("<")
    let letter = atStart ? String(text.dropFirst()) : text
    let typed = letter.trimmingSpaces.uppercased()
    let move = { (folded: Character) -> Move in
      (GhostMove(folded, on: atStart ? .start : .end), typed.count == 1 ? typed.first! : folded)
    }
    let parsed = LetterGuess.parse(letter, tried: [], in: source.language.alphabet).map(move)
    guard options.superGhost, case .failure = parsed else { return parsed }
    return .failure(
      Refusal("Type a letter to add it at the end, or < and a letter (<S) for the start."))
  }

  /// After a match, a new one; otherwise the next round.
  var playAgainQuestion: String { match?.isOver == true ? "New match?" : "Another round?" }

  var isContinuedByTheNext: Bool { match.map { !$0.isOver } ?? false }

  mutating func playTurn(view: GameView) throws(Refusal) -> String {
    // The runner asks for a turn only when there is no prompt: a computer's.
    guard let computer = computerToMove else { preconditionFailure("a person is to move") }
    let fragment = round.fragment
    let ranking = view.words.ranking(of: source)
    let seats = computer == .perfect ? round.seats.count : 2
    let (moved, notice) = try solved(
      view.words, seats: seats, else: "; the computer cannot move"
    ) { solver in
      var generator = basics.generator
      let move = computer.move(after: fragment, in: solver, preferring: ranking, using: &generator)
      return (move: move, generator: generator)
    }
    basics.generator = moved.generator
    return try notice + play((moved.move, moved.move.letter), view: view)
  }

  /// Plays a move for the player to move and says what happened, in one line: the move,
  /// or what lost the round and who lost it.
  mutating func play(_ typedMove: Move, view: GameView) throws(Refusal) -> String {
    let (move, typed) = typedMove
    // Against one computer, it is "the computer"; at a table, each by its name.
    let name =
      computerToMove != nil && players.count == 2 && people.count == 1 ? "The computer" : mover
    let ranking = view.words.ranking(of: source)
    // The dictionary comes with any solution of the list (all have the same): the table's own
    // where a perfect computer plays it and needs that one anyway, else two seats', the
    // smallest.
    let seats = options.seats.contains { $0.computer == .perfect } ? round.seats.count : 2
    let (played, notice) = try solved(
      view.words, seats: seats, else: "; no letter was added"
    ) { solver in
      var played = round
      let outcome = played.play(move, in: solver.dictionary, preferring: ranking)
      return (outcome: outcome, round: played)
    }
    let letter = String(typed)
    written = move.side == .end ? shownFragment + letter : letter + shownFragment
    self.round = played.round
    guard let ending = played.outcome else {
      // The first letter has no side to name.
      let said = GhostScreen.move(move, superGhost: options.superGhost && round.fragment.count > 1)
      return notice + Self.subject(name, "add") + " \(said): \(shownFragment)"
    }
    match?.record(loser: ending.loser)
    if match == nil {
      for seat in round.seats where seat != ending.loser { roundsWon[seat] += 1 }
    }
    return notice
      + GhostScreen.ending(ending, of: self, mover: name, move: move, style: view.style)
  }

  /// What `body` makes of the solved game of this session's list. A game read from a cache
  /// file that turned out damaged while `body` read it is solved anew and asked again, with
  /// a notice to say so (else the notice is empty).
  ///
  /// - Throws: A `Refusal` when the list cannot be read, saying so and then `consequence`.
  private func solved<Result>(
    _ words: WordLists, seats: Int, else consequence: String,
    _ body: (GhostSolver) -> Result
  ) throws(Refusal) -> (Result, notice: String) {
    let unread = Refusal("The \(source.displayName) dictionary cannot be read\(consequence).")
    let game = GhostDictionaries.Game(source: source, superGhost: options.superGhost, seats: seats)
    let solve = { try? GhostDictionaries.solver(for: game, from: words) }
    guard let solver = solve() else { throw unread }
    let result = body(solver)
    guard solver.isDamaged else { return (result, "") }
    GhostDictionaries.forget(game, from: words)
    guard let solver = solve() else { throw unread }
    return (body(solver), "The \(game.variant) cache was damaged; the game was solved again. ")
  }

  mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<GhostSession>
  {
    switch command {
    case .hint:
      // At a table of more than two, the others play as one side against the asker.
      do {
        let (hint, notice) = try solved(words, seats: round.seats.count, else: "") { solver in
          GhostScreen.hint(round.fragment, solver: solver, superGhost: options.superGhost)
        }
        return .said(notice + hint)
      } catch {
        return .refused(error)
      }
    case .lang:
      guard let language = Language(argument) else {
        let typed = argument.trimmingSpaces.quoted(atMost: 20)
        let what = typed.isEmpty ? "Type /lang and a language" : "\(typed) is not a language here"
        return .refused(Refusal("\(what): \(Command.languages)."))
      }
      guard language != source.language || source.path != nil else {
        return .said("The dictionary is \(language.name) already.")
      }
      var next = options
      next.common.language = language
      next.common.words = nil
      // A new game's basics (a new id, started now, no line played), its random choices
      // seeded from where the round's were.
      var generator = basics.generator
      let restarted = SessionBasics(generator: &generator)
      // The round starts again from its own opening: only a round's end changes the match
      // or the rounds won, and a round over takes no command.
      do {
        return try .restarted(
          GhostSession(opening: opening, options: next, basics: restarted, words: words),
          "The dictionary is \(language.name) now (and from now on); the round starts again.",
          remembering: [GhostOptions.languageSetting: language.code])
      } catch {
        return .refused(Refusal("\(error)".sentence))
      }
    }
  }

  func fillIn(_ record: inout GameRecord) {
    record.word = round.fragment.isEmpty ? nil : round.fragment
    // The seats that played the round: one out of a match plays no more.
    let played = round.seats.sorted().map { players[$0] }
    record[GhostCommand.playersColumn] = .text(played.joined(separator: ","))
    record[GhostCommand.playerColumn] = ownSeat.map { .text(players[$0]) }
    record[GhostCommand.loserColumn] = round.ending.map { .text(players[$0.loser]) }
    let levels = Set(round.seats.compactMap { options.seats[$0].computer?.rawValue }).sorted()
    record[GhostCommand.computerColumn] =
      levels.isEmpty ? nil : .text(levels.joined(separator: ","))
    record[GhostCommand.hintsColumn] = .integer(hints)
    record[GhostCommand.inMatchColumn] = HistoryValue(match != nil)
    record[GhostCommand.matchWinnerColumn] = match?.winner.map { .text(players[$0]) }
    record[GhostCommand.superColumn] = HistoryValue(options.superGhost)
  }

  /// A joiner's record is from their side: their name is the record's player, and the round
  /// is won or lost as they fared.
  func joinersRecord(of record: GameRecord, seat: Int) -> GameRecord {
    guard let joiner = people.dropFirst(seat).first.map({ players[$0] }) else { return record }
    var joiners = record
    joiners[GhostCommand.playerColumn] = .text(joiner)
    joiners.outcome = record[GhostCommand.loserColumn] == .text(joiner) ? .lost : .won
    if round.ending == nil { joiners.outcome = record.outcome }
    return joiners
  }
}
