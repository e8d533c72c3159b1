/// Keeps every line written to a stream within the terminal's width: the one place where
/// text the program writes (prompts, answers, refusals, errors, menus) is wrapped.
///
/// A line that fits is written exactly as it is (boards and tables are laid out already);
/// one that would run past the width wraps at its spaces, under its own indentation, keeping
/// the spaces between two words on one row, and a prompt's trailing space. It remembers the
/// column the last write ended at, so that text written after a prompt, or a prompt after
/// some text, wraps where it stands.
public struct LineFitter: Sendable {
  /// The column the text written so far ends at.
  public private(set) var column = 0

  public init() {}

  /// `text` as it should be written at `width` columns (as it is, without a width).
  public mutating func fit(_ text: String, width: Int?) -> String {
    // The cursor sent home, as the screen is cleared: what follows starts at the first column,
    // even after a prompt whose answer was typed elsewhere (by a friend on another terminal).
    if text.contains("\u{1B}[H") { column = 0 }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line -> String in
      // Each line after a line break starts at the first column.
      if index > 0 { column = 0 }
      return fit(line, width: width)
    }.joined(separator: "\n")
  }

  /// The player ended a line: the terminal's cursor is at the start of the next.
  public mutating func lineEnded() { column = 0 }

  private mutating func fit(_ line: Substring, width: Int?) -> String {
    let lineWidth = TextLayout.visibleWidth(String(line))
    guard let width, column + lineWidth > width, column > 0 || line.contains(" ") else {
      column += lineWidth
      return String(line)
    }
    let indent = column == 0 ? String(line.prefix { $0 == " " }) : ""
    var fitted = indent
    column += indent.count
    var previous: Substring?
    for word in Self.words(of: line, within: width - indent.count) {
      // The spaces after the word before, as many as the line has (a phrase's gaps).
      var gap = line[(previous?.endIndex ?? word.startIndex)..<word.startIndex]
      let wordWidth = TextLayout.visibleWidth(String(word))
      // A row breaks before a word only after something: a word, or the text before it.
      if previous != nil || column > indent.count, column + gap.count + wordWidth > width {
        fitted += "\n" + indent
        column = indent.count
        gap = ""
      }
      fitted += gap + word
      column += gap.count + wordWidth
      previous = word
    }
    // The spaces the line ends with (a prompt's), or all of a line of spaces.
    let trailing = line[(previous?.endIndex ?? line.startIndex)...]
    column += trailing.count
    return fitted + trailing
  }

  /// The words of a line, a quoted command (`'wordgames evil'`) kept as one where it fits in
  /// `room` columns: from a word that opens with an apostrophe (and has no other) to the
  /// first word whose first apostrophe only punctuation follows. An apostrophe that opens
  /// nothing, or a command wider than a row, leaves the words as they are.
  private static func words(of line: Substring, within room: Int) -> [Substring] {
    var words = line.split(separator: " ")
    let closesQuote = { (word: Substring) in
      word.firstIndex(of: "'").map { word[$0...].dropFirst().allSatisfy(\.isPunctuation) } ?? false
    }
    var index = 0
    while index < words.count {
      if words[index].first == "'", !words[index].dropFirst().contains("'"),
        let end = words[(index + 1)...].firstIndex(where: closesQuote)
      {
        let command = line[words[index].startIndex..<words[end].endIndex]
        if TextLayout.visibleWidth(String(command)) <= room {
          words.replaceSubrange(index...end, with: [command])
        }
      }
      index += 1
    }
    return words
  }
}
