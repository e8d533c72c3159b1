import Lexicon

/// A game of CodeWord Breaker (SPEC §3.4): a hidden word, and attempts scored letter by
/// letter with pegs, until one is all exact or the attempts run out.
///
/// The host either holds one secret word, or (`evil`) never commits: after each attempt it
/// keeps the largest class of words that give the same pegs, as Evil Hangman does with
/// letters.
public struct CodeBreaker: Sendable, Equatable {
  /// The word lengths a game may have.
  public static let lengths = 3...6
  /// The attempts a game may allow.
  public static let attemptLimits = 1...20

  /// One attempt and the pegs it got.
  public struct Attempt: Sendable, Equatable {
    public let word: String
    public let pegs: Pegs
  }

  /// Who holds the word.
  public enum Host: Sendable, Equatable {
    /// One word: chosen at the start, or the evil host's once the game is over.
    case secret(String)
    /// Every word that gives the pegs shown so far; the largest class is kept each time.
    case evil(FixedLengthWords)
  }

  public let length: Int
  public let attemptLimit: Int
  /// The letters of the words: an attempt is folded to them (CAFÉ is CAFE in French).
  public let alphabet: Alphabet
  /// Whether every attempt must use what earlier pegs revealed.
  public let isHard: Bool
  /// Whether the host never commits to a word while the game is played.
  public let isEvil: Bool
  public private(set) var attempts: [Attempt] = []
  public private(set) var host: Host

  public var status: GameStatus {
    if attempts.last?.pegs.isAllExact == true { return .won }
    return attempts.count >= attemptLimit ? .lost : .playing
  }

  public var isOver: Bool { status != .playing }
  public var attemptsLeft: Int { attemptLimit - attempts.count }

  /// The word, once the game is over: the secret, or the first word the evil host still
  /// holds.
  public var answer: String {
    switch host {
    case .secret(let word): word
    case .evil(let words): words[0]
    }
  }

  /// Why `word` (upper-case, as `normalized` makes it) cannot be the next attempt, or `nil`
  /// if it can: it must be a word of the game's length in `allowed` that was not tried yet,
  /// and in hard mode use what the pegs revealed. A refused attempt costs nothing.
  public func refusal(of word: String, allowed: FixedLengthWords) -> AttemptRefusal? {
    guard !word.isEmpty, let codes = alphabet.codes(of: word), codes.count == word.count else {
      return .notLetters(in: alphabet)
    }
    guard codes.count == length else { return .length(word, length: length) }
    if attempts.contains(where: { $0.word == word }) { return .tried(word) }
    guard allowed.contains(word) else { return .notAWord(word) }
    return isHard ? hardModeRefusal(of: word) : nil
  }

  /// Makes an attempt `refusal(of:allowed:)` accepts, and returns the pegs it got.
  @discardableResult
  public mutating func attempt(_ word: String) -> Attempt {
    precondition(!isOver && word.count == length, "not an attempt this game can take")
    switch host {
    case .secret(let secret):
      attempts.append(Attempt(word: word, pegs: Pegs.score(word, against: secret, in: alphabet)))
    case .evil(let words):
      let (kept, pegs) = words.keptByEvilHost(after: word)
      attempts.append(Attempt(word: word, pegs: pegs))
      // Once the game is over the evil host's word is the answer, kept as a secret is: the
      // words it held can be worked out again, and are not kept.
      host = isOver ? .secret(kept[0]) : .evil(kept)
    }
    return attempts[attempts.count - 1]
  }

  /// An attempt as typed: surrounding spaces dropped, upper case, and folded to the
  /// alphabet where it can be (CAFÉ is CAFE in French).
  public func normalized(_ line: String) -> String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    let typed = String(line.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    return alphabet.folded(typed) ?? typed.uppercased()
  }

  // MARK: What the pegs revealed

