import Foundation
import Lexicon
import Testing

@testable import CodeBreakerModel

/// The rules of a game (SPEC §3.4): attempts, refusals, hard mode, the evil host, the word
/// of the day and hints.
@Suite struct CodeBreakerTests {
  static let allowed = Result { try PegsTests.large.get().words(ofLength: 5) }
  static let answers = Result { try PegsTests.answers.get().words(ofLength: 5) }

  @Test func aGameIsWonWhenAnAttemptIsAllExact() throws {
    let allowed = try Self.allowed.get()
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    #expect(game.refusal(of: "TRACE", allowed: allowed) == nil)
    #expect(Array(game.attempt("TRACE").pegs) == [.none, .exact, .exact, .inexact, .exact])
    #expect(game.status == .playing && game.attemptsLeft == 5)
    game.attempt("CRANE")
    #expect(game.status == .won && game.isOver && game.answer == "CRANE")
  }

  /// An evil host holds every answer that fits the pegs so far (checked a second way: the
  /// answers filtered by whether each would have got them), and once the game is over keeps
  /// its word as a secret is.
  @Test func anEvilHostHoldsEveryAnswerThatFits() throws {
    let answers = try Self.answers.get()
    var game = CodeBreaker(evilOver: answers, attemptLimit: 3)
    for attempt in ["CRANE", "TOILS"] { game.attempt(attempt) }
    guard case .evil(let held) = game.host else {
      Issue.record("not evil")
      return
    }
    #expect(Array(held) == answers.filter { game.fits($0) })
    #expect(Array(game.fitting(answers)) == Array(held))
    #expect(game.fitting(FixedLengthWords(length: 5, words: ["CRANE"])).isEmpty)
    game.attempt("DUMPY")
    #expect(game.isOver && game.host == .secret(game.answer))
  }

  /// A letter of the language's own (Ö, Ñ) is not its base letter: pegs are scored in the
  /// game's alphabet.
  @Test func pegsAreScoredInTheGamesAlphabet() throws {
    let german = try #require(Alphabet(letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"))
    var game = CodeBreaker(secret: "ROLEX", attemptLimit: 6, alphabet: german)
    #expect(Array(game.attempt("ÖFTER").pegs) == [.none, .none, .none, .exact, .inexact])
    #expect(game.fits("ROLEX") && !game.fits("OFTER"))
  }

