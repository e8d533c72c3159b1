/// Lays text out in a terminal's width without breaking a word, a number or a letter
/// pair across lines.
public enum TextLayout {
  /// The columns `text` takes on screen: ANSI escapes and combining marks (the accent of
  /// an e typed as e and ◌́) take none, every other character one.
  public static func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for character in text.unicodeScalars {
      if inEscape {
        if (0x40...0x7E).contains(character.value), character != "[" { inEscape = false }
      } else if character == "\u{1B}" {
        inEscape = true
      } else {
        switch character.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: break
        default: width += 1
        }
      }
    }
    return width
  }

  /// A label and its tokens as lines of at most `width` columns.
  ///
  /// The first line starts with the label; later lines are indented by the label's width,
  /// so the tokens stay in one column. Tokens are joined by `separator`, and a line only
  /// ever breaks between tokens (a token wider than a line stands alone on its line).
  public static func wrap(
    label: String = "", _ tokens: [String], separator: String = " ", width: Int
  ) -> [String] {
    let indent = String(repeating: " ", count: visibleWidth(label))
    var lines: [String] = []
    // The first token goes beside the label, whatever its width.
    var line = label + (tokens.first ?? "")
    for token in tokens.dropFirst() {
      let addition = separator + token
      if visibleWidth(line) + visibleWidth(addition) > width {
        lines.append(line.trimmingTrailingSpaces)
        line = indent + token
      } else {
        line += addition
      }
    }
    lines.append(line.trimmingTrailingSpaces)
    return lines
  }

  /// A label and its tokens, the tokens in at most `lines` lines of `width` columns, in the
  /// first form that fits: spaced beside the label, run together beside it, then the same
  /// under the label (on a line of its own); where none fits, run together beside it. So a
  /// word's letters stay on one line, where a line can hold them at all, and their count is
  /// never misread.
  public static func fit(label: String, _ tokens: [String], lines: Int, width: Int) -> [String] {
    let fits = { (form: [String]) in
      form.count <= lines && form.allSatisfy { visibleWidth($0) <= width }
    }
    let room = width - visibleWidth(label)
    for form in [tokens, runTogether(tokens, upTo: room)] {
      let beside = wrap(label: label, form, width: width)
      if fits(beside) { return beside }
    }
    for form in [tokens, runTogether(tokens, upTo: width)] {
      let under = wrap(form, width: width)
      if fits(under) { return [label.trimmingTrailingSpaces] + under }
    }
    return wrap(label: label, runTogether(tokens, upTo: room), width: width)
  }

  /// Tokens of one character each run together into tokens of up to `length`, up to a
  /// blank one or a longer one, which stand apart: a phrase's words, and a whole word among
  /// misses, keep a space between them (`_A_ __E`, `QZ SKYROCKETER`).
  static func runTogether(_ tokens: [String], upTo length: Int) -> [String] {
    var runs: [String] = []
    var run = ""
    for token in tokens {
      // What shows of it, a painted space being blank too.
      let shown = visibleWidth(token.filter { !$0.isWhitespace })
      if visibleWidth(token) == 1, shown == 1 {
        if visibleWidth(run) >= max(1, length) {
          runs.append(run)
          run = ""
        }
        run += token
        continue
      }
      if !run.isEmpty { runs.append(run) }
      run = ""
      if shown > 0 { runs.append(token) }
    }
    if !run.isEmpty { runs.append(run) }
    return runs
  }

  /// Text wrapped at its spaces to lines of at most `width` columns, as `LineFitter` wraps
  /// what is written: its own line breaks stay, a line that fits is left as it is, and a
  /// longer one wraps under its indentation, keeping the spaces between two words on a row
  /// and a quoted command whole.
  public static func wrap(words text: String, width: Int) -> String {
    var fitter = LineFitter()
    return fitter.fit(text, width: width)
  }

  /// Paragraphs, separated by a blank line, reflowed to lines of at most `width` columns:
  /// the line breaks inside a paragraph become spaces, but for an indented paragraph (a
  /// list, every line starting with a space), whose lines stay, each wrapped under itself.
  public static func reflow(_ text: String, width: Int) -> String {
    text.components(separatedBy: "\n\n").map { paragraph in
      let isList = paragraph.split(separator: "\n").allSatisfy { $0.first == " " }
      if isList { return wrap(words: paragraph, width: width) }
      return wrap(paragraph.split(whereSeparator: \.isWhitespace).map(String.init), width: width)
        .joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// Rows of a name and what it does, after `indent`: the names in one column at least
  /// `minimumNameWidth` wide, then two spaces, then each text wrapped under itself to
  /// lines of at most `width` columns. The one layout of names and what they are (help,
  /// the menu, the commands of a prompt, the settings).
  public static func table(
    _ rows: [(name: String, text: String)], minimumNameWidth: Int = 0, indent: String = "  ",
    minimumTextWidth: Int = 16, width: Int
  ) -> [String] {
    table(
      rows.map { ($0.name, $0.text.split(separator: " ").map(String.init)) },
      minimumNameWidth: minimumNameWidth, indent: indent, minimumTextWidth: minimumTextWidth,
      width: width)
  }

  /// The same table with each text given as its tokens, so that a token with spaces in it
  /// (`· in progress`) never breaks. Where that leaves the texts fewer than
  /// `minimumTextWidth` columns, each goes under its name, indented by four spaces.
  public static func table(
    _ rows: [(name: String, tokens: [String])], minimumNameWidth: Int = 0, indent: String = "  ",
    minimumTextWidth: Int = 16, width: Int
  ) -> [String] {
    let nameWidth = max(minimumNameWidth, rows.map { visibleWidth($0.name) }.max() ?? 0)
    guard folds(nameWidth: indent.count + nameWidth + 2, minimumTextWidth, width: width) else {
      return rows.flatMap { name, tokens in
        wrap(label: indent + name.padding(toLength: nameWidth + 2), tokens, width: width)
      }
    }
    return rows.flatMap { name, tokens in
      [indent + name] + (tokens.isEmpty ? [] : wrap(label: "    ", tokens, width: width))
    }
  }

  /// Whether a table whose names take `nameWidth` columns (indent and gap included) puts
  /// each text under its name in `width` columns: beside, it would have fewer than
  /// `minimumTextWidth`.
  public static func folds(nameWidth: Int, _ minimumTextWidth: Int, width: Int) -> Bool {
    width - nameWidth < minimumTextWidth
  }

  /// A drawing with text beside it, row by row, when both fit in `width` columns;
  /// otherwise the drawing above the text.
  ///
  /// - Parameter text: Rows of text, each already as narrow as it can be made (see
  ///   `wrap`); a row that is empty leaves the drawing alone on its line.
  public static func beside(
    _ drawing: [String], _ text: [String], gap: Int = 4, width: Int
  ) -> [String] {
    let drawingWidth = drawing.map(visibleWidth).max() ?? 0
    let textWidth = text.map(visibleWidth).max() ?? 0
    guard drawingWidth + gap + textWidth <= width else {
      return drawing.map(\.trimmingTrailingSpaces) + [""] + text
    }
    return (0..<max(drawing.count, text.count)).map { row in
      let left = row < drawing.count ? drawing[row] : ""
      let right = row < text.count ? text[row] : ""
      return right.isEmpty
        ? left.trimmingTrailingSpaces : left.padding(toLength: drawingWidth + gap) + right
    }
  }
}

extension TextLayout {
  /// A screen's rows: `text` split at its line breaks, where a final line break ends the
  /// last row rather than starting an empty one.
  public static func rows(of text: String) -> [String] {
    var rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if rows.last == "" { rows.removeLast() }
    return rows
  }

  /// `rows` with as few blank rows dropped as make them fit in `height` rows: first those
  /// at either end, then those between, from the bottom up. Rows that do not fit even
  /// without a blank row are returned without any.
  public static func collapsing(_ rows: [String], toFit height: Int) -> [String] {
    var rows = rows
    while rows.count > height, let first = rows.first, isBlank(first) { rows.removeFirst() }
    while rows.count > height, let last = rows.last, isBlank(last) { rows.removeLast() }
    while rows.count > height, let blank = rows.lastIndex(where: isBlank) { rows.remove(at: blank) }
    return rows
  }

  /// The first of `forms` (a screen's rows, best first) that fits in `height` rows once
  /// blank rows are dropped as needed, or the last form with none; every form as it is
  /// when the height is not known.
  public static func fit(_ forms: [[String]], height: Int?) -> [String] {
    guard let height else { return forms.first ?? [] }
    for form in forms.dropLast() where form.count - form.filter(isBlank).count <= height {
      return collapsing(form, toFit: height)
    }
    return collapsing(forms.last ?? [], toFit: height)
  }

  /// Whether a row shows nothing: no character, or only escapes.
  private static func isBlank(_ row: String) -> Bool { visibleWidth(row) == 0 }
}
