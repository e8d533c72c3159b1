import Terminal
import Testing

@testable import GameMachinery

@Suite struct GallowsTests {
  @Test(arguments: 1...26)
  func partsAreSpreadOverAnyLimit(_ limit: Int) {
    let shown = (0...limit).map { GallowsBoard.partsShown(misses: $0, limit: limit) }
    #expect(shown.first == 0)
    #expect(shown.last == GallowsBoard.partCount)
    // Every miss adds something while there are fewer misses than parts, never goes back,
    // and never adds more than its share.
    for (before, after) in zip(shown, shown.dropFirst()) {
      #expect(after >= before)
      #expect(after - before <= (GallowsBoard.partCount + limit - 1) / limit)
      if limit <= GallowsBoard.partCount { #expect(after > before) }
    }
  }

  @Test func anyNumbersAtAllDrawWithoutOverflow() {
    #expect(GallowsBoard.partsShown(misses: .max, limit: .max) == GallowsBoard.partCount)
    #expect(GallowsBoard.partsShown(misses: 1, limit: .max) == 1)
    #expect(GallowsBoard.partsShown(misses: .min, limit: 6) == 0)
  }

  @Test func aLimitOfOneDrawsEverythingAtOnce() {
    #expect(GallowsBoard.drawing(misses: 0, limit: 1).allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(
      GallowsBoard.drawing(misses: 1, limit: 1) == [
        "  +---+  ", "  |   |  ", "  O   |  ", " /|\\  |  ", " / \\  |  ", "      |  ", "=========",
      ])
  }

  @Test func aLimitOfSixStartsWithTheBaseAndPost() {
    let drawing = GallowsBoard.drawing(misses: 1, limit: 6)
    #expect(drawing[6] == "=========")
    #expect(drawing[1] == "      |  ")
    #expect(drawing[0].allSatisfy { $0 == " " })
  }

  @Test func aLimitOfTwentySixShowsAPartEveryFewMisses() {
    #expect(GallowsBoard.partsShown(misses: 1, limit: 26) == 1)
    #expect(GallowsBoard.partsShown(misses: 13, limit: 26) == 5)
    #expect(GallowsBoard.partsShown(misses: 25, limit: 26) == 10)
    #expect(
      GallowsBoard.drawing(misses: 26, limit: 26) == GallowsBoard.drawing(misses: 6, limit: 6))
  }

  @Test(arguments: [false, true])
  func everyPartAddsToTheDrawingInBothSizes(compact: Bool) {
    let drawings = (0...10).map { GallowsBoard.drawing(misses: $0, limit: 10, compact: compact) }
    let inked = drawings.map { $0.joined().filter { $0 != " " }.count }
    #expect(zip(inked, inked.dropFirst()).allSatisfy { $0 < $1 })
    #expect(drawings.allSatisfy { $0.count == (compact ? 5 : 7) })
    #expect(drawings.allSatisfy { Set($0.map(\.count)).count == 1 })
  }

  @Test func theCompactDrawingIsTheFigureInFiveRows() {
    #expect(
      GallowsBoard.drawing(misses: 1, limit: 1, compact: true) == [
        " +---+ ", " O   | ", "/|\\  | ", "/ \\  | ", "=======",
      ])
  }

  static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")

  @Test func theLetterBoardMarksTriedLettersWithoutColour() {
    let line = GallowsBoard.letters(
      Self.letters, hits: ["A"], misses: ["C"], style: TextStyle(enabled: false)
    ).joined(separator: " ")
    #expect(line.hasPrefix("· B · D"))
    #expect(line.hasSuffix("Y Z"))
    let german = GallowsBoard.letters(
      Self.letters + "ÄÖÜ", hits: ["Ä"], misses: [], style: TextStyle(enabled: false)
    ).joined(separator: " ")
    #expect(german.hasSuffix("Y Z · Ö Ü"))
  }

  @Test func withColourATriedLetterIsMarkedByItsCaseToo() {
    let line = GallowsBoard.letters(
      Self.letters, hits: ["A"], misses: ["C"], style: TextStyle(enabled: true)
    ).joined(separator: " ")
    let plain = line.replacing(/\u{1B}\[[0-9;]*m/, with: "")
    #expect(plain.hasPrefix("a B c D"))
    #expect(line.contains("\u{1B}[") && line != plain)
  }
}
