import Terminal

/// What a game's screen and answers are shown with: the console's style and size, and the
/// word lists, for a game that needs a list to say something (a familiar word to name).
public struct GameView {
  public let style: TextStyle
  /// The columns the screen may use.
  public let width: Int
  /// The rows the screen may use, when the terminal's height is known: what is left once
  /// the answer to the last move and the prompt have their rows. A taller screen drops
  /// blank rows, then takes a smaller form (see `fit`).
  public var height: Int?
  public let words: WordLists

  /// The width assumed when the terminal's is not known (output is a pipe or a file).
  public static let defaultWidth = 100
  /// The fewest columns a board is drawn in; a narrower window is given the position in
  /// words.
  public static let narrowest = 20

  /// A screen's header: its title, then what the game is, joined by ` · ` and wrapped.
  public func header(_ title: String, _ parts: [String]) -> [String] {
    TextLayout.wrap([style.paint(title, .title)] + parts, separator: " · ", width: width)
  }

  /// The first of a screen's `forms` (its rows, best first) that fits the height once
  /// blank rows are dropped, as a screen is written: every row ended by a line break.
  public func fit(_ forms: [[String]]) -> String {
    TextLayout.fit(forms, height: height).map { $0 + "\n" }.joined()
  }
}

extension GameView {
  /// The view of `context`'s console, as wide as it is (or `defaultWidth`), with its word
  /// lists, of any height: the runner sets `height` to what a board may take of the screen.
  public init(_ context: Context) {
    self.init(
      style: context.console.style, width: context.console.width ?? Self.defaultWidth,
      words: context.wordLists)
  }
}
