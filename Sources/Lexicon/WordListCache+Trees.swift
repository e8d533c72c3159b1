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
  private static let treeMagic = Array("WGPT0001".utf8)
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
      Self.checksum(labels, longest, bytes, ends) == UInt64(bitPattern: Int64(checksum))
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
    // The subtree ends as the file holds them, little-endian, in one copy.
    var ends = [UInt8](repeating: 0, count: 4 * tree.nodeCount)
    ends.withUnsafeMutableBytes { raw in
      for (node, end) in tree.subtreeEnds.enumerated() {
        raw.storeBytes(of: end.littleEndian, toByteOffset: 4 * node, as: UInt32.self)
      }
    }
    let checksum = Self.checksum(tree.labels, tree.longestWords, bytes, ends)
    let header = Self.header(
      Self.treeMagic, stamp.fields + [tree.nodeCount, Int(Int64(bitPattern: checksum))])
    try? self.write(
      [header, tree.labels, tree.longestWords, bytes, ends], treeURL(for: source, kind: kind))
  }

  /// A checksum of the arrays' bytes as the file holds them, one after another: FNV-1a over
  /// 8-byte words (and the last bytes one by one), so that reading it back costs about a
  /// millisecond.
  private static func checksum<Ends>(
    _ labels: [UInt8], _ longest: [UInt8], _ bytes: [UInt8], _ ends: [Ends]
  ) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    func add(_ raw: UnsafeRawBufferPointer) {
      let words = raw.count / 8
      for word in 0..<words {
        hash =
          (hash ^ raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self))
          &* 0x100_0000_01B3
      }
      for byte in raw[(words * 8)...] {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
    }
    labels.withUnsafeBytes(add)
    longest.withUnsafeBytes(add)
    bytes.withUnsafeBytes(add)
    ends.withUnsafeBytes(add)
    return hash
  }
}
