extension CityTableStorage {
  /// The best `limit` matches for a folded, non-empty query: exact and prefix matches from a
  /// binary search of the sorted key lines; only when there are none and the query has 4+
  /// bytes, typo matches (edit distance 1, or 2 for 5+ bytes) among keys that start with the
  /// query's first or second character. A query that matches something is not padded with
  /// near-misses: "london" lists the Londons, not "Ondo".
  func search(folded query: [UInt8], limit: Int, country: UInt16?) -> [CitySearchCollector
    .Candidate]
  {
    var collector = CitySearchCollector(limit: limit)
    guard !query.isEmpty, limit > 0 else { return [] }
    query.withUnsafeBufferPointer { query in
      collectPrefixMatches(query, country: country, into: &collector)
      guard collector.candidates.isEmpty, query.count >= 4 else { return }
      let bound = query.count >= 5 ? 2 : 1
      let distances = EditDistanceQuery(Array(query))
      let first = UnsafeBufferPointer(rebasing: query[..<Self.scalarEnd(query, from: 0)])
      let secondEnd = Self.scalarEnd(query, from: first.count)
      let second = UnsafeBufferPointer(rebasing: query[first.count..<secondEnd])
      for start in [first, second] where start.count > 0 {
        // A typo in the first character puts the key under the second one.
        if start.baseAddress == second.baseAddress && second.elementsEqual(first) { continue }
        collectTypos(
          query, distances, bound: bound, startingWith: start, country: country,
          into: &collector)
      }
    }
    return collector.candidates
  }

  /// The end of the UTF-8 sequence that starts at `index` (clamped to the query).
  private static func scalarEnd(_ query: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
    guard index < query.count else { return query.count }
    let length =
      switch query[index] {
      case 0xF0...: 4
      case 0xE0...: 3
      case 0xC0...: 2
      default: 1
      }
    return Swift.min(index + length, query.count)
  }

  /// The start of the first key line whose key is not less than `prefix`.
  private func firstKeyLine(notBefore prefix: UnsafeBufferPointer<UInt8>) -> Int {
    firstLine(in: keys) { line in
      CityKeyLine.keyBytes(line, in: self).lexicographicallyPrecedes(prefix)
    }
  }

  /// Calls `body` with the key of each well-formed key line whose key starts with `prefix`,
  /// in order; `body` decodes the record only if it needs it (`CityKeyLine(key:in:)`).
  ///
  /// Two binary searches bound the run of such lines; each line is then found by looking for
  /// its tab and stepping over the fixed-width record. A line without the record is skipped.
  private func forEachKey(
    startingWith prefix: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void
  ) {
    var start = firstKeyLine(notBefore: prefix)
    let end = firstLine(in: start..<keys.upperBound) { line in
      CityKeyLine.keyBytes(line, in: self).starts(with: prefix)
    }
    while start < end {
      let tab = firstTabOrNewline(from: start, before: end)
      let recordEnd = tab + CityKeyLine.recordLength
      guard tab > start, tab < end, bytes[tab] == UInt8(ascii: "\t"), recordEnd <= end,
        recordEnd == end || bytes[recordEnd] == UInt8(ascii: "\n")
      else {
        start = lineEnd(from: start, in: start..<end) + 1
        continue
      }
      body(start..<tab)
      start = recordEnd + 1
    }
  }

  private func collectPrefixMatches(
    _ query: UnsafeBufferPointer<UInt8>, country: UInt16?,
    into collector: inout CitySearchCollector
  ) {
    forEachKey(startingWith: query) { key in
      guard let kind = CityKeyLine.prefixKind(key: key, queryCount: query.count, in: self)
      else { return }
      if let worst = collector.worstIfFull {
        // Skip what cannot beat the worst kept candidate before decoding the record.
        let tier = kind.tier(distance: 0)
        if tier > worst.tier { return }
        if tier == worst.tier,
          (CityKeyLine.population(key: key, in: self) ?? 0) < worst.population
        {
          return
        }
      }
      guard let line = CityKeyLine(key: key, in: self),
        country.map({ $0 == line.countryCode }) ?? true
      else { return }
      collector.offer(
        .init(
          cityOffset: line.cityOffset, kind: kind, population: line.population, key: line.key,
          distance: 0))
    }
  }

  private func collectTypos(
    _ query: UnsafeBufferPointer<UInt8>, _ distances: EditDistanceQuery, bound: Int,
    startingWith start: UnsafeBufferPointer<UInt8>, country: UInt16?,
    into collector: inout CitySearchCollector
  ) {
    let queryMask = CityKeyLine.characterMask(query)
    forEachKey(startingWith: start) { key in
      guard abs(key.count - query.count) <= bound else { return }
      let keyBytes = slice(key)
      let keyMask = CityKeyLine.characterMask(keyBytes)
      guard (queryMask & ~keyMask).nonzeroBitCount <= bound,
        (keyMask & ~queryMask).nonzeroBitCount <= bound,
        let distance = distances.distance(to: keyBytes, bound: bound), distance > 0,
        let line = CityKeyLine(key: key, in: self),
        country.map({ $0 == line.countryCode }) ?? true
      else { return }
      collector.offer(
        .init(
          cityOffset: line.cityOffset, kind: .typo, population: line.population, key: line.key,
          distance: distance))
    }
  }
}
