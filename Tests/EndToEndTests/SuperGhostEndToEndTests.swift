import Foundation
import GhostModel
import Lexicon
import Storage
import Terminal
import TestSupport
import Testing

@testable import wordgames

/// SuperGhost through the binary (SPEC §3.3, issue 21): both ends, the computer, the
/// solution, the crib, and the round kept and counted apart from plain Ghost.
@Suite(.temporaryHome) struct SuperGhostEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  static let english = Result {
    GhostSolver(
      InfixTree(
        try WordList(
          contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-large.plist")),
        minimumLength: GhostRound.minimumWordLength))
  }

  @Test func aRoundBetweenTwoPeopleWithLettersAtBothEnds() throws {
    let run = try process.run(
      ["ghost", "--super", "--players", "Ann,Bob"], input: ["c", "<s", "a", "t", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("SUPERGHOST · English · Ann vs Bob"))
    // The first screen says how to type a move at either end.
    #expect(
      run.output.contains(
        "Type a letter to add it at the end (E), or < and the letter to add it at the start (<E)."))
    #expect(run.output.contains("Ann, add a letter: c\nAnn adds C: C"))
    #expect(run.output.contains("Bob, add a letter: <s\nBob adds S at the start: SC"))
    #expect(run.output.contains("Fragment  S C\n          ↑ S added at the start\n"))
    #expect(run.output.contains("Ann adds A at the end: SCA"))
    #expect(run.output.contains("Fragment  S C A\n              ↑ A added at the end\n"))
    #expect(run.output.contains("Bob formed SCAT — a word of 4 letters.\nAnn wins the round!"))
    let round = try #require(process.history().first)
    #expect(round.game == "ghost")
    #expect(round.word == "SCAT")
    #expect(round[GhostCommand.superColumn] == .integer(1))
    #expect(round[GhostCommand.loserColumn] == .text("Bob"))
  }

