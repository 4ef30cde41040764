import Foundation

extension CityTableStorage {
  /// The end of the line starting at `start`: the index of its newline, or the end of
  /// `section` when its last line has none.
  func lineEnd(from start: Int, in section: Range<Int>) -> Int {
    guard start < section.upperBound, let base = bytes.baseAddress else { return section.upperBound }
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

  /// The bytes of `range`, which lies inside the table.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
}
