import Foundation
import TestSupport
import Testing

/// The words a player meets, through the binary (SPEC §7, "Words people know and trust";
/// issue 64): Spanish with its plurals and verb forms, no abbreviation as a word, French
/// as it was typed, and meanings that are a word's, not a name's.
@Suite(.temporaryHome) struct WordsPeopleTrustEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  @Test func aSpanishPluralAndAVerbFormEndARound() throws {
    let plural = try process.run(
      ["ghost", "--lang", "es", "--players", "Ana,Beto", "--plain"],
      input: ["a", "ñ", "o", "s", "n"])
    #expect(plural.output.contains("Beto formed AÑOS — a word of 4 letters.\nAna wins the round!"))
    let verb = try process.run(
      ["ghost", "--lang", "es", "--players", "Ana,Beto", "--plain"],
      input: ["t", "i", "e", "n", "e", "n"])
    #expect(verb.output.contains("Ana formed TIENE — a word of 5 letters.\nBeto wins the round!"))
    #expect(process.history().map(\.word) == ["AÑOS", "TIENE"])
  }

  @Test func anAbbreviationIsNoWordInGhost() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob", "--plain"], input: ["b", "l", "d", "n"])
    let named = try #require(
      try WordGamesProcess.mostFrequentWord {
        $0.count >= 4 && $0.hasPrefix("BL")
          && (try? GhostEndToEndTests.english.get())?
            .contains($0) == true
      })
    #expect(
      run.output.contains(
        "Ann added D: nothing starts with BLD (BL could have become \(named)).\nBob wins"))
    #expect(!run.output.contains("BLDG"))
  }

  @Test func aFrenchWordIsShownAsItWasTyped() throws {
    let run = try process.run(
      ["ghost", "--lang", "fr", "--players", "Ann,Bob", "--color", "never"],
      input: ["é", "l", "è", "v", "e", "n"])
    #expect(run.output.contains("Bob adds V: ÉLÈV\n"))
    #expect(run.output.contains("Fragment  É L È V\n"))
    #expect(run.output.contains("Ann formed ÉLÈVE — a word of 5 letters.\nBob wins the round!"))
    // Typed so, it needs no word on how French writes it.
    #expect(!run.output.contains("is written"))
    #expect(process.history().first?.word == "ELEVE")
  }

  @Test func aWordsMeaningIsNeverANamesOne() throws {
    let run = try process.run(["define", "scribe"])
    #expect(run.status == 0)
    #expect(!run.output.contains("playwright"))
    #expect(run.output.contains("scribe (noun): informal terms for journalists"))
  }
}
