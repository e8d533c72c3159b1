import EvilHangmanModel
import Foundation  // log2
import Lexicon

/// The panel of guessers that `make bench` plays against every strategy: each looks only at
/// the words still consistent with what is shown, and picks a letter by one rule.
///
/// Every rule is deterministic (ties go to the earlier letter), so a guesser's choices
/// depend only on what is shown; once one word is left, each spells it.
public enum EvilGuesser: String, CaseIterable, Sendable {
  /// The letter in the most words (SPEC §3.1, `FrequencyGuesser`).
  case frequency
  /// The letter whose split of the words carries the most information (the highest entropy
  /// of the class sizes).
  case information
  /// The letter that leaves the fewest words on average, if the word were any of them with
  /// equal chance (the smallest sum of squared class sizes).
  case expected
  /// The letter whose largest class is smallest: one step of minimax.
  case minimax

  /// The letter to guess next, as an upper-case ASCII byte, or `nil` if every letter of the
  /// candidates has been tried.
  ///
  /// - Complexity: O(*n* × *L*) for *n* candidates of *L* letters.
  public func nextLetter(among candidates: FixedLengthWords, tried: Set<UInt8>) -> UInt8? {
    let triedMask = tried.reduce(UInt32(0)) { $0 | 1 << UInt32($1 &- 65) }
    return choice(candidates.splits(of: candidates.allIndices), tried: triedMask).map {
      UInt8(65 + $0)
    }
  }

  /// The letter to guess next in `game`, from its candidates and the letters it has seen
  /// tried, or `nil` if every letter of the candidates has been tried.
  public func nextGuess(in game: EvilHangman) -> Character? {
    let alphabet = game.candidates.alphabet
    let tried = Set(game.triedLetters.compactMap(alphabet.code))
    return nextLetter(among: game.candidates, tried: tried).map(alphabet.letter)
  }

  /// The most misses a host can force on this guesser over `words`: the most it makes
  /// before it has shown any one of them, since a host can steer it to any word.
  ///
  /// The guesser's choices depend only on what is shown, so one walk down its decision
  /// tree, splitting the words by where each guessed letter stands, plays it against every
  /// word at once. A host wins every game against it at a limit of at most this many
  /// incorrect guesses, and none at a larger one.
  ///
  /// - Complexity: O(*d* × *n* × *L*) for a decision tree *d* guesses deep.
  public func mostMisses(over words: FixedLengthWords) -> Int {
    mostMisses(words, words.allIndices, tried: 0)
  }

  private func mostMisses(_ table: FixedLengthWords, _ set: [Int32], tried: UInt32) -> Int {
    guard set.count > 1, let letter = choice(table.splits(of: set), tried: tried) else {
      return 0
    }
    return table.classes(of: set, by: letter).map { kept in
      mostMisses(table, kept.words, tried: tried | 1 << UInt32(letter))
        + (kept.places == 0 ? 1 : 0)
    }.max()!
  }

  /// The letter (0 for A) this guesser picks from the splits of its candidates.
  func choice(_ splits: LetterSplits, tried: UInt32) -> Int? {
    let telling = (0..<Alphabet.maximumCount).filter {
      tried & (1 << UInt32($0)) == 0 && splits.splits($0)
    }
    guard self != .frequency, !telling.isEmpty else {
      return FrequencyGuesser.mostFrequentLetter(
        wordsContaining: splits.containing, tried: tried)
    }
    // The lowest cost, then the earlier letter.
    return telling.map { (cost: cost(splits.sizes($0)), letter: $0) }.min { $0 < $1 }!.letter
  }

  /// How much a split with these class sizes leaves the guesser to learn: lower is better.
  private func cost(_ sizes: [Int]) -> Double {
    switch self {
    case .frequency: preconditionFailure("the frequency guesser counts words, not classes")
    case .information:
      // The entropy is log2(n) − Σ s log2(s) / n, so the least Σ s log2(s) is the most
      // information; summed in one order so that equal splits tie exactly.
      return sizes.sorted().reduce(0) { $0 + Double($1) * log2(Double($1)) }
    case .expected: return Double(sizes.reduce(0) { $0 + $1 * $1 })
    case .minimax: return Double(sizes.max()!)
    }
  }
}
