import Lexicon
import Terminal

/// Reads a one-letter guess (SPEC §3): a letter of the game's alphabet in either case,
/// folded (é is E in French, ä is Ä in German), spaces around it ignored.
public enum LetterGuess {
  /// The guess as an upper-case letter, or the reason it is refused: for anything that is
  /// not a letter, `notALetter`, else the same words in every game.
  public static func parse(
    _ text: String, tried: [Character], in alphabet: Alphabet = .latin,
    notALetter: Refusal? = nil
  ) -> Result<Character, Refusal> {
    let trimmed = text.trimmingSpaces
    guard trimmed.count == 1, let first = trimmed.first, let code = alphabet.code(of: first) else {
      return .failure(notALetter ?? Refusal("Type one letter, \(alphabet.named("or"))."))
    }
    let letter = alphabet.letter(code)
    guard !tried.contains(letter) else { return .failure(Refusal("You already tried \(letter).")) }
    return .success(letter)
  }
}

/// A guess in either hangman game: one letter, or the whole word (or phrase).
public enum HangmanGuess: Sendable {
  case letter(Character)
  case whole(String)

  /// Reads a guess: one letter, or a whole guess the game takes (`refusal` says why it
  /// would not); a refused one costs nothing, and both games refuse in the same words.
  ///
  /// - Parameter noun: What is guessed: `word` or `phrase`.
  public static func parse(
    _ line: String, tried: [Character], noun: String, in alphabet: Alphabet = .latin,
    refusal: (String) -> GuessRefusal?
  ) -> Result<HangmanGuess, Refusal> {
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
      return LetterGuess.parse(typed, tried: tried, in: alphabet, notALetter: wholeGuess)
        .map { .letter($0) }
    }
    guard let text = alphabet.folded(typed) ?? alphabet.foldedLetters(typed) else {
      return .failure(wholeGuess)
    }
    let shown = text.uppercased()
    let doesNotFit = "\(shown) doesn't fit what is shown:"
    switch refusal(text) {
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
}
