import Foundation

// `wordgames-bench` prints the figures of SPEC §6; `wordgames-bench measure …` is the child
// process each figure is measured in, so that peak memory belongs to one method alone.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "measure" {
  exit(Measurement.runChild(Array(arguments.dropFirst())))
}
LoadBenchmark.run()
print()
EvilBenchmark.run()
print()
GhostBenchmark.run()
