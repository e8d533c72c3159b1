import Foundation
import Testing

@testable import Lexicon

@Suite struct InfixTreeTests {
  static let lists: [[String]] = [
    ["cat", "cats", "scatter", "dog", "do", "a", "zebra", "zeal", "banana"],
    ["aaaa", "aaa", "abab", "baba", "bab"],
    ["hd", "hdtv", "fiets", "fietsen", "fier", "mississippi"],
  ]

  /// Every infix of the words of at least `minimumLength` letters, the empty one included,
  /// with the whole words and the suffixes among them: by taking every substring.
  static func infixes(of words: [String], minimumLength: Int)
    -> (all: Set<String>, words: Set<String>, suffixes: Set<String>)
  {
    var all: Set<String> = [""]
    var whole: Set<String> = []
    var suffixes: Set<String> = []
    for word in words.map({ $0.uppercased() }) where word.count >= minimumLength {
      whole.insert(word)
      let letters = Array(word)
      for start in letters.indices {
        suffixes.insert(String(letters[start...]))
        for end in start..<letters.count { all.insert(String(letters[start...end])) }
      }
    }
    return (all, whole, suffixes)
  }

  /// Every node's infix, read by walking down from the root.
  static func nodeInfixes(_ tree: InfixTree) -> [String] {
    var infixes = [String](repeating: "", count: tree.nodeCount)
    for node in 0..<tree.nodeCount {
      for child in tree.children(of: node) {
        infixes[child] = infixes[node] + String(UnicodeScalar(tree.letter(of: child)))
      }
    }
    return infixes
  }

  @Test(arguments: lists, [1, 4])
  func hasOneNodePerDistinctInfixWithItsFlags(_ words: [String], minimumLength: Int) throws {
    let tree = InfixTree(WordList(words), minimumLength: minimumLength)
    let expected = Self.infixes(of: words, minimumLength: minimumLength)
    let infixes = Self.nodeInfixes(tree)
    #expect(Set(infixes) == expected.all)
    #expect(infixes.count == expected.all.count)
    for (node, infix) in infixes.enumerated() {
      #expect(tree.node(for: infix.lowercased()) == node)
      #expect(tree.isWord(node) == expected.words.contains(infix), "\(infix)")
      #expect(tree.endsWord(node) == expected.suffixes.contains(infix), "\(infix)")
    }
    // Breadth first: never a shorter infix after a longer one, children in letter order.
    #expect(zip(infixes, infixes.dropFirst()).allSatisfy { $0.count <= $1.count })
    for node in 0..<tree.nodeCount {
      let letters = tree.children(of: node).map { tree.letter(of: $0) }
      #expect(letters == letters.sorted())
    }
    #expect(InfixTree.isSound(labels: tree.labels.values, firstChildren: tree.firstChildren.values))
    #expect(tree.node(for: "QQ") == nil)
  }

  @Test(arguments: lists)
  func namesAWordEachInfixIsInside(_ words: [String]) throws {
    let tree = InfixTree(WordList(words), minimumLength: 4)
    let expected = Self.infixes(of: words, minimumLength: 4)
    for infix in expected.all {
      let word = try #require(tree.word(containing: infix), "\(infix)")
      #expect(
        expected.words.contains(word) && (infix.isEmpty || word.contains(infix)),
        "\(infix) in \(word)")
    }
    #expect(tree.word(containing: "XYZ") == nil)
  }

  @Test func theRealListsHaveTheInfixesOfTheirWords() throws {
    let english = BundledListTests.folder.appendingPathComponent("english-large.plist")
    let list = try WordList(contentsOf: english)
    let tree = InfixTree(list, minimumLength: 4)
    // Counted a second way: the distinct substrings of the words of 4+ letters, by hash.
    var hashes = Set<UInt64>()
    list.forEachWordAlphabetically { word in
      guard word.count >= 4 else { return }
      for start in word.indices {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for letter in word[start...] {
          hash = (hash ^ UInt64(letter)) &* 0x100_0000_01B3
          hashes.insert(hash)
        }
      }
    }
    #expect(tree.nodeCount == hashes.count + 1)
    #expect(tree.word(containing: "XQU").map { $0.contains("XQU") } == true)
  }
}

extension InfixTree {
  /// Whether every node's children come after it, in order, within the tree, and every
  /// label but the root's is a letter: what `children(of:)` and the solver rely on.
  fileprivate static func isSound(labels: [UInt8], firstChildren: [UInt32]) -> Bool {
    let count = labels.count
    guard count > 0, firstChildren.count == count + 1 else { return false }
    var previous = 0
    for (node, first) in firstChildren.lazy.map(Int.init).enumerated() {
      guard isSound(firstChild: first, of: node, after: previous, nodeCount: count) else {
        return false
      }
      previous = first
    }
    return labels.enumerated().allSatisfy { isSound(label: $1, of: $0) }
  }
}
