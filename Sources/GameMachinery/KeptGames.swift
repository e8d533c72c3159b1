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

  public func resumable() -> Session? {
    guard let kept = try? store.history.keptGame(of: name, .latestUnfinished) else { return nil }
    return session(of: kept)
  }

  /// The session a kept game holds, or `nil` if it cannot be read back.
  public func session(of kept: KeptGame) -> Session? {
    try? PropertyListDecoder().decode(Session.self, from: Data(kept.session))
  }

  @discardableResult
  public func save(_ session: Session) -> Bool {
    number(of: session) != nil
  }

  public func finish(_ session: Session, as record: GameRecord) {
    keep(session, record: record)
  }

  public func setAside(_ session: Session) -> String? {
    guard let number = number(of: session) else { return nil }
    return "Game \(number) stays in the list, unfinished: "
      + "'wordgames \(name) resume \(number)' continues it."
  }

  /// Keeps the game as it stands, and returns its number.
  @discardableResult
  public func number(of session: Session) -> Int? {
    keep(session, record: nil)
  }

  @discardableResult
  private func keep(_ session: Session, record: GameRecord?) -> Int? {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    guard let data = try? encoder.encode(session) else { return nil }
    let status: KeptGame.Status =
      !session.isOver ? .playing : session.outcome == .won ? .won : .lost
    return store.history.keep(
      KeptGameEntry(
        id: session.id, status: status, key: session.keptKey, startedAt: session.startedAt,
        secondsSpent: session.secondsSpent, session: Array(data), moves: session.keptMoves),
      of: name, record: record)
  }
}
