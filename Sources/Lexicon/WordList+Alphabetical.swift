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
    for group in buffers.indices where !buffers[group].isEmpty {
      heap.append(group)
      var child = heap.count - 1
      while child > 0, precedes(heap[child], heap[(child - 1) / 2]) {
        heap.swapAt(child, (child - 1) / 2)
        child = (child - 1) / 2
      }
    }
  }

  /// The next word in alphabetical order, if any is left.
  mutating func next() -> UnsafeBufferPointer<UInt8>? {
    guard let group = heap.first else { return nil }
    let offset = offsets[group]
    offsets[group] += lengths[group]
    if offsets[group] == buffers[group].count {
      heap[0] = heap[heap.count - 1]
      heap.removeLast()
    } else {
      updateKey(of: group)
    }
    siftDown()
    return UnsafeBufferPointer(rebasing: buffers[group][offset..<offset + lengths[group]])
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

  private mutating func updateKey(of group: Int) {
    var key: UInt64 = 0
    let start = offsets[group]
    for index in 0..<8 {
      key <<= 8
      if index < lengths[group] { key |= UInt64(buffers[group][start + index]) }
    }
    keys[group] = key
  }

  /// Whether group `left`'s next word sorts before group `right`'s; of a word and a longer
  /// one it begins, the shorter comes first.
  private func precedes(_ left: Int, _ right: Int) -> Bool {
    if keys[left] != keys[right] { return keys[left] < keys[right] }
    let leftBytes = buffers[left]
    let rightBytes = buffers[right]
    let leftStart = offsets[left]
    let rightStart = offsets[right]
    let shared = min(lengths[left], lengths[right])
    var index = 8
    while index < shared {
      let leftByte = leftBytes[leftStart + index]
      let rightByte = rightBytes[rightStart + index]
      if leftByte != rightByte { return leftByte < rightByte }
      index += 1
    }
    return lengths[left] < lengths[right]
  }
}
