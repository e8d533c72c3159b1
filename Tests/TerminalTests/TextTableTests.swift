import Testing

@testable import Terminal

@Suite struct TextTableTests {
  @Test func columnsAreAsWideAsTheirWidestCellNumbersOnTheRight() {
    var table = TextTable(heading: ["name", "won"])
    table.rows.append(["Ann", "7"])
    table.rows.append(["Bartholomew", "1,204"])
    #expect(
      table.rendered(indent: "  ") == """
          name           won
          Ann              7
          Bartholomew  1,204

        """)
  }

  @Test func colourEscapesTakeNoWidthAndNoLineEndsInSpaces() {
    var table = TextTable(heading: ["", "bar", ""], alignments: [.left, .left, .right])
    table.rows.append(["a", "\u{1B}[1;32m██\u{1B}[0m", "1"])
    table.rows.append(["b", "", ""])
    #expect(table.rendered() == "   bar\na  \u{1B}[1;32m██\u{1B}[0m   1\nb\n")
  }

  @Test func aTableTooWideFoldsIntoBlocksThatRepeatTheFirstColumn() {
    var table = TextTable(heading: ["game", "played", "ratio", "", "best"])
    table.rows.append(["Ghost", "12", "50%", "█████", "3"])
    let whole = table.rendered(indent: "  ")
    #expect(table.rendered(indent: "  ", width: 40) == whole)
    // The bar (no heading) stays with its ratio.
    #expect(
      table.rendered(indent: "  ", width: 22) == """
          game   played
          Ghost      12

          game   ratio
          Ghost    50%  █████

          game   best
          Ghost     3

        """)
  }

  @Test func aLastColumnOfTextWrapsRatherThanFold() {
    var table = TextTable(heading: ["#", "time", "game"], alignments: [.right, .right, .left])
    table.rows.append(["12", "0:05", "English, 5 letters, hard, daily 2026-11-25"])
    table.rows.append(["3", "1:00", "Dutch"])
    #expect(
      table.rendered(width: 30) == """
         #  time  game
        12  0:05  English, 5 letters,
                  hard, daily
                  2026-11-25
         3  1:00  Dutch

        """)
    // Folded, it wraps within its block; too narrow for a dozen columns, it folds as it is.
    #expect(
      table.rendered(width: 20).hasSuffix(
        "12  English, 5\n    letters, hard,\n    daily 2026-11-25\n 3  Dutch\n"))
  }

  @Test func aBarIsTenCellsForTheWholeInEighths() {
    #expect(TextTable.bar(1) == String(repeating: "█", count: 10))
    #expect(TextTable.bar(0) == "")
    #expect(TextTable.bar(0.5) == "█████")
    #expect(TextTable.bar(2.0 / 3) == "██████▋")
    #expect(TextTable.bar(1.0 / 80) == "▏")
    #expect(TextTable.bar(-1) == "" && TextTable.bar(7) == TextTable.bar(1))
  }
}
