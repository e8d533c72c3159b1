import Foundation

// `wordgames-bench` prints the figures of SPEC §6; `wordgames-bench load|hangman|evil|…`
// prints one section's; `wordgames-bench measure …` is the child process each figure is
// measured in, so that peak memory belongs to one method alone.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "measure" {
  exit(Measurement.runChild(Array(arguments.dropFirst())))
}
let sections: [(name: String, run: () -> Void)] = [
  ("load", LoadBenchmark.run), ("hangman", HangmanBenchmark.run), ("evil", EvilBenchmark.run),
  ("ghost", GhostBenchmark.run), ("superghost", SuperGhostBenchmark.run),
  ("codebreaker", CodeBreakerBenchmark.run),
  ("history", HistoryBenchmark.run), ("join", JoinBenchmark.run),
]
let chosen = sections.filter { arguments.isEmpty || arguments.contains($0.name) }
guard !chosen.isEmpty else {
  let names = sections.map(\.name).joined(separator: "|")
  FileHandle.standardError.write(Data("usage: wordgames-bench [\(names)]...\n".utf8))
  exit(64)
}
for (offset, section) in chosen.enumerated() {
  if offset > 0 { print() }
  section.run()
}
