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
      let header = file.bytes(Self.treeHeaderSize),
      Array(header.prefix(Self.treeMagic.count)) == Self.treeMagic
    else { return nil }
    let fields = stride(from: Self.treeMagic.count, to: header.count, by: 8).map { offset in
      Int(
        Int64(
          littleEndian: header.withUnsafeBytes {
            $0.loadUnaligned(fromByteOffset: offset, as: Int64.self)
          }))
    }
    let count = fields[SourceStamp.fieldCount]
    guard Array(fields.prefix(SourceStamp.fieldCount)) == stamp.fields, count > 0,
      count <= file.size / 7, file.size == Self.treeHeaderSize + 7 * count
    else { return nil }
    var labels = [UInt8](repeating: 0, count: count)
    var longest = [UInt8](repeating: 0, count: count)
    var bytes = [UInt8](repeating: 0, count: count)
    var ends = [UInt32](repeating: 0, count: count)
    guard labels.withUnsafeMutableBytes(file.fill), longest.withUnsafeMutableBytes(file.fill),
      bytes.withUnsafeMutableBytes(file.fill), ends.withUnsafeMutableBytes(file.fill),
      Self.checksum(labels, longest, bytes, ends) == UInt64(bitPattern: Int64(fields.last!))
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
    let ends = tree.subtreeEnds.withUnsafeBytes { raw in
      raw.bindMemory(to: UInt32.self).map { $0.littleEndian }
    }
    var header = Self.treeMagic
    for field in stamp.fields + [tree.nodeCount] {
      withUnsafeBytes(of: Int64(field).littleEndian) { header.append(contentsOf: $0) }
    }
    let checksum = Self.checksum(tree.labels, tree.longestWords, bytes, ends)
    withUnsafeBytes(of: checksum.littleEndian) { header.append(contentsOf: $0) }
    let endBytes = ends.withUnsafeBytes { [UInt8]($0) }
    try? self.write(
      [header, tree.labels, tree.longestWords, bytes, endBytes], treeURL(for: source, kind: kind))
  }

  /// A checksum of the arrays' bytes, one after another: FNV-1a over 8-byte words (and the
  /// last bytes one by one), so that reading it back costs about a millisecond.
  private static func checksum(
    _ labels: [UInt8], _ longest: [UInt8], _ bytes: [UInt8], _ ends: [UInt32]
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
