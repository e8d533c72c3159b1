import Testing

@testable import Terminal

@Suite struct LineFitterTests {
  @Test func aLineThatFitsIsWrittenExactlyAsItIs() {
    var fitter = LineFitter()
    let board = "  +---+      Word     _ _ _\n=========\n"
    #expect(fitter.fit(board, width: 30) == board)
    #expect(
      fitter.fit("no width, no wrapping at all", width: nil) == "no width, no wrapping at all")
  }

  @Test func aLongLineWrapsAtItsSpacesUnderItsIndentation() {
    var fitter = LineFitter()
    #expect(
      fitter.fit("  Change a setting (KEY VALUE), or press Enter: ", width: 20)
        == "  Change a setting\n  (KEY VALUE), or\n  press Enter: ")
    // The prompt's trailing space stays, and the next write knows where it ends.
    #expect(fitter.column == 15)
    #expect(fitter.fit("abcdef\n", width: 20) == "\nabcdef\n")
    #expect(fitter.column == 0)
  }

  /// A phrase's gaps between its words are kept where a long line wraps (a screen reader's
  /// plain screen told no word from the next), and dropped only where a row breaks.
  @Test func theSpacesBetweenTwoWordsOnARowAreKept() {
    var fitter = LineFitter()
    #expect(
      fitter.fit("Word _ _   _ _ _   _ _ · 6 left", width: 20)
        == "Word _ _   _ _ _   _\n_ · 6 left")
  }

  @Test func textAfterAPromptWrapsWhereItStands() {
    var fitter = LineFitter()
    #expect(fitter.fit("Choose: ", width: 20) == "Choose: ")
    #expect(fitter.fit("one two three four", width: 20) == "one two\nthree four")
    fitter.lineEnded()
    #expect(fitter.fit("one two three four", width: 20) == "one two three four")
  }

  /// A friend's move, typed on another terminal, ends no line here: the screen cleared
  /// after it sends the cursor home all the same.
  @Test func aClearedScreenStartsAtTheFirstColumn() {
    var fitter = LineFitter()
    #expect(fitter.fit("Player 2, add a letter: ", width: 30) == "Player 2, add a letter: ")
    #expect(fitter.fit("\u{1B}[H\u{1B}[2J", width: 30) == "\u{1B}[H\u{1B}[2J")
    #expect(fitter.fit("one two three four five six", width: 30) == "one two three four five six")
  }

  /// A quoted command is split only where it is wider than a row: then at its spaces, so
  /// that nothing runs past the edge of the screen.
  @Test func aQuotedCommandIsSplitOnlyWhereNoRowHoldsItNorAWordLongerThanTheLine() {
    var fitter = LineFitter()
    #expect(
      fitter.fit("Play one: 'wordgames codebreaker'. Or don't.", width: 24)
        == "Play one:\n'wordgames codebreaker'.\nOr don't.")
    #expect(
      fitter.fit("Play one: 'wordgames codebreaker'. Or don't.", width: 20)
        == "Play one:\n'wordgames\ncodebreaker'. Or\ndon't.")
    #expect(
      fitter.fit("a supercalifragilistic word", width: 10) == "a\nsupercalifragilistic\nword")
  }

  @Test func colourTakesNoRoom() {
    var fitter = LineFitter()
    let red = "\u{1B}[1;31mred\u{1B}[0m"
    #expect(fitter.fit("\(red) \(red) \(red)", width: 11) == "\(red) \(red) \(red)")
    #expect(fitter.fit("\n\(red) \(red) \(red)", width: 10) == "\n\(red) \(red)\n\(red)")
  }
}
