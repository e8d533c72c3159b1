/// A crib: a way to never lose that needs as few words remembered as possible, for the
/// player who wins with perfect play, the first player if they can.
///
/// The first player opens with a winning letter (the second player needs no opening);
/// after every move the other player can make, the crib has a reply that keeps the win,
/// until the other player has only moves that lose at once: a word of four or more letters
/// can then be formed, and the crib names one. Those words are what a player learns: in
/// plain Ghost, playing the next letter of the word on the list that starts with the
/// fragment is the whole strategy.
///
/// The crib is chosen to need the fewest such words: a fragment the other player moves from
/// needs the words of all their moves added up, a fragment the first player moves from
/// needs those of its best winning move. (In SuperGhost one fragment can be reached in two
/// orders; it is counted on each way there, so the count is an upper bound the crib itself
/// can only beat.)
public struct GhostCrib: Sendable, Equatable {
  /// The recommended first letter, when the crib is the first player's; `nil` when the
  /// first player cannot win and the crib is the second player's.
  public let opening: GhostMove?
  /// Each fragment the crib's player moves from, in the order of play (depth first, the
  /// other player's moves in the game's order): the fragment, the reply, and one word the
  /// reply leads to.
  public let replies: [Reply]
  /// The words to remember, alphabetically: one for each way the other player is forced to
  /// lose.
  public let words: [String]

  /// One line of the crib: on `fragment`, play `move`; `word` shows where it leads.
  public struct Reply: Sendable, Equatable {
    public let fragment: String
    public let move: GhostMove
    public let word: String
  }

  /// The crib of `game` for the player who wins it.
  public init(_ game: GhostSolver) {
    var search = Search(game: game)
    opening = game.wins(from: "") ? search.reply(at: "") : nil
    let start = opening?.applied(to: "") ?? ""
    var replies: [Reply] = []
    var words: Set<String> = []
    var seen: Set<String> = []
    // The strategy, walked depth first from the opening, in the game's order of moves:
    // every move of the other player, the reply, and what follows it.
    func walk(from fragment: String) {
      let options = game.options(after: fragment)
      guard !options.isEmpty else {
        words.insert(search.word(formedFrom: fragment))
        return
      }
      for option in options where seen.insert(option.fragment).inserted {
        let reply = search.reply(at: option.fragment)
        let next = reply.applied(to: option.fragment)
        replies.append(
          Reply(fragment: option.fragment, move: reply, word: search.firstWord(opponentAt: next)))
        walk(from: next)
      }
    }
    walk(from: start)
    self.replies = replies
    self.words = words.sorted()
  }

  /// The counts of words and the replies, worked out once for each fragment.
  private struct Search {
    let game: GhostSolver
    var counts: [String: Int] = [:]
    var choices: [String: GhostMove] = [:]

    /// The words needed when the other player moves from `fragment`, which they lose: those
    /// of each of their moves, answered by the crib's reply.
    mutating func count(opponentAt fragment: String) -> Int {
      if let known = counts[fragment] { return known }
      let options = game.options(after: fragment)
      var total = options.isEmpty ? 1 : 0
      for option in options {
        let next = reply(at: option.fragment).applied(to: option.fragment)
        total = min(total + count(opponentAt: next), Int(Int32.max))
      }
      counts[fragment] = total
      return total
    }

    /// The crib's move from `fragment`, which its player wins: the winning move that needs
    /// the fewest words (the first such in the game's order).
    mutating func reply(at fragment: String) -> GhostMove {
      if let known = choices[fragment] { return known }
      let best = game.options(after: fragment).filter(\.wins).map {
        (count: count(opponentAt: $0.fragment), move: $0.move)
      }.min { $0.count < $1.count }!
      choices[fragment] = best.move
      return best.move
    }

    /// The first word of the crib below `fragment`, where the other player moves: the word
    /// their first move leads to.
    mutating func firstWord(opponentAt fragment: String) -> String {
      var fragment = fragment
      while let option = game.options(after: fragment).first {
        fragment = reply(at: option.fragment).applied(to: option.fragment)
      }
      return word(formedFrom: fragment)
    }

    /// A word one move makes of `fragment`, from which every move loses at once.
    func word(formedFrom fragment: String) -> String {
      let words = GhostMove.all(on: game.dictionary.sides, in: game.dictionary.alphabet).lazy.map {
        $0.applied(to: fragment)
      }
      return words.first { game.dictionary.isWord($0) } ?? fragment
    }
  }
}
