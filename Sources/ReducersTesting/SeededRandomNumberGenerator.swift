/// A random number generator that yields the same numbers for the same seed on every machine,
/// so that an exploration (``explore(_:from:environment:seed:budget:invariants:reportsFailure:fileID:filePath:line:column:actions:)``)
/// found failing once fails again when run with its seed.
///
/// It is SplitMix64 (Steele, Lea and Flood): small, fast, and good enough to pick actions; it is
/// not for cryptography.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// A generator whose numbers are decided by `seed` alone.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
