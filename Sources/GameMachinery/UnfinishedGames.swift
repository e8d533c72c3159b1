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
  @discardableResult
  func save(_ session: Session) -> SaveOutcome
  /// Ends a game: records it in the history, then forgets it as unfinished.
  @discardableResult
  func finish(_ session: Session, as record: GameRecord) -> SaveOutcome
  /// Forgets a game nobody moved in, without recording it.
  func discard(_ session: Session)

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
    switch save(session) {
    case .saved: "Game saved."
    case .notSaved: nil
    case .endedElsewhere(let reason): reason
    }
  }
}

/// What became of a game that was saved or finished.
public enum SaveOutcome: Equatable {
  case saved
  /// It could not be saved (which was reported once).
  case notSaved
  /// Another process ended the game (deleted it, or played it on) while this one showed
  /// it: nothing of it was saved here, and `reason` tells the player in one line.
  case endedElsewhere(_ reason: String)
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

  /// Saves the game; one whose save was removed meanwhile (by hand, or by another process
  /// that dropped it unplayed) ends here, recorded as abandoned so that it counts once.
  @discardableResult
  public func save(_ session: Session) -> SaveOutcome {
    let write = store.saves.save(session, as: name)
    guard write == .removedElsewhere else { return outcome(of: write) }
    let removed = "This game's save was removed while you had it open, so it ends here"
    guard session.hasMoves,
      store.history.record(contentsOf: [session.historyRecord(outcome: .abandoned)])
    else { return .endedElsewhere(removed + ".") }
    return .endedElsewhere(removed + "; it is recorded as abandoned.")
  }

  @discardableResult
  public func finish(_ session: Session, as record: GameRecord) -> SaveOutcome {
    outcome(of: store.saves.finish(record, savedAs: name))
  }

  private func outcome(of write: SaveSlots.SlotWrite) -> SaveOutcome {
    switch write {
    case .saved: .saved
    case .notSaved: .notSaved
    case .changedElsewhere, .removedElsewhere:
      .endedElsewhere(
        "This game was played on, or ended, in another wordgames while you had it open, "
          + "so this copy of it ends here.")
    }
  }

  public func discard(_ session: Session) {
    store.saves.remove(name)
  }
}
