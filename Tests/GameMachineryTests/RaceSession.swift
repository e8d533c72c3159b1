import Foundation
import Lexicon
import Storage
import Terminal

@testable import GameMachinery

struct RaceSession: GameSession {
  /// Which race of the run it is.
  struct Opening: Codable {
    var round: Int
  }

  var basics: SessionBasics
  var options: RaceOptions
  let opening: Opening
  var count = 0
  var personsTurn = true

  init(opening: Opening, options: RaceOptions, basics: SessionBasics, words: WordLists) throws {
    guard opening.round > 0 else { throw SaveDamaged() }
    self.opening = opening
    self.options = options
    self.basics = basics
  }

  var target: Int { options.target }
  var round: Int { opening.round }

  /// The person wins when the count reaches the target on their move.
  var status: GameStatus { count < target ? .playing : personsTurn ? .lost : .won }
  var endingWord: String? { nil }
  var prompt: String? { personsTurn ? "Add 1 or 2: " : nil }
  var rules: String { "Add 1 or 2; whoever reaches the target wins." }
  var playAgainQuestion: String { "Another round?" }
  enum Command: String, GameSlashCommand {
    case hint, target

    var isCounted: Bool { self == .hint }
    var argument: String? { self == .target ? "N" : nil }
    var summary: String { self == .hint ? "what to add" : "restart with another target" }
  }

  var summary: String { "\(count) of \(target)" }
  var moveCount: Int { count }

  func screen(_ view: GameView) -> String {
    "Round \(round): \(count) of \(target)\n"
  }

  func reminder(_ view: GameView) -> String {
    "(\(count) of \(target))"
  }

  func plainScreen(_ view: GameView) -> String { reminder(view) }

  func parse(_ line: String, words: WordLists) -> Result<Int, Refusal> {
    switch line.trimmingSpaces {
    case "1": .success(1)
    case "2": .success(2)
    default: .failure(Refusal("Type 1 or 2."))
    }
  }

  mutating func play(_ move: Int, view: GameView) -> String {
    count += move
    personsTurn = false
    return isOver ? "You win!" : "You add \(move)."
  }

  mutating func playTurn(view: GameView) -> String {
    count += 1
    personsTurn = true
    return isOver ? "The computer wins." : "The computer adds 1."
  }

  mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<RaceSession>
  {
    switch command {
    case .hint:
      return .said("Add \((target - count) % 3 == 0 ? 1 : (target - count) % 3).")
    case .target:
      guard let newTarget = Int(argument), (3...20).contains(newTarget) else {
        return .refused(Refusal("Type /target and a number from 3 to 20."))
      }
      var next = self
      var generator = next.basics.generator
      next.basics = SessionBasics(generator: &generator)
      next.options.target = newTarget
      next.count = 0
      next.personsTurn = true
      return .restarted(next, "A new race to \(newTarget) begins.")
    }
  }

  func fillIn(_ record: inout GameRecord) {
    record.length = target
    record.incorrectGuesses = hints
  }
}
