import Storage

/// Where a game's unfinished games live: the one the next run continues, saved after
/// every move and removed once the game is recorded.
///
/// `SaveSlot` keeps one game per game name in a property list; a game that keeps every
/// game it ever started (CodeWord Breaker, in the history database) brings its own.
public protocol UnfinishedGames {
  associatedtype Session: GameSession

  /// The game a run continues, if there is one that can be read and is not recorded yet.
  func resumable() -> Session?
  /// Saves the game in progress, replacing its last save.
  ///
  /// - Returns: Whether it was saved (a failure is reported once).
  @discardableResult
  func save(_ session: Session) -> Bool
  /// Ends a game: records it in the history, then forgets it as unfinished.
  func finish(_ session: Session, as record: GameRecord)

  /// Whether every game is kept until it is deleted: a game the player leaves for a new one
  /// (`/new`, an option that defines a game) then stays unfinished, to be continued,
  /// instead of being abandoned.
  var keepsEveryGame: Bool { get }
  /// Keeps a game the player leaves for a new one, unfinished, and says how to continue it
  /// (`nil` if it could not be kept, which was reported).
  func setAside(_ session: Session) -> String?
}

extension UnfinishedGames {
  public var keepsEveryGame: Bool { false }

  public func setAside(_ session: Session) -> String? {
    save(session) ? "Game saved." : nil
  }
}

/// One unfinished game per game, `NAME.plist` in the state folder (`Store.saves`).
public struct SaveSlot<Session: GameSession>: UnfinishedGames {
  /// The slot's name: the game's command name.
  public let name: String
  public let store: Store

  public init(name: String, store: Store) {
    self.name = name
    self.store = store
  }

  public func resumable() -> Session? {
    store.saves.game(name, as: Session.self)
  }

  @discardableResult
  public func save(_ session: Session) -> Bool {
    store.saves.save(session, as: name)
  }

  public func finish(_ session: Session, as record: GameRecord) {
    store.saves.finish(record, savedAs: name)
  }
}
