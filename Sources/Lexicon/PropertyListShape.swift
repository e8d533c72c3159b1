/// What a property list file holds at the top, read from its bytes without decoding it.
///
/// A word list is one array of strings. Anything else, above all containers inside
/// containers, is refused before Foundation sees it: a binary property list can refer to
/// the same array from many places (a few kilobytes that decode to gigabytes), and deeply
/// nested XML exhausts the stack of a recursive parser.
enum PropertyListShape {
  /// Whether the file is one array whose elements are all strings (XML: at most one
  /// `<array` and no `<dict`; binary: the top object is an array whose every reference is
  /// a string object, whose lengths add up to no more than the file could spell out).
  static func isFlatArray(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: "bplist".utf8)
      ? isBinaryArrayOfStrings(bytes)
      : count(of: "<array", in: bytes, upTo: 2) <= 1 && count(of: "<dict", in: bytes, upTo: 1) == 0
  }

  /// Whether the file is an XML property list with one dictionary and no array, as the
  /// meanings are: nothing in it can nest (a binary one is refused, since it may share).
  static func isFlatXMLDictionary(_ bytes: [UInt8]) -> Bool {
    !bytes.starts(with: "bplist".utf8) && count(of: "<dict", in: bytes, upTo: 2) == 1
      && count(of: "<array", in: bytes, upTo: 1) == 0
  }

  /// The occurrences of `needle` in `bytes`, counting no further than `limit`.
  private static func count(of needle: String, in bytes: [UInt8], upTo limit: Int) -> Int {
    let needle = Array(needle.utf8)
    var found = 0
    var index = 0
    while index + needle.count <= bytes.count, found < limit {
      if bytes[index] == needle[0], bytes[index..<index + needle.count].elementsEqual(needle) {
        found += 1
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }

  /// Checks a `bplist00` file's trailer, offset table and top object.
  private static func isBinaryArrayOfStrings(_ bytes: [UInt8]) -> Bool {
    guard bytes.count >= 8 + 32 else { return false }
    let trailer = bytes.count - 32
    /// The big-endian unsigned number of `size` bytes at `offset`, if it is in the file
    /// and fits an `Int` below the file's size times 16.
    func number(at offset: Int, size: Int) -> Int? {
      guard (1...8).contains(size), offset >= 0, offset + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
      return value < UInt64(bytes.count) * 16 ? Int(value) : nil
    }
    let offsetSize = Int(bytes[trailer + 6])
    let referenceSize = Int(bytes[trailer + 7])
    guard let objectCount = number(at: trailer + 8, size: 8),
      let top = number(at: trailer + 16, size: 8),
      let table = number(at: trailer + 24, size: 8),
      (1...8).contains(offsetSize), (1...8).contains(referenceSize),
      top < objectCount, table >= 8, table + objectCount * offsetSize <= trailer
    else { return false }

    func object(_ reference: Int) -> Int? {
      guard reference < objectCount,
        let offset = number(at: table + reference * offsetSize, size: offsetSize),
        offset >= 8, offset < table
      else { return nil }
      return offset
    }
    /// The count a marker's low four bits give, or the integer object after it (0xF).
    func count(at offset: Int) -> (count: Int, end: Int)? {
      let low = Int(bytes[offset] & 0x0F)
      guard low == 0x0F else { return (low, offset + 1) }
      guard offset + 1 < table, bytes[offset + 1] >> 4 == 0x1 else { return nil }
      let size = 1 << Int(bytes[offset + 1] & 0x0F)
      guard let count = number(at: offset + 2, size: size) else { return nil }
      return (count, offset + 2 + size)
    }

    guard let array = object(top), bytes[array] >> 4 == 0xA,
      let (elements, start) = count(at: array),
      start + elements * referenceSize <= table
    else { return false }
    var characters = 0
    for element in 0..<elements {
      guard let reference = number(at: start + element * referenceSize, size: referenceSize),
        let string = object(reference),
        [0x5, 0x6, 0x7].contains(bytes[string] >> 4),  // ASCII, UTF-16, UTF-8 strings
        let (length, _) = count(at: string)
      else { return false }
      characters += length
      guard characters <= 16 * bytes.count else { return false }
    }
    return true
  }
}
