/// One of a game's own values in a challenge code (SPEC §3.6): the bound it is below, and
/// how it sets the option it stands for.
public struct ChallengeField<Options>: Sendable {
  /// Every value is below it.
  public let bound: Int
  /// Sets the option the value stands for (the length, the misses allowed); nothing for a
  /// value the game draws.
  public let sets: @Sendable (inout Options, Int) -> Void

  /// A value that sets an option.
  public static func option(
    below bound: Int, _ sets: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    Self(bound: bound, sets: sets)
  }

  /// A value the game draws (the word's place, the host's seed): it sets no option, and the
  /// game's `start` takes it from `GameRun.challenge`.
  public static func drawn(below bound: Int) -> Self { Self(bound: bound) { _, _ in } }
}
