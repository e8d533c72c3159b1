import CommandLineKit
import Foundation
import GameMachinery
import Lexicon
import Terminal

/// `wordgames words`: what a word list (or a phrase list) holds.
enum WordsCommand: Command {
  /// The list to read, and how.
  struct Options: CommandOptions {
    var common = CommonOptions()
    var phrases = false

    static let options: [Option<Self>] = [
      Option<CommonOptions>.language(\.language).lifted(\.common),
      CommonOptions.words.lifted(\.common),
      .flag(\.phrases, "phrases", summary: "read the list as phrases (Hangman's --phrases)"),
    ]
  }

  static let spec = CommandSpec(
    name: "words", summary: "show what a word list holds: count, longest, words per length",
    options: Options.specs,
    discussion: """
      Without --words, the full list of the language is shown (the one Evil Hangman and Ghost
      play with); --words reads any list, as a game would. With --phrases, the phrases of
      words/phrases.plist (or of the --words file) are counted instead.
      """,
    examples: ["wordgames words --lang nl"])

  static func run(_ command: ParsedCommand, in context: Context) throws -> Int32 {
    let options = try OptionValues<Options>(command)
    let language = options.common.language
    let path = options.common.words
    // How many words (or phrases) there are of each length (or number of letters).
    let (name, noun, key): (String, String, String)
    let counts: [Int: Int]
    if options.phrases {
      let list = try PhraseList(
        contentsOf: context.wordLists.url(file: "phrases.plist", override: path))
      (name, noun, key) = ("Phrases (phrases.plist)", "phrase", "letters")
      counts = Dictionary(grouping: list.phrases) { $0.count(where: \.isLetter) }.mapValues(\.count)
    } else {
      let list = try context.wordLists.load(
        \.fullListFile, of: WordSource(language: language, path: path))
      (name, noun, key) = ("\(language.name) (\(language.fullListFile))", "word", "length")
      counts = Dictionary(uniqueKeysWithValues: list.lengths.map { ($0, list.count(ofLength: $0)) })
    }
    context.console.write(
      report(
        named: path?.cleanedForTerminal() ?? name, counts, counting: noun, by: key,
        width: context.console.width))
    return ExitStatus.success
  }

  /// The report: a summary line (wrapped at its spaces to `width` when it is known) and a
  /// blank line, then a table of `counts` by length, both columns aligned on the right.
  private static func report(
    named name: String, _ counts: [Int: Int], counting noun: String, by key: String, width: Int?
  ) -> String {
    let total = counts.values.reduce(0, +).counted(noun)
    // No length is left without words, so the longest is the greatest counted.
    let summary = "\(name): \(total), longest \((counts.keys.max() ?? 0).counted("letter"))"
    var table = TextTable(heading: [key, noun + "s"], alignments: [.right, .right])
    table.rows = counts.sorted(by: { $0.key < $1.key }).map { [String($0.key), $0.value.grouped] }
    return (width.map { TextLayout.wrap(words: summary, width: $0) } ?? summary) + "\n\n"
      + table.rendered()
  }
}
