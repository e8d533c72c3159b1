import CommandLineKit
import Terminal

/// What a game's screen and answers are shown with: the console's style and width, the
/// options of this run (which may say how to show things, like `--show-remaining`), and the
/// word lists, for a game that needs a list to say something (a familiar word to name).
public struct GameView {
  public let style: TextStyle
  /// The columns the screen may use.
  public let width: Int
  public let options: OptionValues
  public let words: WordLists

  public init(style: TextStyle, width: Int, options: OptionValues, words: WordLists) {
    self.style = style
    self.width = width
    self.options = options
    self.words = words
  }

  /// The width assumed when the terminal's is not known (output is a pipe or a file).
  public static let defaultWidth = 100
}
