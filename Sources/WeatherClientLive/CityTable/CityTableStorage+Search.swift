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

  /// Calls `body` with each well-formed key line whose key starts with `prefix`, in order.
  private func forEachKeyLine(
    startingWith prefix: UnsafeBufferPointer<UInt8>, _ body: (CityKeyLine) -> Void
  ) {
    var start = firstKeyLine(notBefore: prefix)
    while start < keys.upperBound {
      let end = lineEnd(from: start, in: keys)
      defer { start = end + 1 }
      guard CityKeyLine.keyBytes(start..<end, in: self).starts(with: prefix) else { return }
      if let line = CityKeyLine(start..<end, in: self) { body(line) }
    }
  }

  private func collectPrefixMatches(
    _ query: UnsafeBufferPointer<UInt8>, country: UInt16?,
    into collector: inout CitySearchCollector
  ) {
    forEachKeyLine(startingWith: query) { line in
      guard country.map({ $0 == line.countryCode }) ?? true else { return }
      let kind: CityMatchKind =
        switch (line.key.count == query.count, line.isName) {
        case (true, true): .exactName
        case (true, false): .exactAlternateName
        case (false, true): .namePrefix
        case (false, false): .alternateNamePrefix
        }
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
    forEachKeyLine(startingWith: start) { line in
      guard abs(line.key.count - query.count) <= bound,
        country.map({ $0 == line.countryCode }) ?? true
      else { return }
      let key = slice(line.key)
      let keyMask = CityKeyLine.characterMask(key)
      guard (queryMask & ~keyMask).nonzeroBitCount <= bound,
        (keyMask & ~queryMask).nonzeroBitCount <= bound,
        let distance = distances.distance(to: key, bound: bound), distance > 0
      else { return }
      collector.offer(
        .init(
          cityOffset: line.cityOffset, kind: .typo, population: line.population, key: line.key,
          distance: distance))
    }
  }
}
