import Foundation

/// A list's prefix tree, with one byte per node worked out from it (a solved game), kept
/// beside the list's index so that the next run reads them instead of building and
/// solving again.
///
/// The file holds a header naming the version of the list it was made from (see
/// `SourceStamp`), the number of nodes and a checksum of what follows, then the labels, the
/// longest word lengths, the bytes per node and the subtree ends, each read straight into
/// its own array. It is used only if the list is still that version, the sizes add up, the
/// checksum agrees and the tree can be walked safely (`PrefixTree.init?(labels:…)`);
/// anything else (a changed list, a truncated or tampered file) is ignored and rebuilt.
extension WordListCache {
  private static let treeMagic = Array("WGPT0002".utf8)
  private static let treeHeaderSize = treeMagic.count + (SourceStamp.fieldCount + 2) * 8

  /// The tree file of `kind` (`ghost`) for the list at `source`.
  func treeURL(for source: URL, kind: String) -> URL {
    indexURL(for: source).deletingPathExtension().appendingPathExtension(kind)
  }

  /// The tree and the bytes per node of `kind` kept for this version of the list at
  /// `source`, if there is a sound copy.
  public func cachedTree(for source: URL, kind: String) -> (tree: PrefixTree, bytes: [UInt8])? {
    guard let stamp = SourceStamp(path: source.path),
      let file = try? ReadableFile(path: treeURL(for: source, kind: kind).path),
      file.bytes(Self.treeMagic.count) == Self.treeMagic,
      stamp.fields.allSatisfy({ file.integer() == $0 }),
      let count = file.integer(), let checksum = file.integer(),
      count > 0, count <= file.size / 7, file.size == Self.treeHeaderSize + 7 * count
    else { return nil }
    var labels = [UInt8](repeating: 0, count: count)
    var longest = [UInt8](repeating: 0, count: count)
    var bytes = [UInt8](repeating: 0, count: count)
    var ends = [UInt32](repeating: 0, count: count)
    guard labels.withUnsafeMutableBytes(file.fill), longest.withUnsafeMutableBytes(file.fill),
      bytes.withUnsafeMutableBytes(file.fill), ends.withUnsafeMutableBytes(file.fill),
      Checksum.of(labels, longest, bytes, ends) == UInt64(bitPattern: Int64(checksum))
    else { return nil }
    for index in ends.indices { ends[index] = UInt32(littleEndian: ends[index]) }
    guard let tree = PrefixTree(labels: labels, subtreeEnds: ends, longestWords: longest)
    else { return nil }
    return (tree, bytes)
  }

  /// Keeps `tree` and its bytes per node of `kind` for this version of the list at
  /// `source`; failures are ignored (the next run builds them again).
  public func storeTree(_ tree: PrefixTree, bytes: [UInt8], for source: URL, kind: String) {
    guard let stamp = SourceStamp(path: source.path), bytes.count == tree.nodeCount else { return }
    let ends = Self.littleEndianBytes(tree.subtreeEnds)
    let checksum = Checksum.of(tree.labels, tree.longestWords, bytes, ends)
    let header = Self.header(
      Self.treeMagic, stamp.fields + [tree.nodeCount, Int(Int64(bitPattern: checksum))])
    try? self.write(
      [header, tree.labels, tree.longestWords, bytes, ends], treeURL(for: source, kind: kind))
  }

  /// `values` as a file holds them: 4 little-endian bytes each.
  static func littleEndianBytes(_ values: [UInt32]) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: 4 * values.count)
    bytes.withUnsafeMutableBytes { raw in
      for (index, value) in values.enumerated() {
        raw.storeBytes(of: value.littleEndian, toByteOffset: 4 * index, as: UInt32.self)
      }
    }
    return bytes
  }
}
