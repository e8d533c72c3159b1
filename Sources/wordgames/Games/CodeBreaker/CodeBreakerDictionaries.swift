import CodeBreakerModel
import GameMachinery
import Lexicon

/// The words of CodeWord Breaker in a process: for each dictionary and length, the
/// attempts it accepts and the answers it draws from, loaded once and kept by the process's
/// word lists (`WordLists[kept:]`).
///
/// A language draws its answers from its answer list and accepts any word of its large list
/// (`languages.plist`); a hint names one of its frequent words or answers, never an offensive
/// one, the most frequent of equally good ones. A `--words` file is all of them.
enum CodeBreakerDictionaries {
  private struct Key: Hashable, Sendable {
    let source: WordSource
    let length: Int
  }

  /// The words of `length` letters `source` has, as a hint search over them.
  ///
  /// - Throws: `WordListError` for a list that cannot be read,
  ///   `CodeBreakerCommand.Failure.noWords` when it has no answer of that length.
  static func words(_ source: WordSource, length: Int, from lists: WordLists) throws
    -> HintSearch
  {
    let key = Key(source: source, length: length)
    if let search: HintSearch = lists[kept: key] { return search }
    let allowed = try lists.load(\.largeListFile, of: source, lengths: length...length)
      .words(ofLength: length)
    let answers =
      source.path == nil && source.language.answerListFile != source.language.largeListFile
      ? try lists.load(\.answerListFile, of: source, lengths: length...length)
        .words(ofLength: length).intersection(allowed)
      : allowed
    guard !answers.isEmpty else { throw CodeBreakerCommand.Failure.noWords(source, length: length) }
    let ranking = lists.ranking(of: source)
    let offensive = try lists.offensive(of: source, length: length)
    let ranks = ranking?.rank(ofEach: allowed)
    // The answers are allowed words: a hint names one that is ranked, or an answer.
    let inAnswers = allowed.indices(in: answers)
    let named = ranks.map { ranks in allowed.keeping { ranks[$0] != nil || inAnswers[$0] != nil } }
    let search = HintSearch(
      allowed: (named ?? allowed).subtracting(offensive), answers: answers, accepted: allowed,
      preferring: ranking)
    lists[kept: key] = search
    return search
  }
}
