import Foundation
import Storage

/// A session a game keeps from its start with every move (see `KeptGames`).
public protocol KeptSession: GameSession {
  /// Every move so far, as it was shown: CodeWord Breaker's attempts and their pegs.
  var keptMoves: [KeptMove] { get }
  /// A name for a game there may be only one of (the daily word of a date), if it is one.
  var keptKey: String? { get }
}

extension KeptSession {
  public var keptKey: String? { nil }
}

/// Every game ever started, kept in the history database with its moves, most recently
/// played first (SPEC §3.4): a game's unfinished games when it keeps them all. `/new`
/// leaves the game unfinished in the list instead of abandoning it, and a plain run
/// continues the one played last.
public struct KeptGames<Session: KeptSession>: UnfinishedGames {
  /// The game's command name, which names its tables.
  public let name: String
  public let store: Store

  public init(name: String, store: Store) {
    self.name = name
    self.store = store
  }

  public var keepsEveryGame: Bool { true }

  /// The unfinished game played last that can be read; each one played later that cannot
  /// is reported, and stays in the list as it is.
  public func resumable() -> Session? {
    var skipped = 0
    while let kept = try? store.history.keptGame(of: name, .latestUnfinished(skipping: skipped)) {
      if let session = session(of: kept) { return session }
      store.report("game \(kept.number) cannot be read; it stays in the list as it is")
      skipped += 1
    }
    return nil
  }

  /// The session a kept game holds, or `nil` if it cannot be read back or does not agree
  /// with its row: the same id, status, time spent and key, and every move as kept. A game
  /// that does not agree is never played or shown as it claims to be.
  public func session(of kept: KeptGame) -> Session? {
    guard !kept.isDamaged,
      let session = try? Session(propertyList: Data(kept.session)),
      session.id == kept.id, Self.status(of: session) == kept.status,
      session.keptMoves == kept.moves, session.keptKey == kept.key,
      session.secondsSpent == kept.secondsSpent
    else { return nil }
    return session
  }

  @discardableResult
  public func save(_ session: Session) -> SaveOutcome {
    outcome(of: keep(session, record: nil))
  }

  @discardableResult
  public func finish(_ session: Session, as record: GameRecord) -> SaveOutcome {
    outcome(of: keep(session, record: record))
  }

  /// Every game stays until it is deleted: one nobody moved in was never kept, or stays
  /// in the list where it was set aside.
  public func discard(_ session: Session) {}

  public func setAside(_ session: Session) -> String? {
    guard let kept = keep(session, record: nil) else { return nil }
    guard case .endedElsewhere(let reason) = outcome(of: kept) else {
      return "Game \(kept.number) stays in the list, unfinished: "
        + "'wordgames \(name) resume \(kept.number)' continues it."
    }
    return reason
  }

  private func outcome(of kept: KeepOutcome?) -> SaveOutcome {
    switch kept {
    case nil: .notSaved
    case .kept: .saved
    case .deletedElsewhere(let number):
      .endedElsewhere(
        "Game \(number) was deleted elsewhere while you played it, so it ends here.")
    case .playedElsewhere(let number):
      .endedElsewhere(
        "Game \(number) was played on elsewhere while you had it open, so this copy of it ends "
          + "here.")
    }
  }

  private static func status(of session: Session) -> KeptGame.Status {
    !session.isOver ? .playing : session.outcome == .won ? .won : .lost
  }

  @discardableResult
  private func keep(_ session: Session, record: GameRecord?) -> KeepOutcome? {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    guard let data = try? encoder.encode(session) else { return nil }
    return store.history.keep(
      KeptGameEntry(
        id: session.id, status: Self.status(of: session), key: session.keptKey,
        startedAt: session.startedAt, secondsSpent: session.secondsSpent, session: Array(data),
        moves: session.keptMoves),
      of: name, record: record)
  }
}
