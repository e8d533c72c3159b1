import CommandLineKit
import Lexicon
import Storage
import Testing

@testable import GameMachinery

/// The one rule for the word lengths a game plays (Hangman's range, Evil Hangman's length).
@Suite struct PlayableLengthsTests {
  @Test func theLengthsAskedForThatHaveWords() {
    let playable = PlayableLengths.choose(asked: 4...9, defaults: 4...12, available: [2, 5, 8, 13])
    #expect(playable.lengths == [5, 8])
    #expect(!playable.isFallback)
  }

  @Test func elseTheDefaultsLengthsThatHaveWords() {
    let playable = PlayableLengths.choose(
      asked: 30...30, defaults: 4...12, available: [2, 5, 8, 13])
    #expect(playable.lengths == [5, 8])
    #expect(playable.isFallback)
  }

  @Test func elseTheOneLengthNearestTheDefaultsTheLowerOnATie() {
    func lengths(_ asked: ClosedRange<Int>, _ defaults: ClosedRange<Int>, _ available: [Int])
      -> [Int]
    {
      PlayableLengths.choose(asked: asked, defaults: defaults, available: available).lengths
    }
    #expect(lengths(30...30, 7...7, [2, 9]) == [9])
    #expect(lengths(30...30, 7...7, [5, 9]) == [5])
    #expect(lengths(1...1, 4...12, [2, 14]) == [2])
    #expect(lengths(1...1, 4...12, []).isEmpty)
  }
}

/// What a game says of the lengths it is asked for: a typed range without words is refused,
/// one from the settings or the defaults is reported and the fallback played.
@Suite struct PlayableLengthsFromOptionsTests {
  struct Options: CommandOptions {
    var min = 4
    var max = 12
    var length = 7
    static let options: [Option<Self>] = [low, high, one]
  }
  static let low = Option.integer(
    \Options.min, "min", in: 1...64, setting: "t.min", summary: "", isWordLength: true)
  static let high = Option.integer(
    \Options.max, "max", in: 1...64, setting: "t.max", summary: "", isWordLength: true)
  /// A game of one length, as Evil Hangman is.
  static let one = Option.integer(
    \Options.length, "length", in: 1...64, setting: "t.length", summary: "", isWordLength: true)

  /// The lengths played from a list with words of `available` lengths (or the usage
  /// error), and what was reported.
  static func play(
    _ arguments: [String], stored: [String: String] = [:], ofOne: Bool = false,
    available: [Int]
  ) throws -> (played: Result<[Int], UsageError>, reported: [String]) {
    let (lower, upper) = ofOne ? (one, one) : (low, high)
    let spec = CommandSpec(name: "t", summary: "", options: [lower.spec, upper.spec])
    let settings = Settings(
      definitions: Options.options.map { $0.setting(of: nil)! }, stored: stored)
    let options = try OptionValues<Options>(
      ParsedCommand(spec, arguments: arguments), settings: settings)
    let list = WordList(available.map { String(repeating: "A", count: $0) })
    var reported: [String] = []
    let played = Result { () throws(UsageError) in
      try PlayableLengths.lengths(
        from: lower, to: upper, defaults: ofOne ? 7...7 : 4...12, options: options, in: list,
        listName: "t.txt", report: { reported.append($0) })
    }
    return (played, reported)
  }

  @Test func aRangeWithWordsIsPlayedWithoutAWord() throws {
    let (played, reported) = try Self.play(["--min", "5", "--max", "6"], available: [3, 5, 6, 9])
    #expect(try played.get() == [5, 6])
    #expect(reported.isEmpty)
  }

  @Test(arguments: [
    (["--min", "5"], [3], "min", "5", "a whole number from 1 to 3"),
    (["--max", "2"], [3, 5], "max", "2", "at least --min (4)"),
    (["--min", "9", "--max", "3"], [3, 5], "max", "3", "at least --min (9)"),
    (
      ["--min", "21", "--max", "22"], [3, 20, 23], "min", "21", "a length that has words: 3, 20, 23"
    ),
    (["--max", "0"], [3], "max", "0", "at least --min (4)"),
  ])
  func aTypedRangeWithoutWordsOrUpsideDownIsAUsageError(
    arguments: [String], available: [Int], option: String, value: String, allowed: String
  ) throws {
    let (played, reported) = try Self.play(arguments, available: available)
    #expect(throws: UsageError.invalidValue(option: option, value: value, allowed: allowed)) {
      try played.get()
    }
    #expect(reported.isEmpty)
  }

  @Test func oneFromTheSettingsOrTheDefaultsIsReportedAndTheFallbackPlayed() throws {
    let crossed = try Self.play([], stored: ["t.min": "13"], available: Array(3...20))
    #expect(try crossed.played.get() == Array(4...12))
    #expect(
      crossed.reported == [
        "t.min (13) is above t.max (12); playing 4–12 letters "
          + "(change it with 'wordgames settings set t.min N')"
      ])
    let noWords = try Self.play([], stored: ["t.length": "30"], ofOne: true, available: [3, 9])
    #expect(try noWords.played.get() == [9])
    #expect(
      noWords.reported == [
        "t.txt has no words of 30 letters (only 3, 9); playing 9 letters "
          + "(change it with 'wordgames settings set t.length N')"
      ])
    let defaults = try Self.play([], available: [2, 3])
    #expect(try defaults.played.get() == [3])
    #expect(
      defaults.reported == ["t.txt has no words of 4–12 letters (only 2–3); playing 3 letters"])
  }
}
