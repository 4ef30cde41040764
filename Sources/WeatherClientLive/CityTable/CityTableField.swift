/// Decoders of the table's field encodings, reading bytes in place without allocating.
enum CityTableField {
  /// A number in fixed-width base 64, most significant digit first, digit d written as the
  /// byte 0x30 + d ("0"…"o"), as `base64` in the generator writes it; `nil` on any other byte.
  static func base64<Bytes: Collection<UInt8>>(_ digits: Bytes) -> Int? {
    var value = 0
    for byte in digits {
      let digit = byte &- 0x30
      guard digit < 64 else { return nil }
      value = value << 6 | Int(digit)
    }
    return digits.isEmpty ? nil : value
  }

  /// The fixed-width base-64 number of `width` digits at `start` in `bytes` (see `base64`),
  /// read without generic collection machinery because searches decode one per key line.
  @inline(__always)
  static func base64(in bytes: UnsafeBufferPointer<UInt8>, at start: Int, width: Int) -> Int? {
    var value = 0
    var valid = true
    for index in start..<start + width {
      let digit = bytes[index] &- 0x30
      valid = valid && digit < 64
      value = value << 6 | Int(digit & 63)
    }
    return valid ? value : nil
  }

  /// A non-negative decimal integer of at most 18 digits.
  static func integer<Bytes: Collection<UInt8>>(_ digits: Bytes) -> Int? {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
  }

  /// A decimal like "-23.54750", correctly rounded: the digits as an integer divided by a
  /// power of ten, both exact in a Double.
  static func decimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var digits = text[...]
    let negative = digits.first == UInt8(ascii: "-")
    if negative { digits = digits.dropFirst() }
    guard let dot = digits.firstIndex(of: UInt8(ascii: ".")) else {
      return integer(digits).map { Double(negative ? -$0 : $0) }
    }
    let fraction = digits[(dot + 1)...]
    guard fraction.count <= 9, let whole = integer(digits[..<dot]),
      let part = fraction.isEmpty ? 0 : integer(fraction), whole < 1_000_000_000
    else { return nil }
    var scale = 1
    for _ in 0..<fraction.count { scale *= 10 }
    let value = Double(whole * scale + part) / Double(scale)
    return negative ? -value : value
  }

  /// Two ASCII capital letters as one number, e.g. "GB"; `nil` for anything else.
  static func packCountryCode<Bytes: Collection<UInt8>>(_ code: Bytes) -> UInt16? {
    guard code.count == 2, let first = code.first, let last = code.dropFirst().first,
      isUppercaseLetter(first), isUppercaseLetter(last)
    else { return nil }
    return UInt16(first) << 8 | UInt16(last)
  }

  private static func isUppercaseLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}
