/// Why a word list could not be loaded.
///
/// Each case carries the path, so the message a player sees names the file at fault.
public enum WordListError: Error, Equatable, CustomStringConvertible {
  /// No file exists at the path.
  case missing(path: String)
  /// The file exists but could not be read (permissions, a folder, an I/O error).
  case unreadable(path: String, reason: String)
  /// The file is larger than any word list may be.
  case tooLarge(path: String, limit: Int)
  /// The file holds nothing but white space.
  case empty(path: String)
  /// The file is neither a property list nor text.
  case malformed(path: String, reason: String)
  /// The file is a property list, but its top level is not an array of strings.
  case notAnArrayOfStrings(path: String)
  /// Every entry was dropped by normalisation: no word of letters only is left.
  case noUsableWords(path: String)
  /// An entry has a letter that neither is nor folds to one of the list's alphabet
  /// (`letters`, as `Alphabet.named` gives them): the list is in another language.
  case foreignLetter(path: String, entry: String, letter: Character, letters: String)
  /// No list was found in any of the places searched.
  case notFound(file: String, searched: [String])

  /// The exit status for this error (`sysexits.h`): 66 when there is no input, 65 when the
  /// input is bad.
  public var exitStatus: Int32 {
    switch self {
    case .missing, .unreadable, .notFound: 66
    case .tooLarge, .empty, .malformed, .notAnArrayOfStrings, .noUsableWords, .foreignLetter: 65
    }
  }

  public var description: String { description(of: "word list") }

  /// The message, naming the file as `file` says what it is: `word list`, `the meanings`.
  public func description(of file: String) -> String {
    switch self {
    case .missing(let path):
      "\(file) \(path): no such file"
    case .unreadable(let path, let reason):
      "\(file) \(path): cannot be read (\(reason))"
    case .tooLarge(let path, let limit):
      "\(file) \(path): larger than \(limit >> 20) MB, the most a word list may be"
    case .empty(let path):
      "\(file) \(path): the file is empty"
    case .malformed(let path, let reason):
      "\(file) \(path): malformed (\(reason))"
    case .notAnArrayOfStrings(let path):
      "\(file) \(path): the property list is not an array of strings"
    case .noUsableWords(let path):
      "\(file) \(path): no usable word (a word is letters only, one to an entry)"
    case .foreignLetter(let path, let entry, let letter, let letters):
      "\(file) \(path): \(entry) has \(letter), which is neither one of \(letters) nor a "
        + "letter that folds to one (É → E); choose the list's language with --lang"
    case .notFound(let name, let searched):
      "\(file) \(name) not found; looked in: \(searched.joined(separator: ", "))"
    }
  }
}
