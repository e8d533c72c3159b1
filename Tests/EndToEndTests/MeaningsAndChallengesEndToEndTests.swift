import EvilHangmanModel
import Foundation
import Lexicon
import Storage
import TestSupport
import Testing

@testable import GameMachinery
@testable import wordgames

/// Meanings at a game's end, `/define` and `wordgames define`, and challenge codes played
/// by a second player with a home of their own (SPEC §3.6).
@Suite(.temporaryHome) struct MeaningsAndChallengesEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// The bundled meanings, read by the reader the tests of Lexicon check.
  static var definitions: Definitions {
    Definitions(url: WordGamesProcess.wordsFolder.appendingPathComponent("definitions.plist"))
  }

  /// What the game's end says of `word`: its first two meanings, or that it has none.
  static func meaningLines(of word: String) throws -> String {
    let meanings = try definitions.meanings(of: word).prefix(2).map(\.description)
    return meanings.isEmpty
      ? "No meaning of \(word) is known here." : meanings.joined(separator: "\n")
  }

  /// Text as a player reads it, whatever the width it was wrapped at: lines joined by spaces.
  static func unwrapped(_ text: String) -> String {
    text.replacingOccurrences(of: "\n", with: " ")
  }

  /// The challenge code the run's output ends a game with.
  static func code(in output: String) throws -> String {
    let line = try #require(output.firstMatch(of: /wordgames challenge ([0-9A-Z-]+)\n/))
    return String(line.1)
  }

  // MARK: Meanings

  @Test func aLostEvilGameEndsWithTheMeaningOfTheWordItNames() throws {
    // On the small list every word has a meaning; on the real one, whatever it names.
    let seedList = try process.writeSeedList()
    for arguments in [["--words", seedList, "--length", "4"], ["--length", "6"]] {
      let run = try process.run(
        ["evil", "--guesses", "1", "--seed", "9", "--new"] + arguments, input: ["e", "n"])
      let word = String(try #require(run.output.firstMatch(of: /The word was ([A-Z]+)\./)).1)
      let meaning = try Self.meaningLines(of: word)
      #expect(
        Self.unwrapped(run.output).contains(
          "The word was \(word). Better luck next time! " + Self.unwrapped(meaning)))
      if arguments.contains(seedList) { #expect(!meaning.hasPrefix("No meaning")) }
    }
  }

  @Test func aCodeBreakerWinAndAGhostRoundEndingOnAWordShowTheirMeanings() throws {
    let won = try process.run(
      ["codebreaker", "--seed", "469"], input: ["crane", "sleet", "besot", "pulse", "n"])
    let word = try #require(process.history().last?.word)
    #expect(won.output.contains("You broke the code in 4 attempts!"))
    let meaning = try Self.meaningLines(of: word)
    #expect(!meaning.hasPrefix("No meaning"))
    #expect(
      Self.unwrapped(won.output).contains(
        "● ● ● ● ●  " + Self.unwrapped(meaning) + " Challenge a friend"))

    let round = try process.run(
      ["ghost", "--players", "Ann,Bob"], input: ["p", "e", "a", "f", "o", "w", "l", "n"])
    #expect(
      Self.unwrapped(round.output).contains(
        "Bob wins the round! " + Self.unwrapped(try Self.meaningLines(of: "PEAFOWL"))
          + " Another round?"))
    // Ghost has no challenge code: two people play it.
    #expect(!round.output.contains("challenge"))
  }

  @Test func theMeaningsSettingTurnsThemOff() throws {
    #expect(try process.run(["settings", "set", "meanings", "off"]).status == 0)
    let seedList = try process.writeSeedList()
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--guesses", "1", "--seed", "9"],
      input: ["e", "n"])
    let word = try #require(run.output.firstMatch(of: /The word was ([A-Z]+)\./)).1
    #expect(run.output.contains("The word was \(word). Better luck next time!\nPlay again?"))
  }

  @Test func defineAndSlashDefineLookAWordUp() throws {
    let geese = try process.run(["define", "Geese"])
    #expect(geese.status == 0)
    let expected = try Self.definitions.meanings(of: "geese").map(\.description)
    #expect(geese.output == expected.joined(separator: "\n") + "\n")
    #expect(geese.output.hasPrefix("goose (noun): "))

    // A letter with an accent is folded as English folds a guess.
    let naive = try process.run(["define", "naïve"])
    #expect(naive.status == 0)
    #expect(naive.output.hasPrefix("naive (adjective): "))

    let none = try process.run(["define", "unchurchly"])
    #expect(none.status == 1)
    #expect(none.output == "No meaning of UNCHURCHLY is known here.\n")
    let bad = try process.run(["define", "two words"])
    #expect(bad.status == 64)
    #expect(
      bad.errors.hasPrefix(
        "wordgames: error: invalid value 'two words' for WORD: expected one English word of letters A–Z"
      ))

    // At the prompt, and at the question after a game, for a word or a typo.
    let seedList = try process.writeSeedList()
    let run = try process.run(
      ["evil", "--words", seedList, "--length", "4", "--guesses", "1"],
      input: ["/define cats", "/define", "/define x1", "e", "/define geese", "n"])
    let cats = try Self.definitions.meanings(of: "cats").map(\.description)
    #expect(run.output.contains("/define cats\n" + cats.joined(separator: "\n") + "\n"))
    #expect(run.output.contains("Type a word after /define, like /define cat."))
    #expect(run.output.contains("Meanings are kept for English words: one word of letters A–Z."))
    #expect(
      run.output.contains("Play again? [Y/n] /define geese\n" + expected.joined(separator: "\n")))
  }

  // MARK: Challenges

  /// A second player, with a home of their own.
  func friend() throws -> WordGamesProcess {
    try process.otherPlayer("friend-\(UUID().uuidString)")
  }

  /// Every letter but N and Y, vowels first: enough guesses to end a game, and after its
  /// end each is refused by the question whether to play again, until the N that follows.
  static let letters = "eaoiustrlcdhmpgbfwkvxzjq".map(String.init)

  @Test(arguments: ["largest", "planner"])
  func anEvilChallengeMeetsTheSameGuessesWithTheSameAnswers(strategy: String) throws {
    let input = Self.letters + ["n"]
    let first = try process.run(
      ["evil", "--length", "6", "--guesses", "5", "--strategy", strategy], input: input)
    let code = try Self.code(in: first.output)
    let friend = try friend()
    // Typed as people type a code: in lower case, its groups as separate words.
    let groups = code.lowercased().split(separator: "-").map(String.init)
    let second = try friend.run(["challenge"] + groups, input: input)
    #expect(second.status == 0)
    #expect(second.output == first.output)
    let third = try friend.run(["evil", "--challenge", code, "--new"], input: input)
    #expect(third.output == first.output)
    // Recorded as a challenge on the friend's side only.
    let records = friend.history()
    #expect(records.count == 2)
    #expect(records.allSatisfy { $0[.challenge] == .text(code) && $0.length == 6 })
    #expect(process.history().allSatisfy { $0[.challenge] == nil })
  }

  @Test func aHangmanChallengePlaysTheSameWordOrPhrase() throws {
    for options in [["--difficulty", "8", "--guesses", "9"], ["--phrases"]] {
      let input = Self.letters + ["n"]
      let first = try process.run(["hangman", "--new"] + options, input: input)
      let code = try Self.code(in: first.output)
      let friend = try friend()
      let second = try friend.run(["hangman", "--challenge", code], input: input)
      #expect(second.output == first.output)
      let (ours, theirs) = (process.history().last, friend.history().last)
      #expect(theirs?.word == ours?.word && theirs?.guessLimit == ours?.guessLimit)
      #expect(theirs?.difficulty == ours?.difficulty)
      #expect(theirs?[.challenge] == .text(code))
    }
  }

  @Test func aCodeBreakerChallengeIsTheSameWordAndStatsShowItApart() throws {
    let first = try process.run(
      ["codebreaker", "--attempts", "2", "--length", "6"], input: ["plaint", "rodent", "n"])
    let code = try Self.code(in: first.output)
    #expect(first.output.contains("/2 · \(code)\n"))
    // The friend plays the same game, then another of their own with the same options.
    let friend = try friend()
    let second = try friend.run(
      ["challenge", code], input: ["plaint", "rodent", "y", "plaint", "rodent", "n"])
    let shared = try #require(first.output.components(separatedBy: "Play again?").first)
    #expect(second.output.hasPrefix(shared))
    #expect(friend.keptGames(of: "codebreaker").count == 2)
    let records = friend.history()
    #expect(records.map { $0[.challenge] } == [.text(code), nil])
    #expect(records.allSatisfy { $0.guessLimit == 2 && $0.length == 6 })
    let stats = try friend.run(["stats", "--challenges"])
    #expect(stats.output.hasPrefix("Games matching --challenges\n"))
    #expect(WordGamesProcess.row("CodeWord Breaker", in: stats.output)?[2] == "1")
    let json = try friend.run(["stats", "--challenges", "--json"]).output
    #expect(json.contains("\"filters\" : {\n    \"challenges\" : \"on\"\n  }"), "\(json)")
    #expect(
      WordGamesProcess.row("CodeWord Breaker", in: try friend.run(["stats"]).output)?[2] == "2")
    #expect(try process.run(["stats", "--challenges"]).output.contains("No games recorded match"))
  }

  @Test func aBadCodeIsRefusedInOneLine() throws {
    let first = try process.run(["evil", "--length", "5"], input: ["e", "/quit"])
    #expect(first.status == 0)
    let finished = try process.run(
      ["evil", "--length", "5", "--guesses", "1", "--new"], input: ["q", "n"])
    let code = try Self.code(in: finished.output)
    let characters = Array(code)
    var mistyped: [String] = []
    for place in characters.indices where characters[place] != "-" {
      var changed = characters
      changed[place] = changed[place] == "9" ? "A" : "9"
      mistyped.append(String(changed))
    }
    let compact = code.filter { $0 != "-" }
    mistyped.append(String(compact.dropFirst()))
    mistyped.append(compact + "2")
    let lengths = "a code has 10 or 11 characters, dashes and spaces aside"
    #expect(try process.run(["challenge", "hello"]).errors.contains("\(lengths); hello has 5"))
    #expect(try process.run(["challenge", ""]).errors.contains("\(lengths); none was given"))
    // A code in its groups with a tab between them is one code; a long paste is cut short.
    let groups = code.split(separator: "-").joined(separator: "\t")
    #expect(try friend().run(["challenge", groups], input: ["/quit"]).status == 0)
    // How the game is shown comes along: in words for a screen reader.
    let plain = try friend().run(["challenge", code, "--plain"], input: ["/quit"])
    #expect(plain.status == 0, "\(plain.errors)")
    #expect(plain.output.hasPrefix("Evil Hangman: English, 5 letters"), "\(plain.output)")
    let pasted = try process.run(["challenge", String(repeating: "7", count: 5_000)]).errors
    #expect(pasted.count < 200 && pasted.contains("7777…"))
    #expect(
      try process.run(["challenge", compact + "222"]).errors.contains("has \(compact.count + 3)"))
    #expect(
      try process.run(["challenge", mistyped[0]]).errors.contains(
        "a character is wrong or missing, or two are swapped"))
    for bad in mistyped + ["hello", String(repeating: "Z", count: 40)] {
      let run = try process.run(["challenge", bad])
      #expect(run.status == 64, "\(bad)")
      #expect(run.errors.split(separator: "\n").count == 1, "\(bad): \(run.errors)")
      #expect(run.output.isEmpty)
    }
    let other = try process.run(["hangman", "--challenge", code])
    #expect(other.status == 64)
    #expect(
      other.errors
        == "wordgames: error: \(code) is a challenge of Evil Hangman: "
        + "'wordgames challenge \(code)' plays it\n")
    let beside = try process.run(["evil", "--challenge", code, "--length", "5"])
    #expect(beside.status == 64)
    #expect(beside.errors.hasPrefix("wordgames: error: --length means nothing with --challenge"))
    // A code of Ghost, which has none, and of a game past the last one.
    let games = WordGames.games
    for number in [2, games.count] {
      let made = try #require(
        Challenge(game: number, language: .first, listVersion: 1, values: [1, 2, 1, 1])
          .code(bounds: EvilCommand.challengeBounds))
      let run = try process.run(["challenge", made])
      #expect(run.status == 64)
      #expect(
        run.errors == "wordgames: error: \(made) is not a code of a game this wordgames has\n")
    }
    // The saved game was not touched by any of it.
    #expect(process.history().count == 2)
  }

  /// The code in `wordgames help challenge` (and the manual) plays on the bundled lists.
  @Test func theExampleInTheHelpIsACodeThatPlays() throws {
    let example = try #require(ChallengeCommand.spec.examples.first)
    let run = try process.run(
      example.split(separator: " ").dropFirst().map(String.init), input: ["/quit"])
    #expect(run.status == 0)
    #expect(run.output.contains("EVIL HANGMAN · English · 4 letters · 3 misses allowed"))
  }

  @Test func aDamagedMeaningsFileIsSaidOnceAndPlayGoesOn() throws {
    let folder = process.home.appendingPathComponent("words")
    try FileManager.default.copyItem(at: WordGamesProcess.wordsFolder, to: folder)
    let meanings = folder.appendingPathComponent("definitions.plist")
    try Data("<plist><dict><key>CAT</key>".utf8).write(to: meanings)
    var player = process
    player.environment["WORDGAMES_WORDS"] = folder.path
    let define = try player.run(["define", "cat"])
    #expect(define.status == 1)
    #expect(define.output.contains("No meaning can be shown: the meanings \(meanings.path): "))
    let games = try player.run(
      ["evil", "--length", "4", "--guesses", "1", "--new"], input: ["q", "y", "q", "n"])
    #expect(games.status == 0)
    #expect(games.output.components(separatedBy: "No meaning can be shown").count == 2)
  }

  @Test func aCodeMadeWithAnotherListIsRefused() throws {
    let finished = try process.run(["evil", "--length", "5", "--guesses", "1"], input: ["q", "n"])
    let code = try Self.code(in: finished.output)
    // Another version of the lists: the English list without one of its words of 5 letters.
    let folder = process.home.appendingPathComponent("words")
    try FileManager.default.copyItem(at: WordGamesProcess.wordsFolder, to: folder)
    let english = folder.appendingPathComponent("english.plist")
    let text = try String(contentsOf: english, encoding: .utf8)
    let five = try #require(text.firstMatch(of: /\t<string>[A-Z]{5}<\/string>\n/))
    try text.replacingCharacters(in: five.range, with: "").write(
      to: english, atomically: true, encoding: .utf8)
    var friend = try friend()
    friend.environment["WORDGAMES_WORDS"] = folder.path
    let run = try friend.run(["challenge", code])
    #expect(run.status == 64)
    #expect(
      run.errors
        == "wordgames: error: this challenge was made with another version of english.plist; "
        + "it cannot be played here\n")
    #expect(friend.history().isEmpty)
  }
}

