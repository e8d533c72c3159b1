/// The code a joiner must send before anything else (SPEC §3.5): random, read aloud or
/// typed without confusion.
///
/// Seven characters from an alphabet of 30 that leaves out the look-alikes (0 and O, 1, I
/// and L, and U, which reads as V): 30⁷ ≈ 2^34.3 codes, more than the 30 bits asked for.
/// A code is read back in any case, with spaces and dashes ignored.
public struct JoinCode: Hashable, Sendable, CustomStringConvertible {
  public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
  public static let length = 7

  public let description: String

  /// A new code from the system's random numbers.
  public init() {
    var generator = SystemRandomNumberGenerator()
    self.init(using: &generator)
  }

  /// A new code from `generator` (tests give a seeded one).
  public init(using generator: inout some RandomNumberGenerator) {
    description = String(
      (0..<Self.length).map { _ in Self.alphabet.randomElement(using: &generator)! })
  }

  /// The code someone typed, or `nil` if it cannot be one.
  public init?(typed text: String) {
    let letters = text.uppercased().filter { $0 != " " && $0 != "-" }
    guard letters.count == Self.length, letters.allSatisfy(Self.alphabet.contains) else {
      return nil
    }
    description = letters
  }
}
