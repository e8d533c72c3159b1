import Terminal

/// What a game's screen and answers are shown with: the console's style and width, the
/// options of this run (which may say how to show things, like `--show-remaining`), and the
/// run itself, for a game that needs a list to say something (a familiar word to name).
struct GameView {
  let style: TextStyle
  /// The columns the screen may use.
  let width: Int
  let options: OptionValues
  let run: GameRun

  /// The width assumed when the terminal's is not known (output is a pipe or a file).
  static let defaultWidth = 100
}
