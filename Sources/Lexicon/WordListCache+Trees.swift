import Foundation

/// A list's prefix tree or infix tree, with bytes per node worked out from it (a solved game,
/// a byte per node for each layer of its table), kept beside the list's index so that the
/// next run reads them instead of building and solving again, in a `CacheFile` made from
/// the list's version.
///
/// A prefix tree is read whole, and used only if it can be walked safely
/// (`PrefixTree.init?(labels:…)`). An infix tree is read a page at a time, so that a game
/// looks only at the few thousand nodes it needs of the millions the tree has; each value is
/// checked where it is read (`InfixTree`), and one that breaks the tree's rules marks the
/// file damaged. A changed list, or a file cut short or of the wrong shape, is not read.
extension WordListCache {
  /// The tree and the bytes per node of `kind` kept for this version of the list at
  /// `source`, if there is a sound copy.
  public func cachedTree(for source: URL, kind: String, alphabet: Alphabet = .latin)
    -> (tree: PrefixTree, bytes: [UInt8])?
  {
    guard let file = cached(kind, of: source, alphabet: alphabet, sections: 4),
      let ends = file.values(of: 0, as: UInt32.self), let labels = file.values(of: 1),
      let longest = file.values(of: 2), let bytes = file.values(of: 3),
      !labels.isEmpty, bytes.count.isMultiple(of: labels.count),
      let tree = PrefixTree(
        labels: labels, subtreeEnds: ends, longestWords: longest, alphabet: alphabet)
    else { return nil }
    return (tree, bytes)
  }

  /// Keeps `tree` and its bytes per node of `kind` for this version of the list at
  /// `source`; failures are ignored (the next run builds them again).
  public func storeTree(_ tree: PrefixTree, bytes: [UInt8], for source: URL, kind: String) {
    keep(
      [littleEndianBytes(tree.subtreeEnds), tree.labels, tree.longestWords, bytes], as: kind,
      of: source, stamp: SourceStamp(path: source.path), alphabet: tree.alphabet)
  }

  /// The infix tree and the bytes per node of `kind` (`superghost`) kept for this version
  /// of the list at `source`, if there is a copy of the right shape.
  public func cachedInfixTree(for source: URL, kind: String, alphabet: Alphabet = .latin)
    -> (tree: InfixTree, bytes: NodeColumn<UInt8>)?
  {
    guard let file = cached(kind, of: source, alphabet: alphabet, sections: 3),
      let firstChildren = file.column(of: 0, as: UInt32.self),
      let labels = file.column(of: 1, as: UInt8.self),
      let bytes = file.column(of: 2, as: UInt8.self),
      labels.count > 0, firstChildren.count == labels.count + 1,
      bytes.count.isMultiple(of: labels.count)
    else { return nil }
    return (InfixTree(labels: labels, firstChildren: firstChildren, alphabet: alphabet), bytes)
  }

  /// Keeps `tree` and its bytes per node of `kind` for this version of the list at
  /// `source`; failures are ignored (the next run builds them again).
  public func storeInfixTree(
    _ tree: InfixTree, bytes: NodeColumn<UInt8>, for source: URL, kind: String
  ) {
    keep(
      [littleEndianBytes(tree.firstChildren.values), tree.labels.values, bytes.values], as: kind,
      of: source, stamp: SourceStamp(path: source.path), alphabet: tree.alphabet)
  }
}
