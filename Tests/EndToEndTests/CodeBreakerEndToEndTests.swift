import CodeBreakerModel
import Foundation
import Lexicon
import Storage
import TestSupport
import Testing

@testable import wordgames

/// CodeWord Breaker through the binary (SPEC §3.4, issue 19): games won and lost with their
/// share lines, every game kept and listed, resumed, deleted, timed and never lost.
@Suite(.temporaryHome) struct CodeBreakerEndToEndTests {
  let process: WordGamesProcess
  /// Three words of five letters, and one of four, as a `--words` list.
  let list: String

  init() throws {
    process = try WordGamesProcess()
    list = try process.write("alpha\nbravo\ncharm\ndove\n", to: "code.txt")
  }

  func kept(_ number: Int) throws -> KeptGame? {
    try process.store.history.keptGames(of: "codebreaker", .numbers([number])).first
  }

  @Test func aWonGameEndsWithItsShareLine() throws {
    let run = try process.run(
      ["codebreaker", "--words", list, "--seed", "7"],
      input: ["dove", "zebra", "alpha", "bravo", "charm", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("DOVE has 4 letters; the word has 5."))
    #expect(run.output.contains("ZEBRA is not in the word list.\n6 attempts left\n"))
    let record = try #require(process.history().first)
    #expect(record.game == "codebreaker" && record.outcome == .won && record.length == 5)
    #expect(record.guessLimit == 6 && record.word != nil)
    #expect(run.output.contains("You broke the code in \(record.guesses.counted("attempt"))!"))
    // A game on a --words list has no challenge code: no one else has the list.
    #expect(run.output.contains("CodeWord Breaker \(record.guesses)/6\n"))
    #expect(run.output.contains("● ● ● ● ●\n\n"))
    #expect(!run.output.contains("challenge"))
    // The game stays in the list, won.
    let game = try #require(try kept(1))
    #expect(game.status == .won && game.moves == record.guesses)
  }

  @Test func attemptsComeFromTheLargeListAndDutchPlaysTheDutchList() throws {
    // Forms the answers leave out are fair attempts.
    let english = try process.run(["codebreaker", "--seed", "4"], input: ["books", "email"])
    #expect(
      english.output.contains("  1  B O O K S   ") && english.output.contains("  2  E M A I L"))
    let dutch = try process.run(
      ["codebreaker", "--lang", "nl", "--new"], input: ["crane", "fiets", "/quit"])
    #expect(dutch.output.contains("CODEWORD BREAKER · Dutch · 5 letters"))
    #expect(dutch.output.contains("CRANE is not in the word list."))
    #expect(dutch.output.contains("  1  F I E T S   "))
    // One table at 80 columns: the game column says what kind of game, not its attempts
    // again, and wraps rather than folding the table.
    var narrow = process
    narrow.environment["COLUMNS"] = "80"
    _ = try narrow.run(["codebreaker", "--new", "--hard", "--daily"], input: ["crane", "/quit"])
    let list = try narrow.run(["codebreaker", "list"])
    let lines = list.output.split(separator: "\n")
    #expect(lines.first == "#  status   last attempt           attempts  time  game")
    #expect(lines.allSatisfy { $0.count <= 80 } && lines.count == 5)
    #expect(list.output.contains("1 of 6  0:00  English, 5 letters, hard,\n"))
    #expect(list.output.contains("  Dutch, 5 letters\n"))
    #expect(list.output.contains("2 of 6  0:00  English, 5 letters\n"))
  }

