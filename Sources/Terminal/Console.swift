/// The one seam for terminal input and output: game loops take a `Console`, the program
/// passes a `StandardConsole`, tests a scripted one.
///
/// A process has one console (its standard streams, with one input buffer), so that lines
/// typed ahead reach whichever part of the program asks next.
public protocol Console: AnyObject {
  /// Whether output may carry ANSI colour and style.
  var usesColor: Bool { get }
  /// Turns colour on or off as `mode` says (for `auto`, as the console's output allows).
  func useColor(_ mode: ColorMode)
  /// The width of the terminal in columns, if output is a terminal whose width is known
  /// (or `COLUMNS` says).
  var width: Int? { get }
  /// The height of the terminal in rows, if output is a terminal whose height is known
  /// (or `LINES` says).
  var height: Int? { get }
  /// Whether input comes from a person at a terminal (as opposed to a pipe or a file).
  var isInteractive: Bool { get }
  /// Whether output goes to a terminal.
  var isTerminal: Bool { get }
  /// Whether output goes to a terminal that can clear its screen and draw afresh: not a
  /// dumb one (Emacs's shell), which would show the escape as text.
  var canClearScreen: Bool { get }
  /// Writes text to standard output as it is: add line breaks yourself.
  func write(_ text: String)
  /// Writes text to standard error.
  func writeError(_ text: String)
  /// Reads the next line of input.
  func readLine() -> ConsoleInput
  /// Reads the next line of input, or returns `nil` as soon as one of `descriptors` is
  /// readable, or `deadline` passes, and no line is: a friend's connection wants attention,
  /// or a wait of the game's ends (SPEC §3.5).
  func readLine(watching descriptors: [Int32], until deadline: ContinuousClock.Instant?)
    -> ConsoleInput?
  /// Drops what a person typed at a terminal that was not read yet: lines typed before
  /// their turn, which they typed to a board they have not seen.
  ///
  /// - Returns: Whether anything was dropped.
  func discardTypeAhead() -> Bool
  /// Drops a line half typed at a terminal, once the screen is drawn again without it
  /// (after a resize), so that what is read is what was seen; lines typed whole stay.
  func dropHalfTypedLine()
  /// Whether input has ended (Ctrl-D, the end of a pipe), so that no line will come.
  var inputHasEnded: Bool { get }
  /// Writes `prompt`, then reads a line without echoing it (a secret), where input is a
  /// terminal: echo is off before the prompt shows, and on again after.
  func readSecretLine(after prompt: String) -> ConsoleInput
}

extension Console {
  /// A console that watches nothing but its input reads a line.
  public func readLine(
    watching descriptors: [Int32], until deadline: ContinuousClock.Instant?
  ) -> ConsoleInput? { readLine() }
  /// A console that is not a person's terminal drops nothing: a script's lines wait for
  /// their turn.
  public func discardTypeAhead() -> Bool { false }
  public func dropHalfTypedLine() {}

  /// The style for this console: real escapes when it uses colour, none otherwise.
  public var style: TextStyle { TextStyle(enabled: usesColor) }

  public var canClearScreen: Bool { isTerminal }

  /// Writes `text` and a line break.
  public func writeLine(_ text: String = "") {
    write(text + "\n")
  }

  /// Clears the terminal's screen and puts the cursor at its top left (what is above stays
  /// in the terminal's scrollback).
  public func clearScreen() {
    write("\u{1B}[H\u{1B}[2J")
  }

  /// Clears the line the cursor is on, and puts the cursor at its start.
  public func clearLine() {
    write("\r\u{1B}[K")
  }

  /// Writes why a line was refused, as a warning.
  public func write(_ refusal: Refusal) {
    writeLine(style.paint(refusal.reason, .warning))
  }

  /// Asks until the answer parses, writing the parser's reason after each refusal.
  ///
  /// - Parameter redraw: What to write, before the prompt again, when the screen changed
  ///   while it waits; `nil` keeps waiting with what is on screen.
  /// - Returns: The parsed answer, or the input event (end of input, a signal) that ended
  ///   the asking.
  public func ask<Answer>(
    _ prompt: String, redraw: () -> String? = { nil }, parse: (String) -> Result<Answer, Refusal>
  ) -> Asked<Answer> {
    // Fitted to the width at each asking: a resize may have changed it.
    write(Self.fitted(prompt, width: width))
    while true {
      let input = readLine()
      switch input {
      case .line(let text):
        // A terminal echoes what was typed; from a pipe, show it so the transcript reads
        // the same, made safe to print.
        if !isInteractive { write(text.quoted() + "\n") }
        switch parse(text) {
        case .success(let answer): return .answer(answer)
        case .failure(let refusal): write(refusal)
        }
      case .screenChanged:
        // A prompt that is not drawn again keeps what was typed at it, as it still shows.
        guard let screen = redraw() else { continue }
        dropHalfTypedLine()
        write("\n" + screen)
      case .endOfInput, .interrupted, .outputClosed:
        write("\n")
        return .ended(input)
      }
      write(Self.fitted(prompt, width: width))
    }
  }

  /// The columns a prompt leaves at least for what is typed after it, where it can.
  public static var typingRoom: Int { 12 }

  /// `prompt`, or where it leaves under `typingRoom` columns of `width` to type in, its
  /// first part (up to its first comma, parenthesis or colon) ended as a prompt: "Guess a
  /// letter, or the whole word: " is "Guess a letter: ". A question ("…? [y/N] ") is
  /// never cut.
  public static func fitted(_ prompt: String, width: Int?) -> String {
    guard let width, prompt.hasSuffix(": "), width - TextLayout.visibleWidth(prompt) < typingRoom,
      let cut = [", ", " (", ": "].compactMap({ prompt.range(of: $0)?.lowerBound }).min(),
      cut < prompt.index(prompt.endIndex, offsetBy: -2)
    else { return prompt }
    return String(prompt[..<cut]) + ": "
  }

  /// Asks for a secret (a word the other player must not see) until the answer parses.
  ///
  /// The answer is never shown: a terminal's echo is turned off while it is typed, and
  /// from a pipe nothing of it is written back, unlike `ask`.
  ///
  /// - Returns: The parsed answer, or the input event that ended the asking.
  public func askSecret<Answer>(
    _ prompt: String, parse: (String) -> Result<Answer, Refusal>
  ) -> Asked<Answer> {
    while true {
      let input = readSecretLine(after: prompt)
      if !isInteractive { write("\n") }
      switch input {
      case .line(let text):
        switch parse(text) {
        case .success(let answer): return .answer(answer)
        case .failure(let refusal): write(refusal)
        }
      case .screenChanged:
        // Typed unseen, before the prompt was asked again; the loop asks it again, with echo
        // turned off again.
        dropHalfTypedLine()
      case .endOfInput, .interrupted, .outputClosed:
        if isInteractive { write("\n") }
        return .ended(input)
      }
    }
  }
}
