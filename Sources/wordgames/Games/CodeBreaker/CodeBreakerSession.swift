import CodeBreakerModel
import GameMachinery
import Lexicon
import Storage
import Terminal

/// A game of CodeWord Breaker, kept in the history from its start with every attempt.
struct CodeBreakerSession: GameSession {
  /// The secret drawn (none for an evil host), and the date of a daily game.
  struct Opening: Codable {
    var secret: String?
    /// The date of a daily game (`2026-11-23`), or `nil`.
    var daily: String?
  }

  var basics: SessionBasics
  var options: CodeBreakerOptions
  let opening: Opening
  var game: CodeBreaker
  /// The game's words: the attempts it accepts, its answers, and the hints over them. Read
  /// once, as the game is made (a save leaves them out).
  let search: HintSearch

  /// A game of a secret among the answers of the length, or with an evil host over all of
  /// them, as the options say.
  init(opening: Opening, options: CodeBreakerOptions, basics: SessionBasics, words: WordLists)
    throws
  {
    search = try CodeBreakerDictionaries.words(options.source, length: options.length, from: words)
    let answers = search.answers
    // A daily game's word is its date's.
    let daily = opening.daily.map { date in
      guard options.daily, let place = DailyWord.index(date: date, in: answers) else {
        return false
      }
      return opening.secret == answers[place]
    }
    guard daily ?? true, options.evil == (opening.secret == nil),
      opening.secret.map(answers.contains) ?? true
    else { throw SaveDamaged() }
    self.basics = basics
    self.options = options
    self.opening = opening
    game =
      if let secret = opening.secret {
        CodeBreaker(
          secret: secret, attemptLimit: options.attempts, isHard: options.hard,
          alphabet: answers.alphabet)
      } else {
        CodeBreaker(evilOver: answers, attemptLimit: options.attempts, isHard: options.hard)
      }
  }

  /// CodeWord Breaker's own command.
  enum Command: String, GameSlashCommand {
    case hint

    var summary: String { "the attempt that best splits the words still possible" }
    var isCounted: Bool { true }
  }

  var status: GameStatus { game.status }
  var endingWord: String? { game.answer }
  var moveCount: Int { game.attempts.count }

  var summary: String {
    var parts = kind
    parts.insert(game.attempts.count.counted("attempt") + " of \(game.attemptLimit)", at: 2)
    return parts.joined(separator: ", ")
  }

  /// What kind of game it is: the list, the length, and hard, evil or daily where it is.
  var kind: [String] {
    var parts = [source.displayName, game.length.counted("letter")]
    if game.isHard { parts.append("hard") }
    if game.isEvil { parts.append("evil") }
    if let daily = opening.daily { parts.append("daily \(daily)") }
    return parts
  }

  var prompt: String? { "Attempt \(game.attempts.count + 1) of \(game.attemptLimit): " }

  var rules: String {
    "Type a word of \(game.length) letters. Each letter gets a peg: "
      + CodeBreakerScreen.key.joined(separator: ", ")
      + ". A letter is marked elsewhere no more times than the word has it: ELDER against "
      + "ERROR is \(Self.symbols(Pegs.score("ELDER", against: "ERROR", in: .latin))) "
      + "(ERROR's one E is taken by the first)."
      + (game.isHard ? " Hard mode: keep every ● letter in its place and use every ○ letter." : "")
  }

  /// A daily game is the one of its date, length and list.
  var keptKey: String? {
    opening.daily.map { CodeBreakerCommand.dailyKey(date: $0, length: game.length, source: source) }
  }

  func screen(_ view: GameView) -> String { CodeBreakerScreen.render(self, view: view) }

  /// The last attempt's pegs in words, by what they mean: `Last CRANE: right place A E;
  /// in the word elsewhere R; not in the word C N · 5 attempts left`.
  func plainScreen(_ view: GameView) -> String {
    let last = game.attempts.last.map { "Last " + Self.inWords($0) }
    return (last ?? "A word of \(game.length.counted("letter"))")
      + " · \(game.attemptsLeft.counted("attempt")) left"
  }

