import Testing

@testable import WeatherClientLive

/// The line navigation the in-place search is built on, against plain byte-by-byte answers.
struct CityTableLinesTests {
  /// A table whose key section is `body` (any bytes), to reach its storage.
  private func table(body: [UInt8]) -> CityTable {
    CityTable(
      text: "@city-table 2\t0\t0\t0\t\(body.count)\t0\t0\n"
        + String(decoding: body, as: UTF8.self))
  }

  @Test func wordAtATimeFindsTheFirstTabOrNewline() {
    var generator = SystemRandomNumberGenerator()
    // Tabs, newlines, their neighbours, and UTF-8 bytes with the high bit set.
    let alphabet: [UInt8] = [0x08, 0x09, 0x0A, 0x0B, 0x61, 0x20, 0xD0, 0xBC, 0x89, 0x8A]
    for _ in 0..<500 {
      let count = Int.random(in: 0...40, using: &generator)
      let body = (0..<count).map { _ in
        // Mostly letters, so that runs longer than a word occur.
        Int.random(in: 0..<4, using: &generator) == 0
          ? alphabet.randomElement(using: &generator) ?? 0x61 : 0x61
      }
      let cities = table(body: body)
      let storage = cities.storage
      let bytes = Array(storage.bytes)
      for start in 0...bytes.count {
        let end = Int.random(in: start...bytes.count, using: &generator)
        let expected =
          bytes[start..<end].firstIndex { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") }
          ?? end
        #expect(
          storage.firstTabOrNewline(from: start, before: end) == expected,
          "\(bytes) from \(start) before \(end)")
      }
    }
  }

  @Test func firstLineIsTheLowerBoundOfSortedLines() {
    let lines = ["", "a", "ab", "abc", "b", "ba", "c", "cc", "ccc", "d"]
    let body = Array(lines.joined(separator: "\n").utf8)
    let cities = table(body: body)
    let storage = cities.storage
    for probe in ["", "a", "aa", "abd", "b", "bz", "c", "cd", "d", "e"] {
      let start = storage.firstLine(in: storage.keys) { line in
        Array(storage.slice(line)).lexicographicallyPrecedes(Array(probe.utf8))
      }
      let expected = lines.firstIndex {
        !Array($0.utf8).lexicographicallyPrecedes(Array(probe.utf8))
      }
      let expectedStart = expected.map { lines[..<$0].reduce(0) { $0 + $1.utf8.count + 1 } }
      #expect(start == (expectedStart ?? body.count), "\(probe)")
    }
  }
}
