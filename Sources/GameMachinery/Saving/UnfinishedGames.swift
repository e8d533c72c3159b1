import Foundation
import Storage

/// A game's unfinished games (SPEC §4): rows of the history database's kept games, one per
/// game in progress, each written after every move in one transaction and owned by the
/// process that has it open (`OpenGames`). A game open in another process is never
/// continued, replaced, recorded or deleted here.
///
/// A game that keeps every game it ever started (CodeWord Breaker) keeps its rows once they
/// end; any other game's row goes when its game is recorded.
///
/// `Game` names the rows and the records (its command's name), and says whether it keeps
/// every game (`GameCommand.keepsEveryGame`).
public struct UnfinishedGames<Game: GameCommand> {
  public typealias Session = Game.Session

  public let store: Store
  /// The word lists, from which a session works out what its save leaves out.
  public let words: WordLists

  /// The unfinished game played last that no other process has open, now held by this
  /// process, of those whose defining options `isPreferred` takes if there is one; and
  /// whether one was passed over because another process has it open. Each one that cannot
  /// be read is reported, and stays as it is.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read: it holds no
  ///   game to continue, but is no empty one either.
  public func resumable(preferring isPreferred: (Session.Options) -> Bool = { _ in true })
    throws(StorageError) -> (session: Session?, openElsewhere: Bool)
  {
    var openElsewhere = false
    /// The game, held, if no other process has it and it can be read.
    func open(_ kept: KeptGame) -> Session? {
      // Ended before this process held it, it is no game to continue, nor one open elsewhere.
      let held = hold(kept, ifStill: .playing) { current in
        let game = "\(Game.keepsEveryGame ? "" : "unfinished \(Game.name) ")game \(kept.number)"
        do {
          if let session = try session(of: current) { return session }
          // A save play could not have made is kept aside whole, once, unless it is listed.
          let aside = Game.keepsEveryGame ? nil : store.history.moveAside(current, of: Game.name)
          let left = Game.keepsEveryGame ? "it stays in the list as it is" : "it is left as it is"
          let moved = aside.map { "moved it to \($0.path) (remove that file to be rid of it)" }
          store.recovery.report("\(game) cannot be read; \(moved ?? left)")
        } catch {
          // The cause is outside the save (its word list cannot be read): it waits for it.
          store.recovery.report("\(game) cannot be read (\(error)); it is left as it is")
        }
        return nil
      }
      if held.openElsewhere { openElsewhere = true }
      return held.session
    }
    // Those it prefers first, each replayed only when reached; one that cannot be read keeps
    // its place, to be reported there. A page of rows at a time is read: however many games
    // there are, a few saves are in memory.
    let numbers =
      try store.history.read { history throws(DatabaseError) in
        try history.unfinishedNumbers(of: Game.name)
      } ?? []
    var passedOver: [KeptGame] = []
    for start in stride(from: 0, to: numbers.count, by: Self.pageSize) {
      let page = numbers[start..<min(start + Self.pageSize, numbers.count)]
      for kept in (try? kept(.numbers(Array(page)))) ?? [] {
        let options = try? JSONDecoder().decode(SavedOptions.self, from: Data(kept.session))
        guard options.map({ isPreferred($0.options) }) ?? true else {
          var row = kept
          row.session = []  // read again when it is opened
          passedOver.append(row)
          continue
        }
        if let session = open(kept) { return (session, openElsewhere) }
      }
    }
    for kept in passedOver {
      if let session = open(kept) { return (session, openElsewhere) }
    }
    return (nil, openElsewhere)
  }

  /// A save's options alone: the walk over unfinished games looks at each one's options,
  /// and replays only the one it opens.
  private struct SavedOptions: Decodable {
    let options: Session.Options
  }

  /// The rows the walk over unfinished games reads at a time.
  static var pageSize: Int { 64 }

  /// The game's kept games that `selection` names, played last first.
  ///
  /// - Throws: `StorageError` for a history that is there but cannot be read.
  public func kept(_ selection: KeptGameSelection) throws(StorageError) -> [KeptGame] {
    try store.history.read { history throws(DatabaseError) in
      try history.keptGames(of: Game.name, selection)
    } ?? []
  }

  /// The game a plain run would continue now, read without holding it.
  public func latest() -> Session? {
    guard let session = try? resumable().session else { return nil }
    release(session)
    return session
  }

  /// The game a kept game holds, its moves replayed, if its save can be read and played
  /// and agrees with its row (the same id, status, time spent and key): one that does not
  /// is never played or shown as it claims to be.
  ///
  /// - Throws: Why its words cannot be read: the save may be sound, and is left as it is.
  public func session(of kept: KeptGame) throws -> Session? {
    guard !kept.isDamaged,
      let saved = try? JSONDecoder().decode(SavedGame<Session>.self, from: Data(kept.session))
    else { return nil }
    let session: Session
    do {
      session = try saved.replayed(words: words)
    } catch is SaveDamaged {
      return nil
    }
    guard session.id == kept.id, Self.status(of: session) == kept.status,
      session.keptKey == kept.key, session.basics.secondsSpent == kept.secondsSpent
    else { return nil }
    return session
  }