/// The codes themselves: every game's values round-trip, and every slip is caught.
@Suite struct ChallengeCodeTests {
  /// Every game that has codes, with its bounds.
  static let games = WordGames.games.filter { !$0.challengeBounds.isEmpty }

  /// Value lists of a game: the least and the largest of each, and seeded random ones.
  static func valueLists(_ bounds: [Int], count: Int) -> [[Int]] {
    var generator = SplitMix64(seed: 7)
    let random = (0..<count).map { _ in bounds.map { Int(generator.next() % UInt64($0)) } }
    return [bounds.map { _ in 0 }, bounds.map { $0 - 1 }] + random
  }

  @Test func everyGamesValuesRoundTrip() throws {
    #expect(Self.games.map { $0.name } == ["hangman", "evil", "codebreaker"])
    for game in Self.games {
      let number = try #require(WordGames.games.firstIndex { $0.name == game.name })
      for values in Self.valueLists(game.challengeBounds, count: 2000) {
        for language in Language.all {
          let challenge = Challenge(
            game: number, language: language, listVersion: values[0] % 841, values: values)
          let code = try #require(challenge.code(bounds: game.challengeBounds))
          #expect(code.count <= 13)
          #expect(try Challenge(code: code, games: WordGames.games) == challenge)
        }
      }
    }
  }

