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
  /// no such date (`2026-02-31`).
  public static func index(date: String, in answers: FixedLengthWords) -> Int? {
    let fields = date.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard fields.map(\.count) == [4, 2, 2],
      fields.joined().allSatisfy({ (0x30...0x39).contains($0) })
    else { return nil }
    let parts = fields.map { $0.reduce(0) { $0 * 10 + Int($1 - 0x30) } }
    let (year, month, day) = (parts[0], parts[1], parts[2])
    let number = Self.day(year: year, month: month, day: day)
    // A day past the month's last (31 April) falls on or after the next month's first.
    guard (1...12).contains(month), day >= 1,
      number < Self.day(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1)
    else { return nil }
    return index(day: number, in: answers)
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
