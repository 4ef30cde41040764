import Synchronization

/// Builds gzip members that inflate to long runs of one byte, for the gzip-bomb hostile answer.
///
/// The deflate stream is one block with the fixed Huffman codes: the byte once as a literal, then
/// matches of length 258 at distance 1 (13 bits each, so about 160 times smaller than what they
/// inflate to), then the rest as literals and the end-of-block code.
enum GzipBomb {
  /// Members built so far, by size: building one inflates nothing but does walk every byte for
  /// the checksum, so each size is built once per process.
  private static let members = Mutex<[Int: [UInt8]]>([:])

  /// ``member(inflatingTo:of:)`` of spaces, built once per size.
  static func cached(inflatingTo count: Int) -> [UInt8] {
    if let member = members.withLock({ $0[count] }) { return member }
    let member = member(inflatingTo: count)
    members.withLock { $0[count] = member }
    return member
  }

  /// A gzip member inflating to `count` copies of `byte`.
  static func member(inflatingTo count: Int, of byte: UInt8 = UInt8(ascii: " ")) -> [UInt8] {
    var bits = BitWriter()
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE = 01, fixed Huffman
    var remaining = count
    if remaining > 0 {
      bits.writeLiteral(byte)
      remaining -= 1
    }
    while remaining >= 258 {
      // Length 258 is code 285: 8 bits 11000101, no extra bits; distance 1 is code 0: 5 bits.
      bits.writeHuffman(0b1100_0101, count: 8)
      bits.writeHuffman(0, count: 5)
      remaining -= 258
    }
    for _ in 0..<remaining { bits.writeLiteral(byte) }
    bits.writeHuffman(0, count: 7)  // end of block, code 256
    let header: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
    let crc = crc32(repeating: byte, count: count)
    return header + bits.finished + littleEndian(crc)
      + littleEndian(UInt32(truncatingIfNeeded: count))
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
  }

  /// The CRC-32 of `count` copies of `byte`, a block of 64 KiB at a time.
  private static func crc32(repeating byte: UInt8, count: Int) -> UInt32 {
    var table = [UInt32](repeating: 0, count: 256)
    for index in 0..<256 {
      var value = UInt32(index)
      for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
      table[index] = value
    }
    var crc: UInt32 = 0xFFFF_FFFF
    for _ in 0..<count { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  /// Packs bits least significant first, as deflate does.
  private struct BitWriter {
    var bytes: [UInt8] = []
    var current: UInt32 = 0
    var used = 0

    /// Writes the low `count` bits of `value`, least significant first (headers, extra bits).
    mutating func write(_ value: UInt32, count: Int) {
      for index in 0..<count { push((value >> index) & 1) }
    }

    /// Writes a Huffman code of `count` bits, most significant first.
    mutating func writeHuffman(_ code: UInt32, count: Int) {
      for index in stride(from: count - 1, through: 0, by: -1) { push((code >> index) & 1) }
    }

    /// Writes a literal byte with the fixed code: 0–143 in 8 bits from 0x30, 144–255 in 9 bits
    /// from 0x190.
    mutating func writeLiteral(_ byte: UInt8) {
      if byte < 144 {
        writeHuffman(0x30 + UInt32(byte), count: 8)
      } else {
        writeHuffman(0x190 + UInt32(byte) - 144, count: 9)
      }
    }

    private mutating func push(_ bit: UInt32) {
      current |= bit << used
      used += 1
      if used == 8 {
        bytes.append(UInt8(current))
        current = 0
        used = 0
      }
    }

    /// The bytes, the last one padded with zero bits.
    var finished: [UInt8] { used == 0 ? bytes : bytes + [UInt8(current)] }
  }
}
