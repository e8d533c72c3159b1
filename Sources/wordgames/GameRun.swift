import Storage

/// What a game can use while it starts or runs: the process's context, the store, and a
/// way to report a one-line notice.
struct GameRun {
  let context: Context
  let store: Store

  /// Reports a one-line notice (a setting that cannot be used) on standard error.
  func notice(_ text: String) {
    context.notice(text)
  }
}
