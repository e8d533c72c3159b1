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
}
