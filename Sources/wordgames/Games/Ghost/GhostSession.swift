import Foundation
import GameMachinery
import GhostModel
import Lexicon
import Storage
import Terminal

/// A round of Ghost in progress, and the match it belongs to.
struct GhostSession: GameSession {
  /// Who starts the round, and what the rounds before it in this run left: a match's
  /// letters, and outside one the rounds each player has won.
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
  /// The rounds each player has won in this run, shown between two people outside a match.
  var roundsWon: [Int]
  /// The fragment as the players typed its letters (ÉLÈV where the game plays ELEV), so that
  /// a word is shown as it was typed where the language writes it so; `nil` before a letter.
  var written: String?

  /// A round from its opening, its dictionary read: a match not yet over, sound counts.
  init(opening: Opening, options: GhostOptions, basics: SessionBasics, words: WordLists) throws {
    let letters = opening.lettersLost
    guard (0...1).contains(opening.firstPlayer), (letters != nil) == options.match,
      letters.map({ $0.count == 2 && $0.allSatisfy((0..<GhostMatch.word.count).contains) })
        ?? true,
      opening.roundsWon.count == 2, opening.roundsWon.allSatisfy((0...Self.mostRounds).contains)
    else { throw SaveDamaged() }
    try GhostDictionaries.load(options.source, superGhost: options.superGhost, from: words)
    self.basics = basics
    self.options = options
    self.opening = opening
    round = GhostRound(firstPlayer: opening.firstPlayer)
    match = letters.map(GhostMatch.init(lettersLost:))
    roundsWon = opening.roundsWon
  }

  /// More rounds than a run of play has (a save with more is damaged).
  static let mostRounds = 1_000_000

  /// Whether two names can play each other: `--players` takes them, and a joiner keeps
  /// them. Both are 1–20 characters with no space at either end and no control character
  /// (C0, C1, a bidirectional override), and they differ however they are written.
  static func canPlay(_ names: [String]) -> Bool {
    names.count == 2
      && names.allSatisfy({ !$0.isEmpty && $0.count <= 20 && $0 == $0.trimmingSpaces })
      && names[0].lowercased() != names[1].lowercased()
      && !names.joined().contains(where: \.isInvisible)
  }

  /// The two players' names; with a computer, the second is the computer.
  var players: [String] { options.players.split(separator: ",").map(String.init) }
  var computer: GhostComputer? { options.computer }
  /// Whether this is SuperGhost: a letter may go on either end of the fragment.
  var superGhost: Bool { options.superGhost }

  var isOver: Bool { round.isOver }
  /// The second player: the seat a joiner takes.
  var joinerName: String? { players.count == 2 ? players[1] : nil }
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

  /// Whether the first player won: the person, against the computer. (Between two people the
  /// record names the winner too, and `stats` counts every player's rounds.)
  var outcome: GameRecord.Outcome {
    round.winner == 0 ? .won : .lost
  }

  var moveCount: Int { round.fragment.count }
  var summary: String {
    (superGhost ? "SuperGhost, " : "") + "\(source.displayName), "
      + (computer == nil ? "\(players[0]) and \(players[1])" : against) + ", "
      + (round.fragment.isEmpty ? "no letters yet" : "fragment \(round.fragment)")
  }

  /// "you against the computer", or the names given to either.
  private var against: String {
    Self.inSentence(players[0]) + " against "
      + (players[1] == "Computer" ? "the computer" : players[1])
  }

  /// A name inside a sentence: "you" for the person against the computer.
  private static func inSentence(_ name: String) -> String { name == "You" ? "you" : name }

  private var mover: String { players[round.playerToMove] }
  private var isComputersTurn: Bool { computer != nil && round.playerToMove == 1 }
  var seat: Int { computer == nil ? round.playerToMove : 0 }

