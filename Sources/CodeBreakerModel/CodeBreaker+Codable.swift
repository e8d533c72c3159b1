import Lexicon

extension CodeBreaker: Codable {
  private enum CodingKeys: String, CodingKey {
    case attemptLimit, isHard, attempts, secret, evilWords, alphabet
  }

  /// Decodes a game as it was saved; `isPlayable` says whether the rules could have made it.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limit = try container.decode(Int.self, forKey: .attemptLimit)
    let isHard = try container.decode(Bool.self, forKey: .isHard)
    let attempts = try container.decode([Attempt].self, forKey: .attempts)
    let host: Host
    let alphabet: Alphabet
    if let words = try container.decodeIfPresent(FixedLengthWords.self, forKey: .evilWords) {
      host = .evil(words)
      alphabet = words.alphabet
    } else {
      host = .secret(try container.decode(String.self, forKey: .secret))
      alphabet = try container.decodeIfPresent(Alphabet.self, forKey: .alphabet) ?? .latin
    }
    self.init(
      length: host.length, attemptLimit: limit, isHard: isHard, host: host, attempts: attempts,
      alphabet: alphabet)
  }

  /// Whether the rules could have made this game (the one check of a stored one): words of
  /// the game's length, no more attempts than allowed, and pegs that the secret (or every
  /// word the evil host holds) gives.
  public var isPlayable: Bool {
    Self.attemptLimits.contains(attemptLimit) && Self.lengths.contains(length)
      && attempts.count <= attemptLimit
      && host.words.allSatisfy({ alphabet.folded($0) == $0 })
      && attempts.allSatisfy({
        alphabet.folded($0.word) == $0.word && $0.word.count == length && $0.pegs.count == length
      })
      && attempts.dropLast().allSatisfy({ !$0.pegs.isAllExact }) && host.words.allSatisfy(fits)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(attemptLimit, forKey: .attemptLimit)
    try container.encode(isHard, forKey: .isHard)
    try container.encode(attempts, forKey: .attempts)
    switch host {
    case .secret(let word):
      try container.encode(word, forKey: .secret)
      if alphabet != .latin { try container.encode(alphabet, forKey: .alphabet) }
    case .evil(let words): try container.encode(words, forKey: .evilWords)
    }
  }
}

extension CodeBreaker.Host {
  /// The words the host may hold: its secret, or every word it keeps.
  var words: [String] {
    switch self {
    case .secret(let word): [word]
    case .evil(let words): Array(words)
    }
  }

  var length: Int {
    switch self {
    case .secret(let word): word.count
    case .evil(let words): words.isEmpty ? 0 : words.length
    }
  }
}
