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
    if options.phrases {
      let list = try PhraseList(
        contentsOf: context.wordLists.url(file: "phrases.plist", override: path))
      let name = path?.cleanedForTerminal() ?? "Phrases (phrases.plist)"
      context.console.write(report(on: list, named: name, width: context.console.width))
      return ExitStatus.success
    }
    let list = try context.wordLists.load(file: language.fullListFile, override: path, in: language)
    let name = path?.cleanedForTerminal() ?? "\(language.name) (\(language.fullListFile))"
    context.console.write(report(on: list, named: name, width: context.console.width))
    return ExitStatus.success
  }

  /// The report: a summary line, then a table of words per length.
  static func report(on list: WordList, named name: String, width: Int?) -> String {
    let counts = list.lengths.map { ($0, list.count(ofLength: $0)) }
    let longest = list.longestLength.counted("letter")
    return summary("\(name): \(list.count.counted("word")), longest \(longest)", width: width)
      + table(counts, counting: "words")
  }

  /// The report on phrases: a summary line, then a table of phrases per number of letters.
  static func report(on list: PhraseList, named name: String, width: Int?) -> String {
    let letters = list.phrases.map { $0.count(where: \.isLetter) }
    let counts = Dictionary(grouping: letters) { $0 }.map { ($0.key, $0.value.count) }.sorted {
      $0.0 < $1.0
    }
    let longest = (letters.max() ?? 0).counted("letter")
    return summary("\(name): \(list.count.counted("phrase")), longest \(longest)", width: width)
      + table(counts, counting: "phrases", by: "letters")
  }

  /// A report's summary line, wrapped at its spaces to `width` when it is known, and the
  /// blank line under it.
  private static func summary(_ line: String, width: Int?) -> String {
    (width.map { TextLayout.wrap(words: line, width: $0) } ?? line) + "\n\n"
  }

  /// A table of counts by length, both columns aligned on the right.
  private static func table(
    _ counts: [(Int, Int)], counting noun: String, by key: String = "length"
  ) -> String {
    var table = TextTable(heading: [key, noun], alignments: [.right, .right])
    for (length, count) in counts {
      table.append([String(length), count.grouped])
    }
    return table.rendered()
  }
}
