import Terminal

/// What a game's screen and answers are shown with: the console's style, and the options
/// of this run (which may say how to show things, like `--show-remaining`).
struct GameView {
  let style: TextStyle
  let options: OptionValues
}
