import Foundation
import Lexicon
import TestSupport
import Testing

/// Every screen README.md shows is what the program prints: each `console` block's commands
/// run in a shell, in a home of their own, with the built `wordgames` first on the path and
/// 72 columns, and their output is the block's text (spaces at the ends of lines aside).
@Suite(.temporaryHome) struct ReadmeEndToEndTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  /// A block's commands, each with the lines README shows after it.
  typealias Block = [(command: String, shown: [String])]

  /// The `console` blocks of README, in order.
  static func blocks() throws -> [Block] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    return text.components(separatedBy: "```console\n").dropFirst().map { rest in
      let body = rest.components(separatedBy: "```").first ?? ""
      var block: Block = []
      for line in body.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
        if line.hasPrefix("$ ") {
          block.append((String(line.dropFirst(2)), []))
        } else if !block.isEmpty {
          block[block.count - 1].shown.append(String(line))
        }
      }
      return block
    }
  }

  /// Lines without the spaces at their ends, and without empty lines at the end.
  static func trimmed(_ lines: [String]) -> [String] {
    let lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    return Array(lines.reversed().drop(while: \.isEmpty).reversed())
  }

  @Test func readmeShowsScreensAndEveryOneIsWhatTheProgramPrints() throws {
    let blocks = try Self.blocks()
    #expect(blocks.count >= 6)
    let home = try WordGamesProcess()
    for (index, block) in blocks.enumerated() {
      let process = try home.otherPlayer("block-\(index)")
      var environment = process.environment
      environment["PATH"] =
        WordGamesProcess.binary.deletingLastPathComponent().path + ":/usr/bin:/bin"
      environment["COLUMNS"] = "72"
      for (command, shown) in block {
        let run = try process.start(
          ["-c", command], executable: URL(fileURLWithPath: "/bin/sh"), environment: environment
        ).finish()
        // What a reader would see: both streams, from a command that did not fail.
        let printed = (run.output + run.errors).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
        #expect(run.status == 0, "\(command)\n\(run.errors)")
        #expect(Self.trimmed(printed) == Self.trimmed(shown), "\(command)\n\(run.output)")
      }
    }
  }

  /// README's table of languages has a row for each language of `words/languages.plist`,
  /// with its code, name and letters, in the table's order, and no other.
  @Test func theTableOfLanguagesIsTheLanguagesPlist() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let rows = text.split(separator: "\n").filter { $0.hasPrefix("| `") && $0.contains("| A–Z") }
    #expect(rows.count == Language.all.count)
    for (row, language) in zip(rows, Language.all) {
      let extra = language.alphabet.letters.dropFirst(26).map(String.init).joined(separator: " ")
      #expect(
        row.hasPrefix(
          "| `\(language.code)` | \(language.name) | A–Z\(extra.isEmpty ? "" : " " + extra)"))
    }
  }

  /// The players' part stays one a player reads in five minutes.
  @Test func thePlayersPartIsAtMost2500Words() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let players = try #require(text.components(separatedBy: "\n## Development").first)
    #expect(players.split(whereSeparator: \.isWhitespace).count <= 2_500)
  }
}
