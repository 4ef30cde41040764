import Foundation

/// Bytes made of lines sorted for look(1)-style binary search, read in place: the embedded
/// city and postal-code tables.
protocol SortedLineBytes {
  /// The lines' bytes; every range and index is into them.
  var bytes: UnsafeBufferPointer<UInt8> { get }
}

extension CityTableStorage: SortedLineBytes {}

extension SortedLineBytes {
  /// The end of the line starting at `start`: the index of its newline, or the end of
  /// `section` when its last line has none.
  func lineEnd(from start: Int, in section: Range<Int>) -> Int {
    guard start < section.upperBound, let base = bytes.baseAddress else {
      return section.upperBound
    }
    let found = memchr(base + start, Int32(UInt8(ascii: "\n")), section.upperBound - start)
    guard let found else { return section.upperBound }
    return UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) - base
  }

  /// The start of the line holding `index`, not before `section`'s start.
  func lineStart(containing index: Int, in section: Range<Int>) -> Int {
    var start = index
    while start > section.lowerBound && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return start
  }

  /// The start of the first line of `section` that `isBefore` rejects (or the section's end),
  /// by binary search over byte positions, as look(1) does: the section's lines must be
  /// sorted so that `isBefore` holds for a run of lines at its start and for no line after.
  func firstLine(in section: Range<Int>, where isBefore: (Range<Int>) -> Bool) -> Int {
    // Every line starting before `low` is before; every line starting at or after `high` is not.
    var low = section.lowerBound
    var high = section.upperBound
    while low < high {
      let start = lineStart(containing: low + (high - low) / 2, in: low..<high)
      let end = lineEnd(from: start, in: section)
      if isBefore(start..<end) {
        low = Swift.min(end + 1, high)
      } else {
        high = start
      }
    }
    return low
  }

  /// The index of the first tab or newline in `start..<end`, or `end`: eight bytes at a time
  /// (the bit trick that finds a zero byte in a word, applied to the word XOR each wanted
  /// byte), because searches step through thousands of short key lines this way.
  @inline(__always)
  func firstTabOrNewline(from start: Int, before end: Int) -> Int {
    guard let base = bytes.baseAddress else { return end }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var index = start
    while index + 8 <= end {
      let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
      let tabs = word ^ (ones &* UInt64(UInt8(ascii: "\t")))
      let newlines = word ^ (ones &* UInt64(UInt8(ascii: "\n")))
      // A flagged high bit marks a zero byte; the lowest flag is always a true one.
      let found = ((tabs &- ones) & ~tabs | (newlines &- ones) & ~newlines) & highs
      if found != 0 { return index + found.trailingZeroBitCount / 8 }
      index += 8
    }
    while index < end && bytes[index] != UInt8(ascii: "\t") && bytes[index] != UInt8(ascii: "\n") {
      index += 1
    }
    return index
  }

  /// The bytes of `range`, which lies inside the table.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
}
