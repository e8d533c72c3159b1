import Lexicon

/// The word of the day (`--daily`): the same for everyone on a date, from the date alone.
///
/// The answers of a length are shuffled once, by a fixed seed; day *d* (counted from
/// 1 January 2000) plays word *d* of that order, wrapping around, so that no word comes
/// back before every other word of the length has been played.
public enum DailyWord {
  /// The seed of the fixed order, the same in every version.
  static let seed: UInt64 = 0x436F_6465_576F_7264  // "CodeWord"

  /// The place of day `day`'s word (days since 2000-01-01) among `answers`.
  public static func index(day: Int, in answers: FixedLengthWords) -> Int {
    precondition(!answers.isEmpty)
    var generator = SplitMix64(seed: seed &+ UInt64(answers.length))
    // A Fisher–Yates shuffle written out, so that the order never depends on how the
    // standard library shuffles.
    var order = Array(answers.indices)
    for index in order.indices.dropLast().reversed() {
      let other = Int(generator.next() % UInt64(index + 1))
      order.swapAt(index, other)
    }
    let position = ((day % order.count) + order.count) % order.count
    return order[position]
  }

  /// The place of the word of `date` (`2026-11-23`) among `answers`; `nil` for text that is
  /// no such date.
  public static func index(date: String, in answers: FixedLengthWords) -> Int? {
    let fields = date.split(separator: "-", omittingEmptySubsequences: false)
    guard fields.map(\.count) == [4, 2, 2],
      fields.joined().allSatisfy({ ("0"..."9").contains($0) }),
      case let parts = fields.compactMap({ Int($0) }),
      (1...12).contains(parts[1]), (1...31).contains(parts[2])
    else { return nil }
    return index(day: day(year: parts[0], month: parts[1], day: parts[2]), in: answers)
  }

  /// The day number of a calendar date: days since 2000-01-01.
  public static func day(year: Int, month: Int, day: Int) -> Int {
    // Days from the civil calendar (Howard Hinnant's algorithm), so no time zone enters.
    let shifted = month <= 2 ? year - 1 : year
    let era = (shifted >= 0 ? shifted : shifted - 399) / 400
    let yearOfEra = shifted - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468 - 10_957
  }
}
