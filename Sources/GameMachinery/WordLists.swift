import Foundation
import Lexicon
import Synchronization
import Terminal

/// The word lists a game may load while it starts or runs: a bundled list found by the
/// locator, or a `--words` file; an index in the cache folder speeds up the next load.
public struct WordLists {
  let locator: WordListLocator
  /// What the process read and worked out, shared by every copy of its lists (see `Context`).
  let memory: Memory
  /// The cache folder's word-list indexes, and what is worked out from a list once (the
  /// reference guesser's misses).
  public let cache: WordListCache
  /// Says, on a terminal, what long work (solving a game once) is about to make the player
  /// wait for; from a pipe nobody waits, and nothing is said.
  public var announce: (String) -> Void = { _ in }

  /// Loads the list a game plays from `source`: its language's `file`, or `--words`; the
  /// words of `lengths` only, if given.
  public func load(
    _ file: KeyPath<Language, String>, of source: WordSource, lengths: ClosedRange<Int>? = nil
  ) throws(WordListError) -> WordList {
    let language = source.language
    return try load(
      url(file: language[keyPath: file], override: source.path), in: language, lengths: lengths)
  }

  /// Where the `--words` file is if given, else the bundled list `file`.
  public func url(file: String, override path: String?) throws(WordListError) -> URL {
    if let path { URL(fileURLWithPath: path) } else { try locator.url(forFile: file) }
  }

  /// Loads the list at `url`, its letters folded to `language`'s alphabet, the words of
  /// `lengths` only if given; the lists read last (a game's words and the offensive ones
  /// beside them) are read once, while their files are unchanged (an unfinished game given
  /// up for a new one on the same list).
  public func load(_ url: URL, in language: Language, lengths: ClosedRange<Int>? = nil)
    throws(WordListError) -> WordList
  {
    let read: Memory.Read = (url, SourceStamp(path: url.path), language)
    let kept = memory.lists.withLock { lists in
      lists.first { read.stamp != nil && $0.read == read }
    }
    if let kept, Self.covers(kept.lengths, lengths) {
      return lengths.map(kept.list.keeping) ?? kept.list
    }
    let list = try WordList(
      contentsOf: url, alphabet: language.alphabet, cache: cache, lengths: lengths,
      parsing: announcingLongReads(of: url))
    memory.lists.withLock { lists in
      let others = lists.filter { $0.read.url != url || $0.read.language != language }
      lists = [(read, lengths, list)] + others.prefix(Memory.listsKept - 1)
    }
    return list
  }

  /// The ranking of `source`'s language, by which a game prefers frequent words (those of a
  /// `--words` file too, as its language writes them); none when the file cannot be read (a
  /// game then plays as well, only without the preference). Like a list, the ranking read
  /// last is read once while its file is unchanged: Ghost asks for it at every move.
  public func ranking(of source: WordSource) -> WordRanking? {
    guard let url = try? locator.url(forFile: source.language.frequentListFile) else { return nil }
    let read: Memory.Read = (url, SourceStamp(path: url.path), source.language)
    if let last = memory.ranking.withLock({ $0 }), read.stamp != nil, last.read == read {
      return last.ranking
    }
    let ranking = try? WordRanking(
      contentsOf: url, alphabet: source.language.alphabet, cache: cache)
    if let ranking { memory.ranking.withLock { $0 = (read, ranking) } }
    return ranking
  }

  /// The words of `length` letters that `source`'s language calls offensive, which no game
  /// draws, names or suggests; none for a `--words` file, whose words are the player's.
  ///
  /// - Throws: `WordListError` if the language's file of them cannot be read: a game that
  ///   would draw from the rest does not start without it.
  public func offensive(of source: WordSource, length: Int) throws(WordListError)
    -> FixedLengthWords
  {
    guard source.path == nil else {
      return FixedLengthWords(length: length, bytes: [], alphabet: source.language.alphabet)
    }
    return try load(\.offensiveListFile, of: source, lengths: length...length)
      .words(ofLength: length)
  }

