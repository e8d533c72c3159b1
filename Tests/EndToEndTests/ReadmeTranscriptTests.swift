import Foundation
import TestSupport
import Testing

/// Every transcript in docs/players.md that shows a command with its typed input
/// (`$ printf '…' | wordgames …`) is what the binary prints for it, to the character.
@Suite(.temporaryHome) struct ReadmeTranscriptTests {
  @Test func everyPipedTranscriptMatchesTheBinary() throws {
    let readme = try String(
      contentsOf: WordGamesProcess.wordsFolder.deletingLastPathComponent()
        .appendingPathComponent("docs/players.md"), encoding: .utf8)
    let blocks = readme.matches(
      of: /```\n\$ printf '([^']*)' \| wordgames ([^\n]*)\n(.*?)\n```/.dotMatchesNewlines())
    #expect(blocks.count >= 3)
    for block in blocks {
      let process = try WordGamesProcess()
      let list = try process.write("cat\n", to: "cat.txt")
      let input = block.1.split(separator: "\\n", omittingEmptySubsequences: false).dropLast()
      let arguments = block.2.split(separator: " ").map { $0 == "cat.txt" ? list : String($0) }
      let run = try process.run(arguments, input: input.map(String.init))
      var output = run.output
      while output.hasSuffix("\n") { output.removeLast() }
      #expect(output == String(block.3), "wordgames \(block.2)")
    }
  }
}
