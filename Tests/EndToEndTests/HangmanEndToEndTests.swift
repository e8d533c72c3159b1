import Foundation
import Storage
import TestSupport
import Testing

@testable import wordgames

/// `wordgames hangman` through the binary, with scripted input.
@Suite(.temporaryHome) struct HangmanEndToEndTests {
  let process: WordGamesProcess
  let cat: String

  init() throws {
    process = try WordGamesProcess()
    cat = try process.write("cat\n", to: "cat.txt")
  }

  var catGame: [String] { ["hangman", "--words", cat, "--length", "3", "--new"] }

  /// The score's total and the sum of the four parts it is said to be made of
  /// (`Score: 350 = 30 for 3 letters + 100 for difficulty 5 + …`).
  func score(in output: String) throws -> (total: Int, parts: Int) {
    let line = try #require(output.split(separator: "\n").first { $0.hasPrefix("Score: ") })
    let sides = line.dropFirst("Score: ".count).split(separator: " = ")
    let total = try #require(Int(sides[0]))
    let parts = sides[1].split(separator: " + ").compactMap {
      $0.split(separator: " ").first.flatMap { Int($0) }
    }
    #expect(parts.count == 4)
    return (total, parts.reduce(0, +))
  }

  @Test func aWinIsCongratulatedScoredAndRecorded() throws {
    let run = try process.run(catGame, input: ["c", "A", " t ", "n"])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "HANGMAN · cat.txt · difficulty 5 · 3 letters · 6 misses allowed"))
    #expect(run.output.contains("You won! The word is CAT."))
    let (total, parts) = try score(in: run.output)
    #expect(total == parts)
    let game = try #require(process.history().first)
    #expect(game.game == "hangman" && game.outcome == .won)
    #expect(game.length == 3 && game.guessLimit == 6 && game.difficulty == 5 && game.guesses == 3)
    #expect(game[HangmanCommand.modeColumn] == .text("word"))
    #expect(game[HangmanCommand.scoreColumn] == .integer(total))
  }

  @Test func aLossShowsTheWordWithTheMissedLettersMarked() throws {
    let plain = try process.run(catGame + ["--guesses", "1"], input: ["c", "z", "n"])
    #expect(plain.output.contains("You lost. The word was CAT."))
    #expect(plain.output.contains("Word     C a t"))
    #expect(!plain.output.contains("Score:"))
    let coloured = try process.run(
      catGame + ["--guesses", "1", "--color", "always"], input: ["c", "z", "n"])
    #expect(coloured.output.contains("\u{1B}[1;31mA\u{1B}[0m \u{1B}[1;31mT\u{1B}[0m"))
    #expect(process.history().map(\.outcome) == [.lost, .lost])
  }

  @Test func aWholeWordGuessWinsAndAWrongOneCostsAGuess() throws {
    let run = try process.run(catGame, input: ["cot", "dog!", "cats", "", "a", "abc", "CAT", "n"])
    #expect(run.output.contains("No, it isn't COT."))
    #expect(
      run.output.components(separatedBy: "Type one letter, or the whole word, A to Z.").count == 3)
    #expect(run.output.contains("The word has 3 letters; that guess has 4."))
    // With _ A _ shown, a guess with A elsewhere cannot be right: refused at no cost.
    #expect(run.output.contains("ABC doesn't fit what is shown: it has A where no A is shown."))
    #expect(run.output.contains("Misses   COT"))
    #expect(run.output.contains("Yes, that's it!\nYou won! The word is CAT."))
    #expect(process.history().first?.incorrectGuesses == 1)
  }

  @Test func twoPlayersWithARefusedSecretFirst() throws {
    let run = try process.run(
      ["hangman", "--two-player"], input: ["R2-D2", "- '", "ice-cream", "e", "icecream", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("Use only letters A to Z, spaces, hyphens and apostrophes."))
    #expect(run.output.contains("The secret needs 1 to 40 letters; that has 0."))
    let beforeGuessing = try #require(run.output.components(separatedBy: "Player two:").first)
    #expect(!beforeGuessing.uppercased().contains("ICE"))
    #expect(run.output.contains("HANGMAN · a friend's secret · 8 letters"))
    #expect(run.output.contains("_ _ _ - _ _ _ _ _"))
    // Both players see the end: it names the seat that won, not "you".
    #expect(run.output.contains("Player two wins! The word is ICE-CREAM."))
    #expect(!run.output.contains("You won"))
    #expect(!run.output.contains("Score:"))
    #expect(
      process.history().first?.fields == [HangmanCommand.modeColumn.name: .text("two-player")])
    let lost = try process.run(
      ["hangman", "--two-player", "--guesses", "1"], input: ["dog", "x", "n"])
    #expect(lost.output.contains("No, there is no X.\nPlayer one wins. The word was DOG.\n"))
    // One letter is a secret too (SPEC §3.1): a letter in 26.
    let one = try process.run(["hangman", "--two-player"], input: ["q", "e", "q", "n"])
    #expect(one.output.contains("No, there is no E."))
    #expect(one.output.contains("Player two wins! The word is Q."))
    // A secret with accents is played folded, and shown at the end as it was written; from
    // a pipe, no blank lines scroll away a secret that never showed.
    let accented = try process.run(
      ["hangman", "--two-player", "--guesses", "1"], input: ["été", "x", "n"])
    #expect(accented.output.contains("_ _ _"))
    #expect(accented.output.contains("Player one wins. The word was ÉTÉ.\n"))
    #expect(!accented.output.contains("\n\n\n\n"))
    #expect(process.history().last?.word == "ETE")
  }

  /// Options beside which another means nothing, and why the command line is refused.
  struct UnusedCase: Sendable, CustomTestStringConvertible {
    let options: [String]
    let reason: String
    var testDescription: String { options.joined(separator: " ") }
  }

  static let unusedCases: [UnusedCase] = [
    .init(
      options: ["--two-player", "--difficulty", "3"],
      reason: "--difficulty means nothing with --two-player"),
    .init(
      options: ["--two-player", "--phrases"], reason: "--phrases means nothing with --two-player"),
    .init(
      options: ["--phrases", "--length", "5"], reason: "--length means nothing with --phrases"),
    .init(
      options: ["--length", "3", "--min-length", "5"],
      reason: "--min-length means nothing with --length"),
    .init(
      options: ["--max-length", "9", "--length", "3"],
      reason: "--max-length means nothing with --length"),
  ]

  /// What a kind of game does not use is refused, not ignored: a phrase has no length or
  /// difficulty, a friend's secret neither, and one length is no range.
  @Test(arguments: unusedCases)
  func optionsAKindOfGameDoesNotUseAreRefused(_ unused: UnusedCase) throws {
    let run = try process.run(["hangman"] + unused.options, input: ["e", "/quit"])
    #expect(run.status == 64)
    #expect(run.errors.contains(unused.reason))
    #expect(run.output.isEmpty)
  }

  /// Before the secret is set no game has started: `/quit` leaves, with nothing saved or
  /// recorded, and another command is refused.
  @Test func quitAtTheSecretsPromptLeaves() throws {
    let run = try process.run(["hangman", "--two-player"], input: ["/help", "/quit", "dog"])
    #expect(run.status == 0)
    #expect(run.output.contains("Secret: \nType the secret, or /quit to leave.\nSecret: \n"))
    #expect(!run.output.contains("Player two:"))
    #expect(process.history().isEmpty)
    #expect(try process.savedSession(of: "hangman") == nil)
  }

  @Test func aPhraseShowsItsPunctuationAndIsNotScored() throws {
    let phrases = try process.write(
      "<plist><array><string>Rock 'n' roll!</string></array></plist>", to: "p.plist")
    let run = try process.run(
      ["hangman", "--phrases", "--words", phrases], input: ["r", "o", "c", "k", "n", "l", "n"])
    #expect(run.output.contains("_ _ _ _   ' _ '   _ _ _ _ !"))
    #expect(run.output.contains("You won! The phrase is ROCK 'N' ROLL!\n"))
    #expect(!run.output.contains("Score:"))
    #expect(process.history().first?.fields == [HangmanCommand.modeColumn.name: .text("phrase")])
  }

  @Test func aGameLeftAtTheEndOfInputIsContinued() throws {
    let first = try process.run(catGame, input: ["c"])
    #expect(first.output.hasSuffix("Game saved — 'wordgames hangman' continues it.\n"))
    let second = try process.run(["hangman"], input: ["a", "t", "n"])
    #expect(
      second.output.hasPrefix(
        "Continuing your unfinished game (cat.txt, difficulty 5, 3 letters, 0 misses of 6)"))
    #expect(second.output.contains("You won! The word is CAT."))
    #expect(process.history().count == 1)
  }

  @Test(arguments: [
    (#""difficulty":5"#, #""difficulty":99"#),  // a difficulty past 10
    (#""difficulty":"#, #""level":"#),  // a word game without one
    (#""CAT""#, #""C\u001B[2JAT""#),  // an escape in the secret
  ])
  func aTamperedSaveIsReportedAndSetAside(replacing: String, with replacement: String) throws {
    _ = try process.run(catGame, input: ["c"])
    let saved = try #require(try process.savedSession(of: "hangman"))
    let tampered = saved.replacingOccurrences(of: replacing, with: replacement)
    #expect(tampered != saved)
    try process.replaceSavedSession(of: "hangman", with: tampered)
    let run = try process.run(["hangman", "--words", cat, "--length", "3"], input: ["/quit"])
    #expect(run.status == 0)
    #expect(run.errors.contains("unfinished hangman game 1 cannot be read"))
    #expect(!run.output.contains("Continuing"))
    #expect(!run.output.contains("\u{1B}"))
  }

  @Test func lengthSettingsThatCannotBePlayedAreReportedNotADeadEnd() throws {
    // One end is never set past the other, but resetting one can leave them crossed.
    #expect(try process.run(["settings", "set", "hangman.min-length", "13"]).status == 64)
    _ = try process.run(["settings", "set", "hangman.max-length", "15"])
    _ = try process.run(["settings", "set", "hangman.min-length", "13"])
    _ = try process.run(["settings", "reset", "hangman.max-length"])
    let fromSettings = try process.run(["hangman", "--new"], input: ["/quit"])
    #expect(fromSettings.status == 0)
    #expect(
      fromSettings.errors.contains(
        "hangman.min-length (13) is above hangman.max-length (12); playing 4–12 letters "
          + "(change it with 'wordgames settings set hangman.min-length N')"))
    let header = try #require(
      fromSettings.output.firstMatch(of: /HANGMAN · English · difficulty 5 · (\d+) letters/))
    #expect((4...12).contains(Int(header.1) ?? 0))

    let typed = try process.run(["hangman", "--new", "--min-length", "9", "--max-length", "3"])
    #expect(typed.status == 64)
    #expect(
      typed.errors.contains(
        "invalid value '3' for --max-length: expected at least --min-length (9)"))

    // A list with no words in the default range plays the length nearest to it.
    #expect(try process.run(["settings", "reset"]).status == 0)
    let short = try process.run(["hangman", "--new", "--words", cat], input: ["/quit"])
    #expect(short.status == 0)
    #expect(
      short.errors.contains("cat.txt has no words of 4–12 letters (only 3); playing 3 letters"))
    #expect(short.output.contains("HANGMAN · cat.txt · difficulty 5 · 3 letters"))
  }

  @Test func statsAfterAKnownSequence() throws {
    _ = try process.run(catGame, input: ["c", "a", "t", "n"])  // won, 3 guesses
    _ = try process.run(catGame + ["--guesses", "1"], input: ["z", "n"])  // lost
    _ = try process.run(catGame, input: ["x", "cat", "n"])  // won, 2 guesses
    _ = try process.run(["hangman", "--two-player"], input: ["dog", "dog", "n"])  // won, 1
    let scores = process.history().compactMap { $0[HangmanCommand.scoreColumn]?.integer }
    #expect(scores.count == 2)

    let all = try process.run(["stats", "--game", "hangman"]).output
    #expect(WordGamesProcess.row("Hangman", in: all)?[1...5] == ["4", "3", "1", "0", "75%"])
    #expect(WordGamesProcess.row("word", in: all)?[1...5] == ["3", "2", "1", "0", "67%"])
    #expect(WordGamesProcess.row("two-player", in: all)?[1...5] == ["1", "1", "0", "0", "100%"])
    #expect(
      all.contains(
        "Score: \(scores.reduce(0, +)) in all, best \(scores.max()!) · guesses in a win: 2.0 on average, 1 at fewest"
      ))

    let tier = try process.run(["stats", "--difficulty", "5"]).output
    #expect(WordGamesProcess.row("Hangman", in: tier)?[1...3] == ["3", "2", "1"])
    let oneMiss = try process.run(["stats", "--guesses", "1"]).output
    #expect(WordGamesProcess.row("Hangman", in: oneMiss)?[1...3] == ["1", "0", "1"])
    let short = try process.run(["stats", "--length", "3"]).output
    #expect(WordGamesProcess.row("Hangman", in: short)?[1] == "3")
    let json = try process.run(["stats", "--json", "--game", "hangman"]).output
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let hangman = try #require(
      (report["games"] as? [[String: Any]])?.first?["hangman"] as? [String: Any])
    #expect(hangman["bestScore"] as? Int == scores.max())
    #expect(hangman["fewestGuessesInAWin"] as? Int == 1)
  }
}
