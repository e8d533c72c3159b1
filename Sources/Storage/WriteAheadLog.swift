/// What SQLite makes of a write-ahead log (a database's `-wal` file): how much of it it
/// replays, and whether what it drops is damage.
///
/// SQLite replays the log's frames up to the last one that ends a transaction, stopping at
/// the first frame whose salt or checksum is wrong, and drops the rest without a word
/// (https://sqlite.org/fileformat.html#the_write_ahead_log). What it drops is damage only
/// when it holds a committed transaction: a frame of this generation of the log that ends
/// a transaction, which SQLite can no longer reach (a byte changed before it or in it, or
/// the file cut inside its page). Anything else dropped is normal: frames of an earlier
/// generation (after a restart the log is written again from the start under a new salt,
/// and the old frames left behind are in the database already), and the frames of a
/// transaction that never committed, as a process killed while writing leaves them.
struct WriteAheadLog: Equatable {
  /// How many bytes SQLite replays: the header and every frame up to the last one that
  /// ends a transaction (0 when the header itself is not sound).
  let replayedLength: Int
  /// Why the bytes SQLite drops are damage, or `nil` if nothing is lost.
  let damage: String?

  /// The first bytes of a log: its magic number says in which byte order its checksums run.
  private static let magic: ClosedRange<UInt32> = 0x377F_0682...0x377F_0683
  private static let version: UInt32 = 3_007_000
  private static let headerSize = 32
  private static let frameHeaderSize = 24

  /// Reads a log's bytes as SQLite would.
  ///
  /// - Complexity: O(*n*) in the size of the log.
  init(_ bytes: [UInt8]) {
    let count = bytes.count
    guard count > 0 else {
      self.init(replayedLength: 0, damage: nil)
      return
    }
    guard count >= Self.headerSize else {
      self.init(replayedLength: 0, damage: "its \(count) bytes are too few for a log")
      return
    }
    let magic = bytes.bigEndianWord(at: 0)
    let pageSize = Int(bytes.bigEndianWord(at: 8))
    let bigEndian = magic & 1 == 1
    guard Self.magic.contains(magic), bytes.bigEndianWord(at: 4) == Self.version,
      (512...65536).contains(pageSize), pageSize & (pageSize - 1) == 0,
      bytes.checksum(0..<24, bigEndian: bigEndian, seed: (0, 0))
        == (bytes.bigEndianWord(at: 24), bytes.bigEndianWord(at: 28))
    else {
      self.init(
        replayedLength: 0, damage: "its header is not a log's, so all \(count) bytes are dropped")
      return
    }
    let salt = bytes[16..<24]
    let frameSize = Self.frameHeaderSize + pageSize
    var sum = (bytes.bigEndianWord(at: 24), bytes.bigEndianWord(at: 28))
    var offset = Self.headerSize
    var replayed = offset
    while offset + frameSize <= count {
      guard bytes.bigEndianWord(at: offset) != 0, bytes[offset + 8..<offset + 16] == salt else {
        break
      }
      sum = bytes.checksum(offset..<offset + 8, bigEndian: bigEndian, seed: sum)
      sum = bytes.checksum(
        offset + Self.frameHeaderSize..<offset + frameSize, bigEndian: bigEndian, seed: sum)
      guard sum == (bytes.bigEndianWord(at: offset + 16), bytes.bigEndianWord(at: offset + 20))
      else { break }
      offset += frameSize
      if bytes.bigEndianWord(at: offset - frameSize + 4) != 0 { replayed = offset }
    }
    // A committed transaction past what SQLite replays: a frame of this generation that
    // ends one, whole or cut inside its page (a log cut after the commit). SQLite writes a
    // frame's header and its page apart, so a header alone at the end is a process killed
    // between the two: its transaction never committed.
    var lostCommit = false
    var frame = replayed
    while !lostCommit, frame + Self.frameHeaderSize < count {
      lostCommit = bytes[frame + 8..<frame + 16] == salt && bytes.bigEndianWord(at: frame + 4) != 0
      frame += frameSize
    }
    let dropped = count - replayed
    self.init(
      replayedLength: replayed,
      damage: lostCommit
        ? "its last \(dropped) bytes hold a committed transaction SQLite cannot read" : nil)
  }

  private init(replayedLength: Int, damage: String?) {
    self.replayedLength = replayedLength
    self.damage = damage
  }
}

extension [UInt8] {
  fileprivate func bigEndianWord(at offset: Int) -> UInt32 {
    self[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// SQLite's log checksum over `range` (a multiple of 8 bytes), continuing from `seed`:
  /// two running sums over pairs of 32-bit words, read in the log's byte order.
  fileprivate func checksum(
    _ range: Range<Int>, bigEndian: Bool, seed: (UInt32, UInt32)
  ) -> (UInt32, UInt32) {
    var (first, second) = seed
    withUnsafeBytes { buffer in
      var offset = range.lowerBound
      while offset < range.upperBound {
        var x = buffer.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
        var y = buffer.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        x = bigEndian ? UInt32(bigEndian: x) : UInt32(littleEndian: x)
        y = bigEndian ? UInt32(bigEndian: y) : UInt32(littleEndian: y)
        first = first &+ x &+ second
        second = second &+ y &+ first
        offset += 8
      }
    }
    return (first, second)
  }
}
