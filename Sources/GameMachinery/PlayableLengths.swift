/// The rule every game applies to the word lengths its options ask for: the lengths asked
/// for that the list has words of; failing that, the defaults' lengths the list has, or
/// else the one length nearest to the defaults. A game decides what to say: a length typed
/// on the command line that has no words is a usage error, while one from a setting (made,
/// perhaps, for another dictionary) is reported and the fallback played, so that settings
/// never keep a game from starting.
public struct PlayableLengths: Equatable, Sendable {
  /// The lengths to play, in increasing order; never empty when the list has words.
  public let lengths: [Int]
  /// Whether they are the fallback, the lengths asked for having no words.
  public let isFallback: Bool
}

extension PlayableLengths {
  /// The lengths to play of `available` (a list's lengths, in increasing order), when
  /// `asked` is asked for and `defaults` is what the game plays by default.
  public init(asked: ClosedRange<Int>, defaults: ClosedRange<Int>, available: [Int]) {
    let fitting = available.filter(asked.contains)
    guard fitting.isEmpty else {
      lengths = fitting
      isFallback = false
      return
    }
    isFallback = true
    let inDefaults = available.filter(defaults.contains)
    guard inDefaults.isEmpty else {
      lengths = inDefaults
      return
    }
    let gap = { (length: Int) in max(defaults.lowerBound - length, length - defaults.upperBound) }
    lengths = available.min { gap($0) < gap($1) }.map { [$0] } ?? []
  }
}
