import Lexicon
import Terminal

extension GallowsGame {
  /// The letters missed, then any whole guesses that were wrong.
  var missed: [String] { misses.map { String($0) } + wrongGuesses }
  /// The misses made of those allowed, as a game's summary says them: "2 misses of 6".
  public var missesOfLimit: String { incorrectGuesses.counted("miss") + " of \(guessLimit)" }
}

/// The screen both hangman games draw: a header, then the gallows on the left and what the
/// player needs on the right (or the gallows above it when the terminal is too narrow).
public enum GallowsBoard {
  /// The board of `game`, whose header is `title`, what the game is (`kind`: its list, its
  /// length), the misses allowed and then `more`; `word` is the word shown once it is lost.
  ///
  /// It is the first of its forms that fits the view's height: the gallows beside the text
  /// when both fit the width (or above it), and then the same with a smaller gallows, which
  /// fits beside the text in 40 columns.
  public static func render(
    title: String, _ kind: [String], more: [String] = [], game: some GallowsGame, word: String?,
    alphabet: Alphabet, view: GameView
  ) -> String {
    let allowed = "\(game.guessLimit.counted("miss")) allowed"
    let header = view.header(title, kind + [allowed] + more)
    let lostTo = game.status == .lost ? word : nil
    let text = { rows(game, lostTo: lostTo, alphabet: alphabet, style: view.style, width: $0) }
    let forms = [false, true].map { compact in
      [""] + header + [""] + board(game, text, width: view.width, compactGallows: compact) + [""]
    }
    return view.fit(forms)
  }

  /// The gallows and the text beside it, or the gallows above the text when the text
  /// beside the full drawing would take more rows than the drawing; `text` gives the text's
  /// rows for a width.
  private static func board(
    _ game: some GallowsGame, _ text: (Int) -> [String], width: Int, compactGallows compact: Bool
  ) -> [String] {
    let gallows = drawing(misses: game.incorrectGuesses, limit: game.guessLimit, compact: compact)
    let gap = compact ? 3 : 4
    let besideWidth = width - gallows[0].count - gap
    let beside = text(besideWidth)
    // Beside the drawing only where the text has room: a word to a line at the least.
    guard besideWidth >= 16, compact || beside.count == gallows.count else {
      // Above the text, a drawing with nothing drawn yet would be a gap of empty rows.
      let above = game.incorrectGuesses > 0 ? gallows + [""] : []
      return above + text(width)
    }
    return TextLayout.beside(gallows, beside, gap: gap, width: width)
  }

  /// The text beside (or below) the gallows, each row wrapped to `width` columns; `lostTo` is
  /// the word in full once the game is lost, shown with the letters never found in red.
  private static func rows(
    _ game: some GallowsGame, lostTo: String?, alphabet: Alphabet, style: TextStyle, width: Int
  ) -> [String] {
    let misses = game.missed
    let missed =
      misses.isEmpty ? [style.paint("none yet", .dim)] : misses.map { style.paint($0, .bad) }
    let left = game.remainingGuesses
    // A word at a time, so that a narrow column wraps it.
    let guessesLeft = left.counted("miss").split(separator: " ").map { word in
      style.paint(String(word), left == 1 ? .warning : .emphasis)
    }
    let board = letters(
      alphabet.letters, hits: Set(game.triedLetters).subtracting(game.misses),
      misses: Set(game.misses), style: style)
    // The word and the misses keep to one line each, the letters to two; what is left
    // wraps.
    let rows: [(String, [String], lines: Int)] = [
      ("Word     ", Self.word(pattern: game.pattern, lostTo: lostTo, style: style), 1), ("", [], 1),
      ("Misses   ", missed, 1),
      ("Left     ", guessesLeft, .max), ("", [], 1),
      ("Letters  ", board, 2), ("", [], 1),
    ]
    return rows.flatMap { label, tokens, lines in
      tokens.isEmpty ? [""] : TextLayout.fit(label: label, tokens, lines: lines, width: width)
    }
  }

  /// The word row: the characters shown and a `_` for each hidden letter; once the game is
  /// lost, `answer` in full, with the letters never found in red, or in lower case without
  /// colour.
  static func word(pattern: [Character?], lostTo answer: String?, style: TextStyle) -> [String] {
    guard let answer else {
      return pattern.map { $0.map { style.paint(String($0), .emphasis) } ?? "_" }
    }
    return zip(answer, pattern).map { letter, shown in
      if shown != nil { return style.paint(String(letter), .emphasis) }
      return style.enabled ? style.paint(String(letter), .bad) : letter.lowercased()
    }
  }

