/// One folded search key in the table's sorted key index, pointing at the city it names.
struct CityKeyEntry: Sendable {
  /// Offset of the key's first byte in the table text.
  var start: UInt32
  /// Length of the key in bytes.
  var length: UInt16
  /// Whether the key is the city's name or ASCII name (rather than an alternate name).
  var isName: Bool
  /// Index of the city in the table's rows.
  var row: UInt32
  /// Bit set of the key's characters (a–z, 0–9 as one bit, space, other), to rule out typo
  /// candidates cheaply: an edit distance of d changes at most d characters on each side.
  var characterMask: UInt32

  /// The bit set of characters in `bytes`, as stored in `characterMask`.
  static func characterMask(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var mask: UInt32 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"): mask |= 1 << UInt32(byte - UInt8(ascii: "a"))
      case UInt8(ascii: "0")...UInt8(ascii: "9"): mask |= 1 << 26
      case UInt8(ascii: " "): mask |= 1 << 27
      default: mask |= 1 << 28
      }
    }
    return mask
  }
}
