import Testing

@testable import Terminal

@Suite struct TextLayoutTests {
  @Test func wrapsAtSpacesKeepingLineBreaksAndEachLinesIndentation() {
    let text = "Score: 350\n   30 three letters\n  100 difficulty five times twenty"
    #expect(
      TextLayout.wrap(words: text, width: 20) == """
        Score: 350
           30 three letters
          100 difficulty
          five times twenty
        """)
  }

  @Test func reflowJoinsAParagraphsLinesButKeepsAListsLines() {
    let text =
      "Every letter\ngets a peg:\n\n  ● right place\n  ○ elsewhere, in the word\n\nThe end."
    #expect(
      TextLayout.reflow(text, width: 20) == """
        Every letter gets a
        peg:

          ● right place
          ○ elsewhere, in
          the word

        The end.
        """)
    #expect(TextLayout.isIndented("  a\n  b") && !TextLayout.isIndented("a\n  b"))
  }
}
