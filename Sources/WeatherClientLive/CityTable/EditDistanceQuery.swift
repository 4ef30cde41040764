/// A query prepared for fast optimal-string-alignment distances to many keys, with the
/// bit-parallel algorithm of Hyyrö (2003): one pass of a few word operations per key byte.
/// Queries longer than 64 bytes fall back to `BoundedEditDistance`.
struct EditDistanceQuery {
  private let query: [UInt8]
  /// For each byte value, the bit set of query positions holding it.
  private let positions: [UInt64]

  init(_ query: [UInt8]) {
    self.query = query
    var positions = [UInt64](repeating: 0, count: query.count <= 64 ? 256 : 0)
    if query.count <= 64 {
      for (index, byte) in query.enumerated() { positions[Int(byte)] |= 1 << UInt64(index) }
    }
    self.positions = positions
  }

  /// The OSA distance from the query to `key`, or `nil` when it exceeds `bound`.
  func distance(to key: UnsafeBufferPointer<UInt8>, bound: Int) -> Int? {
    guard abs(key.count - query.count) <= bound else { return nil }
    guard !query.isEmpty, query.count <= 64 else {
      return query.withUnsafeBufferPointer {
        BoundedEditDistance.distance($0, key, bound: bound)
      }
    }
    var vertical0: UInt64 = ~0  // VP
    var verticalN: UInt64 = 0  // VN
    var diagonal: UInt64 = 0  // D0
    var previousMatches: UInt64 = 0
    var distance = query.count
    let last: UInt64 = 1 << UInt64(query.count - 1)
    positions.withUnsafeBufferPointer { positions in
      for byte in key {
        let matches = positions[Int(byte)]
        let transposition = ((~diagonal & matches) << 1) & previousMatches
        diagonal =
          (((matches & vertical0) &+ vertical0) ^ vertical0) | matches | verticalN
          | transposition
        var horizontalP = verticalN | ~(diagonal | vertical0)
        var horizontalN = diagonal & vertical0
        if horizontalP & last != 0 { distance += 1 }
        if horizontalN & last != 0 { distance -= 1 }
        horizontalP = (horizontalP << 1) | 1
        horizontalN <<= 1
        vertical0 = horizontalN | ~(diagonal | horizontalP)
        verticalN = horizontalP & diagonal
        previousMatches = matches
      }
    }
    return distance <= bound ? distance : nil
  }
}