  var prompt: String? {
    if isComputersTurn { return nil }
    return computer == nil ? "\(mover), add a letter: " : "Add a letter: "
  }
  var rules: String {
    let letters = source.language.alphabet.named("or")
    guard superGhost else {
      return "Add one letter, \(letters), to the end of the fragment. Don't finish a word of four "
        + "or more letters, and don't make a fragment no such word starts with."
    }
    return
      "Add one letter, \(letters), to either end of the fragment: type S to add it at the end, "
      + "<S at the start. Don't finish a word of four or more letters, and don't make a "
      + "fragment no such word has inside."
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

  func screen(_ view: GameView) -> String {
    GhostScreen.render(self, view: view)
  }

  func reminder(_ view: GameView) -> String {
    let fragment = GhostScreen.fragment(shownFragment)
    // A round that is over has nobody to move: what ended it follows.
    let text =
      round.fragment.isEmpty
      ? "No letters yet; \(Self.inSentence(mover)) to start"
      : round.isOver ? fragment : "\(fragment) · \(mover) to move"
    return view.style.paint(text, .dim)
  }

  /// A move, and the letter as it was typed (É where the move is E).
  typealias Move = (move: GhostMove, typed: Character)

  func parse(_ line: String, words: WordLists) -> Result<Move, Refusal> {
    let alphabet = source.language.alphabet
    let text = line.trimmingSpaces
    let atStart = superGhost && text.hasPrefix("<")
    let letter = atStart ? String(text.dropFirst()) : text
    let typed = letter.trimmingSpaces.uppercased()
    let move = { (folded: Character) -> Move in
      (GhostMove(folded, on: atStart ? .start : .end), typed.count == 1 ? typed.first! : folded)
    }
    let parsed = LetterGuess.parse(letter, tried: [], in: alphabet).map(move)
    guard superGhost, case .failure = parsed else { return parsed }
    return .failure(
      Refusal("Type a letter to add it at the end, or < and a letter (<S) for the start."))
  }

  mutating func play(_ move: Move, view: GameView) -> String {
    add(move.move, typed: move.typed, view: view)
  }

  /// After a match, a new one; otherwise the next round.
  var playAgainQuestion: String? {
    match?.isOver == true ? "New match?" : nil
  }

  var isContinuedByTheNext: Bool { match.map { !$0.isOver } ?? false }

  mutating func playTurn(view: GameView) -> String {
    let generator = basics.generator
    let fragment = round.fragment
    let ranking = view.words.ranking(of: source)
    guard let computer,
      let (moved, notice) = solved(
        view.words,
        { solver in
          var generator = generator
          let move = computer.move(
            after: fragment, in: solver, preferring: ranking, using: &generator)
          return (move: move, generator: generator)
        })
    else {
      return "The \(source.displayName) dictionary cannot be read; the computer cannot move."
    }
    basics.generator = moved.generator
    return notice + add(moved.move, view: view)
  }

  /// Plays a move for the player to move and says what happened, in one line: the move,
  /// or what lost the round and who lost it.
  private mutating func add(_ move: GhostMove, typed: Character? = nil, view: GameView)
    -> String
  {
    let (before, name) = (round, isComputersTurn ? "The computer" : mover)
    let ranking = view.words.ranking(of: source)
    guard
      let (played, notice) = solved(
        view.words,
        { solver in
          var played = before
          let outcome = played.play(move, in: solver.dictionary, preferring: ranking)
          return (outcome: outcome, round: played)
        })
    else {
      return "The \(source.displayName) dictionary cannot be read; no letter was added."
    }
    let letter = String(typed ?? move.letter)
    written = move.side == .end ? shownFragment + letter : letter + shownFragment
    self.round = played.round
    guard case .lost(let ending) = played.outcome else {
      // The first letter has no side to name.
      let said = GhostScreen.move(move, superGhost: superGhost && round.fragment.count > 1)
      return notice + "\(name) \(name == "You" ? "add" : "adds") \(said): \(shownFragment)"
    }
    match?.record(loser: ending.loser)
    if match == nil { roundsWon[1 - ending.loser] += 1 }
    return notice
      + GhostScreen.ending(ending, of: self, mover: name, move: move, style: view.style)
  }

  /// What `body` makes of the solved game of this session's list, or `nil` if the list
  /// cannot be read. A game read from a cache file that turned out damaged while `body`
  /// read it is solved anew and asked again, with a notice to say so (else the notice is
  /// empty).
  private func solved<Result>(_ words: WordLists, _ body: (any SolvedGhost) -> Result) -> (
    Result, notice: String
  )? {
    let solve = { try? GhostDictionaries.solver(for: source, superGhost: superGhost, from: words) }
    guard let solver = solve() else { return nil }
    let result = body(solver)
    guard solver.isDamaged else { return (result, "") }
    GhostDictionaries.forget(source, superGhost: superGhost, from: words)
    guard let solver = solve() else { return nil }
    let kind = superGhost ? "SuperGhost" : "Ghost"
    return (body(solver), "The \(kind) cache was damaged; the game was solved again. ")
  }

  mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<GhostSession>
  {
    switch command {
    case .hint:
      let fragment = round.fragment
      guard
        let (hint, notice) = solved(
          words,
          { [superGhost] solver in
            GhostScreen.hint(fragment, solver: solver, superGhost: superGhost)
          })
      else {
        return .refused(Refusal("The \(source.displayName) dictionary cannot be read."))
      }
      return .said(notice + hint)
    case .lang:
      guard let language = Language(name: argument) else {
        let typed = argument.trimmingSpaces.quoted(atMost: 20)
        return .refused(
          Refusal(
            (typed.isEmpty ? "Type /lang and a language: " : "\(typed) is not a language here: ")
              + "\(Command.languages)."))
      }
      guard language != source.language || source.path != nil else {
        return .said("The dictionary is \(language.name) already.")
      }
      var next = options
      next.common.language = language
      next.common.words = nil
      var basics = basics
      basics.restart()
      let opening = Opening(
        firstPlayer: round.firstPlayer, lettersLost: match?.lettersLost, roundsWon: roundsWon)
      let restarted: GhostSession
      do {
        restarted = try GhostSession(opening: opening, options: next, basics: basics, words: words)
      } catch {
        return .refused(Refusal("\(error)".sentence))
      }
      return .restarted(
        restarted,
        "The dictionary is \(language.name) now (and from now on); the round starts again.",
        remembering: [GhostOptions.languageSetting: language.code])
    }
  }

  func record(outcome: GameRecord.Outcome) -> GameRecord {
    var record = GameRecord(
      id: id, game: GhostCommand.name, language: source.name, outcome: outcome,
      guesses: round.fragment.count, incorrectGuesses: 0,
      word: round.fragment.isEmpty ? nil : round.fragment, startedAt: startedAt,
      endedAt: Date(), secondsSpent: secondsSpent)
    record[GhostCommand.playerOneColumn] = .text(players[0])
    record[GhostCommand.playerTwoColumn] = .text(players[1])
    record[GhostCommand.winnerColumn] = round.winner.map { .text(players[$0]) }
    record[GhostCommand.computerColumn] = computer.map { .text($0.rawValue) }
    record[GhostCommand.hintsColumn] = .integer(hints)
    record[GhostCommand.inMatchColumn] = HistoryValue(match != nil)
    record[GhostCommand.matchWinnerColumn] = match?.winner.map { .text(players[$0]) }
    record[GhostCommand.superColumn] = HistoryValue(superGhost)
    return record
  }

  /// The joiner is the second player: in their history they are the first, and the round
  /// is won or lost from their side.
  func joinersRecord(of record: GameRecord) -> GameRecord {
    var joiners = record
    joiners[GhostCommand.playerOneColumn] = record[GhostCommand.playerTwoColumn]
    joiners[GhostCommand.playerTwoColumn] = record[GhostCommand.playerOneColumn]
    joiners.outcome = record.outcome.opposite
    return joiners
  }
}
