import Lexicon

/// `wordgames words`: what a word list holds.
enum WordsCommand: Command {
  static let spec = CommandSpec(
    name: "words", summary: "show what a word list holds: count, longest, words per length",
    options: [SharedOptions.language, SharedOptions.words],
    discussion: """
      Without --words, the full list of the language is shown (the one Evil Hangman and Ghost
      play with); --words reads any list, as a game would.
      """)

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let language = try command.language() ?? .english
    let list = try context.loadWordList(
      file: language.fullListFile, override: command.string("words"))
    let name = command.string("words") ?? "\(language.name) (\(language.fullListFile))"
    context.console(color: .never).write(report(on: list, named: name))
    return ExitStatus.success
  }

  /// The report: a summary line, then a table of words per length.
  static func report(on list: WordList, named name: String) -> String {
    let counts = list.lengths.map { ($0, list.count(ofLength: $0).grouped) }
    let width = max("words".count, counts.map(\.1.count).max() ?? 0)
    var text = "\(name): \(list.count.grouped) words, longest \(list.longestLength) letters\n\n"
    text += "length  \("words".leftPadding(toLength: width))\n"
    for (length, count) in counts {
      text += "\(String(length).leftPadding(toLength: 6))  \(count.leftPadding(toLength: width))\n"
    }
    return text
  }
}
