import Foundation
import Lexicon
import Storage
import TestSupport
import Testing

/// A game of each kind in each language of the table, through the binary (issue 52): the
/// language's letters on the board, a typed letter folded to them, the game recorded in its
/// language, and the word shown as the language writes it.
@Suite(.temporaryHome) struct LanguagesEndToEndTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// The board's row of letters before any is tried: every letter of the alphabet.
  static func letters(_ language: Language) -> String {
    language.alphabet.letters.map(String.init).joined(separator: " ")
  }

  /// The alphabet's last letter, typed in lower case: a letter of its own where it has one.
  static func lastLetter(_ language: Language) -> String {
    language.alphabet.letters.last!.lowercased()
  }

  /// The one record of the run: in `language`, of `game`, finished.
  func record(of game: String, in language: Language) throws -> GameRecord {
    let records = process.history()
    let record = try #require(records.last)
    #expect(records.count == 1)
    #expect(record.game == game && record.language == language.code)
    #expect(record.outcome == .won || record.outcome == .lost)
    return record
  }

  @Test(arguments: Language.all)
  func evilHangman(in language: Language) throws {
    let run = try process.run(
      ["evil", "--lang", language.code, "--length", "5", "--guesses", "1", "--seed", "1"],
      input: [Self.lastLetter(language), "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("EVIL HANGMAN · \(language.name) · 5 letters"))
    #expect(run.output.contains("Letters  \(Self.letters(language))\n"))
    let letter = language.alphabet.letters.last!
    #expect(
      run.output.contains("No, there is no \(letter).")
        || run.output.contains("there is one \(letter)") || run.output.contains("\(letter)'s"))
    _ = try record(of: "evil", in: language)
  }

  @Test(arguments: Language.all)
  func hangman(in language: Language) throws {
    let run = try process.run(
      ["hangman", "--lang", language.code, "--guesses", "1", "--seed", "2"],
      input: ["é", "q", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("HANGMAN · \(language.name)"))
    // É is E in every language of the table.
    #expect(!run.output.contains("Type one letter"))
    #expect(run.output.contains(" E.") || run.output.contains(" E's."))
    let record = try record(of: "hangman", in: language)
    let word = try #require(record.word)
    let common = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent(language.commonListFile),
      alphabet: language.alphabet)
    #expect(common.contains(word))
    // Shown as the language writes it, where folding changed it.
    let full = WordGamesProcess.wordsFolder.appendingPathComponent(language.fullListFile)
    let entries =
      try PropertyListSerialization.propertyList(
        from: Data(contentsOf: full), format: nil) as? [String]
    let spellings = (entries ?? []).filter {
      language.alphabet.codes(of: $0) == language.alphabet.codes(of: word)
    }
    // A drawn word is played in plain letters: its usual spelling is the list's first.
    let written = spellings.first ?? word
    #expect(written == word || run.output.contains("\(word) is written \(written)."))
    #expect(
      run.output.contains("Meanings are kept for English words only.") != language.hasMeanings)
  }

  @Test(arguments: Language.all)
  func codeWordBreaker(in language: Language) throws {
    let answers = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent(language.answerListFile),
      alphabet: language.alphabet)
    // An attempt typed in lower case, as the language writes it.
    let attempt = try #require(answers.words(ofLength: 5).last)
    let run = try process.run(
      ["codebreaker", "--lang", language.code, "--attempts", "1", "--seed", "3"],
      input: [attempt.lowercased(), "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("CODEWORD BREAKER · \(language.name) · 5 letters"))
    #expect(run.output.contains("Untried     \(Self.letters(language))"))
    #expect(run.output.contains("1  \(attempt.map(String.init).joined(separator: " "))"))
    let record = try record(of: "codebreaker", in: language)
    #expect(answers.contains(try #require(record.word)))
  }

  @Test(arguments: Language.all)
  func ghostAgainstTheComputer(in language: Language) throws {
    // The last letter, then one that cannot follow what the computer made of it: the round
    // ends on the second move at the latest.
    let last = Self.lastLetter(language)
    let run = try process.run(
      ["ghost", "--lang", language.code, "--computer"], input: [last, last, last, "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("GHOST · \(language.name) · You vs Computer (perfect)"))
    #expect(run.output.contains("You add \(language.alphabet.letters.last!)"))
    #expect(run.output.contains("Computer wins the round!"))
    _ = try record(of: "ghost", in: language)
  }

  /// A game of each kind, left after a move with the alphabet's last letter (a letter of
  /// its own where the language has one), is continued by the next run, that letter and all.
  @Test(arguments: Language.all)
  func everyGameLeftMidwayIsContinued(in language: Language) throws {
    let letter = language.alphabet.letters.last!
    let common = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent(language.commonListFile),
      alphabet: language.alphabet)
    let word = try #require(common.words(ofLength: 5).first { $0.contains(letter) })
    let secret = try process.write(word + "\n", to: "\(language.code).txt")
    let lang = ["--lang", language.code]
    let games: [(arguments: [String], move: String, shown: String)] = [
      (["hangman", "--words", secret, "--length", "5"], letter.lowercased(), "Word     "),
      (["evil", "--length", "5"], letter.lowercased(), "Letters  "),
      (["codebreaker", "--length", "5"], word.lowercased(), "1  "),
      (["ghost"], letter.lowercased(), "Fragment"),
    ]
    for (arguments, move, shown) in games {
      let first = try process.run(arguments + lang + ["--seed", "4"], input: [move, "/quit"])
      #expect(first.status == 0, "\(arguments[0]): \(first.errors)")
      let next = try process.run([arguments[0]] + lang, input: ["/quit"])
      #expect(next.status == 0)
      #expect(next.errors.isEmpty, "\(arguments[0]) \(language.code): \(next.errors)")
      #expect(next.output.contains("Continuing your unfinished game"), "\(arguments[0])")
      let screen = try #require(
        next.output.components(separatedBy: "\n").first { $0.contains(shown) })
      #expect(screen.contains(letter) || arguments[0] == "evil", "\(arguments[0]): \(screen)")
    }
    #expect(process.history().isEmpty)
  }

  /// A drawn word whose plain letters are a spelling of their own too (LINEA, a form of
  /// LINEAR, beside LÍNEA) ends as the list usually writes it, not in the plain letters it
  /// was played in.
  @Test func aDrawnWordEndsInItsUsualSpellingWhereItsPlainLettersAreOneToo() throws {
    let list = try process.write("LÍNEA\nLINEA\n", to: "linea.txt")
    let run = try process.run(
      ["hangman", "--words", list, "--lang", "es", "--plain"],
      input: ["l", "i", "n", "e", "a", "n"])
    #expect(run.status == 0)
    #expect(run.output.contains("LINEA is written LÍNEA."), "\(run.output)")
  }

  /// A friend's secret is folded to the game's language, and refused with its letters named
  /// when it has one the language has no place for.
  @Test func aFriendsSecretIsInTheGamesLanguage() throws {
    let run = try process.run(
      ["hangman", "--two-player", "--lang", "de"],
      input: ["Straße 1", "smørrebrød", "Straße", "s", "t", "r", "ä", "a", "e", "n"])
    #expect(run.status == 0)
    #expect(
      run.output.components(
        separatedBy: "Use only letters A to Z, Ä, Ö and Ü, spaces, hyphens and apostrophes."
      ).count == 3)
    #expect(run.output.contains("Misses   Ä\n"))
    #expect(run.output.contains("Player two wins! The word is STRASSE."))
  }

  /// Letters typed decomposed (a base letter and a combining accent, as some keyboards and
  /// pastes send them) are read as the letter; phrases are English in any language.
  @Test func decomposedLettersAreReadAndPhrasesAreEnglish() throws {
    let spanish = try process.run(
      ["evil", "--lang", "es", "--seed", "1", "--length", "5"], input: ["n\u{303}", "/quit"])
    #expect(!spanish.output.contains("Type one letter"))
    #expect(spanish.output.contains("Y Z ·\n"), "Ñ, tried, leaves the row of letters")
    let sharp = try process.run(
      ["evil", "--lang", "de", "--seed", "1", "--length", "2", "--new"], input: ["ß", "/quit"])
    #expect(sharp.output.contains("ß is SS here: type one letter."))
    let phrase = try process.run(
      ["hangman", "--phrases", "--guesses", "1", "--seed", "1"],
      input: ["abcdefghijklmnσ", "q", "n"])
    #expect(phrase.output.contains("HANGMAN · a phrase · "))
    #expect(phrase.output.contains("Type one letter, or the whole phrase"))
    #expect(process.history().last?.language == "en")
    let german = try process.run(["hangman", "--phrases", "--lang", "de"])
    #expect(german.status == 64)
    #expect(german.errors.contains("--lang means nothing with --phrases"))
    let whole = try process.run(
      ["hangman", "--lang", "de", "--seed", "1", "--length", "7"],
      input: ["straσse", "stra\u{200D}sse", "/quit"])
    #expect(
      whole.output.components(separatedBy: "Type one letter, or the whole word, A to Z, Ä").count
        == 3)
    #expect(whole.output.contains("Misses   none yet\n"))
    let ghost = try process.run(
      ["ghost", "--new"], input: ["/lang " + String(repeating: "x", count: 5_000), "/lang de"])
    #expect(
      ghost.output.contains(
        String(repeating: "x", count: 20) + "… is not a language here: en, nl, de, fr or es."))
    #expect(ghost.output.contains("GHOST · German"))
  }

  /// Ghost checks its list before its first prompt, though it reads the words only when a
  /// move needs the solved game: a broken or foreign list is refused at once.
  @Test func ghostRefusesABrokenListBeforeItsFirstPrompt() throws {
    let junk = try process.write("\u{0}\u{1}binary", to: "junk.txt")
    let broken = try process.run(["ghost", "--computer", "--words", junk])
    #expect(broken.status == 65)
    #expect(broken.errors.contains("junk.txt: malformed"))
    #expect(!broken.output.contains("Add a letter"))
    let greek = try process.write("ΚΑΛΗΜΕΡΑ\n", to: "greek.txt")
    let foreign = try process.run(["ghost", "--computer", "--words", greek])
    #expect(foreign.status == 65)
    #expect(foreign.errors.contains("ΚΑΛΗΜΕΡΑ has Κ"))
  }

  @Test func aLetterOutsideTheLanguageIsRefusedNamingItsLetters() throws {
    let run = try process.run(["evil", "--lang", "de", "--seed", "1"], input: ["ø", "/quit"])
    #expect(run.output.contains("Type one letter, or the whole word, A to Z, Ä, Ö or Ü."))
    let spanish = try process.run(
      ["evil", "--lang", "es", "--seed", "1", "--new"], input: ["ä", "/quit"])
    // Ä is A in Spanish: taken, folded.
    #expect(!spanish.output.contains("Type one letter"))
    #expect(spanish.output.contains("there is no A.") || spanish.output.contains(" A"))
  }

  /// A list whose letters break the rule of the language it is played in is refused with
  /// the reason and costs nothing; folded letters and entries that are not words (a digit,
  /// an apostrophe) are not a reason.
  @Test func aListInAnotherLanguageIsRefusedWithTheReason() throws {
    let greek = try process.write("ΚΑΛΗ\nΜΕΡΑ\n", to: "greek.txt")
    let run = try process.run(["evil", "--words", greek, "--length", "4"])
    #expect(run.status == 65)
    #expect(
      run.errors.contains(
        "greek.txt: ΚΑΛΗ has Κ, which is neither one of A to Z nor a letter that folds to one"
          + " (É → E); choose the list's language with --lang"))
    let danish = try process.write("smørrebrød\nhygge\n", to: "danish.txt")
    let german = try process.run(["words", "--lang", "de", "--words", danish])
    #expect(german.status == 65)
    #expect(german.errors.contains("smørrebrød has ø, which is neither one of A to Z, Ä, Ö and Ü"))
    let french = try process.write("café\nnoël\nit's\n42\nÉTÉ\n", to: "french.txt")
    let words = try process.run(["words", "--lang", "fr", "--words", french])
    #expect(words.status == 0)
    #expect(words.output.contains("french.txt: 3 words, longest 4 letters"))
    #expect(process.history().isEmpty)
  }
}
