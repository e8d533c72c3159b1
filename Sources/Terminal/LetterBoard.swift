/// A language's letters with the letters already tried marked.
///
/// Without colour a tried letter is replaced by a middle dot, so the board reads the same
/// in any terminal; with colour, a tried letter is in lower case, hits green and misses red,
/// so that colour never carries the meaning alone, and untried letters are plain (not dim:
/// some terminals do not render dim at all).
public enum LetterBoard {
  /// The letters one by one (`A`, `B`, `·`, `D` …), for a layout that may wrap them.
  public static func letters(
    _ alphabet: [Character], hits: Set<Character>, misses: Set<Character>, style: TextStyle
  ) -> [String] {
    alphabet.map { letter in
      let text = String(letter)
      let role: TextStyle.Role? =
        hits.contains(letter) ? .good : misses.contains(letter) ? .bad : nil
      guard let role else { return text }
      return style.enabled ? style.paint(text.lowercased(), role) : "·"
    }
  }
}