  /// A language's letters with the letters already tried marked.
  ///
  /// Without colour a tried letter is replaced by a middle dot, so the board reads the same
  /// in any terminal; with colour, a tried letter is in lower case, hits green and misses red,
  /// so that colour never carries the meaning alone, and untried letters are plain (not dim:
  /// some terminals do not render dim at all).
  static func letters(
    _ alphabet: [Character], hits: Set<Character>, misses: Set<Character>, style: TextStyle
  ) -> [String] {
    alphabet.map { letter in
      let text = String(letter)
      let role: TextStyle.Role? =
        hits.contains(letter) ? .good : misses.contains(letter) ? .bad : nil
      guard let role else { return text }
      return style.enabled ? style.paint(text.lowercased(), role) : "·"
    }
  }

  /// The game in one line of words, for plain mode: `Word blank, A, 2 blanks, E · misses Q Z ·
  /// 4 left`.
  public static func plain(_ game: some GallowsGame) -> String {
    let word = spoken(game.pattern)
    let missed = game.missed.isEmpty ? "none" : game.missed.joined(separator: " ")
    return "Word \(word) · misses \(missed) · \(game.remainingGuesses) left"
  }

  /// One line with the word and the guesses left, to keep them in view after a refusal.
  public static func reminder(_ game: some GallowsGame, view: GameView) -> String {
    // The word as shown, a letter or `_` each, without colour.
    let word = game.pattern.map { $0.map(String.init) ?? "_" }
    let guesses = "\(game.remainingGuesses.counted("miss")) left"
    return TextLayout.wrap(word + ["· " + guesses], width: view.width)
      .map { view.style.paint($0, .dim) }.joined(separator: "\n")
  }

  /// The word as a screen reader says it well: the letters found, the blanks between them
  /// counted, a space named (`A, 2 blanks, E A, blank`), where `_ _` reads "underscore".
  static func spoken(_ pattern: [Character?]) -> String {
    // Runs of blanks and of letters; a space is a run of its own.
    let continuesRun = { (last: Character?, character: Character?) in
      last != " " && character != " " && (last == nil) == (character == nil)
    }
    let runs = pattern.reduce(into: [[Character?]]()) { runs, character in
      if let last = runs.last?.last, continuesRun(last, character) {
        runs[runs.count - 1].append(character)
      } else {
        runs.append([character])
      }
    }
    return runs.map { run in
      switch run[0] {
      case nil: run.count == 1 ? "blank" : "\(run.count) blanks"
      case " "?: "space"
      default: run.compactMap { $0.map(String.init) }.joined(separator: " ")
      }
    }.joined(separator: ", ")
  }

  /// Rows of the finished drawing; a part is drawn by revealing its characters.
  private static let picture = [
    "  +---+  ",
    "  |   |  ",
    "  O   |  ",
    " /|\\  |  ",
    " / \\  |  ",
    "      |  ",
    "=========",
  ]

  /// Which part each character of `picture` belongs to, by the order the parts are drawn:
  /// 0 the base, 1 the post, 2 the beam, 3 the rope, 4 the head, 5 the body, 6 and 7 the
  /// left and right arms, 8 and 9 the left and right legs.
  private static let pictureParts = [
    "  22222  ",
    "  3   1  ",
    "  4   1  ",
    " 657  1  ",
    " 8 9  1  ",
    "      1  ",
    "000000000",
  ]

  /// The same drawing in five rows, for a short terminal: the rope is the beam's hook.
  private static let compactPicture = [
    " +---+ ",
    " O   | ",
    "/|\\  | ",
    "/ \\  | ",
    "=======",
  ]

  private static let compactParts = [
    " 32222 ",
    " 4   1 ",
    "657  1 ",
    "8 9  1 ",
    "0000000",
  ]

  /// The number of parts in the finished drawing.
  static var partCount: Int { 10 }

  /// How many parts are drawn after `misses` incorrect guesses out of `limit`: the share
  /// of the ten parts that `misses` is of `limit`, rounded up, for any numbers at all.
  static func partsShown(misses: Int, limit: Int) -> Int {
    guard limit > 0 else { return partCount }
    let clamped = min(max(misses, 0), limit)
    // Full-width arithmetic: `clamped * partCount` may not fit an `Int`.
    let (quotient, remainder) = limit.dividingFullWidth(clamped.multipliedFullWidth(by: partCount))
    return quotient + (remainder > 0 ? 1 : 0)
  }

  /// The hangman drawing after `misses` incorrect guesses out of `limit`, one string per row:
  /// in seven rows, or in five when `compact`.
  ///
  /// It is built up part by part as incorrect guesses are made. There are ten parts; with
  /// any guess limit from 1 to 26 they are spread evenly, rounding up, so the first miss
  /// always adds something and the last one always completes the figure: with a limit of 26
  /// a part appears every two or three misses, with a limit of 1 the whole figure appears at
  /// once.
  static func drawing(misses: Int, limit: Int, compact: Bool = false) -> [String] {
    let shown = partsShown(misses: misses, limit: limit)
    let (picture, parts) = compact ? (compactPicture, compactParts) : (picture, pictureParts)
    return zip(picture, parts).map { row, rowParts in
      String(
        zip(row, rowParts).map { character, part in
          (part.wholeNumberValue ?? partCount) < shown ? character : " "
        })
    }
  }
}
