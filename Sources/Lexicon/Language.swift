/// A dictionary language.
public enum Language: String, CaseIterable, Codable, Sendable {
  case english = "en"
  case dutch = "nl"

  /// Reads a language from its code or its English name, in any case: `en`, `English`.
  public init?(name: String) {
    switch name.lowercased() {
    case "en", "english": self = .english
    case "nl", "dutch": self = .dutch
    default: return nil
    }
  }

  /// The language's English name, capitalised.
  public var name: String {
    switch self {
    case .english: "English"
    case .dutch: "Dutch"
    }
  }

  /// The file of the full list: every word a player may be allowed to play.
  public var fullListFile: String {
    switch self {
    case .english: "english.plist"
    case .dutch: "dutch.plist"
    }
  }

  /// The file of a modern list with plurals and verb forms, that people recognise as
  /// words (Ghost's, and CodeWord Breaker's attempts). Dutch's full list is one already.
  public var largeListFile: String {
    switch self {
    case .english: "english-large.plist"
    case .dutch: "dutch.plist"
    }
  }

  /// The file of the common words a game picks secrets from. Dutch has no separate common
  /// list, so it is the full list.
  public var commonListFile: String {
    switch self {
    case .english: "english-common.plist"
    case .dutch: "dutch.plist"
    }
  }

  /// The file of the words a player would expect as an answer (CodeWord Breaker's
  /// secrets): the common words without plurals and verb forms. Dutch's is its full list.
  public var answerListFile: String {
    switch self {
    case .english: "english-answers.plist"
    case .dutch: "dutch.plist"
    }
  }
}
