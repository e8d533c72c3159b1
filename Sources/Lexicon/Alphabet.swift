import Foundation

/// A language's letters, as its Scrabble set has them (SPEC §7): A–Z, and for some
/// languages a few more (German Ä Ö Ü, Spanish Ñ), at most `maximumCount`.
///
/// Inside the program a letter is one byte, its code: 65 plus its place in the alphabet, so
/// A–Z are their ASCII bytes, and German's Ä, Ö and Ü are 91, 92 and 93. The hot loops index
/// tables and bit masks by `code - 65` in any language, and text becomes codes, and codes
/// text, only here. Any other letter folds to the alphabet: to its base letter when it has
/// an accent the alphabet does not (É → E, and in French Ñ → N), ß and ẞ to SS, and a
/// ligature to its letters (Œ → OE, Æ → AE, Ĳ → IJ); a letter with no such place (Ø, Greek,
/// a digit) has none, and a word holding one is not a word of the language.
public struct Alphabet: Hashable, Sendable {
  /// The most letters an alphabet can have: a set of letters is a 32-bit mask, a code stays
  /// at most 95 (bit 5 clear: the list builder raises every code with `& 0xDF`), and a tree
  /// label holds a letter in five bits.
  public static let maximumCount = 31

  /// English's, and every alphabet's first 26 letters.
  public static let latin = Alphabet(letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ")!

  /// The letters, in order: `letters[code - 65]`.
  public let letters: [Character]
  /// The letters as Unicode scalars, one each, which folding compares.
  private let scalars: [Unicode.Scalar]

  /// What each character of ISO Latin-1 (U+0000 to U+00FF) folds to: up to two codes
  /// (ß → SS), packed as `first | second << 8`, or 0 where it has no place.
  private let latin1Folds: [UInt16]

  /// An alphabet of `letters`: upper-case letters, each once, starting with A–Z in order
  /// (the codes of A–Z are the same in every language), at most `maximumCount`.
  public init?(letters text: String) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= Self.maximumCount, text.starts(with: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      Set(scalars).count == scalars.count, scalars.allSatisfy(\.properties.isUppercase)
    else { return nil }
    letters = scalars.map(Character.init)
    self.scalars = scalars
    latin1Folds = Self.latin1Spellings.map { spelling in
      guard let codes = spelling.flatMap({ Self.codes(of: $0, in: scalars) }),
        (1...2).contains(codes.count)
      else { return 0 }
      return UInt16(codes[0]) | UInt16(codes.count == 2 ? codes[1] : 0) << 8
    }
  }

  public static func == (lhs: Alphabet, rhs: Alphabet) -> Bool { lhs.letters == rhs.letters }
  public func hash(into hasher: inout Hasher) { hasher.combine(letters) }

  /// The number of letters.
  public var count: Int { letters.count }

  /// The codes of the letters, in order: 65, 66, ….
  public var codes: Range<UInt8> { 65..<UInt8(65 + letters.count) }

  /// The letters as they are written in this alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ".
  public var description: String { String(letters) }

  /// The letter of `code`, which must be one of `codes`.
  public func letter(_ code: UInt8) -> Character { letters[Int(code &- 65)] }

  /// The text of `codes`, each one of this alphabet's.
  public func text(_ codes: some Collection<UInt8>) -> String {
    if letters.count == 26 { return String(decoding: codes, as: UTF8.self) }
    return String(codes.map(letter))
  }

  /// The codes of `text`, every letter folded, in either case; `nil` if a character has no
  /// place in the alphabet (a space, a digit, an Ø in English).
  public func codes(of text: some StringProtocol) -> [UInt8]? {
    var codes: [UInt8] = []
    codes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard append(scalar, to: &codes) else {
        // A letter sent as its base and a combining accent (as some keyboards and pastes
        // send Ñ) is read composed.
        let composed = text.precomposedStringWithCanonicalMapping
        return composed.unicodeScalars.elementsEqual(text.unicodeScalars)
          ? nil : self.codes(of: composed)
      }
    }
    return codes
  }

  /// The first letter of `text` that has no place in the alphabet, even folded (the Ø of
  /// SMØRREBRØD in English), or `nil` if every letter has one; a character that is not a
  /// letter of any alphabet (a digit, a hyphen, º) is passed over.
  public func unplacedLetter(in text: some StringProtocol) -> Character? {
    var codes: [UInt8] = []
    return text.unicodeScalars.first { scalar in
      let isLetter =
        scalar.value < 256
        ? Self.latin1Spellings[Int(scalar.value)] != nil : scalar.properties.isAlphabetic
      return isLetter && !append(scalar, to: &codes)
    }.map(Character.init)
  }

