import CommandLineKit
import Foundation
import Lexicon
import Storage
import Terminal

/// A game in progress, as a game writes it: its moves, its screen and its record. The
/// `GameRunner` does everything else (resuming, saving, recording, the prompt and its
/// commands, playing again).
///
/// A save holds what happened (SPEC §4): the game's options, its opening (what its start
/// drew or was given: the word, a friend's secret) and what every session keeps
/// (`basics`: its id, the seed of its random choices, the lines played, its start and time
/// spent). Continuing it makes the game from its opening and replays the lines through the
/// game's own `parse` and `play`: a line the rules refuse means the save is damaged.
public protocol GameSession {
  /// A move the person makes: a letter, a word.
  associatedtype Move
  /// The commands this game adds to the shared ones (`/hint`, `/lang`).
  associatedtype Command: GameSlashCommand = NoGameCommands
  /// The game's options: the command's, as the game started with them.
  associatedtype Options: GameOptions
  /// What the game's start drew, or was given, that its options do not make: the word
  /// drawn, a friend's secret, a match's score so far.
  associatedtype Opening: Codable

  /// What every session keeps besides its game.
  var basics: SessionBasics { get set }
  /// The options the game was started with (those that define it), and this run's for the
  /// rest (how it is shown).
  var options: Options { get set }
  var opening: Opening { get }

  /// A game from its opening, before any move: what `start` draws, and what a save holds,
  /// made into a game by the same rule (a save's opening no start could have drawn is
  /// refused here).
  ///
  /// - Throws: `SaveDamaged` for an opening the game cannot have, or why its words cannot
  ///   be read.
  init(opening: Opening, options: Options, basics: SessionBasics, words: WordLists) throws

  /// Where the game stands: being played, or over, won or lost; a finished game takes no
  /// more moves.
  var status: GameStatus { get }
  /// Where the words come from.
  var source: WordSource { get }

  /// The game in a few words, for messages about it: "English, 7 letters, 3 misses of 6".
  var summary: String { get }
  /// How many moves the player has made: a game without one is given up without asking.
  var moveCount: Int { get }
  /// A name for a game there may be only one of (the daily word of a date), if it is one.
  var keptKey: String? { get }

  /// The screen before a move: title, board, what the player needs to decide.
  func screen(_ view: GameView) -> String
  /// One line that keeps the position in view after a refused line: the word and the
  /// guesses left.
  func reminder(_ view: GameView) -> String
  /// The whole position in one line of words, the screen in plain mode (no drawing, and no
  /// symbol or colour that means something alone).
  func plainScreen(_ view: GameView) -> String
  /// The prompt for the person's next move, or `nil` when the move is not the person's
  /// (the computer's turn, taken by `playTurn`).
  var prompt: String? { get }
  /// What a move is, for `/help`: "Guess one letter at a time, A to Z."
  var rules: String { get }
  /// The move a line means, or why it is not one (it then costs nothing); `words` are the
  /// lists a game may check a word against.
  func parse(_ line: String, words: WordLists) -> Result<Move, Refusal>
  /// Makes the person's move and returns the answer to show: "No, there is no E.".
  ///
  /// - Throws: A `Refusal` for a move that could not be made (its dictionary cannot be
  ///   read), which changed nothing.
  mutating func play(_ move: Move, view: GameView) throws(Refusal) -> String
  /// Makes a move that is not the person's (when `prompt` is `nil`) and returns what to
  /// show: "The computer adds E.".
  ///
  /// - Throws: A `Refusal` for a turn that could not be taken, which changed nothing.
  mutating func playTurn(view: GameView) throws(Refusal) -> String

  /// Carries out one of the game's own commands, with the word lists it may need.
  mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<Self>

  /// Writes this game's own part of its history entry into `record`, which holds what every
  /// game's does (its id, language, outcome, moves, start, end and time spent): its length,
  /// limits, misses, word and columns, where it has them.
  func fillIn(_ record: inout GameRecord)
  /// The history entry of a finished game, `record`, as joiner `seat` (1 and on) keeps it
  /// when people play on several terminals (SPEC §3.5), from their own side: `record`
  /// itself, unless a game says more.
  func joinersRecord(of record: GameRecord, seat: Int) -> GameRecord

  /// The word a finished game ended on, whose meaning follows its end (SPEC §3.6): the
  /// secret word, or the word that ended a Ghost round; `nil` for none (a phrase).
  var endingWord: String? { get }

  /// The question after this finished game: "Play again?", "Another round?", "New match?".
  var playAgainQuestion: String { get }
  /// Whether this finished game is part of something the next one carries on (a match's
  /// score): a player who leaves at the question finds that next one saved.
  var isContinuedByTheNext: Bool { get }
  /// Who answers the prompt for the next move when people play on several terminals: 0 the
  /// host, 1 and on the joiners (SPEC §3.5).
  var seat: Int { get }
  /// The joiners' names in this game, seat by seat, when people play on several terminals,
  /// if the game names its players.
  var joinerNames: [String]? { get }
}

extension GameSession {
  public var playAgainQuestion: String { "Play again?" }
  public var isContinuedByTheNext: Bool { false }
  public var keptKey: String? { nil }
  public var source: WordSource { options.source }
  /// Whether the player has made a move.
  public var hasMoves: Bool { moveCount > 0 }
  public var seat: Int { 0 }
  public var joinerNames: [String]? { nil }
  public func joinersRecord(of record: GameRecord, seat: Int) -> GameRecord { record }

  /// Whether the game has ended.
  public var isOver: Bool { status != .playing }
  /// How a finished game ended: `won` or `lost`.
  public var outcome: GameRecord.Outcome { status == .won ? .won : .lost }

  public var id: String { basics.id }
  /// The game in a few words with when it started, which tells two alike apart: "English,
  /// 7 letters, 3 misses of 6; started 2026-12-06 14:02".
  public var dated: String { "\(summary); started \(basics.startedAt.shortDescription)" }
  /// The hints asked for (`/hint`, one of the lines played).
  public var hints: Int { basics.moves.count { $0 == "/hint" } }
  /// The game as its save holds it.
  var savedGame: SavedGame<Self> { SavedGame(basics: basics, options: options, opening: opening) }

  /// The record of this game as the history keeps it, ended now with `outcome`, as one of
  /// `game`'s (the command's name): what every game's holds, filled in by the game, and
  /// marked with its code when it was played from a challenge.
  public func historyRecord(of game: String, outcome: GameRecord.Outcome) -> GameRecord {
    var record = GameRecord(
      id: id, game: game, language: source.name, outcome: outcome, guesses: moveCount,
      startedAt: basics.startedAt, endedAt: Date(), secondsSpent: basics.secondsSpent)
    fillIn(&record)
    if basics.isChallenge, let code = basics.challenge { record[.challenge] = .text(code) }
    return record
  }

  /// A game whose every turn is the person's (its `prompt` is never `nil`) has nothing
  /// here to play: every session declares its `prompt`, so none can forget it.
  public mutating func playTurn(view: GameView) -> String {
    preconditionFailure("\(Self.self) has no turns but the person's")
  }

  /// A game that declares commands carries them out; one with none is never asked to.
  public mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<Self>
  {
    .refused(Refusal("/\(command.name) is not a command of this game."))
  }
}
