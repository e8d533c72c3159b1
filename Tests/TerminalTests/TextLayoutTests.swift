import Testing

@testable import Terminal

@Suite struct TextLayoutTests {
  /// A column is a character on screen: an escape takes none, nor does an accent written
  /// as a mark of its own after its letter.
  @Test func theWidthCountsWhatTheScreenShows() {
    #expect(TextLayout.visibleWidth("e\u{301}te\u{301}") == 3)
    #expect(TextLayout.visibleWidth("été") == 3)
    #expect(TextLayout.visibleWidth("\u{1B}[1;31mred\u{1B}[0m") == 3)
  }

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
    // A paragraph is a list only when every line of it is indented.
    #expect(TextLayout.reflow("a\n  b", width: 20) == "a b")
  }

  @Test func blankRowsGoFirstAtTheEndsThenFromTheBottomUp() {
    let rows = ["", "TITLE", "", "board", "", "letters", "", ""]
    #expect(TextLayout.collapsing(rows, toFit: 8) == rows)
    #expect(TextLayout.collapsing(rows, toFit: 5) == ["TITLE", "", "board", "", "letters"])
    #expect(TextLayout.collapsing(rows, toFit: 4) == ["TITLE", "", "board", "letters"])
    #expect(TextLayout.collapsing(rows, toFit: 1) == ["TITLE", "board", "letters"])
    // A row of escapes alone shows nothing: it is blank too.
    #expect(TextLayout.collapsing(["a", "\u{1B}[0m", "b"], toFit: 2) == ["a", "b"])
  }

  @Test func theFirstFormThatFitsWins() {
    let tall = ["", "big", "big", "big", "", "text"]
    let short = ["", "small", "", "text"]
    #expect(TextLayout.fit([tall, short], height: nil) == tall)
    #expect(TextLayout.fit([tall, short], height: 6) == tall)
    #expect(TextLayout.fit([tall, short], height: 4) == ["big", "big", "big", "text"])
    #expect(TextLayout.fit([tall, short], height: 3) == ["small", "", "text"])
    #expect(TextLayout.fit([tall, short], height: 1) == ["small", "text"])
    #expect(TextLayout.rows(of: "\nA\n\n") == ["", "A", ""])
  }

  /// Letters run together keep a phrase's words and a whole word apart, painted or not,
  /// and a run never outgrows the room it is cut for.
  @Test func lettersRunTogetherKeepWordsApart() {
    let painted = { (text: String) in "\u{1B}[1m\(text)\u{1B}[0m" }
    #expect(
      TextLayout.runTogether(["_", "A", " ", "B", "_"], upTo: 10) == ["_A", "B_"])
    #expect(
      TextLayout.runTogether([painted("_"), painted("A"), painted(" "), painted("B")], upTo: 10)
        == [painted("_") + painted("A"), painted("B")])
    #expect(
      TextLayout.runTogether(["Q", "Z", "SKYROCKETER", "B"], upTo: 10) == [
        "QZ", "SKYROCKETER", "B",
      ])
    #expect(
      TextLayout.runTogether(Array("ABCDEFG").map(String.init), upTo: 3) == ["ABC", "DEF", "G"])
    #expect(
      TextLayout.fit(
        label: "Word     ", Array("ABCDEFGHIJKL").map(String.init), lines: 1, width: 20)
        == ["Word", "ABCDEFGHIJKL"])
  }
}
