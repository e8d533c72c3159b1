import Lexicon
import Terminal

/// A challenge code (SPEC §3.6): the same game for a friend, in about ten characters.
///
/// The code is a number written in base 29 — digits and capitals without look-alikes —
/// most significant character first, then a check character chosen so that the values of
/// all the characters (plus one), weighted 1, 2, 3, … by their places, add up to a multiple
/// of 29.
/// Since 29 is prime and the weights differ and stay under 29, one wrong character or two
/// neighbours swapped always change that sum: such a code is refused, never played.
///
/// The number holds, from its lowest digits: the game (its place among the program's
/// games), the language, the version of the list the game drew from (a hash of its words,
/// so that a code made with other lists is refused rather than play another game), and the
/// game's own values, each below the bound its game declares (`challengeValues`). A code
/// does not show the word: it holds the word's place in its list.
public struct Challenge: Equatable, Sendable {
  /// The game's place among the program's games (`Context.games`).
  public var game: Int
  public var language: Language
  /// The version of the list the game drew from.
  public var listVersion: Int
  /// The game's own values, in the order of its `challengeValues`.
  public var values: [Int]

  static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXY")
  static let base = UInt64(alphabet.count)
  /// How many games a code can name.
  static let gameBound = 8
  /// How many languages a code can name: the first ones of the table.
  static let languageBound = 8
  static let versionBound = 29 * 29

  /// The version of a list: its words' bytes hashed, reduced to two characters.
  public static func version(of bytes: [UInt8]) -> Int {
    Int(FNV1a.hash(bytes) % UInt64(versionBound))
  }

  /// The number of characters before the check character for a game with these bounds:
  /// enough for the largest number it can make.
  private static func length(_ bounds: [Int]) -> Int {
    var largest = UInt64(gameBound * languageBound * versionBound - 1)
    for bound in bounds { largest = largest * UInt64(bound) + UInt64(bound - 1) }
    return String(largest, radix: Int(base)).count
  }

  /// The code, in groups of five (`K7Q2M-9XAPT`), or `nil` if a value is out of its bound.
  public func code(bounds: [Int]) -> String? {
    // Every field with its bound, lowest first.
    let fields: [(value: Int, bound: Int)] =
      [
        (game, Self.gameBound), (Language.all.firstIndex(of: language) ?? -1, Self.languageBound),
        (listVersion, Self.versionBound),
      ] + zip(values, bounds).map { ($0, $1) }
    guard values.count == bounds.count, fields.allSatisfy({ (0..<$0.bound).contains($0.value) })
    else { return nil }
    let number = fields.reversed().reduce(UInt64(0)) { $0 * UInt64($1.bound) + UInt64($1.value) }
    // Its digits in base 29, most significant first: the remainders of its quotients by 29,
    // as many as a code of these bounds has (the sequence itself never ends).
    var digits: [Int] = sequence(first: number) { $0 / Self.base }.prefix(Self.length(bounds))
      .map { Int($0 % Self.base) }.reversed()
    digits.append(Self.checkDigit(digits))
    return stride(from: 0, to: digits.count, by: 5).map { start in
      String(digits[start...].prefix(5).map { Self.alphabet[$0] })
    }.joined(separator: "-")
  }

  /// The digit that makes the weighted sum of `digits` and itself a multiple of 29. Each
  /// digit counts as its value plus one, so that a "2" (value 0) added at the end is seen.
  private static func checkDigit(_ digits: [Int]) -> Int {
    let sum = zip(1..., digits).reduce(0) { $0 + $1.0 * ($1.1 + 1) }
    let weight = digits.count + 1
    // There is exactly one: 29 is prime, and the check's weight is under it (a code has at
    // most 14 digits, all a UInt64 holds in base 29).
    return (0..<29).first { (sum + weight * ($0 + 1)) % 29 == 0 }!
  }
}

extension Challenge {
  /// Reads a code as a friend typed it: any case, dashes and spaces ignored.
  ///
  /// - Parameter games: The program's games, in their order.
  /// - Throws: `CommandError`, saying what is wrong in one line.
  public init(code text: String, games: [any GameCommand.Type]) throws(CommandError) {
    // What was typed, as the refusal names it: cut short, for a code pasted with more.
    let shown = text.quoted(atMost: 24)
    let refuse = { (reason: String) in CommandError("\(shown) is not \(reason)") }
    let typed = text.uppercased().filter { $0 != "-" && !$0.isWhitespace }
    let lengths = Set(games.map { $0.challengeBounds }.filter { !$0.isEmpty }.map(Self.length))
      .map { $0 + 1 }.sorted()
    guard lengths.contains(typed.count) else {
      let has = typed.isEmpty ? "none was given" : "\(shown) has \(typed.count)"
      throw CommandError(
        "a code has \(lengths.map(String.init).listed("or")) characters, dashes and spaces "
          + "aside; \(has)")
    }
    let digits = typed.compactMap { Self.alphabet.firstIndex(of: $0) }
    guard digits.count == typed.count,
      Self.checkDigit(Array(digits.dropLast())) == digits.last
    else {
      throw refuse("a challenge code: a character is wrong or missing, or two are swapped")
    }
    var number: UInt64 = 0
    for digit in digits.dropLast() {
      let (product, overflow) = number.multipliedReportingOverflow(by: Self.base)
      guard !overflow else { throw refuse("a code of a game this wordgames has") }
      number = product + UInt64(digit)
    }
    func take(_ bound: Int) -> Int {
      defer { number /= UInt64(bound) }
      return Int(number % UInt64(bound))
    }
    game = take(Self.gameBound)
    let languageIndex = take(Self.languageBound)
    guard Language.all.indices.contains(languageIndex) else {
      throw refuse("a code of a language this wordgames has")
    }
    language = Language.all[languageIndex]
    listVersion = take(Self.versionBound)
    let bounds = games.indices.contains(game) ? games[game].challengeBounds : []
    guard !bounds.isEmpty, digits.count == Self.length(bounds) + 1 else {
      throw refuse("a code of a game this wordgames has")
    }
    values = bounds.map(take)
    guard number == 0 else { throw refuse("a code of a game this wordgames has") }
  }

  /// Checks that the game's list, `name`, is the one the code was made with.
  ///
  /// - Throws: `CommandError` if its version differs.
  public func check(list bytes: [UInt8], named name: String) throws(CommandError) {
    guard Self.version(of: bytes) == listVersion else {
      throw CommandError(
        "this challenge was made with another version of \(name); it cannot be played here")
    }
  }

  /// Value `number` of the challenge, as a place among `count` items of the list `name`.
  ///
  /// - Throws: `CommandError` if the list has no item there.
  public func place(_ number: Int, among count: Int, of name: String) throws(CommandError) -> Int {
    guard values[number] < count else {
      throw CommandError("this challenge names nothing in \(name); it cannot be played here")
    }
    return values[number]
  }
}
