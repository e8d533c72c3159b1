/// How the computer chooses which words to keep after a guess (SPEC §3.2).
public enum EvilStrategy: String, CaseIterable, Codable, Sendable {
  /// Keep the largest class; ties broken at random.
  case largest
  /// Keep the largest class; ties broken toward revealing the fewest letters.
  case cautious
  /// Look ahead at the guesser's best reply, and solve small classes exactly.
  case lookahead
  /// Keep the class a greedy guesser does worst in, checked against the guesser's best
  /// replies a few plies deep: the hardest to beat.
  case planner
}
