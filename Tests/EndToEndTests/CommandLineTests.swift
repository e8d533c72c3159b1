import Foundation
import Lexicon
import TestSupport
import Testing

@Suite(.temporaryHome) struct CommandLineTests {
  let process: WordGamesProcess

  init() throws {
    process = try WordGamesProcess()
  }

  /// A bundled list as the game reads it: each word once, however many spellings it has.
  static func list(_ file: String, language: String) throws -> WordList {
    try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent(file),
      alphabet: try #require(Language(language)).alphabet)
  }

  /// A count as the report writes it.
  static func written(_ count: Int) -> String {
    count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
  }

  @Test func wordsReportsTheEnglishList() throws {
    let run = try process.run(["words"])
    #expect(run.status == 0)
    let list = try Self.list("english.plist", language: "en")
    #expect(run.output.contains("\(Self.written(list.count)) words, longest 24 letters"))
    let sevens = Self.written(list.words(ofLength: 7).count)
    #expect(
      run.output.contains("\n     7" + String(repeating: " ", count: 8 - sevens.count) + sevens))
  }

  @Test func wordsReportsTheDutchList() throws {
    let run = try process.run(["words", "--lang=dutch"])
    #expect(run.status == 0)
    let count = Self.written(try Self.list("dutch.plist", language: "nl").count)
    #expect(run.output.contains("Dutch (dutch.plist): \(count) words"))
  }

  @Test func wordsReadsAnyListGivenWithWords() throws {
    let path = try process.write("bear\nboar\nowl\n", to: "animals.txt")
    let run = try process.run(["words", "--words", path])
    #expect(run.output.hasPrefix("\(path): 3 words, longest 4 letters"))
  }

  struct BadList: Sendable, CustomTestStringConvertible {
    let name: String
    let contents: String?
    let status: Int32
    let message: String
    var testDescription: String { name }
  }

  static let badLists: [BadList] = [
    .init(name: "missing", contents: nil, status: 66, message: "no such file"),
    .init(name: "empty", contents: "", status: 65, message: "the file is empty"),
    .init(
      name: "malformed", contents: "<plist><array><string>a</plist>", status: 65,
      message: "malformed"),
    .init(
      name: "not an array", contents: "<plist><dict></dict></plist>", status: 65,
      message: "not an array of strings"),
    .init(name: "no usable word", contents: "123\n", status: 65, message: "no usable word"),
  ]

  @Test(arguments: badLists)
  func aBadWordListIsReportedInOneLineWithItsPath(_ bad: BadList) throws {
    let path =
      try bad.contents.map { try process.write($0, to: "list.plist") }
      ?? process.home.appendingPathComponent("absent.plist").path
    let run = try process.run(["words", "--words", path])
    #expect(run.status == bad.status)
    #expect(run.errors.hasPrefix("wordgames: error: word list \(path): "))
    #expect(run.errors.contains(bad.message))
    #expect(run.errors.split(separator: "\n").count == 1)
  }

  @Test func aMissingBundledListNamesEveryPlaceTried() throws {
    var process = process
    process.environment["WORDGAMES_WORDS"] = "/nowhere"
    let copy = process.home.appendingPathComponent("bin/wordgames")
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: WordGamesProcess.binary, to: copy)
    let run = try process.run(["words", "--lang", "nl"], executable: copy)
    #expect(run.status == 66)
    #expect(run.errors.contains("/nowhere/languages.plist"))
    #expect(run.errors.contains("\(process.home.path)/share/wordgames/words/languages.plist"))
  }

  @Test func aKnownCommandWithAnOutOfRangeValueIsAUsageError() throws {
    let run = try process.run(["words", "--lang", "xx"])
    #expect(run.status == 64)
    #expect(
      run.errors.hasPrefix(
        "wordgames: error: invalid value 'xx' for --lang: expected en, nl, de, fr, es, or their names\n"
      ))
    #expect(run.errors.contains("Usage: wordgames words"))
  }

  @Test func unknownCommandsAndOptionsSuggestTheClosest() throws {
    let command = try process.run(["wrds"])
    #expect(command.status == 64)
    #expect(
      command.errors.hasPrefix("wordgames: error: unknown command 'wrds'; did you mean 'words'?"))
    let option = try process.run(["words", "--lnag", "en"])
    #expect(option.status == 64)
    #expect(
      option.errors.hasPrefix("wordgames: error: unknown option '--lnag'; did you mean '--lang'?"))
  }

  /// An argument is echoed in an error as typed, but for its escape sequences and control
  /// characters, dropped whole: no argument can clear the screen, move the cursor or ring
  /// the terminal's bell.
  @Test func anErrorEchoesNoControlCharacter() throws {
    for arguments in [["\u{1B}[2Jx"], ["evil", "--length", "\u{1B}[31m7\u{07}"]] {
      let run = try process.run(arguments)
      #expect(run.status == 64)
      #expect(!run.errors.contains("\u{1B}") && !run.errors.contains("\u{07}"))
      #expect(run.errors.contains("'x'") || run.errors.contains("'7'"))
    }
    // Nor a line typed at a prompt, echoed in its refusal.
    let game = try process.run(["evil", "--new"], input: ["/\u{1B}[2J", "/quit"])
    #expect(game.output.contains("Unknown command /;"))
    let menu = try process.run([], input: ["zz\u{1B}[2J", "q"])
    #expect(menu.output.contains("There is no zz here."))
    #expect(!(game.output + menu.output).contains("\u{1B}"))
  }

  @Test func helpAndVersion() throws {
    let help = try process.run(["help"])
    #expect(help.status == 0)
    #expect(help.output.contains("words"))
    let wordsHelp = try process.run(["words", "-h"])
    #expect(wordsHelp.output.hasPrefix("Usage: wordgames words [options]"))
    #expect(wordsHelp.output.contains("--lang L"))
    #expect(try process.run(["help", "words"]).output == wordsHelp.output)
    let version = try process.run(["--version"])
    #expect(version.output.hasPrefix("wordgames "))
  }

  @Test(arguments: [80, 40])
  func helpFitsTheTerminalsWidth(columns: Int) throws {
    var process = try WordGamesProcess()
    process.environment["COLUMNS"] = String(columns)
    for command in [
      "", "hangman", "evil", "ghost", "codebreaker", "stats", "settings", "words", "help",
    ] {
      let run = try process.run(command.isEmpty ? ["--help"] : [command, "--help"])
      #expect(run.status == 0)
      // Every command's help ends with an example; the list ends with where the manual is.
      #expect(
        run.output.contains(command.isEmpty ? "man/wordgames.6" : "\nExample"), "\(command)")
      let wide = run.output.split(separator: "\n").filter { $0.count > columns }
      #expect(wide.isEmpty, "wordgames \(command) --help at \(columns): \(wide)")
    }
    // A pipe with no COLUMNS gets help as a manual page has it: 80 columns.
    process.environment["COLUMNS"] = nil
    let piped = try process.run(["hangman", "--help"])
    #expect(piped.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}
