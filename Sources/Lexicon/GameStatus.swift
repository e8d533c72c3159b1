/// Where a game of guesses stands: being played, or over, won or lost.
public enum GameStatus: Sendable {
  case playing, won, lost
}
