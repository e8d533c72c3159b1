/// A game of guesses against a limit of incorrect ones, Hangman's or Evil Hangman's: what
/// the gallows shows of it, and the counts and status both games work out the same way.
public protocol GallowsGame {
  /// The word as shown: a letter, or `nil` for one still hidden.
  var pattern: [Character?] { get }
  var triedLetters: [Character] { get }
  /// The letters tried that the word does not have.
  var misses: [Character] { get }
  /// The whole guesses that were wrong.
  var wrongGuesses: [String] { get }
  /// The number of incorrect guesses allowed.
  var guessLimit: Int { get }
  /// Whether the word was guessed whole.
  var guessedWhole: Bool { get }
  /// Why a whole guess would be refused, or `nil` if it would count.
  func refusal(ofWhole text: String) -> GuessRefusal?
}

extension GallowsGame {
  /// The guess limits a game can have: at least one miss, at most one per letter.
  public static var guessLimits: ClosedRange<Int> { 1...26 }

  /// The incorrect guesses made: wrong letters and wrong whole guesses.
  public var incorrectGuesses: Int { misses.count + wrongGuesses.count }

  /// The number of incorrect guesses the player may still make.
  public var remainingGuesses: Int { guessLimit - incorrectGuesses }

  /// Every guess that counted: letters and whole guesses.
  public var guessesUsed: Int { triedLetters.count + wrongGuesses.count + (guessedWhole ? 1 : 0) }

  /// How the game stands: won once every letter is shown (a word guessed whole shows them
  /// all), lost on the last incorrect guess allowed.
  public var status: GameStatus {
    if !pattern.contains(nil) { return .won }
    if incorrectGuesses >= guessLimit { return .lost }
    return .playing
  }

  /// Whether the game has ended.
  public var isOver: Bool { status != .playing }
}