  /// Why `word` breaks the hard-mode rule, if it does: every exact letter stays in its
  /// place (the first broken, attempt by attempt), and every revealed letter is used at
  /// least as many times as one attempt revealed it (the first missing, alphabetically).
  /// Hints apply the same rule to bytes (`HintSearch.keeping`); a test checks that the two
  /// agree.
  private func hardModeRefusal(of word: String) -> AttemptRefusal? {
    let letters = Array(word)
    var required: [Character: Int] = [:]
    for attempt in attempts {
      let revealed = zip(attempt.word, attempt.pegs).enumerated().filter { $0.element.1 != .none }
      for (place, (letter, peg)) in revealed where peg == .exact && letters[place] != letter {
        return .mustKeep(letter, place: place + 1)
      }
      let times = Dictionary(revealed.map { ($0.element.0, 1) }, uniquingKeysWith: +)
      required.merge(times, uniquingKeysWith: max)
    }
    let missing = required.filter { letter, times in letters.count { $0 == letter } < times }
    return missing.min { $0.key < $1.key }.map { AttemptRefusal.mustUse($0.key, times: $0.value) }
  }

  /// The best-known state of each letter tried: exact if it was ever exact, else inexact if
  /// it was ever inexact, else none. (A letter never goes back from exact to inexact.)
  public var letterStates: [Character: Peg] {
    Dictionary(attempts.flatMap { zip($0.word, $0.pegs) }, uniquingKeysWith: max)
  }

  /// The words of `answers` that would have got every attempt's pegs: none, if an attempt
  /// is no word of theirs (another length, another alphabet's letters).
  public func fitting(_ answers: FixedLengthWords) -> FixedLengthWords {
    var fits = [Bool](repeating: true, count: answers.count)
    let split = PegSplit(answers)
    for attempt in attempts {
      guard let codes = answers.alphabet.codes(of: attempt.word), codes.count == answers.length
      else { return answers.keeping { _ in false } }
      split.forEachCode(of: codes) { index, code in
        if code != attempt.pegs.code { fits[index] = false }
      }
    }
    return answers.keeping { fits[$0] }
  }

}

/// Why an attempt was refused; it cost nothing.
public enum AttemptRefusal: Error, Equatable, Sendable, CustomStringConvertible {
  case notLetters(in: Alphabet)
  case length(String, length: Int)
  case tried(String)
  case notAWord(String)
  /// Hard mode: an exact letter must stay in its place (counted from 1).
  case mustKeep(Character, place: Int)
  /// Hard mode: a revealed letter must be used, this many times.
  case mustUse(Character, times: Int)

  public var description: String {
    switch self {
    case .notLetters(let alphabet):
      "An attempt is one word, letters \(alphabet.named("or"))."
    case .length(let word, let length):
      "\(word) has \(word.count) letter\(word.count == 1 ? "" : "s"); the word has \(length)."
    case .tried(let word):
      "You tried \(word) already."
    case .notAWord(let word):
      "\(word) is not in the word list."
    case .mustKeep(let letter, let place):
      "Hard mode: the \(place.ordinal) letter must be \(letter)."
    case .mustUse(let letter, let times):
      "Hard mode: the attempt must use \(letter)"
        + (times == 1 ? "." : times == 2 ? " twice." : " \(times) times.")
    }
  }
}

extension Int {
  /// 1st, 2nd, 3rd, 4th…
  var ordinal: String {
    // 11th, 12th and 13th, whatever their last digit.
    let isTeen = (11...13).contains(self % 100)
    let suffix = !isTeen && (1...3).contains(self % 10) ? ["st", "nd", "rd"][self % 10 - 1] : "th"
    return "\(self)\(suffix)"
  }
}

extension CodeBreaker {
  /// A game with one secret word, of the letters of `alphabet`.
  public init(
    secret: String, attemptLimit: Int, isHard: Bool = false, alphabet: Alphabet = .latin
  ) {
    precondition(!secret.isEmpty && alphabet.codes(of: secret)?.count == secret.count)
    precondition(attemptLimit > 0)
    self.init(
      length: secret.count, attemptLimit: attemptLimit, alphabet: alphabet, isHard: isHard,
      isEvil: false, host: .secret(secret))
  }

  /// A game whose host keeps every word of `answers` that fits the pegs.
  public init(evilOver answers: FixedLengthWords, attemptLimit: Int, isHard: Bool = false) {
    precondition(!answers.isEmpty && attemptLimit > 0)
    self.init(
      length: answers.length, attemptLimit: attemptLimit, alphabet: answers.alphabet,
      isHard: isHard, isEvil: true, host: .evil(answers))
  }
}
