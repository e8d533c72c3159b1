import Foundation
import Terminal

/// What a joiner does with what a host sends (SPEC §3.5, §6): the filter every frame goes
/// through on its way to the terminal.
enum JoinBenchmark {
  static func run() {
    // Frames as a hostile host sends them: a board with colour, escapes that are not ours
    // (a title, the clipboard), C1 controls and bidirectional overrides, 1 KB a line.
    let board = "\u{1B}[2J\u{1B}[HWord  \u{1B}[1m_ A _ _\u{1B}[0m  Misses  E I O"
    let hostile = "\u{1B}]0;title\u{7}\u{1B}]52;c;aGk=\u{7}\u{85}\u{9B}2J\u{202E}evil\u{2066}"
    var line = ""
    while line.utf8.count < 1_000 { line += board + hostile }
    let frames = Array(repeating: line, count: 10_000)
    let bytes = frames.reduce(0) { $0 + $1.utf8.count }
    var kept = 0
    let time = ContinuousClock().measure {
      for frame in frames {
        kept += frame.cleanedForTerminal(keepingStyle: true, keepingClearScreen: true).utf8.count
      }
    }
    let megabytes = Double(bytes) / 1_048_576
    print("The joiner's filter of what a host sends (SPEC §6: at least 10 MB/s)")
    printRow(
      "\(String(format: "%.1f", megabytes)) MB of hostile frames",
      [String(format: "%.0f MB/s", megabytes / (time / .seconds(1))), "kept \(kept) bytes"],
      widths: [32, 12, 20])
  }
}
