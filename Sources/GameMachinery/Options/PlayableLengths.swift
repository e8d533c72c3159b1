import CommandLineKit
import Lexicon
import Terminal

/// The rule every game applies to the word lengths its options ask for: the lengths asked
/// for that the list has words of; failing that, the defaults' lengths the list has, or
/// else the one length nearest to the defaults. A length typed on the command line that has
/// no words is a usage error, while one from a setting (made, perhaps, for another
/// dictionary) is reported and the fallback played, so that settings never keep a game
/// from starting (`lengths(from:to:…)`).
public enum PlayableLengths {
  /// The lengths to play of `available` (a list's lengths, in increasing order), when
  /// `asked` is asked for and `defaults` is what the game plays by default: in increasing
  /// order, never empty when the list has words; and whether they are the fallback, the
  /// lengths asked for having no words.
  static func choose(asked: ClosedRange<Int>, defaults: ClosedRange<Int>, available: [Int])
    -> (lengths: [Int], isFallback: Bool)
  {
    let gap = { (length: Int) in max(defaults.lowerBound - length, length - defaults.upperBound) }
    let nearest = available.min { gap($0) < gap($1) }.map { [$0] } ?? []
    // The first of these that has a length: those asked for, the defaults', the nearest.
    let choices = [available.filter(asked.contains), available.filter(defaults.contains), nearest]
    return (choices.first { !$0.isEmpty } ?? [], choices[0].isEmpty)
  }

  /// The lengths a game plays of `list`, asked for by the options `lower` and `upper` (the
  /// same option twice for a game of one length), or `defaults` where they cannot be played.
  ///
  /// A range typed on the command line that is upside down or has no words is a usage
  /// error; one from the settings or the defaults is reported through `report`, and the
  /// fallback played.
  ///
  /// - Parameter listName: The list as the player knows it (`English`, `cat.txt`).
  public static func lengths<Options>(
    from lower: Option<Options>, to upper: Option<Options>, defaults: ClosedRange<Int>,
    options: OptionValues<Options>, in list: WordList, listName: String,
    report: (String) -> Void
  ) throws(UsageError) -> [Int] {
    let value = { (option: Option<Options>) in Int(option.text(options.value) ?? "") ?? 0 }
    let (low, high) = (value(lower), value(upper))
    let isCrossed = low > high
    let playable = choose(
      asked: isCrossed ? defaults : low...high, defaults: defaults, available: list.lengths)
    guard isCrossed || playable.isFallback else { return playable.lengths }
    let available = list.lengths.rangesDescription
    if options.origin(of: upper) == .commandLine || options.origin(of: lower) == .commandLine {
      if isCrossed {
        throw .invalidValue(
          option: upper.name, value: String(high), allowed: "at least --\(lower.name) (\(low))")
      }
      let typed = options.origin(of: lower) == .commandLine ? lower : upper
      let (value, longest) = (value(typed), list.longestLength)
      let allowed =
        value > 0 && value <= longest
        ? "a length that has words: \(available)" : "a whole number from 1 to \(longest)"
      throw .invalidValue(option: typed.name, value: String(value), allowed: allowed)
    }
    let problem =
      isCrossed
      ? "\(lower.setting ?? lower.name) (\(low)) is above \(upper.setting ?? upper.name) (\(high))"
      : "\(listName) has no words of \(Array(low...high).rangesDescription) letters (only \(available))"
    let settings = (lower.name == upper.name ? [lower] : [lower, upper])
      .filter { options.origin(of: $0) == .setting }.compactMap(\.setting)
      .map { "'wordgames settings set \($0) N'" }
    report(
      "\(problem); playing \(playable.lengths.rangesDescription) letters"
        + (settings.isEmpty ? "" : " (change it with \(settings.joined(separator: " or ")))"))
    return playable.lengths
  }
}
