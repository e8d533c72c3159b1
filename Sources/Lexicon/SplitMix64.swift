/// A small, fast, seedable random number generator (SplitMix64), so that `--seed` replays
/// a game exactly and a saved game continues the same sequence after it is resumed.
public struct SplitMix64: RandomNumberGenerator, Equatable, Sendable {
  /// The generator's whole state.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Creates a generator seeded from the system's random source.
  public init() {
    var system = SystemRandomNumberGenerator()
    state = system.next()
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
