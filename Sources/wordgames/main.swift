import Foundation
import GameMachinery

exit(
  WordGames.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    in: .standard(games: WordGames.games)))
