import Foundation

/// A game in progress as the store saves it: with an id that its history record carries
/// too, so the store can tell a save whose game was already recorded.
public protocol SavedGame: Codable {
  /// The game's id, the same in its save and in its history record.
  var id: String { get }
}
