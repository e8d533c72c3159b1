import EvilHangmanModel
import Foundation
import Lexicon
import Terminal
import TestSupport
import Testing

@testable import CommandLineKit
@testable import GameMachinery
@testable import wordgames

/// Evil Hangman's screen at 40, 60 and 100 columns: nothing is wider than the terminal,
/// nothing is broken inside a word or a count, and the gallows stands beside the text
/// only where both fit.
@Suite(.temporaryHome) struct EvilScreenLayoutTests {
  struct WidthCase: Sendable, CustomTestStringConvertible {
    let width: Int
    let besideTheGallows: Bool
    var testDescription: String { "\(width) columns" }
  }

  static let widths: [WidthCase] = [
    .init(width: 40, besideTheGallows: false), .init(width: 60, besideTheGallows: false),
    .init(width: 100, besideTheGallows: true),
  ]

  func render(width: Int, length: Int, guesses: String = "EQZJX") throws -> String {
    let app = try InProcess()
    let list = try WordList(
      contentsOf: WordGamesProcess.wordsFolder.appendingPathComponent("english.plist"))
    var generator = SplitMix64(seed: 5)
    var game = EvilHangman(
      words: list.words(ofLength: length), guessLimit: 26, strategy: .largest)
    for letter in guesses { game.guess(letter, using: &generator) }
    let context = Context(
      environment: app.environment, console: ScriptedConsole(lines: []), games: WordGames.games)
    let view = GameView(style: TextStyle(enabled: false), width: width, words: context.wordLists)
    return EvilScreen.render(game, source: EvilOptions().source, view: view)
  }

  @Test(arguments: widths)
  func fitsTheTerminalWithoutBreakingAToken(_ layout: WidthCase) throws {
    for length in [7, 22] {
      let screen = try render(width: layout.width, length: length)
      let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      for line in lines {
        #expect(line.count <= layout.width, "\(line.count) columns: \(line)")
      }
      // Every letter of the alphabet once, a count and its noun on one line.
      let letters = lines.drop { !$0.contains("Letters") }.prefix(2).joined()
      #expect(Set(letters.filter(\.isUppercase)).count >= 26 - 5 - 1)
      #expect(lines.contains { $0.contains("Left") && $0.contains("21 misses") })
      #expect(lines.contains { $0.contains("26 misses allowed") })
      let word = try #require(lines.first { $0.contains("Word") })
      #expect(word.hasPrefix("Word") != layout.besideTheGallows)
    }
  }

  /// Above the text, the gallows appears with the first miss: before it, the text follows
  /// the header, with no gap of empty rows where nothing is drawn yet.
  @Test func aFreshNarrowBoardHasNoEmptyGallows() throws {
    let lines = try render(width: 40, length: 7, guesses: "").split(
      separator: "\n", omittingEmptySubsequences: false)
    let word = try #require(lines.firstIndex { $0.hasPrefix("Word") })
    let header = try #require(lines.lastIndex { $0.contains("misses allowed") })
    #expect(word == header + 2)
  }
}
