import Lexicon

/// A move in Ghost: a letter, and the end of the fragment it goes on. In plain Ghost every
/// letter goes on the end; in SuperGhost it may go on the start.
public struct GhostMove: Sendable, Hashable, CustomStringConvertible {
  /// An end of the fragment.
  public enum Side: String, Sendable, Hashable {
    case end, start
  }

  /// The letter, upper case, of the dictionary's alphabet.
  public let letter: Character
  public let side: Side

  /// A move of `letter` (either case) on `side`.
  public init(_ letter: Character, on side: Side = .end) {
    precondition(letter.isLetter, "a move is a letter")
    self.letter = Character(letter.uppercased())
    self.side = side
  }

  /// The fragment this move makes of `fragment`.
  public func applied(to fragment: String) -> String {
    side == .end ? fragment + String(letter) : String(letter) + fragment
  }

  /// The move as a player types it: `A` for the end, `<A` for the start.
  public var description: String { side == .end ? String(letter) : "<\(letter)" }

  /// Every move of `sides`: the letters of `alphabet` on each side in turn.
  public static func all(on sides: [Side], in alphabet: Alphabet) -> [GhostMove] {
    sides.flatMap { side in alphabet.letters.map { GhostMove($0, on: side) } }
  }
}