  /// `text` with each letter folded to the alphabet and every other character as it is
  /// (a phrase's spaces and punctuation), or `nil` if a letter has no place in it.
  public func foldedLetters(_ text: some StringProtocol) -> String? {
    var folded = ""
    for character in text {
      if let codes = codes(of: String(character)) {
        folded += self.text(codes)
      } else if character.isLetter {
        return nil
      } else {
        folded.append(character)
      }
    }
    return folded
  }

  /// The letters as a sentence names them: "A to Z", "A to Z, Ä, Ö or Ü" with `or`.
  public func named(_ conjunction: String) -> String {
    let own = letters.dropFirst(26).map(String.init)
    guard let last = own.last else { return "A to Z" }
    return (["A to Z"] + own.dropLast()).joined(separator: ", ") + " \(conjunction) \(last)"
  }

  /// `text` in the alphabet's letters, folded (CAFÉ is CAFE in French), or `nil` if a
  /// character has no place in it.
  public func folded(_ text: some StringProtocol) -> String? {
    codes(of: text).map(self.text)
  }

  /// The code of a single letter typed, folded: `nil` unless it folds to exactly one.
  public func code(of letter: Character) -> UInt8? {
    guard let codes = codes(of: String(letter)), codes.count == 1 else { return nil }
    return codes[0]
  }

  /// Appends what `scalar` folds to; `false` if it has no place in the alphabet.
  @inline(__always)
  private func append(_ scalar: Unicode.Scalar, to codes: inout [UInt8]) -> Bool {
    if scalar.value < 256 {
      let fold = latin1Folds[Int(scalar.value)]
      guard fold != 0 else { return false }
      codes.append(UInt8(truncatingIfNeeded: fold))
      if fold > 0xFF { codes.append(UInt8(fold >> 8)) }
      return true
    }
    guard let folded = Self.spelling(of: scalar).flatMap({ Self.codes(of: $0, in: scalars) })
    else { return false }
    codes.append(contentsOf: folded)
    return true
  }

  /// A letter as Unicode spells it, whatever the alphabet: its upper case when that is one
  /// character, and the letters of its upper case without accents (ß and ẞ: S, S; Ĳ: I, J).
  private struct Spelling {
    var upper: Unicode.Scalar?
    var base: [Unicode.Scalar]
  }

  /// The spelling of each character of ISO Latin-1, worked out once for every alphabet: an
  /// ASCII letter is itself in upper case, and only the letters from U+00C0 on (À to ÿ)
  /// are asked of Unicode, since no other character of the range is a letter of a Latin
  /// alphabet.
  private static let latin1Spellings = (0...255).map { value -> Spelling? in
    let scalar = Unicode.Scalar(UInt8(value))
    guard scalar.properties.isAlphabetic else { return nil }
    if value < 0x80 {
      return Spelling(upper: Unicode.Scalar(UInt8(value) & 0xDF), base: [])
    }
    return value < 0xC0 ? nil : spelling(of: scalar)
  }

  /// The spelling of `scalar`, or `nil` if it is not a letter.
  private static func spelling(of scalar: Unicode.Scalar) -> Spelling? {
    guard scalar.properties.isAlphabetic else { return nil }
    let upper = String(scalar).uppercased().unicodeScalars
    // Through lower case, so that the capital ẞ is SS as ß is; in compatibility form, so
    // that Ĳ is IJ; upper case again after, for the forms that were lower case.
    let plain = String(scalar).lowercased().uppercased()
    let base = (ligatures[plain] ?? plain).decomposedStringWithCompatibilityMapping.uppercased()
      .unicodeScalars.filter { !(0x300...0x36F).contains($0.value) }
    return Spelling(upper: upper.count == 1 ? upper.first : nil, base: Array(base))
  }

  /// The ligatures Unicode does not take apart: French and Danish write them for two letters.
  private static let ligatures = ["Æ": "AE", "Œ": "OE"]

  /// What a spelling folds to in an alphabet of `letters`: its upper case if that is a
  /// letter of it, else its letters without accents; `nil` if one is left without a place.
  private static func codes(of spelling: Spelling, in letters: [Unicode.Scalar]) -> [UInt8]? {
    if let upper = spelling.upper, let place = letters.firstIndex(of: upper) {
      return [UInt8(65 + place)]
    }
    let places = spelling.base.compactMap { letters.firstIndex(of: $0) }
    guard !places.isEmpty, places.count == spelling.base.count else { return nil }
    return places.map { UInt8(65 + $0) }
  }
}
