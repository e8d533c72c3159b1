import Lexicon

/// How the computer plays Ghost, in either variant.
public enum GhostComputer: String, CaseIterable, Codable, Sendable {
  /// A move that does not lose at once, at random.
  case easy
  /// From the solved game: a winning move; when every move loses, one that makes the round
  /// last longest. It never loses a round it can win. Between equally good moves it plays
  /// toward the most frequent word by its ranking, if it has one (else at random).
  case perfect

  /// The move to make on `fragment` in `game`, preferring words frequent by `ranking`.
  public func move(
    after fragment: String, in game: GhostSolver, preferring ranking: WordRanking? = nil,
    using generator: inout some RandomNumberGenerator
  ) -> GhostMove {
    let options = game.options(after: fragment)
    guard !options.isEmpty else {
      // Every move loses: one that is not even a continuation ends the round as surely.
      return GhostMove.all(on: [.end], in: game.dictionary.alphabet)
        .randomElement(using: &generator)!
    }
    switch self {
    case .easy:
      return options.randomElement(using: &generator)!.move
    case .perfect:
      let winning = options.filter(\.wins)
      let longest = options.map(\.movesLeft).max()!
      let best = winning.isEmpty ? options.filter { $0.movesLeft == longest } : winning
      return Self.towardFrequent(best, in: game.dictionary, ranking: ranking)
        .randomElement(using: &generator)!.move
    }
  }

  /// Those of `options` that lead to the most frequent word by `ranking` that grows from any
  /// of them; all of them if none does, or without a ranking.
  ///
  /// - Complexity: The ranked words are tried most frequent first, so a move toward a common
  ///   word is found after a few; all of them at worst, times the options.
  static func towardFrequent(
    _ options: [GhostOption], in dictionary: some GhostDictionary, ranking: WordRanking?
  ) -> [GhostOption] {
    guard let ranking, options.count > 1,
      let word = ranking.first(where: { ranked in
        ranked.count >= GhostRound.minimumWordLength
          && options.contains { dictionary.grows(ranked, from: $0.fragment) }
      })
    else { return options }
    return options.filter { dictionary.grows(word, from: $0.fragment) }
  }
}
