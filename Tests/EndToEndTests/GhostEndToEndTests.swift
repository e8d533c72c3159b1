import Foundation
import Lexicon
import Storage
import TestSupport
import Testing

@testable import wordgames

/// Ghost through the binary (SPEC §3.3, issue 9).
@Suite(.temporaryHome) struct GhostEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// Ghost's English list.
  static let english = Result {
    try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-large.plist"))
  }

  /// The word a dead fragment names: the most frequent word of the list that starts with
  /// what was there before.
  static func wordNamed(growingFrom fragment: String) throws -> String {
    let list = try english.get()
    return try #require(
      try WordGamesProcess.mostFrequentWord {
        $0.count >= 4 && $0.hasPrefix(fragment) && list.contains($0)
      })
  }

  @Test func aRoundBetweenTwoNamedPlayers() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "o", "w", "l", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("GHOST · English · Ann vs Bob"))
    #expect(run.output.contains("Ann, add a letter: p\nAnn adds P: P"))
    #expect(run.output.contains("Bob, add a letter: e"))
    #expect(
      run.output.contains(
        "Ann formed PEAFOWL — a word of 7 letters.\nBob wins the round!\n"
          + "peafowl (noun): very large terrestrial southeast Asian pheasant often raised as an "
          + "ornamental bird\nAnother round? [Y/n] n"))
    // The first screen states the rule and where help is.
    #expect(
      run.output.contains(
        "Turn      Ann\n\nA word of 4 or more letters, or a fragment no word starts with, loses"))
    let round = try #require(process.history().first)
    #expect(round.game == "ghost")
    #expect(round.outcome == .lost)
    #expect(
      round.fields == [
        GhostCommand.playersColumn.name: .text("Ann,Bob"),
        GhostCommand.playerColumn.name: .text("Ann"), GhostCommand.loserColumn.name: .text("Ann"),
        GhostCommand.hintsColumn.name: .integer(0), GhostCommand.inMatchColumn.name: .integer(0),
        GhostCommand.superColumn.name: .integer(0),
      ])
    #expect(try process.savedSession(of: "ghost") == nil)
  }

  /// A name that could pass for another (Bob with a zero-width space, a no-break space, a
  /// direction mark) is refused, as a usage error.
  @Test(arguments: ["B\u{200B}ob,Ann", "Bob,An\u{00A0}n", "Bob\u{200E},Ann", "Bob,\u{2060}Ann"])
  func aNameWithAnInvisibleCharacterIsRefused(_ players: String) throws {
    let run = try process.run(["ghost", "--players", players], input: ["/quit"])
    #expect(run.status == 64)
    #expect(run.errors.contains("at most 20 visible characters"))
  }

  @Test func aDeadFragmentNamesAWordAndTheOtherPlayerStartsTheNextRound() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "a", "y", "/quit"])
    #expect(
      run.output.contains(
        "Ann added A: nothing starts with PEAFA (PEAF could have become PEAFOWL).\n"))
    #expect(run.output.contains("Another round? [Y/n] y\n\nGHOST"))
    #expect(run.output.contains("Rounds    Ann 0 · Bob 1\nFragment  —\nTurn      Bob"))
    #expect(run.output.contains("Bob, add a letter: /quit"))
  }

  @Test func pluralsEndARoundAndTheTallyRunsOn() throws {
    let run = try process.run(
      ["ghost", "--players", "Ann,Bob"],
      input: ["c", "a", "t", "s", "y", "b", "l", "o", "g", "y", "e", "m", "a", "i", "/quit"])
    #expect(run.output.contains("Bob formed CATS — a word of 4 letters.\nAnn wins the round!"))
    #expect(run.output.contains("Ann formed BLOG — a word of 4 letters.\nBob wins the round!"))
    #expect(run.output.contains("Rounds    Ann 1 · Bob 1"))
    #expect(run.output.contains("adds I: EMAI\n"))
    let resumed = try process.run(["ghost"], input: ["/quit"])
    #expect(resumed.output.contains("Rounds    Ann 1 · Bob 1\nFragment  E M A I"))
  }

  /// Leaving a match between rounds (no, /quit or the end of input at "Another round?")
  /// keeps its score in its next round, saved: the next run goes on with the match.
  @Test(arguments: [["n"], ["/quit"], []])
  func aMatchLeftBetweenRoundsKeepsItsScore(_ leaving: [String]) throws {
    let left = try process.run(
      ["ghost", "--match", "--players", "Ann,Bob"], input: ["z", "q"] + leaving)
    #expect(left.status == 0)
    #expect(left.output.hasSuffix("Game saved — 'wordgames ghost' continues it.\n"))
    let again = try process.run(["ghost"], input: ["/quit"])
    #expect(again.output.contains("Score     Ann –   Bob G\n"), "\(again.output)")
    #expect(process.history().count == 1)
  }

  /// A match killed while "Another round?" is asked loses nothing: its next round, with the
  /// score, was saved with the end of the last.
  @Test func aMatchKilledAtTheQuestionKeepsItsScore() throws {
    let running = try process.start(["ghost", "--match", "--players", "Ann,Bob"])
    try running.waitForOutput(containing: "Ann, add a letter:")
    try running.type("z")
    try running.waitForOutput(containing: "Bob, add a letter:")
    try running.type("q")
    try running.waitForOutput(containing: "Another round? [Y/n]")
    kill(running.process.processIdentifier, SIGKILL)
    _ = running.finish()
    let again = try process.run(["ghost"], input: ["/quit"])
    #expect(again.output.contains("Score     Ann –   Bob G\n"), "\(again.output)")
    #expect(process.history().count == 1)
  }

  @Test func aFinishedMatchOffersANewMatch() throws {
    // Whoever adds Q after Z loses; the starting player alternates, so Bob loses the odd
    // rounds and spells GHOST in the ninth.
    var input: [String] = []
    for _ in 0..<8 { input += ["z", "q", "y"] }
    let run = try process.run(
      ["ghost", "--match", "--players", "Ann,Bob"], input: input + ["z", "q", "n"])
    // The match's last round ends on Z, which could have become ZONE: its meanings.
    let word = try Self.wordNamed(growingFrom: "Z")
    #expect(
      run.output.contains(
        "Bob spelled GHOST: Ann wins the match!\n"
          + (try MeaningsAndChallengesEndToEndTests.meaningLines(of: word))
          + "\nNew match? [Y/n] n"))
    #expect(run.output.components(separatedBy: "Another round? [Y/n] y").count == 9)
    #expect(!run.output.contains("Rounds    "))  // a match shows its score instead
  }

  /// How the game is played means nothing to `--solve`; who plays only how many (a table
  /// of more than two is solved as such).
  @Test(arguments: ["--match", "--computer", "--seed", "--host", "--port"])
  func optionsThatMeanNothingToSolveAreRefused(_ option: String) throws {
    let value: [String] = ["--seed", "--port"].contains(option) ? ["3"] : []
    let run = try process.run(["ghost", "--solve", option] + value)
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("wordgames: error: \(option) means nothing with --solve\n"))
    #expect(run.output.isEmpty)
  }

  @Test func junkIsRefusedAtNoCostAndTheRoundResumes() throws {
    let first = try process.run(["ghost"], input: ["", "ab", "1", "ø", "/bogus", "c", "a"])
    #expect(first.output.components(separatedBy: "Type one letter, A to Z.").count == 5)
    // The reminder under a refusal says in words that no letter is down yet.
    #expect(first.output.contains("Type one letter, A to Z.\nNo letters yet; Player 1 to start\n"))
    #expect(first.output.hasSuffix("Game saved — 'wordgames ghost' continues it.\n"))
    let resumed = try process.run(["ghost"], input: ["t", "/quit"])
    #expect(resumed.output.hasPrefix("Continuing your unfinished game (English"))
    #expect(resumed.output.contains("Fragment  C A"))
    #expect(resumed.output.contains("Player 1 adds T: CAT"))  // three letters: no loss
  }

  @Test func aSavedRoundPlayCannotReachIsSetAsideNotPlayed() throws {
    #expect(try process.run(["ghost"], input: ["c"]).status == 0)
    let saved = try #require(try process.savedSession(of: "ghost"))
    let tampered = saved.replacingOccurrences(of: #""firstPlayer":0"#, with: #""firstPlayer":7"#)
    #expect(tampered != saved)
    try process.replaceSavedSession(of: "ghost", with: tampered)
    let run = try process.run(["ghost"], input: ["/quit"])
    #expect(run.status == 0)
    #expect(run.errors.contains("unfinished ghost game 1 cannot be read; moved it to"))
    #expect(!run.output.contains("Continuing"))
  }

  @Test func aMatchGoesToGhost() throws {
    // Each round is lost by whoever adds Q after Z (nothing starts with ZQ); the starting
    // player alternates, so after nine rounds one player holds all of G-H-O-S-T.
    var input: [String] = []
    for _ in 0..<9 { input += ["z", "q", "y"] }
    let run = try process.run(["ghost", "--match", "--players", "Ann,Bob"], input: input + ["n"])
    #expect(run.status == 0)
    #expect(run.output.contains("spelled GHOST:"))
    #expect(run.output.contains("wins the match!"))
    let rounds = process.history()
    #expect(rounds.count >= 5)
    let last = try #require(rounds.last)
    #expect(last[GhostCommand.inMatchColumn] == .integer(1))
    #expect(last[GhostCommand.matchWinnerColumn] != nil)
  }

  @Test func helpKeepsItsColumnsApart() throws {
    let run = try process.run(["ghost"], input: ["/help", "/quit"])
    #expect(run.output.contains("\n  /lang L       switch the dictionary to en, nl, de, fr or es"))
    #expect(run.output.contains("\n  /hint         the letters that don't lose at once"))
    #expect(run.output.contains("\n  /define WORD  what an English word means"))
  }

  @Test(arguments: ["easy", "perfect"])
  func aRoundAgainstTheComputer(level: String) throws {
    let run = try process.run(
      ["ghost", "--computer", level, "--seed", "3"],
      input: Array(repeating: "q", count: 12) + ["n"])
    #expect(run.status == 0)
    #expect(run.output.contains("You vs Computer (\(level))"))
    #expect(run.output.contains("Add a letter: q"))
    #expect(run.output.contains("wins the round!"))
    let round = try #require(process.history().first)
    #expect(round[GhostCommand.computerColumn] == .text(level))
    #expect(round[GhostCommand.playersColumn] == .text("You,Computer"))
    #expect(round[GhostCommand.playerColumn] == .text("You"))
  }

  @Test func thePerfectComputerAnswersAndHintsAreCounted() throws {
    let run = try process.run(
      ["ghost", "--computer", "--seed", "1"], input: ["e", "/hint", "/quit"])
    #expect(run.output.contains("The computer adds "))
    #expect(run.output.contains("Letters that don't lose at once:"))
    let again = try process.run(["ghost", "--new"], input: ["/quit"])
    #expect(again.output.contains("was recorded as abandoned"))
    #expect(process.history().first?[GhostCommand.hintsColumn] == .integer(1))
  }

  @Test func langSwitchesTheDictionaryAndIsRemembered() throws {
    let run = try process.run(
      ["ghost"], input: ["f", "/lang nl", "y", "f", "i", "e", "t", "s", "n"])
    #expect(run.output.contains("Abandon this game? [y/N] y\n"))
    #expect(
      run.output.contains("The dictionary is Dutch now (and from now on); the round starts again."))
    #expect(run.output.contains("GHOST · Dutch"))
    #expect(run.output.contains("formed FIETS — a word of 5 letters."))
    #expect(process.history().map(\.outcome) == [.abandoned, .lost])
    let next = try process.run(["ghost"], input: ["/quit"])
    #expect(next.output.contains("GHOST · Dutch"))
    #expect(try process.run(["settings", "get", "ghost.language"]).output == "nl\n")
  }

  @Test func langOnAnEmptyRoundRecordsNothingAndDeclinedKeepsTheRound() throws {
    let empty = try process.run(["ghost"], input: ["/lang nl", "/quit"])
    #expect(!empty.output.contains("Abandon this game?"))
    #expect(empty.output.contains("GHOST · Dutch"))
    #expect(process.history().isEmpty)
    let declined = try process.run(["ghost", "--new"], input: ["q", "/lang en", "n", "/quit"])
    #expect(declined.output.contains("Abandon this game? [y/N] n\n"))
    #expect(!declined.output.contains("The dictionary is English now"))
    #expect(try process.run(["settings", "get", "ghost.language"]).output == "nl\n")
  }

  @Test func theCachedSolvedTreeAnswersAsAFreshOneAndADamagedOneIsRebuilt() throws {
    let game = ["ghost", "--computer", "--seed", "5"]
    let input = ["e", "/hint", "/quit"]
    let fresh = try process.run(game, input: input)
    try process.removeSavedGames(of: "ghost")
    let cache = process.home.appendingPathComponent("cache")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.path).first {
        $0.hasPrefix("english-large-") && $0.hasSuffix(".ghost")
      })
    let file = cache.appendingPathComponent(name)
    let kept = try Data(contentsOf: file)
    let cached = try process.run(game, input: input)
    try process.removeSavedGames(of: "ghost")
    #expect(cached.output == fresh.output)
    #expect(try process.run(["ghost", "--solve"]).output.contains("The first player wins"))

    var damaged = [UInt8](kept)
    damaged[damaged.count / 2] ^= 0x40
    try Data(damaged).write(to: file)
    let rebuilt = try process.run(game, input: input)
    #expect(rebuilt.output == fresh.output)
    #expect(rebuilt.errors.isEmpty)
    #expect(try Data(contentsOf: file) == kept)
  }

  /// A letter the dictionary cannot be read to add changes nothing: it is not saved as one
  /// of the game's lines, so the game continued later is the one the player saw.
  @Test func aLetterNotAddedIsNotKept() throws {
    let list = try process.write("hello\nworld\n", to: "two.txt")
    let playing = try process.start(["ghost", "--words", list, "--new"])
    try playing.waitForOutput(containing: "Player 1, add a letter:")
    try FileManager.default.removeItem(atPath: list)
    try playing.type("h")
    try playing.waitForOutput(containing: "dictionary cannot be read; no letter was added.")
    try playing.type("/quit")
    #expect(playing.finish().status == 0)
    _ = try process.write("hello\nworld\n", to: "two.txt")
    let again = try process.run(["ghost", "--words", list], input: ["/quit"])
    #expect(again.output.hasPrefix("Continuing your unfinished game"), "\(again.output)")
    #expect(!again.output.contains("fragment H"), "\(again.output)")
  }

  /// A computer that cannot move, its dictionary gone, saves the game and leaves with the
  /// status of a list that cannot be read.
  @Test func aComputerWhoseDictionaryIsGoneSavesAndLeaves() throws {
    let list = try process.write("hello\nworld\nhelp\n", to: "three.txt")
    let playing = try process.start(["ghost", "--computer", "perfect", "--words", list, "--new"])
    try playing.waitForOutput(containing: "Add a letter:")
    try FileManager.default.removeItem(atPath: list)
    try playing.type("/new")  // the next round is the computer's to open
    let run = playing.finish()
    #expect(run.output.contains("dictionary cannot be read; the computer cannot move."))
    #expect(run.output.contains("Game saved"))
    #expect(run.status == 66)
  }

  @Test func solvePrintsTheWinningOpeningsOfASmallList() throws {
    // One word of five letters: the first player forms it (moves 1, 3, 5), so every opening
    // loses; the second player's winning reply is the word's second letter.
    let list = try process.write("hello\n", to: "one.txt")
    let run = try process.run(["ghost", "--solve", "--words", list])
    #expect(run.status == 0)
    #expect(run.output.contains("No first letter wins: the second player wins with perfect play."))
    #expect(run.output.contains("  H  HE\n"))
  }
}