  /// How the spelling list of `source` writes `word` where folding changed it (ÉTÉ for
  /// ETE; see `WordListCache.written`), or `nil`.
  public func written(_ word: String, in source: WordSource) -> String? {
    guard let url = try? url(file: source.language.fullListFile, override: source.path) else {
      return nil
    }
    return cache.written(
      word, inListAt: url, alphabet: source.language.alphabet,
      parsing: announcingLongReads(of: url))
  }

  /// What a file's one decoding is told of its size: a file whose decoding makes the
  /// player wait (a fifth of a second or more: the loader decodes about 15 MB a second) is
  /// announced.
  private func announcingLongReads(of url: URL) -> (_ size: Int) -> Void {
    { [announce] size in
      if size >= 3 << 20 {
        announce("Reading \(url.lastPathComponent) once: it is kept for next time…")
      }
    }
  }

  /// Whether a list of the words of `kept` (all, if `nil`) holds those of `asked`.
  private static func covers(_ kept: ClosedRange<Int>?, _ asked: ClosedRange<Int>?) -> Bool {
    guard let kept else { return true }
    guard let asked else { return false }
    return kept.contains(asked.lowerBound) && kept.contains(asked.upperBound)
  }

  /// What a process keeps of its lists: the lists and the ranking read last (read once
  /// while their files are unchanged), and what it worked out from them, by key.
  final class Memory: Sendable {
    /// A file as it was read: where, as it stood then, and in which language's alphabet.
    typealias Read = (url: URL, stamp: SourceStamp?, language: Language)
    /// The lists read last, the latest first, each with the lengths it holds (`nil`: all).
    let lists = Mutex<[(read: Read, lengths: ClosedRange<Int>?, list: WordList)]>([])
    /// How many lists are kept: a game's words and the offensive ones beside them, and the
    /// same of a game given up for one in another language.
    static let listsKept = 4
    let ranking = Mutex<(read: Read, ranking: WordRanking)?>(nil)
    let worked = Mutex<[AnyHashable: any Sendable]>([:])
  }

  /// What the process worked out once from its lists and keeps for its other games (a Ghost
  /// list's solved game, a CodeWord Breaker hint search), by a key of the caller's own type.
  public subscript<Value: Sendable>(kept key: some Hashable & Sendable) -> Value? {
    get { memory.worked.withLock { $0[AnyHashable(key)] as? Value } }
    nonmutating set { memory.worked.withLock { $0[AnyHashable(key)] = newValue } }
  }
}

extension WordLists {
  /// The most meanings shown for a word: one for each part of speech.
  public static let meaningsShown = 4

  /// The word a meaning is looked up for when `text` is typed: one word of letters A–Z, as
  /// English folds what is typed (NAÏVE is NAIVE); `nil` for anything else.
  public static func meaningKey(of text: String) -> String? {
    let typed = text.trimmingSpaces
    let word = Language.all.first(where: \.hasMeanings)?.alphabet.folded(typed) ?? typed
    guard (1...WordList.maximumWordLength).contains(word.count),
      word.allSatisfy({ $0.isASCII && $0.isLetter })
    else { return nil }
    return word
  }

  /// What `word` means, a line for each part of speech (`goose (noun): …`), at most
  /// `limit`; or why nothing can be said, in one line (SPEC §3.6).
  public func meanings(of word: String, limit: Int = meaningsShown) -> Result<[String], Refusal> {
    guard let word = Self.meaningKey(of: word) else {
      return .failure(Refusal("Meanings are kept for English words: one word of letters A–Z."))
    }
    do throws(WordListError) {
      let url = try locator.url(forFile: "definitions.plist")
      let definitions = Definitions(url: url, cache: cache, parsing: announcingLongReads(of: url))
      let found = try definitions.meanings(of: word)
      guard !found.isEmpty else {
        return .failure(Refusal("No meaning of \(word.uppercased()) is known here."))
      }
      // The meanings file is outside: what it holds is cleaned on its way to the terminal.
      return .success(found.prefix(limit).map { $0.description.cleanedForTerminal() })
    } catch {
      return .failure(Refusal("No meaning can be shown: \(error.description(of: "the meanings"))."))
    }
  }
}