  /// Holds kept game `kept` for this process and returns its game as it is now, or why
  /// not: another process has it open, or ended it since `kept` was read (`nil` and
  /// `true`), or it cannot be read (`nil` and `false`).
  ///
  /// - Throws: Why its words cannot be read; it is let go.
  public func claim(_ kept: KeptGame) throws -> (session: Session?, openElsewhere: Bool) {
    // Not read again: another process has it open, or moved in it or ended it meanwhile.
    var isRead = false
    let held = try hold(kept, ifStill: kept.status) { current in
      isRead = true
      return try session(of: current)
    }
    return (held.session, !isRead)
  }

  /// Holds kept game `kept` for this process and makes its game with `open` from its row
  /// read again under the lock, if that row still has `status`: another process may have
  /// moved in it, or ended it, before this one held it. What `open` does (a damaged save
  /// moved aside) is done holding it; the game is let go unless `open` returns it.
  ///
  /// - Returns: The game, held; and whether another process has it open.
  private func hold(
    _ kept: KeptGame, ifStill status: KeptGame.Status, open: (KeptGame) throws -> Session?
  ) rethrows -> (session: Session?, openElsewhere: Bool) {
    guard store.openGames.claim(kept.id) else { return (nil, true) }
    var session: Session?
    defer { if session == nil { store.openGames.release(kept.id) } }
    if let current = try? self.kept(.id(kept.id)).first, current.status == status {
      session = try open(current)
    }
    return (session, false)
  }

  /// Saves the game in progress, writing its row, held by this process from its first save
  /// on.
  ///
  /// - Returns: The number of its row, or `nil` if it was not saved (a failure is reported
  ///   once).
  @discardableResult
  public func save(_ session: Session) -> Int? {
    guard store.openGames.claim(session.id), let kept = entry(for: session) else { return nil }
    return store.history.write { history throws(DatabaseError) in
      try history.keep(kept, of: Game.name)
    } ?? nil
  }

  /// Ends a game: records it, and forgets it as unfinished (or keeps it as it ended, for a
  /// game that keeps every game), and saves the game that carries it on (a match's next
  /// round), in one transaction; then lets it go.
  @discardableResult
  public func finish(
    _ session: Session, as record: GameRecord, continuedBy next: Session? = nil
  ) -> Bool {
    defer { store.openGames.release(session.id, removing: true) }
    guard store.openGames.claim(session.id), let ended = entry(for: session) else { return false }
    let following = next.flatMap { store.openGames.claim($0.id) ? entry(for: $0) : nil }
    return store.history.write { history throws(DatabaseError) -> Void in
      if Game.keepsEveryGame {
        // Not kept, nor recorded, if its key is another game's (the day's word).
        if try history.keep(ended, of: Game.name) != nil { try history.record([record]) }
      } else {
        try history.deleteKept(id: session.id, of: Game.name)
        try history.record([record])
      }
      if let following { _ = try history.keep(following, of: Game.name) }
    } != nil
  }

  /// Forgets a game nobody moved in, without recording it (a game that keeps every game
  /// keeps it in its list), and lets it go.
  public func discard(_ session: Session) {
    defer { store.openGames.release(session.id, removing: true) }
    guard !Game.keepsEveryGame, store.openGames.claim(session.id) else { return }
    _ = try? store.history.update { history throws(DatabaseError) in
      try history.deleteKept(id: session.id, of: Game.name)
    }
  }

  /// Whether a plain run continues game `number` next: whether it is the unfinished game
  /// played last (as it is taken to be where that cannot be read).
  public func isNext(_ number: Int) -> Bool {
    let next = try? store.history.read { history throws(DatabaseError) in
      try history.unfinishedNumbers(of: Game.name).first
    }
    return next.map { $0 == number } ?? true
  }

  /// Lets a game this process leaves go, for the next run to continue.
  public func release(_ session: Session) {
    store.openGames.release(session.id)
  }

  private static func status(of session: Session) -> KeptGame.Status {
    !session.isOver ? .playing : session.outcome == .won ? .won : .lost
  }

  /// The game's row, as it is saved.
  private func entry(for session: Session) -> KeptGame? {
    guard let data = try? JSONEncoder().encode(session.savedGame) else { return nil }
    return KeptGame(
      id: session.id, status: Self.status(of: session), key: session.keptKey,
      startedAt: session.basics.startedAt, secondsSpent: session.basics.secondsSpent,
      moves: session.moveCount, session: Array(data))
  }
}
