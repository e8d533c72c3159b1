/// Every word of a list as a compact prefix tree: one node per distinct prefix, stored flat
/// in preorder, with no object per node.
///
/// A node is an index. Its children follow it directly: the first child of node *i* is
/// *i* + 1, and each child's subtree ends where the next sibling begins, so `subtreeEnds`
/// is all it takes to walk the tree. Every node also knows whether its prefix is a word and
/// how long the longest word below it is, which answers "does any word of at least *n*
/// letters start here" at once. The tree is built in one pass over the words in
/// alphabetical order (`WordList.forEachWordAlphabetically`).
///
/// Ghost asks the tree about fragments, and its solver walks it whole.
///
/// - Complexity: O(*b* log *g*) to build, for *b* bytes of words in *g* length groups;
///   6 bytes per node (a label, a subtree end, a longest length).
public struct PrefixTree: Sendable {
  /// A node: the index of a prefix in the tree.
  public typealias Node = Int

  /// The bit of a label that marks a word.
  public static let wordFlag: UInt8 = 0x80

  /// The root: the empty prefix.
  public static let root: Node = 0

  // The layout itself is public, read-only, for algorithms that walk the whole tree (the
  // Ghost solver): node i's children start at i + 1, and each child's subtree ends where
  // its next sibling begins, at `subtreeEnds[child]`.

  /// Each node's label: the last letter of its prefix (upper-case ASCII; 0 for the root)
  /// in the low seven bits, and `wordFlag` set when the prefix is a word.
  public let labels: [UInt8]
  /// The index just past each node's subtree.
  public let subtreeEnds: [UInt32]
  /// The length of the longest word in each node's subtree (its own prefix included), or 0.
  public let longestWords: [UInt8]
  /// The alphabet of the words: labels hold its codes.
  public let alphabet: Alphabet

  /// Builds the tree of every word in `list`.
  ///
  /// With `minimumLength`, the tree of the fragments a game that ends on words of
  /// `minimumLength` letters or more can reach: words shorter than that are left out, and
  /// so is every word that continues such a word. Every node then leads to a word of at
  /// least `minimumLength` letters, and a word of that length is a leaf.
  public init(_ list: WordList, endingAtWordsOf minimumLength: Int? = nil) {
    let shortest = minimumLength ?? 1
    // A tree never has more nodes than the words it holds have letters, plus the root.
    // Reserving that much up front spares the copies of growing arrays; the pages never
    // written are never made resident.
    let letterCount = list.lengths.filter { $0 >= shortest }
      .reduce(0) { $0 + $1 * list.count(ofLength: $1) }
    var builder = Builder(capacity: letterCount + 1)
    // In alphabetical order, the words that continue a word come right after it.
    var last: [UInt8] = []
    list.forEachWordAlphabetically { word in
      guard word.count >= shortest else { return }
      if minimumLength != nil {
        guard last.isEmpty || !word.starts(with: last) else { return }
        last.removeAll(keepingCapacity: true)
        last.append(contentsOf: word)
      }
      builder.add(word)
    }
    (labels, subtreeEnds, longestWords) = builder.finish()
    alphabet = list.alphabet
  }

  /// A tree read back from its arrays, if they make one that can be walked safely: the root
  /// first with no letter, every other label a letter of `alphabet`, and every node's subtree
  /// ending after it and within the tree, the root's at its end.
  init?(
    labels: [UInt8], subtreeEnds: [UInt32], longestWords: [UInt8], alphabet: Alphabet = .latin
  ) {
    let count = labels.count
    guard count > 0, subtreeEnds.count == count, longestWords.count == count,
      labels[0] == 0, subtreeEnds[0] == count
    else { return nil }
    for node in 1..<count {
      let letter = labels[node] & ~Self.wordFlag
      let end = Int(subtreeEnds[node])
      guard alphabet.codes.contains(letter), end > node, end <= count else { return nil }
    }
    self.alphabet = alphabet
    self.labels = labels
    self.subtreeEnds = subtreeEnds
    self.longestWords = longestWords
  }

