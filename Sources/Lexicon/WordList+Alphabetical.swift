extension WordList {
  /// Calls `body` with every word of the list in alphabetical order, whatever its length:
  /// `A`, `AA`, `AAL`, `AALII`, `AAM`, `AB`, ….
  ///
  /// The list keeps its words grouped by length, each group sorted; this merges the groups
  /// as it goes (a small heap holds each group's next word), so no word is copied. The
  /// bytes passed to `body` are only valid during the call.
  ///
  /// - Complexity: O(*n* log *g*) for *n* words in *g* length groups.
  public func forEachWordAlphabetically(
    _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) rethrows {
    let groups = lengths.map { words(ofLength: $0) }
    try withBuffers(of: groups[...], []) { buffers in
      var merge = GroupMerge(buffers, lengths: groups.map(\.length))
      while let word = merge.next() { try body(word) }
    }
  }
}

/// Runs `body` with a buffer over the bytes of each group, in order: one nested
/// `withUnsafeBufferPointer` per group, so the merge reads bytes without copying them.
private func withBuffers<Result>(
  of groups: ArraySlice<FixedLengthWords>, _ buffers: [UnsafeBufferPointer<UInt8>],
  _ body: ([UnsafeBufferPointer<UInt8>]) throws -> Result
) rethrows -> Result {
  guard let first = groups.first else { return try body(buffers) }
  return try first.bytes.withUnsafeBufferPointer { bytes in
    try withBuffers(of: groups.dropFirst(), buffers + [bytes], body)
  }
}

/// The next word of several sorted groups, by a binary min-heap of the groups.
private struct GroupMerge {
  private let buffers: [UnsafeBufferPointer<UInt8>]
  private let lengths: [Int]
  /// The byte offset of each group's next word.
  private var offsets: [Int]
  /// The first eight bytes of each group's next word as a big-endian number, zero-padded:
  /// most comparisons are settled by comparing these.
  private var keys: [UInt64]
  /// Groups that still have words, the one with the smallest next word first.
  private var heap: [Int] = []

  init(_ buffers: [UnsafeBufferPointer<UInt8>], lengths: [Int]) {
    self.buffers = buffers
    self.lengths = lengths
    offsets = Array(repeating: 0, count: buffers.count)
    keys = Array(repeating: 0, count: buffers.count)
    for group in buffers.indices where !buffers[group].isEmpty { updateKey(of: group) }
    // A sorted array is a min-heap.
    heap = buffers.indices.filter { !buffers[$0].isEmpty }.sorted { precedes($0, $1) }
  }

  /// The next word in alphabetical order, if any is left.
  mutating func next() -> UnsafeBufferPointer<UInt8>? {
    guard let group = heap.first else { return nil }
    let word = UnsafeBufferPointer(rebasing: self.word(of: group))
    offsets[group] += lengths[group]
    if offsets[group] == buffers[group].count {
      heap[0] = heap[heap.count - 1]
      heap.removeLast()
    } else {
      updateKey(of: group)
    }
    siftDown()
    return word
  }

  private mutating func siftDown() {
    var parent = 0
    while true {
      let left = 2 * parent + 1
      var smallest = parent
      if left < heap.count, precedes(heap[left], heap[smallest]) { smallest = left }
      if left + 1 < heap.count, precedes(heap[left + 1], heap[smallest]) { smallest = left + 1 }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// The next word of `group`.
  private func word(of group: Int) -> Slice<UnsafeBufferPointer<UInt8>> {
    buffers[group][offsets[group]..<offsets[group] + lengths[group]]
  }

  private mutating func updateKey(of group: Int) {
    let first = word(of: group).prefix(8)
    keys[group] = first.reduce(UInt64(0)) { $0 << 8 | UInt64($1) } << (8 * (8 - first.count))
  }

  /// Whether group `left`'s next word sorts before group `right`'s; of a word and a longer
  /// one it begins, the shorter comes first. Equal keys of two lengths are of words of eight
  /// letters or more, since a code is never 0.
  private func precedes(_ left: Int, _ right: Int) -> Bool {
    if keys[left] != keys[right] { return keys[left] < keys[right] }
    return word(of: left).dropFirst(8).lexicographicallyPrecedes(word(of: right).dropFirst(8))
  }
}
