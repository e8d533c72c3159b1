/// One fixed-width value per node of a tree, held in memory or read from a cache file a
/// page at a time (see `ReadableFile`).
public struct NodeColumn<Value: FixedWidthInteger & Sendable>: Sendable {
  /// The values, when they are held in memory.
  private let array: [Value]
  /// The cache file the values are read from, from `offset`, when they are not in memory.
  private let file: ReadableFile?
  private let offset: Int
  /// The number of values.
  public let count: Int

  /// The values of `array`, in memory.
  public init(_ array: [Value]) {
    (self.array, file, offset, count) = (array, nil, 0, array.count)
  }

  /// `count` little-endian values in `file` from `offset`, which must be a multiple of the
  /// value's size (`CacheFile.column` checks it; `ReadableFile.value` traps a value that
  /// crosses a page), read when first asked for.
  init(_ file: ReadableFile, offset: Int, count: Int) {
    (array, self.file, self.offset, self.count) = ([], file, offset, count)
  }

  /// The value at `index`, which must be below `count`.
  public subscript(index: Int) -> Value {
    precondition(index >= 0 && index < count, "no such node")
    guard let file else { return array[index] }
    return file.value(Value.self, at: offset + index * MemoryLayout<Value>.size)
  }

  /// Every value in memory: the array itself, or every value read from the file
  /// (`NodeColumn(column.values)` is the column held in memory, for a walk over every node).
  public var values: [Value] { file?.values(Value.self, at: offset, count: count) ?? array }

  /// Whether the values come from a cache file that turned out damaged after it was
  /// checked (cut short, or holding a value its table cannot have): nothing read from it
  /// can be trusted.
  public var isDamaged: Bool { file?.isDamaged ?? false }

  /// Marks the file the values come from as damaged: a value read breaks its table's rules.
  func markDamaged() { file?.markDamaged() }
}