  @Test func aGameIsLostWhenTheAttemptsRunOut() {
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 2)
    game.attempt("BOOKS")
    game.attempt("EMAIL")
    #expect(game.status == .lost && game.attemptsLeft == 0)
  }

  @Test func refusalsCostNothing() throws {
    let allowed = try Self.allowed.get()
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    game.attempt("BOOKS")
    #expect(game.refusal(of: "BOOK", allowed: allowed) == .length("BOOK", length: 5))
    #expect(game.refusal(of: "BOKKS", allowed: allowed) == .notAWord("BOKKS"))
    #expect(game.refusal(of: "BOOKS", allowed: allowed) == .tried("BOOKS"))
    #expect(game.refusal(of: "CR4NE", allowed: allowed) == .notLetters(in: .latin))
    #expect(game.refusal(of: "", allowed: allowed) == .notLetters(in: .latin))
    #expect(game.refusal(of: "EMAIL", allowed: allowed) == nil)
    #expect(game.attempts.count == 1)
    #expect("\(AttemptRefusal.length("BOOK", length: 5))" == "BOOK has 4 letters; the word has 5.")
    #expect(game.normalized("  crane ") == "CRANE")
    let french = CodeBreaker(secret: "CAFE", attemptLimit: 6, alphabet: .latin)
    #expect(french.normalized(" café ") == "CAFE")
    let german = try #require(Alphabet(letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ"))
    let accented = CodeBreaker(secret: "MÄDCHEN", attemptLimit: 6, alphabet: german)
    #expect(accented.normalized("mädchen") == "MÄDCHEN")
    #expect(Pegs.score("MADCHEN", against: "MÄDCHEN", in: german).count(of: .exact) == 6)
  }

  @Test func hardModeKeepsExactLettersAndUsesRevealedOnes() throws {
    let allowed = try Self.allowed.get()
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6, isHard: true)
    game.attempt("TRACE")  // -, R exact, A exact, C inexact, E exact
    #expect(game.refusal(of: "BOOKS", allowed: allowed) == .mustKeep("R", place: 2))
    #expect(game.refusal(of: "BRAKE", allowed: allowed) == .mustUse("C", times: 1))
    #expect(game.refusal(of: "CRAVE", allowed: allowed) == nil)
    #expect(
      "\(AttemptRefusal.mustKeep("R", place: 2))" == "Hard mode: the 2nd letter must be R.")

    var twice = CodeBreaker(secret: "EERIE", attemptLimit: 6, isHard: true)
    twice.attempt("THREE")  // R exact, one E inexact, the last E exact
    #expect(twice.refusal(of: "SCREE", allowed: allowed) == nil)
    #expect(twice.refusal(of: "BARGE", allowed: allowed) == .mustUse("E", times: 2))
    #expect(
      "\(AttemptRefusal.mustUse("E", times: 2))" == "Hard mode: the attempt must use E twice.")
  }

  @Test func aLetterNeverGoesBackFromExact() {
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    game.attempt("TRACE")
    game.attempt("ERROR")  // R exact in place 2, the second R none
    let states = game.letterStates
    #expect(states["R"] == .exact)
    #expect(states["C"] == .inexact)
    #expect(states["T"] == Peg.none)
    #expect(states["Z"] == nil)
  }

  /// The evil host never keeps fewer words than another class of the split would leave,
  /// and what it shows always fits every word it keeps.
  @Test func theEvilHostKeepsTheLargestClass() throws {
    let answers = try Self.answers.get()
    var game = CodeBreaker(evilOver: answers, attemptLimit: 6)
    for attempt in ["CRANE", "TOILS", "DUMPY", "WHELK", "GAWKY"] where !game.isOver {
      guard case .evil(let before) = game.host else {
        Issue.record("not evil")
        return
      }
      var classes: [Pegs: Int] = [:]
      for word in before {
        classes[Pegs.score(attempt, against: word, in: .latin), default: 0] += 1
      }
      let shown = game.attempt(attempt).pegs
      guard case .evil(let after) = game.host else { return }
      #expect(after.count == classes.values.max())
      #expect(after.count == classes[shown])
      #expect(after.allSatisfy { game.fits($0) })
    }
  }

  @Test func theEvilHostBreaksTiesTowardFewerExactPegs() {
    // Against ABC, the words ACB, BCA… each form a class of one: the host keeps the one
    // with the fewest exact pegs, then the fewest inexact.
    let words = FixedLengthWords(length: 3, words: ["ABD", "BCA", "XYZ"])
    var game = CodeBreaker(evilOver: words, attemptLimit: 3)
    let pegs = game.attempt("ABC").pegs
    #expect(pegs.count(of: .exact) == 0 && pegs.count(of: .inexact) == 0)
    #expect(game.answer == "XYZ")
  }

  @Test func theDailyWordIsStableForADateAndDiffersAcrossDates() throws {
    let answers = try Self.answers.get()
    let today = DailyWord.day(year: 2026, month: 11, day: 23)
    #expect(DailyWord.index(day: today, in: answers) == DailyWord.index(day: today, in: answers))
    // A year of days: every word different, since a word comes back only after all the others.
    let year = (today..<today + 365).map { answers[DailyWord.index(day: $0, in: answers)] }
    #expect(Set(year).count == 365)
    #expect(year.allSatisfy { answers.contains($0) })
    // A date as a saved game writes it is that day; text that is no such date has no word.
    #expect(
      DailyWord.index(date: "2026-11-23", in: answers) == DailyWord.index(day: today, in: answers))
    for junk in [
      "2026-11-2", "2026/11/23", "", "20261-1-23", "2026-13-01", "2026-+1-01", "2026-1\u{301}2-06",
      "2026-02-29", "2026-04-31", "2026-00-10",
    ] {
      #expect(DailyWord.index(date: junk, in: answers) == nil, "\(junk)")
    }
    for date in ["2024-02-29", "2026-12-31", "2000-01-01", "2026-04-30"] {
      #expect(DailyWord.index(date: date, in: answers) != nil, "\(date)")
    }
    // Day numbers, checked against Foundation's calendar in UTC.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let epoch = calendar.date(from: DateComponents(year: 2000, month: 1, day: 1))!
    for (year, month, day) in [
      (2000, 1, 1), (2000, 3, 1), (2024, 2, 29), (2026, 11, 23), (1999, 12, 31),
    ] {
      let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
      let expected = calendar.dateComponents([.day], from: epoch, to: date).day!
      #expect(DailyWord.day(year: year, month: month, day: day) == expected)
    }
  }

  /// A rule's one-step choice is the attempt with the best split, checked against a plain
  /// count over every allowed word.
  @Test(arguments: HintRule.allCases)
  func theHintHasTheBestSplit(rule: HintRule) throws {
    let search = HintSearch(allowed: try Self.allowed.get(), answers: try Self.answers.get())
    var game = CodeBreaker(secret: "GLAZE", attemptLimit: 6)
    game.attempt("CRANE")
    let possible = search.possible(in: game)
    #expect(possible.allSatisfy { game.fits($0) } && possible.contains("GLAZE"))
    #expect(possible.count == search.answers.filter { game.fits($0) }.count)
    func score(_ attempt: String) -> Double {
      var classes: [Pegs: Double] = [:]
      for word in possible {
        classes[Pegs.score(attempt, against: word, in: .latin), default: 0] += 1
      }
      switch rule {
      case .entropy: return classes.values.reduce(0) { $0 + $1 * log2($1) }
      case .mostClasses: return -Double(classes.count)
      case .smallestExpected: return classes.values.reduce(0) { $0 + $1 * $1 }
      }
    }
    let hint = try #require(
      search.best(for: game, possible: possible, rule: rule, lookingAhead: false))
    let best = search.allowed.filter { $0 != "CRANE" }.map(score).min()!
    #expect(abs(score(hint) - best) < 1e-9)
  }

  /// A ranking shared among the cores (after FUZZY, 1,180 words are left) keeps the same
  /// attempts in the same order as one pass over every candidate.
  @Test(arguments: HintRule.allCases)
  func aRankingSharedAmongCoresIsTheOnePassOne(rule: HintRule) throws {
    let search = HintSearch(allowed: try Self.allowed.get(), answers: try Self.answers.get())
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    game.attempt("FUZZY")
    let split = PegSplit(search.possible(in: game))
    let candidates = Array(search.allowed.indices.map(Int32.init))
    let shared = HintSearch.ranked(
      candidates, of: search.allowed, splitting: split, rule: rule, limit: 300)
    let onePass = HintSearch.best(
      candidates[...], of: search.allowed, splitting: split, rule: rule, limit: 300)
    #expect(shared.count == 300)
    #expect(shared == onePass.map(\.index))
  }

  /// After a poor first attempt a hint ranks a shortlist, picked against a sample of the
  /// words left; its one-step choice is the one a ranking of every attempt against every
  /// word makes.
  @Test(arguments: ["FUZZY", "JUMPY", "VIVID", "XXXII"])
  func aShortlistChoosesAsTheWholeRankingDoes(attempt: String) throws {
    let search = HintSearch(allowed: try Self.allowed.get(), answers: try Self.answers.get())
    try #require(search.allowed.contains(attempt))
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    game.attempt(attempt)
    let possible = search.possible(in: game)
    let candidates = search.allowed.indices.map(Int32.init).filter {
      search.allowed[Int($0)] != attempt
    }
    #expect(candidates.count * possible.count > HintSearch.budget / 2)  // a shortlist is made
    for rule in HintRule.allCases {
      let whole = HintSearch.ranked(
        candidates, of: search.allowed, splitting: PegSplit(possible), rule: rule, limit: 1)
      let hint = search.best(for: game, possible: possible, rule: rule, lookingAhead: false)
      #expect(hint == whole.first.map { search.allowed[Int($0)] }, "\(rule)")
    }
  }

  @Test func aHintWithOneWordLeftIsThatWord() throws {
    let search = HintSearch(allowed: try Self.allowed.get(), answers: try Self.answers.get())
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6)
    game.attempt("TRACE")
    game.attempt("BRAKE")
    let possible = search.possible(in: game)
    if possible.count == 1 { #expect(search.best(for: game, possible: possible) == "CRANE") }
    game.attempt(possible.count == 1 ? "CRANE" : "CRAVE")
    let narrowed = search.possible(in: game)
    #expect(narrowed.contains("CRANE"))
  }

  /// The hints' rule on bytes admits exactly the words the game accepts in hard mode.
  @Test func hintsKeepToTheSameHardModeRuleAsTheGame() throws {
    let allowed = try Self.allowed.get()
    for (secret, attempts) in [
      ("CRANE", ["TRACE", "BRAKE"]), ("EERIE", ["THREE", "EMERY"]), ("ABBEY", ["BABES"]),
    ] {
      var game = CodeBreaker(secret: secret, attemptLimit: 6, isHard: true)
      var candidates = allowed.indices.map(Int32.init)
      for attempt in attempts {
        let pegs = game.attempt(attempt).pegs
        candidates = HintSearch.keeping(
          candidates, of: allowed, to: Array(attempt.utf8), code: pegs.code)
      }
      let accepted = allowed.filter { game.refusal(of: $0, allowed: allowed) == nil }
      #expect(candidates.map { allowed[Int($0)] } == accepted, "\(secret)")
    }
  }

  @Test func aHardModeHintUsesWhatWasRevealed() throws {
    let allowed = try Self.allowed.get()
    let search = HintSearch(allowed: allowed, answers: try Self.answers.get())
    var game = CodeBreaker(secret: "CRANE", attemptLimit: 6, isHard: true)
    game.attempt("TRACE")
    let possible = search.possible(in: game)
    let hint = try #require(search.best(for: game, possible: possible))
    #expect(game.refusal(of: hint, allowed: allowed) == nil)
  }

  /// `/hint` playing by itself finds every five-letter answer within 6 attempts, in normal
  /// and in hard mode, played through real games (the game's own scoring, not the search's).
  /// In hard mode the rule's one-step choice alone loses some: the deeper search is what
  /// wins them.
  @Test(arguments: [false, true])
  func theHintFindsEveryAnswerInSixAttempts(isHard: Bool) throws {
    let search = HintSearch(allowed: try Self.allowed.get(), answers: try Self.answers.get())
    let start = CodeBreaker(secret: search.answers[0], attemptLimit: 6, isHard: isHard)
    let lost = Self.lostAnswers(search, start, possible: Array(search.answers)) {
      search.best(for: $0, possible: $1)
    }
    #expect(lost == [])
    if isHard {
      let lostByTheRule = Self.lostAnswers(search, start, possible: Array(search.answers)) {
        search.best(for: $0, possible: $1, lookingAhead: false)
      }
      #expect(!lostByTheRule.isEmpty)
    }
  }

  /// The answers of `possible` that `hint` playing by itself does not find in `game`: the
  /// hint splits them by the pegs a real game gives it, and each class plays on.
  private static func lostAnswers(
    _ search: HintSearch, _ game: CodeBreaker, possible: [String],
    hint: (CodeBreaker, FixedLengthWords) -> String?
  ) -> [String] {
    let words = FixedLengthWords(length: game.length, words: possible)
    guard let attempt = hint(game, words) else { return possible }
    #expect(game.refusal(of: attempt, allowed: search.allowed) == nil)
    var classes: [Pegs: [CodeBreaker]] = [:]
    for secret in possible {
      var next = CodeBreaker(secret: secret, attemptLimit: game.attemptLimit, isHard: game.isHard)
      for earlier in game.attempts { next.attempt(earlier.word) }
      let pegs = next.attempt(attempt).pegs
      if pegs.isAllExact { continue }
      classes[pegs, default: []].append(next)
    }
    return classes.values.flatMap { games in
      lostAnswers(search, games[0], possible: games.map(\.answer), hint: hint)
    }
  }
}

extension CodeBreaker {
  /// Whether `word` would have got every attempt's pegs, scored one word at a time: the
  /// reference `fitting(_:)` is checked against.
  func fits(_ word: String) -> Bool {
    attempts.allSatisfy { Pegs.score($0.word, against: word, in: alphabet) == $0.pegs }
  }
}
