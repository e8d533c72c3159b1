import Foundation

/// A list's infix tree with one byte per node worked out from it (SuperGhost solved), kept
/// beside the list's index and read back a page at a time, so that a game looks only at
/// the few thousand nodes it needs of the millions the tree has.
///
/// The file holds a header naming the version of the list it was made from (see
/// `SourceStamp`), the number of nodes and a checksum of what follows, then the first
/// children (little-endian, 4 bytes a node and one more), the labels and the bytes per
/// node. Opening it reads it through once, in small pieces, to check the checksum and that
/// the tree can be walked safely (`InfixTree.isSound`); a changed list, a truncated or
/// tampered file is ignored and rebuilt.
extension WordListCache {
  private static let infixMagic = Array("WGIT0001".utf8)
  private static let infixHeaderSize = infixMagic.count + (SourceStamp.fieldCount + 2) * 8

  /// The infix tree and the bytes per node of `kind` (`superghost`) kept for this version
  /// of the list at `source`, if there is a sound copy.
  public func cachedInfixTree(for source: URL, kind: String)
    -> (tree: InfixTree, bytes: NodeColumn<UInt8>)?
  {
    guard let stamp = SourceStamp(path: source.path),
      let file = try? ReadableFile(path: treeURL(for: source, kind: kind).path),
      file.bytes(Self.infixMagic.count) == Self.infixMagic,
      stamp.fields.allSatisfy({ file.integer() == $0 }),
      let count = file.integer(), let checksum = file.integer(),
      count > 0, count <= file.size / 6,
      file.size == Self.infixHeaderSize + 6 * count + 4,
      Self.checks(file, nodeCount: count, checksum: UInt64(bitPattern: Int64(checksum)))
    else { return nil }
    let pages = PagedFile(file)
    let labelsOffset = Self.infixHeaderSize + 4 * (count + 1)
    let tree = InfixTree(
      labels: NodeColumn(pages, offset: labelsOffset, count: count),
      firstChildren: NodeColumn(pages, offset: Self.infixHeaderSize, count: count + 1))
    return (tree, NodeColumn(pages, offset: labelsOffset + count, count: count))
  }

  /// Keeps `tree` and its bytes per node of `kind` for this version of the list at
  /// `source`; failures are ignored (the next run builds them again).
  public func storeInfixTree(
    _ tree: InfixTree, bytes: NodeColumn<UInt8>, for source: URL, kind: String
  ) {
    guard let stamp = SourceStamp(path: source.path), bytes.count == tree.nodeCount else { return }
    let (children, labels, bytes) = (
      Self.littleEndianBytes(tree.firstChildren.values), tree.labels.values, bytes.values
    )
    let checksum = Checksum.of(children, labels, bytes)
    let header = Self.header(
      Self.infixMagic, stamp.fields + [tree.nodeCount, Int(Int64(bitPattern: checksum))])
    try? write([header, children, labels, bytes], treeURL(for: source, kind: kind))
  }

  /// Reads the rest of `file` through, a piece at a time, and tells whether its checksum
  /// is `checksum` and the tree it holds is sound (by the rules of `InfixTree.isSound`,
  /// checked a node at a time as the pieces go by).
  private static func checks(_ file: ReadableFile, nodeCount count: Int, checksum: UInt64)
    -> Bool
  {
    var sum = Checksum()
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    var offset = 0  // in the body
    let labelsStart = 4 * (count + 1)
    var previousFirst = 0
    var sound = true
    while sound, offset < file.size - infixHeaderSize {
      let size = min(piece.count, file.size - infixHeaderSize - offset)
      guard piece.withUnsafeMutableBytes({ file.fill(.init(rebasing: $0[..<size])) }) else {
        return false
      }
      piece.withUnsafeBytes { raw in
        let raw = UnsafeRawBufferPointer(rebasing: raw[..<size])
        sum.add(raw)
        // The first children in this piece (it starts at a multiple of 4), then the labels.
        for position in stride(from: offset, to: min(offset + size, labelsStart), by: 4) {
          let node = position / 4
          let first = Int(
            UInt32(
              littleEndian: raw.loadUnaligned(fromByteOffset: position - offset, as: UInt32.self)))
          sound =
            sound
            && InfixTree.isSound(
              firstChild: first, of: node, after: previousFirst, nodeCount: count)
          previousFirst = first
        }
        let firstLabel = max(offset, labelsStart)
        for position in firstLabel..<max(firstLabel, min(offset + size, labelsStart + count)) {
          sound =
            sound && InfixTree.isSound(label: raw[position - offset], of: position - labelsStart)
        }
      }
      offset += size
    }
    return sound && previousFirst == count && sum.value == checksum
  }
}

/// A checksum of bytes that arrive in pieces of any size: FNV-1a over 8-byte words, dealt
/// to four lanes so that the multiplications overlap, then the last bytes one by one.
struct Checksum {
  private var lanes = SIMD4<UInt64>(0xCBF2_9CE4_8422_2325, 0x8422_2325, 0x9CE4_8422, 0xCBF2_9CE4)
  private var pending: [UInt8] = []
  private var words = 0
  private static let prime: UInt64 = 0x100_0000_01B3

  mutating func add(_ raw: UnsafeRawBufferPointer) {
    var start = 0
    // Bytes left over from the last piece make a word with the first of this one.
    while !pending.isEmpty, start < raw.count {
      pending.append(raw[start])
      start += 1
      if pending.count == 8 {
        addWord(pending.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })
        pending.removeAll()
      }
    }
    while words % 4 != 0, start + 8 <= raw.count {
      addWord(raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      start += 8
    }
    while start + 32 <= raw.count {
      let block = SIMD4(
        raw.loadUnaligned(fromByteOffset: start, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: start + 16, as: UInt64.self),
        raw.loadUnaligned(fromByteOffset: start + 24, as: UInt64.self))
      lanes = (lanes ^ block) &* Self.prime
      words += 4
      start += 32
    }
    while start + 8 <= raw.count {
      addWord(raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      start += 8
    }
    pending.append(contentsOf: raw[start...])
  }

  private mutating func addWord(_ word: UInt64) {
    let lane = words & 3
    lanes[lane] = (lanes[lane] ^ word) &* Self.prime
    words += 1
  }

  /// The checksum of arrays' bytes, one array after another, as a file holds them.
  static func of<each Value: FixedWidthInteger>(_ arrays: repeat [each Value]) -> UInt64 {
    var checksum = Checksum()
    repeat (each arrays).withUnsafeBytes { checksum.add($0) }
    return checksum.value
  }

  var value: UInt64 {
    var hash = (0..<4).reduce(UInt64(words)) { ($0 ^ lanes[$1]) &* Self.prime }
    for byte in pending { hash = (hash ^ UInt64(byte)) &* Self.prime }
    return hash
  }
}
