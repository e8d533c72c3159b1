import Testing

@testable import GameMachinery

/// Plain mode says the word as a screen reader reads it well: no underscores.
@Suite struct GallowsBoardTests {
  @Test(arguments: [
    ("______", "6 blanks"),
    ("_A_", "blank, A, blank"),
    ("A__EA_", "A, 2 blanks, E A, blank"),
    ("CAT", "C A T"),
    ("__ _O'_", "2 blanks, space, blank, O ', blank"),
  ])
  func aWordIsSpokenWithItsBlanksCounted(_ shown: String, _ spoken: String) {
    let pattern = shown.map { $0 == "_" ? nil : $0 }
    #expect(GallowsBoard.spoken(pattern) == spoken)
    // Every letter shown is said, in order, and the blanks add up to the unknown letters.
    let counts = spoken.split(separator: ", ").map { part in
      part == "blank" ? 1 : part.hasSuffix(" blanks") ? Int(part.split(separator: " ")[0])! : 0
    }
    #expect(counts.reduce(0, +) == pattern.count(where: { $0 == nil }))
  }
}
