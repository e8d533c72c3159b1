import Foundation

/// A game in progress as the store saves it: with an id that its history record carries
/// too, so the store can tell a save whose game was already recorded.
public protocol SavedGame: Codable {
  /// The game's id, the same in its save and in its history record.
  var id: String { get }
  /// What makes a decoded game one no command line and no play could have made (a damaged
  /// or tampered file), or `nil` for a sound one.
  var damage: String? { get }
}

extension SavedGame {
  public var damage: String? { nil }

  /// The game a property list holds, if it decodes and is sound.
  public init(propertyList data: Data) throws {
    self = try PropertyListDecoder().decode(Checked<Self>.self, from: data).game
  }
}

/// A saved game decoded, then checked: one with `damage` does not decode.
struct Checked<Game: SavedGame>: Codable {
  let game: Game

  init(from decoder: any Decoder) throws {
    game = try Game(from: decoder)
    if let damage = game.damage {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: damage))
    }
  }

  func encode(to encoder: any Encoder) throws {
    try game.encode(to: encoder)
  }
}