  @Test func aFragmentInsideNoWordLosesAndNamesAWordTheLastOneWasInside() throws {
    let run = try process.run(
      ["ghost", "--super", "--players", "Ann,Bob"], input: ["x", "<e", "<q", "/quit"])
    // The most frequent word with EX inside.
    let list = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-large.plist"))
    let word = try #require(
      try WordGamesProcess.mostFrequentWord {
        $0.count >= 4 && $0.contains("EX") && list.contains($0)
      })
    #expect(
      run.output.contains(
        "Ann added Q at the start: no word has QEX inside (EX is inside \(word)).\nBob wins"))
  }

  @Test func anythingButALetterAndASideIsRefusedAtNoCost() throws {
    let run = try process.run(
      ["ghost", "--super"], input: ["a", "x<", "<", "<<b", "ab", "1", "< b", "/quit"])
    let refusal = "Type a letter to add it at the end, or < and a letter (<S) for the start."
    #expect(run.output.components(separatedBy: refusal).count == 6)
    #expect(run.output.contains("Player 2 adds B at the start: BA"))
    #expect(run.status == 0)
    let plain = try process.run(["ghost", "--new"], input: ["a", "<b", "/quit"])
    #expect(plain.output.contains("Type one letter, A to Z."))
  }

  @Test func theRoundIsKeptAndContinuedAsSuperGhost() throws {
    _ = try process.run(["ghost", "--super", "--players", "Ann,Bob"], input: ["e", "<r", "/quit"])
    let resumed = try process.run(["ghost"], input: ["/quit"])
    #expect(resumed.output.hasPrefix("Continuing your unfinished game (SuperGhost, English"))
    #expect(resumed.output.contains("Fragment  R E\n          ↑ R added at the start\n"))
    #expect(resumed.output.contains("Turn      Ann"))
  }

  /// A SuperGhost round against the perfect computer: `letter`, its reply, then `/hint`.
  ///
  /// - Returns: The run, and the fragment the computer's reply made.
  private func hintAfterTheComputersReply(to letter: String, seed: Int) throws -> (
    run: Run, fragment: String
  ) {
    let run = try process.run(
      ["ghost", "--super", "--computer", "--seed", String(seed)], input: [letter, "/hint", "/quit"])
    let reply = try #require(
      run.output.split(separator: "\n").first { $0.hasPrefix("The computer adds ") })
    return (run, String(try #require(reply.split(separator: " ").last)))
  }

  @Test func thePerfectComputerPlaysEitherEndAndHintsNameTheSide() throws {
    let (run, fragment) = try hintAfterTheComputersReply(to: "q", seed: 4)
    let solver = try Self.english.get()
    // The computer's reply wins: after it, the person cannot win.
    #expect(fragment.count == 2 && fragment.contains("Q"))
    #expect(!solver.wins(from: fragment))
    // Few moves are safe here, so the hint names them.
    let safe = solver.options(after: fragment).map(\.move.description)
    #expect(safe.count < 26)
    let listed = safe.dropLast().joined(separator: ", ") + " and " + safe.last!
    #expect(run.output.contains("Moves that don't lose at once: \(listed)."))
    #expect(run.output.contains("With perfect play this position is lost for you."))
  }

  @Test func aHintNamesTheFewMovesThatLoseWhenMostAreSafe() throws {
    let (run, fragment) = try hintAfterTheComputersReply(to: "u", seed: 7)
    let solver = try Self.english.get()
    // Every move of either end, each fragment once, that the solver does not call safe.
    let safe = Set(solver.options(after: fragment).map(\.fragment))
    var made: Set<String> = []
    let unsafe = GhostMove.all(on: [.end, .start], in: .latin).filter {
      made.insert($0.applied(to: fragment)).inserted && !safe.contains($0.applied(to: fragment))
    }.map(\.description)
    #expect(unsafe.count < safe.count)
    let listed = unsafe.dropLast().joined(separator: ", ") + " and " + unsafe.last!
    #expect(run.output.contains("Any move but \(listed) is safe for now."))
    #expect(!run.output.contains("don't lose at once"))
  }

  @Test func solvePrintsTheWinningOpeningsAndTheRepliesToTheOthers() throws {
    let run = try process.run(["ghost", "--super", "--solve"])
    #expect(run.status == 0)
    let solver = try Self.english.get()
    let openings = solver.options(after: "")
    let winning = openings.filter(\.wins).map(\.fragment)
    #expect(!winning.isEmpty)
    #expect(
      run.output.contains(
        "SuperGhost with English, solved (\(solver.dictionary.nodeCount.counted("fragment")), "))
    #expect(
      run.output.contains(
        "The first player wins by starting with \(winning.joined(separator: ", "))."))
    for opening in openings where !opening.wins {
      let replies = solver.options(after: opening.fragment).filter(\.wins).map(\.fragment)
      #expect(run.output.contains("  \(opening.fragment)  \(replies.joined(separator: " "))\n"))
    }
  }

  @Test(arguments: [false, true])
  func theCribNamesItsWordsAndItsOpening(superGhost: Bool) throws {
    let run = try process.run(["ghost", "--crib"] + (superGhost ? ["--super"] : []))
    #expect(run.status == 0)
    let list = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-large.plist"))
    let tree = PrefixTree(list, endingAtWordsOf: GhostRound.minimumWordLength)
    let crib = try GhostCrib(superGhost ? Self.english.get() : GhostSolver(tree))
    let opening = try #require(crib.opening)
    #expect(
      run.output.hasPrefix(
        "\(superGhost ? "SuperGhost" : "Ghost") with English: a crib for the first player, "
          + "\(crib.words.count) words to remember.\n\nOpen with \(opening.letter)."))
    for reply in crib.replies {
      #expect(run.output.contains(reply.word))
    }
    #expect(run.output.contains("The words: \(crib.words.prefix(3).joined(separator: " "))"))
  }

  @Test func cribAndSolveTakeNoOptionsOfAGame() throws {
    let run = try process.run(["ghost", "--crib", "--computer"])
    #expect(run.status == 64)
    #expect(run.errors.hasPrefix("wordgames: error: --computer means nothing with --crib\n"))
    #expect(try process.run(["ghost", "--crib", "--solve"]).status == 64)
  }

  @Test func theSettingMakesEveryNewGameSuperGhost() throws {
    #expect(try process.run(["settings", "set", "ghost.super", "on"]).status == 0)
    let run = try process.run(["ghost"], input: ["/quit"])
    #expect(run.output.contains("SUPERGHOST · English"))
  }

  @Test func statsKeepSuperGhostApart() throws {
    _ = try process.run(
      ["ghost", "--super", "--players", "Ann,Bob"], input: ["c", "<s", "a", "t", "n"])
    _ = try process.run(
      ["ghost", "--new", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "o", "w", "l", "n"])
    let stats = try process.run(["stats", "--game", "ghost"])
    let plain = try #require(stats.output.range(of: "Ghost players\n"))
    let superGhost = try #require(stats.output.range(of: "SuperGhost players\n"))
    #expect(plain.lowerBound < superGhost.lowerBound)
    #expect(
      stats.output[superGhost.upperBound...].hasPrefix(
        "  player  rounds  won  matches won\n  Ann          1    1"))
    let json = try process.run(["stats", "--game", "ghost", "--json"])
    #expect(json.output.contains("\"super\" : {"))
  }

  @Test func theCachedSolutionAnswersAsAFreshOneAndADamagedOneIsRebuilt() throws {
    let game = ["ghost", "--super", "--computer", "--seed", "5"]
    let input = ["e", "/hint", "/quit"]
    let fresh = try process.run(game, input: input)
    try process.removeSavedGames(of: "ghost")
    let cache = process.home.appendingPathComponent("cache")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cache.path).first {
        $0.hasPrefix("english-large-") && $0.hasSuffix(".superghost")
      })
    let file = cache.appendingPathComponent(name)
    let kept = try Data(contentsOf: file)
    let cached = try process.run(game, input: input)
    try process.removeSavedGames(of: "ghost")
    #expect(cached.output == fresh.output)
    try Data(kept.dropLast()).write(to: file)
    let rebuilt = try process.run(game, input: input)
    #expect(rebuilt.output == cached.output)
    #expect(try Data(contentsOf: file) == kept)
  }

  /// The kept SuperGhost game of a list is cut short or written over while a game reads it
  /// a page at a time: the next hint and the computer's next reply say so once, solve the
  /// game again, and answer as the sound game does (issue 31).
  @Test(arguments: ["en cut short", "nl cut short", "en overwritten"])
  func aCacheDamagedDuringPlayIsSolvedAgainOnce(_ damage: String) throws {
    let language = String(damage.prefix(2))
    let game = ["ghost", "--super", "--computer", "perfect", "--lang", language, "--seed", "5"]
    let sound = try process.run(game + ["--new"], input: ["t", "/hint", "/quit"])
    let cacheFolder = process.home.appendingPathComponent("cache")
    let name = try #require(
      try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).first {
        $0.hasSuffix(".superghost")
      })
    let url = cacheFolder.appendingPathComponent(name)
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
    let running = try process.start(game + ["--new"])
    try running.waitForOutput(containing: "Add a letter: ")
    let file = try FileHandle(forWritingTo: url)
    if damage.hasSuffix("cut short") {
      try file.truncate(atOffset: UInt64(size / 3))
    } else {
      try file.seek(toOffset: 100)
      try file.write(contentsOf: Data(repeating: 0xFF, count: size - 100))
    }
    try file.close()
    for line in ["t", "/hint", "/quit"] { try running.type(line) }
    let damaged = running.finish()
    #expect(damaged.status == 0, "\(damaged.errors)")
    let notice = "The SuperGhost cache was damaged; the game was solved again."
    #expect(
      damaged.output.components(separatedBy: notice).count == 2,
      "\(damaged.output) \(damaged.errors)")
    // The same answers, the notice aside (it stands before whichever answer met the damage,
    // and may make it wrap).
    let answers = sound.output.split(separator: "\n").filter {
      $0.hasPrefix("The computer adds") || $0.hasPrefix("Moves that don't")
        || $0.contains("perfect play")
    }
    let said = damaged.output.replacingOccurrences(of: notice + " ", with: "")
      .replacingOccurrences(of: "\n", with: " ")
    #expect(answers.count == 3)
    for answer in answers { #expect(said.contains(answer), "\(answer)") }
    #expect(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int == size)
  }
}
