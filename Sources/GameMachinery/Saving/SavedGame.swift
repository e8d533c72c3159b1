import Lexicon
import Terminal

/// A game in progress as its save holds it (SPEC §4): what happened, from which play works
/// out the rest.
struct SavedGame<Session: GameSession>: Codable {
  var basics: SessionBasics
  var options: Session.Options
  var opening: Session.Opening

  /// The game: made from its opening with its options, then every line played replayed
  /// through the game's own rules, with the computer's turns between them, as play made
  /// them; the random choices come again from the seed. A computer's turn after the last
  /// line is left to play, which shows it.
  ///
  /// - Throws: `SaveDamaged` for basics, options or an opening no game has, or a line the
  ///   rules refuse; or why the game's words cannot be read.
  func replayed(words: WordLists) throws -> Session {
    guard basics.isSound, options.isValid else { throw SaveDamaged() }
    var basics = basics
    basics.generator = SplitMix64(seed: basics.seed)
    var session = try Session(opening: opening, options: options, basics: basics, words: words)
    let view = GameView(
      style: TextStyle(enabled: false), width: GameView.defaultWidth, words: words)
    for line in basics.moves {
      while session.prompt == nil, !session.isOver {
        // A turn that could not be taken (its dictionary cannot be read) is said why.
        _ = try session.playTurn(view: view)
      }
      guard !session.isOver else { throw SaveDamaged() }
      if line.hasPrefix("/") {
        // A command that counts (`/hint`) is one of the lines; it changed nothing else.
        guard Session.Command.allCases.contains(where: { $0.isCounted && "/" + $0.name == line })
        else { throw SaveDamaged() }
        continue
      }
      guard case .success(let move) = session.parse(line, words: words) else { throw SaveDamaged() }
      _ = try session.play(move, view: view)
    }
    return session
  }
}

/// A save that no play could have made: an option out of its range, an opening no game
/// draws, or a line its rules refuse. It is kept aside, never played.
public struct SaveDamaged: Error, CustomStringConvertible {
  public init() {}

  public var description: String { "its moves do not fit its game" }
}