  /// Builds the arrays in one pass over the words in alphabetical order.
  private struct Builder {
    var letters: [UInt8] = [0]
    var subtreeEnds: [UInt32] = [0]
    var longestWords: [UInt8] = [0]
    /// The open nodes, from the root down: the path of the previous word.
    var path: [Node] = [PrefixTree.root]

    init(capacity: Int) {
      letters.reserveCapacity(capacity)
      subtreeEnds.reserveCapacity(capacity)
      longestWords.reserveCapacity(capacity)
    }

    mutating func add(_ word: UnsafeBufferPointer<UInt8>) {
      var shared = 0
      while shared + 1 < path.count, shared < word.count,
        letters[path[shared + 1]] & ~PrefixTree.wordFlag == word[shared]
      {
        shared += 1
      }
      while path.count - 1 > shared { close() }
      for letter in word[shared...] {
        path.append(letters.count)
        letters.append(letter)
        subtreeEnds.append(0)
        longestWords.append(0)
      }
      letters[path[path.count - 1]] |= PrefixTree.wordFlag
    }

    /// Ends the deepest open node: its subtree is complete.
    mutating func close() {
      let node = path.removeLast()
      subtreeEnds[node] = UInt32(letters.count)
      if letters[node] & PrefixTree.wordFlag != 0 {
        longestWords[node] = max(longestWords[node], UInt8(path.count))
      }
      if let parent = path.last {
        longestWords[parent] = max(longestWords[parent], longestWords[node])
      }
    }

    mutating func finish() -> ([UInt8], [UInt32], [UInt8]) {
      while !path.isEmpty { close() }
      return (letters, subtreeEnds, longestWords)
    }
  }

  /// The number of nodes, the root included.
  public var nodeCount: Int { labels.count }

  /// The last letter of the node's prefix, as its code.
  public func letter(of node: Node) -> UInt8 { labels[node] & ~Self.wordFlag }

  /// Whether the node's prefix is a word of the list.
  public func isWord(_ node: Node) -> Bool { labels[node] & Self.wordFlag != 0 }

  /// The length of the longest word that starts with the node's prefix, or 0 if none does.
  public func longestWordLength(from node: Node) -> Int { Int(longestWords[node]) }

  /// The node's children, in alphabetical order of their letters: the first is the next
  /// node, and each child's subtree ends where its next sibling begins.
  public func children(of node: Node) -> some Sequence<Node> {
    let end = Int(subtreeEnds[node])
    return sequence(first: node + 1) { Int(subtreeEnds[$0]) }.lazy.prefix { $0 < end }
  }

  /// The node of `prefix`, if some word starts with it; letters are folded to the alphabet.
  public func node(forPrefix prefix: some StringProtocol) -> Node? {
    alphabet.codes(of: prefix)?.reduce(Self.root as Node?) { node, code in
      node.flatMap { parent in children(of: parent).first { letter(of: $0) == code } }
    }
  }

  /// Whether some word of at least `minimumLength` letters starts with `prefix`.
  public func hasWord(withPrefix prefix: some StringProtocol, minimumLength: Int = 1) -> Bool {
    guard let node = node(forPrefix: prefix) else { return false }
    return longestWordLength(from: node) >= max(minimumLength, prefix.count, 1)
  }

  /// The alphabetically first word of at least `minimumLength` letters that starts with
  /// `prefix` (the prefix itself, if it is such a word), in upper case.
  ///
  /// - Complexity: O(26 × *L*) for words of at most *L* letters: a subtree without a word
  ///   long enough is never entered.
  public func firstWord(withPrefix prefix: some StringProtocol, minimumLength: Int = 1) -> String? {
    guard var node = node(forPrefix: prefix) else { return nil }
    var word = alphabet.codes(of: prefix) ?? []
    let shortest = max(minimumLength, 1)
    guard longestWordLength(from: node) >= shortest else { return nil }
    while !(isWord(node) && word.count >= shortest) {
      // Some child leads to a long enough word, since this node does and is not one.
      node = children(of: node).first { longestWordLength(from: $0) >= shortest }!
      word.append(letter(of: node))
    }
    return alphabet.text(word)
  }
}
