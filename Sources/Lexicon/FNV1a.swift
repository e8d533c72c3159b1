/// FNV-1a over bytes, 64 bits: a hash that is the same in every run and on every machine,
/// for naming cache files and telling one version of a list from another.
public enum FNV1a {
  /// The hash of `bytes`. (An array, not any sequence: a generic loop called from another
  /// module is not specialised, and costs a list of 200,000 bytes some 15 ms.)
  public static func hash(_ bytes: [UInt8]) -> UInt64 {
    bytes.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}
