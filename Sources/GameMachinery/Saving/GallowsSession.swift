import Lexicon
import Terminal

/// A guess in either hangman game: one letter, or the whole word (or phrase).
public enum HangmanGuess: Sendable {
  case letter(Character)
  case whole(String)
}

/// A game of either hangman game in progress: what both say alike of their `GallowsGame`
/// (how it stands, the moves made, the plain screen, the reminder, how a guess is read and
/// how it is answered) is said once here.
public protocol GallowsSession: GameSession where Move == HangmanGuess {
  associatedtype Game: GallowsGame
  var game: Game { get }
  /// What is guessed, as the refusals name it: `word` or `phrase`.
  var noun: String { get }
}

extension GallowsSession {
  public var noun: String { "word" }
  public var status: GameStatus { game.status }
  public var moveCount: Int { game.guessesUsed }

  public func plainScreen(_ view: GameView) -> String { GallowsBoard.plain(game) }

  public func reminder(_ view: GameView) -> String { GallowsBoard.reminder(game, view: view) }

  /// One letter, or a whole guess the game takes (`refusal(ofWhole:)` says why it would
  /// not); a refused one costs nothing, and both games refuse in the same words.
  public func parse(_ line: String, words: WordLists) -> Result<HangmanGuess, Refusal> {
    let alphabet = source.language.alphabet
    let typed = line.trimmingSpaces
    let wholeGuess = Refusal(
      noun == "phrase"
        ? "Type one letter, or the whole phrase (its spaces and punctuation may be left out)."
        : "Type one letter, or the whole word, \(alphabet.named("or")).")
    // One character is a letter, even one that folds to two (ß is SS); a whole guess has its
    // letters folded to the alphabet (CAFÉ is CAFE in French), a phrase's spaces and
    // punctuation as typed, and a letter the alphabet has no place for refuses it.
    guard typed.count > 1 else {
      if let letter = typed.first, let codes = alphabet.codes(of: typed), codes.count > 1 {
        return .failure(Refusal("\(letter) is \(alphabet.text(codes)) here: type one letter."))
      }
      let parsed = LetterGuess.parse(
        typed, tried: game.triedLetters, in: alphabet, notALetter: wholeGuess)
      return parsed.map { .letter($0) }
    }
    guard let text = alphabet.folded(typed) ?? alphabet.foldedLetters(typed) else {
      return .failure(wholeGuess)
    }
    let shown = text.uppercased()
    let doesNotFit = "\(shown) doesn't fit what is shown:"
    switch game.refusal(ofWhole: text) {
    case nil:
      return .success(.whole(text))
    case .notLetters:
      return .failure(wholeGuess)
    case .wrongLength(let count):
      let typed = text.count { alphabet.code(of: $0) != nil }
      return .failure(
        Refusal("The \(noun) has \(count.counted("letter")); that guess has \(typed)."))
    case .alreadyTried:
      return .failure(Refusal("You already guessed \(shown)."))
    case .doesNotFit(.shown(let letter, let position)):
      return .failure(Refusal("\(doesNotFit) letter \(position + 1) is \(letter)."))
    case .doesNotFit(.tried(let letter)):
      return .failure(Refusal("\(doesNotFit) it has \(letter) where no \(letter) is shown."))
    }
  }

  /// The answer to a guess just played: a letter as often as it is now shown, a whole guess
  /// right if it showed the word; and once the game is over, under it, what its end says,
  /// `won` or `lost`, in the colour of a win or a loss.
  public func answer(
    to guess: HangmanGuess, won: String, lost: String, view: GameView
  ) -> String {
    let answer =
      switch guess {
      case .letter(let letter):
        switch game.pattern.count(where: { $0 == letter }) {
        case 0: "No, there is no \(letter)."
        case 1: "Yes, there is one \(letter)."
        case let count: "Yes, there are \(count) \(letter)'s."
        }
      case .whole(let word):
        game.guessedWhole ? "Yes, that's it!" : "No, it isn't \(word.uppercased())."
      }
    switch game.status {
    case .playing: return answer
    case .won: return answer + "\n" + view.style.paint(won, .good)
    case .lost: return answer + "\n" + view.style.paint(lost, .bad)
    }
  }
}
