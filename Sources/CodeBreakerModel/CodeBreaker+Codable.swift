import Lexicon

extension CodeBreaker: Codable {
  private enum CodingKeys: String, CodingKey {
    case attemptLimit, isHard, attempts, secret, evilLength, alphabet
  }

  /// Decodes a game as it was saved; `isPlayable` says whether the rules could have made it.
  /// An evil host in play holds no words until `restore(from:)` gives it the list's.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let secret = try container.decodeIfPresent(String.self, forKey: .secret)
    let evilLength = try container.decodeIfPresent(Int.self, forKey: .evilLength)
    let length = try evilLength ?? container.decode(String.self, forKey: .secret).count
    let alphabet = try container.decodeIfPresent(Alphabet.self, forKey: .alphabet) ?? .latin
    self.init(
      length: length, attemptLimit: try container.decode(Int.self, forKey: .attemptLimit),
      isHard: try container.decode(Bool.self, forKey: .isHard), isEvil: evilLength != nil,
      host: secret.map(Host.secret)
        ?? .evil(FixedLengthWords(length: max(1, length), bytes: [], alphabet: alphabet)),
      attempts: try container.decode([Attempt].self, forKey: .attempts), alphabet: alphabet)
  }

  /// Whether the rules could have made this game (the one check of a stored one): words of
  /// the game's length, no more attempts than allowed, and pegs that the secret (the evil
  /// host's word, once the game is over) gives.
  public var isPlayable: Bool {
    Self.attemptLimits.contains(attemptLimit) && Self.lengths.contains(length)
      && attempts.count <= attemptLimit
      && host.words.allSatisfy({ alphabet.folded($0) == $0 && $0.count == length })
      && attempts.allSatisfy({
        alphabet.folded($0.word) == $0.word && $0.word.count == length && $0.pegs.count == length
      })
      && attempts.dropLast().allSatisfy({ !$0.pegs.isAllExact }) && host.words.allSatisfy(fits)
      && (!isEvil || isOver != host.isEvil)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(attemptLimit, forKey: .attemptLimit)
    try container.encode(isHard, forKey: .isHard)
    try container.encode(attempts, forKey: .attempts)
    if isEvil { try container.encode(length, forKey: .evilLength) }
    if case .secret(let word) = host { try container.encode(word, forKey: .secret) }
    if alphabet != .latin { try container.encode(alphabet, forKey: .alphabet) }
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

  var isEvil: Bool {
    if case .evil = self { true } else { false }
  }
}