  /// Every option a code can carry comes back as the same value.
  @Test func everyOptionOfEveryGameRoundTrips() throws {
    for length in 1...24 {
      for guesses in 1...26 {
        for strategy in 0..<4 {
          var options = EvilOptions()
          EvilCommand.apply(
            Challenge(
              game: 1, language: .first, listVersion: 0, values: [length, guesses, strategy, 0]),
            to: &options)
          #expect(options.length == length && options.guesses == guesses)
          #expect(options.strategy == EvilStrategy.allCases[strategy])
        }
      }
    }
    for length in 3...6 {
      for attempts in 1...20 {
        for (hard, evil) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
          let values = [length, attempts, hard, evil, 0]
          let challenge = Challenge(
            game: 3, language: Language("nl")!, listVersion: 5, values: values)
          let code = try #require(challenge.code(bounds: CodeBreakerCommand.challengeBounds))
          let read = try Challenge(code: code, games: WordGames.games)
          var options = CodeBreakerOptions()
          CodeBreakerCommand.apply(read, to: &options)
          #expect(options.length == length && options.attempts == attempts)
          #expect(options.hard == (hard == 1) && options.evil == (evil == 1))
        }
      }
    }
    for guesses in 1...26 {
      for difficulty in 1...10 {
        let values = [7, 100, guesses, difficulty]
        var options = HangmanOptions()
        options.phrases = true
        HangmanCommand.apply(
          Challenge(game: 0, language: .first, listVersion: 0, values: values), to: &options)
        var expected = HangmanOptions()
        expected.guesses = guesses
        expected.difficulty = difficulty
        #expect(options == expected)
      }
    }
  }

  /// One wrong character anywhere, or two neighbours swapped, is always refused.
  @Test func everySingleChangeAndNeighbourSwapIsRefused() throws {
    let alphabet = Challenge.alphabet
    for game in Self.games {
      let number = try #require(WordGames.games.firstIndex { $0.name == game.name })
      for values in Self.valueLists(game.challengeBounds, count: 40) {
        let code = try #require(
          Challenge(game: number, language: .first, listVersion: 3, values: values)
            .code(bounds: game.challengeBounds))
        let characters = Array(code.filter { $0 != "-" })
        var slips: [[Character]] = []
        for place in characters.indices {
          for other in alphabet where other != characters[place] {
            var changed = characters
            changed[place] = other
            slips.append(changed)
          }
          if place + 1 < characters.count, characters[place] != characters[place + 1] {
            var swapped = characters
            swapped.swapAt(place, place + 1)
            slips.append(swapped)
          }
        }
        for slip in slips {
          #expect(throws: CommandError.self) {
            try Challenge(code: String(slip), games: WordGames.games)
          }
        }
      }
    }
  }
}
