/// The words of one length ranked by how hard they are, measured (SPEC §3.1).
///
/// A word's difficulty is the number of incorrect guesses the reference guesser
/// (`FrequencyGuesser`: always the most frequent untried letter among the words still
/// possible) makes before it has shown the whole word. Its choices depend only on what is
/// shown, so one walk down its decision tree gives every word's misses at once
/// (`FrequencyGuesser.misses(of:)`). The words are then sorted by misses (ties
/// alphabetically) and cut into ten tiers of equal size: tier 1 the easiest, tier 10 the
/// hardest.
public struct DifficultyRanking: Sendable {
  /// The tiers, easiest first.
  public static let tiers = 1...10

  /// The guesser's incorrect guesses for each word, by its index among the words ranked.
  public let misses: [UInt8]
  /// The indices of the words, easiest first.
  private let ranked: [Int]

  /// Ranks the words whose misses these are, a count per word, as
  /// `FrequencyGuesser.misses(of:)` gives them (perhaps kept from an earlier run: see
  /// `WordListCache.guesserMisses(of:)`).
  ///
  /// - Complexity: O(*n* log *n*).
  public init(misses: [UInt8]) {
    self.misses = misses
    // Easiest first, ties in list order.
    ranked = misses.indices.sorted { (misses[$0], $0) < (misses[$1], $1) }
  }

  /// The indices of the words of a tier among those ranked, never empty for a list with
  /// words.
  public func indices(inTier tier: Int) -> ArraySlice<Int> {
    precondition(Self.tiers.contains(tier), "tiers are 1 to 10")
    let count = ranked.count
    let start = min((tier - 1) * count / 10, max(count - 1, 0))
    let end = max(tier * count / 10, start + 1)
    return ranked[start..<min(end, count)]
  }

  /// The guesser's average misses on the words of a tier.
  public func averageMisses(inTier tier: Int) -> Double {
    let tierIndices = indices(inTier: tier)
    return Double(tierIndices.reduce(0) { $0 + Int(misses[$1]) })
      / Double(max(tierIndices.count, 1))
  }
}
