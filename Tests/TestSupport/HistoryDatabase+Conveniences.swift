import Storage

/// One call for each of the history's reads and writes that tests make, each through
/// `read` or `write` as the program makes them.
extension HistoryDatabase {
  /// Every recorded game, in the order they ended.
  public func records() throws(StorageError) -> [GameRecord] {
    try read { history throws(DatabaseError) in try history.records() } ?? []
  }

  /// Whether a game with this id is in the history.
  public func hasRecorded(id: String) throws(StorageError) -> Bool {
    try read { history throws(DatabaseError) in
      try history.database.prepare("SELECT 1 FROM games WHERE game_id = ?").bind([.text(id)])
        .step()
    } ?? false
  }

  /// Records a game (a failure is reported once); whether it was written.
  @discardableResult
  public func record(_ game: GameRecord) -> Bool {
    record(contentsOf: [game])
  }

  /// Records games in one transaction (a failure is reported once); whether they were
  /// written, all of them within range.
  @discardableResult
  public func record(contentsOf games: [GameRecord]) -> Bool {
    write { history throws(DatabaseError) in try history.record(games) } != nil
      && games.allSatisfy(\.isInRange)
  }

  /// Records a game in progress that ended and forgets it as in progress, in one
  /// transaction.
  @discardableResult
  public func record(_ game: GameRecord, forgetting id: String, of name: String) -> Bool {
    write { history throws(DatabaseError) -> Void in
      try history.deleteKept(id: id, of: name)
      try history.record([game])
    } != nil
  }

  /// Keeps a game after a move, and `record` with it if it ended (unless its key is another
  /// game's), in one transaction; its number, or `nil`.
  @discardableResult
  public func keep(_ game: KeptGame, of name: String, record: GameRecord? = nil) -> Int? {
    write { history throws(DatabaseError) -> Int? in
      guard let number = try history.keep(game, of: name) else { return nil }
      if let record { try history.record([record]) }
      return number
    } ?? nil
  }

  /// The kept games of `name` that `selection` names, played last first.
  public func keptGames(of name: String, _ selection: KeptGameSelection) throws(StorageError)
    -> [KeptGame]
  {
    try read { history throws(DatabaseError) in try history.keptGames(of: name, selection) }
      ?? []
  }

  /// The kept games of `name` played last first (at most `limit`), and how many there are.
  public func keptGames(of name: String, limit: Int) throws(StorageError) -> (
    [KeptGame], total: Int
  ) {
    try read { history throws(DatabaseError) in try history.keptGames(of: name, limit: limit) }
      ?? ([], 0)
  }

  /// Deletes kept game `id`, with `record` recorded in the same transaction.
  @discardableResult
  public func deleteKept(id: String, of name: String, record: GameRecord?) throws(StorageError)
    -> Bool
  {
    try update { history throws(DatabaseError) -> Bool in
      if let record { try history.record([record]) }
      return try history.deleteKept(id: id, of: name)
    }
  }
}