  /// An attempt's pegs in words: `CRANE: right place A E; not in the word C R N`.
  static func inWords(_ attempt: CodeBreaker.Attempt) -> String {
    let groups = Peg.allCases.reversed().compactMap { peg -> String? in
      let letters = zip(attempt.word, attempt.pegs).filter { $0.1 == peg }.map { String($0.0) }
      return letters.isEmpty ? nil : "\(peg.meaning) " + letters.joined(separator: " ")
    }
    return "\(attempt.word): " + groups.joined(separator: "; ")
  }

  func reminder(_ view: GameView) -> String {
    let last = game.attempts.last.map { "last \($0.word) (\(Self.symbols($0.pegs))), " } ?? ""
    return view.style.paint("\(last)\(game.attemptsLeft.counted("attempt")) left", .dim)
  }

  /// Pegs as their symbols, `● · · ○ ·`, which read the same with colour or without, with
  /// no-break spaces between them so that wrapping never splits them.
  static func symbols(_ pegs: Pegs) -> String { pegs.map(\.symbol).joined(separator: "\u{00A0}") }

  func parse(_ line: String, words: WordLists) -> Result<String, Refusal> {
    let word = game.normalized(line)
    if let refusal = game.refusal(of: word, allowed: search.accepted) {
      return .failure(Refusal(refusal.description))
    }
    return .success(word)
  }

  mutating func play(_ word: String, view: GameView) -> String {
    game.attempt(word)
    guard game.isOver else { return "" }
    let ending =
      game.status == .won
      ? "You broke the code in \(game.attempts.count.counted("attempt"))!"
      : "Out of attempts. The word was \(game.answer)."
    return view.style.paint(ending, game.status == .won ? .good : .bad) + "\n\n"
      + CodeBreakerScreen.share(self) + "\n"
  }

  mutating func perform(_ command: Command, argument: String, words: WordLists)
    -> SlashAnswer<CodeBreakerSession>
  {
    switch command {
    case .hint:
      let possible = search.possible(in: game)
      guard let hint = bestAttempt(possible: possible, words: words)
      else { return .refused(Refusal("There is nothing left to hint at.")) }
      // With one word possible, the hint is that word.
      guard possible.count > 1 else { return .said("Try \(hint): it is the only word possible.") }
      let left = "\(possible.count.grouped) words are possible"
      return .said(
        "Try \(hint): \(left)" + (possible.contains(hint) ? ", and it is one of them." : "."))
    }
  }

  /// `/hint`: the attempt that best splits the words still possible and is sure to find the
  /// word in time (`HintSearch`, by the rule of most classes). Before the first attempt every
  /// answer is possible, and the search over every pair of words is the longest there is
  /// (about 0.3 s for five letters), so that first hint is kept in the cache folder, named
  /// after the words and the game's attempts and mode (a search deeper than one step, as for
  /// the 665 three-letter answers, depends on them).
  private func bestAttempt(possible: FixedLengthWords, words: WordLists) -> String? {
    guard game.attempts.isEmpty else { return search.best(for: game, possible: possible) }
    let key =
      search.allowed.bytes + [0] + possible.bytes
      + Array("\(HintRule.mostClasses.rawValue) \(game.attemptLimit) \(game.isHard)".utf8)
    let opener = words.cache.computed(
      "codebreaker-opener-\(game.length)", key: key,
      isSound: { search.allowed.contains(String(decoding: $0, as: UTF8.self)) },
      compute: { Array((search.best(for: game, possible: possible) ?? "").utf8) })
    return opener.isEmpty ? nil : String(decoding: opener, as: UTF8.self)
  }

  func fillIn(_ record: inout GameRecord) {
    record.length = game.length
    record.guessLimit = game.attemptLimit
    record.incorrectGuesses = game.attempts.count(where: { !$0.pegs.isAllExact })
    record.word = isOver ? game.answer : nil
    record[CodeBreakerCommand.hardColumn] = HistoryValue(game.isHard)
    record[CodeBreakerCommand.evilColumn] = HistoryValue(game.isEvil)
    record[CodeBreakerCommand.dailyColumn] = opening.daily.map { .text($0) }
    record[CodeBreakerCommand.hintsColumn] = .integer(hints)
  }
}