  @Test func theReminderUnderARefusalKeepsTheLastPegs() throws {
    let run = try process.run(
      ["codebreaker", "--words", list, "--seed", "7", "--new"], input: ["charm", "zebra", "/quit"])
    let row = try #require(run.output.split(separator: "\n").first { $0.contains("C H A R M   ") })
    let pegs = row.split(separator: " ").suffix(5).joined(separator: "\u{00A0}")
    #expect(
      run.output.contains("ZEBRA is not in the word list.\nlast CHARM (\(pegs)), 5 attempts left\n")
    )
  }

  @Test func theHelpExampleScoresItsAttemptAsTheGameDoes() throws {
    let run = try process.run(["codebreaker", "--seed", "1", "--new"], input: ["/help", "/quit"])
    let pegs = CodeBreakerSession.symbols(Pegs.score("ELDER", against: "ERROR", in: .latin))
    #expect(pegs.replacing("\u{00A0}", with: " ") == "● · · · ●")
    // The pegs stay together wherever the rules wrap.
    #expect(
      run.output.replacing("\n", with: " ").contains(
        "ELDER against ERROR is \(pegs) (ERROR's one E is taken by the first)."))
  }

  @Test func aLostGameNamesTheWord() throws {
    // The evil host keeps the word the attempt is not: a class of one with no exact peg.
    let run = try process.run(
      ["codebreaker", "--words", list, "--evil", "--attempts", "1", "--emoji"],
      input: ["alpha", "n"])
    #expect(run.status == 0)
    let record = try #require(process.history().first)
    #expect(record.outcome == .lost && record.word != "ALPHA")
    #expect(record[CodeBreakerCommand.evilColumn] == .integer(1))
    #expect(run.output.contains("Out of attempts. The word was \(record.word!)."))
    #expect(run.output.contains("CodeWord Breaker X/1 evil\n"))
    #expect(!run.output.contains("🟩🟩🟩🟩🟩"))
    #expect(run.output.contains("⬛"))
  }

  /// An evil game in play keeps no words: its attempts are played again on its list, so it
  /// waits for a list that has gone, says so, and is deleted without it; on a list that no
  /// longer gives its pegs it is a game no play made, never played.
  @Test func anEvilGameNeedsItsListToBeReplayed() throws {
    let words = try process.write("crane\nbigot\npious\ntoils\nghost\n", to: "evil.txt")
    _ = try process.run(["codebreaker", "--evil", "--words", words], input: ["crane", "/quit"])
    try FileManager.default.moveItem(atPath: words, toPath: words + ".away")
    let list = try process.run(["codebreaker", "list"])
    #expect(
      list.output.contains("playing") && list.output.contains("cannot be read (its word list)"))
    let gone = try process.run(["codebreaker", "resume", "1"])
    #expect(gone.status == 74)
    #expect(gone.errors.contains("game 1 cannot be read (") && gone.errors.contains("evil.txt"))
    try FileManager.default.moveItem(atPath: words + ".away", toPath: words)
    let back = try process.run(["codebreaker", "resume", "1"], input: ["/quit"])
    #expect(back.output.contains("Continuing game 1 (evil.txt, 5 letters, 1 attempt of 6, evil)"))
    // CRANE is the only word left: played again, it wins at once, as the game never did.
    _ = try process.write("crane\n", to: "evil.txt")
    let changed = try process.run(["codebreaker", "resume", "1"])
    #expect(changed.errors == "wordgames: error: game 1 cannot be read\n")
    #expect(try process.run(["codebreaker", "delete", "1", "--yes"]).status == 0)
    #expect(process.history().isEmpty)
  }

  @Test func theListShowsGamesPlayedLastFirst() throws {
    // Game 1: one attempt; game 2: two attempts; game 3: none; then game 1 again.
    let first = try process.run(
      ["codebreaker", "--seed", "1"], input: ["crane", "/new", "slate", "trace", "/new", "/quit"])
    #expect(first.output.contains("Game 1 stays in the list, unfinished"))
    #expect(first.output.contains("Game 2 stays in the list, unfinished"))
    let again = try process.run(["codebreaker", "resume", "1"], input: ["moist", "/quit"])
    #expect(again.output.contains("Continuing game 1 (English, 5 letters, 1 attempt of 6)."))
    let list = try process.run(["codebreaker", "list"])
    #expect(list.status == 0)
    let numbers = list.output.split(separator: "\n").dropFirst().compactMap {
      Int($0.split(separator: " ").first ?? "")
    }
    #expect(numbers == [1, 3, 2])
    #expect(list.output.contains("M O I S T"))
    #expect(list.output.contains("_ _ _ _ _"))
    #expect(list.output.contains("2 of 6"))
    #expect(
      try process.run(["codebreaker", "list", "--limit", "1"]).output.contains(
        "2 older not shown"))
    // A limit past any count of games shows them all.
    #expect(
      try process.run(["codebreaker", "list", "--limit", "99999999999999999999"]).output
        == list.output)
    // A plain run continues the unfinished game played last.
    let plain = try process.run(["codebreaker"], input: ["/quit"])
    #expect(
      plain.output.contains("Continuing your unfinished game (English, 5 letters, 2 attempts"))
    #expect(process.history().isEmpty)
  }

  @Test func aFinishedGameIsShownAsItEndedAndTakesNoInput() throws {
    _ = try process.run(
      ["codebreaker", "--words", list, "--evil", "--attempts", "1"], input: ["alpha", "n"])
    let run = try process.run(["codebreaker", "resume", "1"], input: ["bravo"])
    #expect(run.status == 0)
    #expect(run.output.contains("A L P H A"))
    #expect(run.output.contains("Game 1 is over. Lost; the word was"))
    #expect(run.output.contains("CodeWord Breaker X/1 evil"))
    #expect(!run.output.contains("Attempt"))
    #expect(try kept(1)?.moves == 1)
    let missing = try process.run(["codebreaker", "resume", "9"])
    #expect(missing.status == 64)
    #expect(missing.errors.contains("there is no game 9"))
    for typed in ["first", "-1"] {
      let notANumber = try process.run(["codebreaker", "resume", typed])
      #expect(notANumber.status == 64)
      #expect(
        notANumber.errors.hasPrefix(
          "wordgames: error: invalid value '\(typed)' for N: expected a game's number"))
    }
  }

  @Test func aHintSaysHowManyWordsArePossible() throws {
    // The word of seed 1 is CHARM; ALPHA's pegs tell the three words apart.
    let run = try process.run(
      ["codebreaker", "--words", list, "--seed", "1"], input: ["/hint", "alpha", "/hint", "/quit"])
    #expect(run.output.contains("Try ALPHA: 3 words are possible, and it is one of them."))
    #expect(run.output.contains("  1  A L P H A   ○ · · ○ ·"))
    #expect(run.output.contains("Try CHARM: it is the only word possible."))
  }

  @Test func listAndResumeTakeTheOptionsThatDrawAGame() throws {
    // Won at once, all pegs exact: the word of seed 7 is ALPHA.
    _ = try process.run(["codebreaker", "--words", list, "--seed", "7"], input: ["alpha", "n"])
    let colorblind = try process.run(
      ["codebreaker", "list", "--color", "always", "--palette", "colorblind"])
    #expect(colorblind.status == 0)
    #expect(colorblind.output.contains("\u{1B}[1;38;5;208m●"))
    #expect(!colorblind.output.contains("\u{1B}[1;32m"))
    let plain = try process.run(["codebreaker", "list", "--color", "never"])
    #expect(plain.output.contains("● ● ● ● ●") && !plain.output.contains("\u{1B}["))
    let shown = try process.run(
      ["codebreaker", "resume", "1", "--emoji", "--palette=colorblind", "--color", "never"])
    #expect(shown.status == 0)
    #expect(shown.output.contains("🟧🟧🟧🟧🟧\n") && !shown.output.contains("\u{1B}["))
    // What defines a game is not theirs to take.
    let refused = try process.run(["codebreaker", "resume", "1", "--length", "4"])
    #expect(refused.status == 64)
    #expect(refused.errors.contains("unknown option '--length'"))
  }

  @Test func deleteAsksUnlessToldNotTo() throws {
    _ = try process.run(["codebreaker", "--seed", "2"], input: ["crane", "/new", "/quit"])
    let kept = try process.run(["codebreaker", "delete", "1"], input: ["n"])
    #expect(kept.output.contains("Delete game 1 (playing, 1 attempt)? [y/N] n\nNothing deleted."))
    #expect(try self.kept(1) != nil)
    // No answer at all deletes nothing either, and says how to delete without one.
    let unanswered = try process.run(["codebreaker", "delete", "1"], input: [])
    #expect(unanswered.status == 0)
    #expect(
      unanswered.output.hasSuffix("\nNothing deleted; add --yes to delete without the question.\n"))
    #expect(try self.kept(1) != nil)
    let deleted = try process.run(["codebreaker", "delete", "1"], input: ["y"])
    #expect(deleted.output.contains("Game 1 is deleted."))
    #expect(try self.kept(1) == nil)
    #expect(process.history().map(\.outcome) == [.abandoned])
    let quiet = try process.run(["codebreaker", "delete", "2", "--yes"])
    #expect(quiet.output == "Game 2 is deleted.\n")
    // Game 2 had no attempt: given up without a record, as everywhere.
    #expect(process.history().map(\.outcome) == [.abandoned])
    #expect(try process.run(["codebreaker", "list"]).output.contains("No games yet"))
  }

  @Test func aKillMidGameLosesNoAnsweredAttempt() throws {
    let running = try process.start(["codebreaker", "--seed", "4"])
    try running.waitForOutput(containing: "Attempt 1 of 6: ")
    try running.type("crane")
    try running.waitForOutput(containing: "Attempt 2 of 6: ")
    try running.type("slate")
    try running.waitForOutput(containing: "Attempt 3 of 6: ")
    kill(running.process.processIdentifier, SIGKILL)
    _ = running.finish()
    let game = try #require(try kept(1))
    #expect(game.moves == 2 && game.status == .playing)
    let resumed = try process.run(["codebreaker"], input: ["/quit"])
    #expect(resumed.output.contains("  2  S L A T E"))
  }

  /// The evil host leaves as many words as the largest class of the split, worked out here
  /// from the bundled lists: `/hint` says how many are possible.
  @Test func theEvilHostNeverLeavesFewerWordsThanAnotherClass() throws {
    let answers = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-answers.plist")
    ).words(ofLength: 5)
    var classes: [Pegs: Int] = [:]
    for word in answers { classes[Pegs.score("CRANE", against: word, in: .latin), default: 0] += 1 }
    let largest = try #require(classes.values.max())
    let run = try process.run(["codebreaker", "--evil"], input: ["crane", "/hint", "/quit"])
    #expect(run.output.contains(": \(largest.grouped) words are possible"))
    // The save holds the attempt, not the host's words: continued, it holds them again.
    #expect(try #require(try kept(1)).session.count < 2_000)
    let resumed = try process.run(["codebreaker"], input: ["/hint", "/quit"])
    #expect(resumed.output.contains(": \(largest.grouped) words are possible"))
  }

  @Test func theDailyWordIsPlayedOncePerDate() throws {
    let answers = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english-answers.plist")
    ).words(ofLength: 5)
    let today = Date().day
    let word = answers[try #require(DailyWord.index(date: today, in: answers))]
    let run = try process.run(["codebreaker", "--daily"], input: [word.lowercased(), "n"])
    // Midnight between working out the word and playing it leaves nothing to check.
    guard Date().day == today else { return }
    #expect(run.output.contains("daily \(today)"))
    #expect(run.output.contains("CodeWord Breaker 1/6 \(today) · "))
    #expect(run.output.contains("\n● ● ● ● ●\n"))
    let again = try process.run(["codebreaker", "--daily"], input: ["crane"])
    #expect(again.status == 0)
    #expect(again.output.contains("You have played the word of today already:"))
    #expect(again.output.contains("Game 1 is over. Won"))
    #expect(process.history().count == 1)
    // Each language has a word of its own each day.
    let german = try process.run(["codebreaker", "--daily", "--lang", "de"], input: ["/quit"])
    #expect(german.status == 0)
    #expect(german.output.contains("CODEWORD BREAKER · German · 5 letters"))
    #expect(!german.output.contains("already"))
    let evil = try process.run(["codebreaker", "--daily", "--evil"])
    #expect(evil.status == 64)
    #expect(evil.errors.contains("--evil means nothing with --daily"))
  }

  @Test func statsShowsAttemptsPerWinAndKeepsTheEvilHostApart() throws {
    _ = try process.run(
      ["codebreaker", "--words", list, "--seed", "7"], input: ["alpha", "bravo", "charm", "n"])
    _ = try process.run(
      ["codebreaker", "--words", list, "--evil", "--attempts", "1"], input: ["alpha", "n"])
    let stats = try process.run(["stats", "--game", "codebreaker"])
    #expect(stats.status == 0)
    #expect(stats.output.contains("CodeWord Breaker by host"))
    #expect(WordGamesProcess.row("fair", in: stats.output)?.prefix(3) == ["fair", "1", "1"])
    #expect(WordGamesProcess.row("evil", in: stats.output)?.prefix(4) == ["evil", "1", "0", "1"])
    #expect(stats.output.contains("attempts per win (fair)"))
  }
}

/// docs/players.md's transcript of CodeWord Breaker is what the binary prints.
@Suite(.temporaryHome) struct CodeBreakerReadmeTests {
  @Test func theTranscriptInTheReadmeMatchesTheBinary() throws {
    let readme = try String(
      contentsOf: WordGamesProcess.wordsFolder.deletingLastPathComponent()
        .appendingPathComponent("docs/players.md"), encoding: .utf8)
    let section = try #require(
      readme.range(of: "from the binary (`wordgames codebreaker --seed 469`"))
    let rest = readme[section.upperBound...]
    let open = try #require(rest.range(of: "```\n"))
    let close = try #require(rest[open.upperBound...].range(of: "\n```"))
    let transcript = String(rest[open.upperBound..<close.lowerBound])
    let run = try WordGamesProcess().run(
      ["codebreaker", "--seed", "469"], input: ["crane", "sleet", "besot", "pulse", "n"])
    #expect(run.output.contains(transcript))
  }
}
