/// Every infix of a list's words, as a compact suffix trie: one node per distinct string
/// found inside a word, laid out flat in breadth-first order, with no object per node.
///
/// A node is an index; its children, in alphabetical order, are the nodes from
/// `firstChildren[node]` to `firstChildren[node + 1]`. Because the layout is breadth
/// first, a longer infix always comes after a shorter one, so one pass from the last node
/// to the first sees every infix after all those that extend it (SuperGhost's solver relies
/// on this). Each label holds the infix's last letter and two flags: the infix is a whole
/// word of the list, or it ends one (it is a suffix of a word).
///
/// SuperGhost asks the tree which fragments are inside a word; only words of at least a
/// minimum length are taken in.
///
/// - Complexity: O(*s*) to build for *s* letters over all suffixes of the words (the sum
///   of *L*(*L* + 1)/2), with 8 bytes per letter of the words and 5 per node while
///   building; 5 bytes per node kept.
public struct InfixTree: Sendable {
  /// A node: the index of an infix in the tree.
  public typealias Node = Int

  /// The root: the empty infix.
  public static let root: Node = 0

  /// The bit of a label that marks a whole word.
  public static let wordFlag: UInt8 = 0x80
  /// The bit of a label that marks the end of a word: the infix is one of its suffixes.
  public static let suffixFlag: UInt8 = 0x40
  /// The bits of a label that hold the letter: 1 for A, 2 for B, …, 0 for the root.
  public static let letterMask: UInt8 = 0x1F

  /// Each node's label: its last letter and its flags.
  public let labels: NodeColumn<UInt8>
  /// Where each node's children begin, and, last, the node count: node *i*'s children are
  /// `firstChildren[i]..<firstChildren[i + 1]`.
  public let firstChildren: NodeColumn<UInt32>
  /// The alphabet of the words.
  public let alphabet: Alphabet

  // A tree is also made of its columns as they are, by the memberwise initializer (which
  // `init(_:minimumLength:)`, in an extension, leaves in place): read back from a cache file,
  // whatever they hold, walking the tree stays within it and only ever moves to later nodes.

  /// The same tree, held wholly in memory: for a walk over much of it.
  public func inMemory() -> InfixTree {
    InfixTree(
      labels: NodeColumn(labels.values), firstChildren: NodeColumn(firstChildren.values),
      alphabet: alphabet)
  }

  /// The number of nodes, the root included.
  public var nodeCount: Int { labels.count }

  /// Whether `first`, read as the first child of `node` (or, for `node` equal to the node
  /// count, as the end of the last node's children), is sound after `previous`, the one
  /// read for the node before: in order, after the node, and within the tree.
  static func isSound(firstChild first: Int, of node: Int, after previous: Int, nodeCount: Int)
    -> Bool
  {
    first >= previous && first <= nodeCount
      && (node == nodeCount ? first == nodeCount : first > node)
  }

  /// Whether `label` is sound for `node`: no letter for the root, for every other a letter
  /// of an alphabet of `letters`.
  static func isSound(label: UInt8, of node: Int, letters: Int = Alphabet.maximumCount) -> Bool {
    let letter = label & letterMask
    return node == 0 ? letter == 0 : (1...UInt8(letters)).contains(letter)
  }

  /// Whether the tree is read from a cache file that turned out damaged after it was
  /// checked: what was read from it since cannot be trusted.
  public var isDamaged: Bool { labels.isDamaged || firstChildren.isDamaged }

  /// The node's label; one that is not sound marks a cache file damaged, and reads as no
  /// letter and no word.
  private func label(of node: Node) -> UInt8 {
    let label = labels[node]
    guard Self.isSound(label: label, of: node, letters: alphabet.count) else {
      labels.markDamaged()
      return 0
    }
    return label
  }

  /// The last letter of the node's infix, as an upper-case ASCII byte; 0 for the root (and
  /// for a node of a cache file that turned out damaged).
  public func letter(of node: Node) -> UInt8 {
    let index = label(of: node) & Self.letterMask
    return index == 0 ? 0 : UInt8(ascii: "A") + index - 1
  }

  /// Whether the node's infix is a whole word of the list.
  public func isWord(_ node: Node) -> Bool { label(of: node) & Self.wordFlag != 0 }

  /// Whether the node's infix ends a word of the list.
  public func endsWord(_ node: Node) -> Bool { label(of: node) & Self.suffixFlag != 0 }

  /// The node's children, in alphabetical order of their letters: always after the node
  /// and within the tree, however a cache file was changed after it was checked (which
  /// marks it damaged).
  public func children(of node: Node) -> Range<Node> {
    let count = nodeCount
    let (start, end) = (Int(firstChildren[node]), Int(firstChildren[node + 1]))
    // The rules the reader checked the whole column by, applied to the two values read.
    if !Self.isSound(firstChild: start, of: node, after: 0, nodeCount: count)
      || !Self.isSound(firstChild: end, of: node + 1, after: start, nodeCount: count)
    {
      firstChildren.markDamaged()
    }
    let first = min(max(start, node + 1), count)
    return first..<min(max(end, first), count)
  }

  /// The node of `infix`, if some word has it inside; letters are folded to the alphabet.
  public func node(for infix: some StringProtocol) -> Node? {
    alphabet.codes(of: infix)?.reduce(Self.root as Node?) { node, code in
      node.flatMap { parent in children(of: parent).first { letter(of: $0) == code } }
    }
  }

