import Foundation
import Lexicon
import Terminal

/// Where the words come from: a bundled language, or a file given with `--words`.
public struct WordSource: Codable, Hashable, Sendable {
  public var language: Language
  public var path: String?

  public init(language: Language, path: String? = nil) {
    self.language = language
    self.path = path
  }

  /// How the history names the dictionary: `en`, `nl`, or the file's path.
  public var name: String { path ?? language.code }

  /// How the player reads it: `English`, `German`, or the file's name, cleaned of what a
  /// terminal would act on.
  public var displayName: String {
    path.map { URL(fileURLWithPath: $0).lastPathComponent.cleanedForTerminal() } ?? language.name
  }
}
