/// How a list writes the words whose letters folding changes (CÔTÉ, played as COTE), kept
/// in the list's cache index so that a game can end on a word as its language writes it.
///
/// Each spelling of such a word is a line, `CODES\tWRITTEN`, in the list's order: the
/// spellings of one folded word are together there, the usual one first (ÉLEVÉ before
/// ÉLÈVE), and one in plain letters (COTE beside CÔTE) is among them. `WordListBuilder`
/// writes them as it reads the list.
enum Spellings {
  /// How `lines` write `word`: `word` itself if it is one of the spellings of its folded
  /// letters with a mark (ÉLÈVE, typed so), else the usual one, also for letters without a
  /// mark (a drawn MÚSCULO, played as MUSCULO, which is also a form of MUSCULAR); `nil` if
  /// folding changed none of them.
  /// The lines come from a cache file: one whose spelling does not fold to its codes is
  /// passed over, so nothing but a spelling of the word is ever shown.
  static func written(_ word: String, in lines: [UInt8], alphabet: Alphabet) -> String? {
    guard let key = alphabet.codes(of: word), !key.isEmpty else { return nil }
    let start = key + [0x09]
    var usual: String?
    for line in lines.split(separator: 0x0A) {
      guard line.starts(with: start) else {
        // The spellings of one word are together: once past them, the search is over.
        if usual != nil { break }
        continue
      }
      let spelling = String(decoding: line.dropFirst(start.count), as: UTF8.self)
      guard alphabet.codes(of: spelling) == key else { continue }
      if spelling == word, word.utf8.contains(where: { $0 >= 0x80 }) { return word }
      usual = usual ?? spelling
    }
    return usual
  }
}
