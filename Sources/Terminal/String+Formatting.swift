import Foundation

// Text helpers shared by the commands and the game screens.

extension String {
  /// What a player typed, as a line may quote it: cleaned for the terminal, and cut with `…` after
  /// `limit` characters (or `4 × limit` Unicode scalars, where letters carry piles of
  /// accents).
  public func quoted(atMost limit: Int = 40) -> String {
    let safe = cleanedForTerminal()
    guard safe.count > limit || safe.unicodeScalars.count > 4 * limit else { return safe }
    let cut = safe.prefix(limit).unicodeScalars
    return String(String.UnicodeScalarView(cut.prefix(4 * limit))) + "…"
  }

  /// The string padded with spaces on the right to `length` columns, as the terminal shows
  /// it (`TextLayout.visibleWidth`: colour escapes and combining marks take none).
  public func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - TextLayout.visibleWidth(self)))
  }

  /// The string padded with spaces on the left to `length` columns, as the terminal shows it.
  public func leftPadding(toLength length: Int) -> String {
    String(repeating: " ", count: max(0, length - TextLayout.visibleWidth(self))) + self
  }

  /// The text as a sentence: a capital first letter and a full stop.
  public var sentence: String {
    prefix(1).uppercased() + dropFirst() + (hasSuffix(".") || hasSuffix("?") ? "" : ".")
  }

  /// The string without spaces at its end (found on the UTF-8 view, without reversing the
  /// characters twice: every line of every board goes through it).
  var trimmingTrailingSpaces: String {
    let end = utf8.lastIndex { $0 != UInt8(ascii: " ") }.map(utf8.index(after:))
    return String(self[..<(end ?? startIndex)])
  }

  /// The string without spaces, tabs or line breaks around it.
  public var trimmingSpaces: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

extension [String] {
  /// The items as a person lists them: `A`, `A and B`, `A, B and C` (or `or`).
  public func listed(_ conjunction: String = "and") -> String {
    guard let last, count > 1 else { return last ?? "" }
    return dropLast().joined(separator: ", ") + " \(conjunction) " + last
  }

  /// The items numbered from 1 for a choice by number, `1 largest · 2 cautious`, each one
  /// token (no-break spaces), so that wrapping breaks between items, never inside one.
  public var numbered: String {
    enumerated().map { "\($0.offset + 1) \($0.element)".replacing(" ", with: "\u{00A0}") }
      .joined(separator: " · ")
  }
}

extension Int {
  /// The number with its noun, singular for one: `1 word`, `23,587 words`, `2 misses`.
  public func counted(_ noun: String) -> String {
    "\(grouped) \(self == 1 ? noun : noun + (noun.hasSuffix("s") ? "es" : "s"))"
  }

  /// The number with a comma between each group of three digits: 233,615.
  public var grouped: String {
    let digits = String(magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset).isMultiple(of: 3) { result.append(",") }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}

extension [Int] {
  /// Sorted numbers as ranges: `1–22, 24`.
  public var rangesDescription: String {
    var parts: [String] = []
    var index = startIndex
    while index < endIndex {
      var end = index
      while end + 1 < endIndex, self[end + 1] == self[end] + 1 { end += 1 }
      parts.append(index == end ? "\(self[index])" : "\(self[index])–\(self[end])")
      index = end + 1
    }
    return parts.joined(separator: ", ")
  }
}

extension Date {
  /// A date and time for messages, in the local time zone: `2026-11-22 18:05`.
  public var shortDescription: String {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: self)
  }
}

extension Character {
  /// Whether this shows nothing, or looks like a space that is not one: a control, a
  /// format character (a zero-width space or joiner, a direction mark), any space but the
  /// plain one, or a code point that is private or unassigned. A name holding one could
  /// pass for another.
  public var isInvisible: Bool {
    // Controls (C0, C1) are `.control`; bidirectional overrides and isolates, `.format`.
    unicodeScalars.contains { scalar in
      switch scalar.properties.generalCategory {
      case .format, .control, .privateUse, .unassigned, .surrogate, .lineSeparator,
        .paragraphSeparator:
        true
      case .spaceSeparator: scalar != " "
      default: scalar.properties.isDefaultIgnorableCodePoint
      }
    }
  }
}
