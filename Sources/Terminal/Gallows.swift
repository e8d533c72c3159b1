/// The hangman drawing, built up part by part as incorrect guesses are made.
///
/// There are ten parts; with any guess limit from 1 to 26 they are spread evenly, rounding
/// up, so the first miss always adds something and the last one always completes the
/// figure: with a limit of 26 a part appears every two or three misses, with a limit of 1
/// the whole figure appears at once.
public enum Gallows {
  /// Rows of the finished drawing; a part is drawn by revealing its characters.
  private static let picture = [
    "  +---+  ",
    "  |   |  ",
    "  O   |  ",
    " /|\\  |  ",
    " / \\  |  ",
    "      |  ",
    "=========",
  ]

  /// Each part as (row, column) cells of `picture`, in the order they are drawn.
  private static let parts: [[(Int, Int)]] = [
    (0...8).map { (6, $0) },  // base
    (1...5).map { ($0, 6) },  // post
    (2...6).map { (0, $0) },  // beam
    [(1, 2)],  // rope
    [(2, 2)],  // head
    [(3, 2)],  // body
    [(3, 1)],  // left arm
    [(3, 3)],  // right arm
    [(4, 1)],  // left leg
    [(4, 3)],  // right leg
  ]

  /// The same drawing in five rows, for a short terminal: the rope is the beam's hook.
  private static let compactPicture = [
    " +---+ ",
    " O   | ",
    "/|\\  | ",
    "/ \\  | ",
    "=======",
  ]

  private static let compactParts: [[(Int, Int)]] = [
    (0...6).map { (4, $0) },  // base
    (1...3).map { ($0, 5) },  // post
    (2...5).map { (0, $0) },  // beam
    [(0, 1)],  // rope
    [(1, 1)],  // head
    [(2, 1)],  // body
    [(2, 0)],  // left arm
    [(2, 2)],  // right arm
    [(3, 0)],  // left leg
    [(3, 2)],  // right leg
  ]

  /// The number of parts in the finished drawing.
  public static var partCount: Int { parts.count }

  /// How many parts are drawn after `misses` incorrect guesses out of `limit`: the share
  /// of the ten parts that `misses` is of `limit`, rounded up, for any numbers at all.
  public static func partsShown(misses: Int, limit: Int) -> Int {
    guard limit > 0 else { return partCount }
    let clamped = min(max(misses, 0), limit)
    // Full-width arithmetic: `clamped * partCount` may not fit an `Int`.
    let (quotient, remainder) = limit.dividingFullWidth(clamped.multipliedFullWidth(by: partCount))
    return quotient + (remainder > 0 ? 1 : 0)
  }

  /// The drawing after `misses` incorrect guesses out of `limit`, one string per row: in
  /// seven rows, or in five when `compact`.
  public static func drawing(misses: Int, limit: Int, compact: Bool = false) -> [String] {
    let (picture, parts) = compact ? (compactPicture, compactParts) : (picture, parts)
    var rows = picture.map { [Character](repeating: " ", count: $0.count) }
    let source = picture.map(Array.init)
    for part in parts.prefix(partsShown(misses: misses, limit: limit)) {
      for (row, column) in part { rows[row][column] = source[row][column] }
    }
    return rows.map { String($0) }
  }
}
