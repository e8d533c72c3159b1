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

  /// Which part each character of `picture` belongs to, by the order the parts are drawn:
  /// 0 the base, 1 the post, 2 the beam, 3 the rope, 4 the head, 5 the body, 6 and 7 the
  /// left and right arms, 8 and 9 the left and right legs.
  private static let parts = [
    "  22222  ",
    "  3   1  ",
    "  4   1  ",
    " 657  1  ",
    " 8 9  1  ",
    "      1  ",
    "000000000",
  ]

  /// The same drawing in five rows, for a short terminal: the rope is the beam's hook.
  private static let compactPicture = [
    " +---+ ",
    " O   | ",
    "/|\\  | ",
    "/ \\  | ",
    "=======",
  ]

  private static let compactParts = [
    " 32222 ",
    " 4   1 ",
    "657  1 ",
    "8 9  1 ",
    "0000000",
  ]

  /// The number of parts in the finished drawing.
  public static var partCount: Int { 10 }

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
    let shown = partsShown(misses: misses, limit: limit)
    let (picture, parts) = compact ? (compactPicture, compactParts) : (picture, parts)
    return zip(picture, parts).map { row, rowParts in
      String(
        zip(row, rowParts).map { character, part in
          (part.wholeNumberValue ?? partCount) < shown ? character : " "
        })
    }
  }
}
