import Foundation

exit(
  WordGames.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    in: .standard(catalogue: WordGames.catalogue)))
