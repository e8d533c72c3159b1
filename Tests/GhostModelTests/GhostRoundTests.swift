import Foundation
import Lexicon
import TestSupport
import Testing

@testable import GhostModel

/// The rules of a round and a match (SPEC §3.3), on the real lists.
@Suite struct GhostRoundTests {
  static let words = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("words")

  /// The tree of the fragments play can reach on a bundled list, as Ghost plays it.
  static func tree(_ file: String) throws -> PrefixTree {
    PrefixTree(
      try WordList(contentsOf: words.appendingPathComponent(file)),
      endingAtWordsOf: GhostRound.minimumWordLength)
  }

  static let english = Result { try tree("english-large.plist") }

  /// The list Ghost plays in `language`, read in its alphabet.
  static func list(of language: Language) throws -> WordList {
    try WordList(
      contentsOf: words.appendingPathComponent(language.largeListFile),
      alphabet: language.alphabet)
  }
  static let dutch = Result { try tree("dutch.plist") }

  /// Plays `letters` from the start, player 0 first; returns the round.
  func play(_ letters: String, in tree: PrefixTree) -> (GhostRound, GhostRound.Ending?) {
    var round = GhostRound(seats: [0, 1])
    var last: GhostRound.Ending?
    for letter in letters {
      last = round.play(GhostMove(letter), in: tree)
      if round.isOver { break }
    }
    return (round, last)
  }

  @Test func thePlayerWhoFormsAWordOfFourLettersLoses() throws {
    let (round, play) = play("PEAFOWL", in: try Self.english.get())
    #expect(round.fragment == "PEAFOWL")
    #expect(play == GhostRound.Ending(loser: 0, reason: .formedWord("PEAFOWL")))
    #expect(round.winner == 1)
  }

  @Test func aDeadFragmentLosesAndNamesAWordTheLastOneCouldHaveBecome() throws {
    let (round, play) = play("PEAFA", in: try Self.english.get())
    #expect(round.fragment == "PEAFA")
    #expect(play == GhostRound.Ending(loser: 0, reason: .deadFragment(couldHaveBecome: "PEAFOWL")))
  }

  @Test func pluralsAndModernWordsArePlayed() throws {
    let (cats, formed) = play("CATS", in: try Self.english.get())
    #expect(formed == GhostRound.Ending(loser: 1, reason: .formedWord("CATS")))
    #expect(cats.winner == 0)
    #expect(play("EMAI", in: try Self.english.get()).1 == nil)
    #expect(play("BLO", in: try Self.english.get()).1 == nil)
    #expect(
      play("BLOG", in: try Self.english.get()).1
        == GhostRound.Ending(loser: 1, reason: .formedWord("BLOG")))
  }

  @Test func wordsOfThreeLettersDoNotEndARound() throws {
    let (round, play) = play("CAT", in: try Self.english.get())
    #expect(play == nil)
    #expect(!round.isOver)
    #expect(round.playerToMove == 1)
  }

  @Test func theDictionaryDecides() throws {
    let (english, inEnglish) = play("FIET", in: try Self.english.get())
    #expect(english.fragment == "FIET")
    // The word named is the first the fragment before could have become, by the list.
    let list = try WordList(contentsOf: Self.words.appendingPathComponent("english-large.plist"))
    let named = list.words(withPrefix: "FIE", minimumLength: 4).min()
    #expect(inEnglish == GhostRound.Ending(loser: 1, reason: .deadFragment(couldHaveBecome: named)))
    let (dutch, inDutch) = play("FIETS", in: try Self.dutch.get())
    #expect(inDutch == GhostRound.Ending(loser: 0, reason: .formedWord("FIETS")))
    #expect(dutch.winner == 1)
  }

  @Test func aShortWordNothingLongerStartsWithIsDead() throws {
    let tree = PrefixTree(WordList(["ab", "acre", "hd", "hdtv"]))
    let (_, dead) = play("AB", in: tree)
    #expect(dead == GhostRound.Ending(loser: 1, reason: .deadFragment(couldHaveBecome: "ACRE")))
    let (_, carriesOn) = play("HD", in: tree)
    #expect(carriesOn == nil)
  }

  @Test func aMatchEndsWhenAPlayerSpellsGhost() {
    var match = GhostMatch(lettersLost: [0, 0])
    for loser in [0, 1, 0, 0, 0] { match.record(loser: loser) }
    #expect(match.letters(of: 0) == "G-H-O-S")
    #expect(match.letters(of: 1) == "G")
    #expect(!match.isOver)
    match.record(loser: 0)
    #expect(match.letters(of: 0) == "G-H-O-S-T")
    #expect(match.winner == 1)
  }

  /// Turns go round the table in its order from the first seat; the one who ends the round
  /// loses it, whoever they are.
  @Test func turnsGoRoundTheTableAndTheLastMoverLoses() throws {
    let tree = try Self.english.get()
    var round = GhostRound(seats: [2, 0, 1])
    var movers: [Int] = []
    for letter in "CATS" {
      movers.append(round.playerToMove)
      _ = round.play(GhostMove(letter), in: tree)
    }
    #expect(movers == [2, 0, 1, 2])
    #expect(round.ending == .init(loser: 2, reason: .formedWord("CATS")))
    // A round of more than two has a loser, and no one winner.
    #expect(round.winner == nil)
  }

  /// In a match each loss earns the next letter; a seat with all five is out and skipped,
  /// and the last one left wins.
  @Test func aMatchOfThreeGoesOnUntilOneIsLeft() {
    var match = GhostMatch(lettersLost: [0, 0, 0])
    for _ in 0..<5 { match.record(loser: 1) }
    #expect(match.isOut(1) && !match.isOver)
    #expect(match.seatsIn == [0, 2])
    #expect(match.letters(of: 1) == "G-H-O-S-T")
    for _ in 0..<4 { match.record(loser: 0) }
    #expect(!match.isOver && match.winner == nil)
    match.record(loser: 0)
    #expect(match.isOver && match.winner == 2)
  }
}