  /// A word of the list that has `infix` inside, if one does: the infix's shortest way to
  /// the end of a word, then, letter by letter at the start, the first letter that keeps
  /// it the end of a word, until it is a whole word.
  ///
  /// - Complexity: Breadth-first below the infix until a word ends, then O(26 × *L*²) for
  ///   words of at most *L* letters.
  public func word(containing infix: some StringProtocol) -> String? {
    guard let start = node(for: infix) else { return nil }
    var text = alphabet.codes(of: infix) ?? []
    // The nearest node below that ends a word: breadth first, with the path to it.
    var queue: [(node: Node, letters: [UInt8])] = [(start, [])]
    var head = 0
    while head < queue.count, !endsWord(queue[head].node) {
      let (node, letters) = queue[head]
      head += 1
      for child in children(of: node) { queue.append((child, letters + [letter(of: child)])) }
    }
    guard head < queue.count else { return nil }
    text += queue[head].letters
    // A suffix of a word that is not a whole word has a longer suffix one letter before it.
    while let node = node(for: alphabet.text(text)), !isWord(node) {
      let before = alphabet.codes.first { letter in
        self.node(for: alphabet.text([letter] + text)).map(endsWord) ?? false
      }
      guard let before else { return nil }
      text.insert(before, at: 0)
    }
    return alphabet.text(text)
  }
}

extension InfixTree {
  /// The tree of every infix of the words of `list` with at least `minimumLength` letters.
  public init(_ list: WordList, minimumLength: Int = 1) {
    // The words one after another, each letter as 1, 2, … and each word followed by a 0,
    // with a 0 first: a suffix is where it starts, and it ends at the next 0.
    var text: [UInt8] = [0]
    let lengths = list.lengths.filter { $0 >= minimumLength }
    text.reserveCapacity(lengths.reduce(list.count + 1) { $0 + $1 * list.count(ofLength: $1) })
    list.forEachWordAlphabetically { word in
      guard word.count >= max(minimumLength, 1) else { return }
      for letter in word { text.append(letter - UInt8(ascii: "A") + 1) }
      text.append(0)
    }
    // A node is an infix, so there are at most as many as the letters of all suffixes;
    // the pages reserved and never written are never made resident.
    let bound = lengths.reduce(1) { $0 + $1 * ($1 + 1) / 2 * list.count(ofLength: $1) }
    let (labels, firstChildren) = Self.breadthFirst(text, nodeBound: bound)
    self.labels = NodeColumn(labels)
    self.firstChildren = NodeColumn(firstChildren)
    alphabet = list.alphabet
  }

  /// Builds the tree a level at a time. The suffixes that have the infix of a node are
  /// kept together, and a node's children come from sorting them by their next letter (a
  /// counting sort): the suffixes that end there mark the node, and each run of one letter
  /// is a child, whose suffixes go on to the next level together. Levels come out one after
  /// another and each node's children in letter order: the tree breadth first, read
  /// straight through `text` with no pointer chasing.
  private static func breadthFirst(_ text: [UInt8], nodeBound: Int) -> ([UInt8], [UInt32]) {
    var suffixes: [UInt32] = []
    suffixes.reserveCapacity(text.count)
    for start in text.indices where text[start] != 0 { suffixes.append(UInt32(start)) }
    var next = [UInt32](repeating: 0, count: suffixes.count)
    // Where each node's suffixes end in `suffixes`, for the nodes of the current level.
    var groupEnds: [UInt32] = [UInt32(suffixes.count)]
    var nextEnds: [UInt32] = []
    var labels: [UInt8] = [0]
    var firstChildren: [UInt32] = []
    labels.reserveCapacity(nodeBound)
    firstChildren.reserveCapacity(nodeBound + 1)
    var node = 0
    var depth = 0
    var counts = [Int](repeating: 0, count: Alphabet.maximumCount + 1)
    var offsets = counts
    text.withUnsafeBufferPointer { text in
      while !groupEnds.isEmpty {
        nextEnds.removeAll(keepingCapacity: true)
        var written = 0
        var start = 0
        for end in groupEnds.lazy.map(Int.init) {
          firstChildren.append(UInt32(labels.count))
          // The suffixes that end here mark the node; a whole word starts after a 0.
          for counted in start..<end where text[Int(suffixes[counted]) + depth] == 0 {
            let first = Int(suffixes[counted])
            labels[node] |= text[first - 1] == 0 ? wordFlag | suffixFlag : suffixFlag
          }
          if end - start == 1 {
            let first = Int(suffixes[start])
            if text[first + depth] != 0 {
              next[written] = suffixes[start]
              written += 1
              labels.append(text[first + depth])
              nextEnds.append(UInt32(written))
            }
          } else {
            for index in counts.indices { counts[index] = 0 }
            for counted in start..<end { counts[Int(text[Int(suffixes[counted]) + depth])] += 1 }
            var offset = written
            for letter in 1...Alphabet.maximumCount {
              offsets[letter] = offset
              offset += counts[letter]
              if counts[letter] > 0 {
                labels.append(UInt8(letter))
                nextEnds.append(UInt32(offset))
              }
            }
            for counted in start..<end {
              let letter = Int(text[Int(suffixes[counted]) + depth])
              guard letter != 0 else { continue }
              next[offsets[letter]] = suffixes[counted]
              offsets[letter] += 1
            }
            written = offset
          }
          node += 1
          start = end
        }
        swap(&suffixes, &next)
        swap(&groupEnds, &nextEnds)
        depth += 1
      }
    }
    firstChildren.append(UInt32(labels.count))
    return (labels, firstChildren)
  }
}
