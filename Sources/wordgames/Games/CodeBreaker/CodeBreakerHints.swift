import CodeBreakerModel
import GameMachinery
import Lexicon

/// `/hint`: the attempt that best splits the words still possible and is sure to find the
/// word in time (`HintSearch`, by the rule of most classes). Before the first attempt every
/// answer is possible, and the search over every pair of words is the longest there is
/// (about 0.3 s for five letters), so that first hint is kept in the cache folder, named
/// after the words and the game's attempts and mode (a search deeper than one step, as for
/// the 665 three-letter answers, depends on them).
enum CodeBreakerHints {
  static func best(
    for game: CodeBreaker, possible: FixedLengthWords, in search: HintSearch, words: WordLists
  ) -> String? {
    guard game.attempts.isEmpty else { return search.best(for: game, possible: possible) }
    let key =
      search.allowed.bytes + [0] + possible.bytes
      + Array("\(HintRule.mostClasses.rawValue) \(game.attemptLimit) \(game.isHard)".utf8)
    let opener = words.cache.computed(
      "codebreaker-opener-\(game.length)", key: key,
      isSound: { search.allowed.contains(String(decoding: $0, as: UTF8.self)) },
      compute: { Array((search.best(for: game, possible: possible) ?? "").utf8) })
    return opener.isEmpty ? nil : String(decoding: opener, as: UTF8.self)
  }
}
