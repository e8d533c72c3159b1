import Storage

/// What a game can use while it starts or runs: the process's context and the store.
public struct GameRun {
  /// The process's context; its console, once a friend has joined, is the one the two share.
  public internal(set) var context: Context
  public let store: Store
  /// The challenge the game about to start plays (`--challenge`), if any.
  public var challenge: Challenge?
}
