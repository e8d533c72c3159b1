/// The tiers the words of one length are ranked into by how hard they are, measured
/// (SPEC §3.1).
///
/// A word's difficulty is the number of incorrect guesses the reference guesser
/// (`FrequencyGuesser`: always the most frequent untried letter among the words still
/// possible) makes before it has shown the whole word. Its choices depend only on what is
/// shown, so one walk down its decision tree gives every word's misses at once
/// (`FrequencyGuesser.misses(of:)`). The words are then sorted by misses (ties
/// alphabetically) and cut into ten tiers of equal size: tier 1 the easiest, tier 10 the
/// hardest.
public enum DifficultyRanking {
  /// The tiers, easiest first.
  public static let tiers = 1...10

  /// The indices of the words of `tier`, never empty for a list with words, among the words
  /// whose misses these are, a count per word, as `FrequencyGuesser.misses(of:)` gives them
  /// (perhaps kept from an earlier run: see `WordListCache.guesserMisses(of:)`).
  ///
  /// - Complexity: O(*n* log *n*).
  public static func indices(inTier tier: Int, misses: [UInt8]) -> ArraySlice<Int> {
    precondition(tiers.contains(tier), "tiers are 1 to 10")
    // Easiest first, ties in list order.
    let ranked = misses.indices.sorted { (misses[$0], $0) < (misses[$1], $1) }
    let count = ranked.count
    let start = min((tier - 1) * count / 10, max(count - 1, 0))
    let end = max(tier * count / 10, start + 1)
    return ranked[start..<min(end, count)]
  }
}
